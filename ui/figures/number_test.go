package figures

import (
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
)

// The number fields of the figures' dialogs (bonus, summon, maximum hit
// points) refuse what is not a whole number in their range, in the
// player's language.
func TestNumberEntry(t *testing.T) {
	test.NewTempApp(t)
	tr, err := locales.New(language.German)
	if err != nil {
		t.Fatal(err)
	}
	e := numberEntry(tr, 1, 1, 20)
	if e.Text != "1" || e.Validate() != nil {
		t.Fatalf("text %q, validation %v", e.Text, e.Validate())
	}
	for _, text := range []string{" 20 ", "7"} {
		if err := e.Validator(text); err != nil {
			t.Errorf("%q refused: %v", text, err)
		}
	}
	want := "Geben Sie eine ganze Zahl von 1 bis 20 ein."
	for text, said := range map[string]string{"": "", "0": "„0“ liegt außerhalb des Bereichs. ", "21": "„21“ liegt außerhalb des Bereichs. ",
		"x": "„x“ ist keine ganze Zahl. ", "1,5": "„1,5“ ist keine ganze Zahl. "} {
		if err := e.Validator(text); err == nil || err.Error() != said+want {
			t.Errorf("%q: %v, want %q", text, err, said+want)
		}
	}
}
