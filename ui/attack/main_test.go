package attack

import (
	"os"
	"testing"
)

// TestMain works the odds out at once, so that a test reads them after a
// change (TestOddsOffTheUIGoroutine turns the other way on).
func TestMain(m *testing.M) {
	oddsAsync = false
	os.Exit(m.Run())
}
