package persistence

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// crashState is the scenario snapshot the crash child records: it names
// the action that produced it, so the parent can check they match.
func crashState(seq int64) *Snapshot {
	return &Snapshot{Version: 1, State: json.RawMessage(fmt.Sprintf(
		`{"seq":%d,"figures":[{"hp":%d,"conditions":["poison"]}],"deck":{"draw":["+1","-1","x2","null"],"discard":[]},"pad":%q}`,
		seq, seq%11, strings.Repeat("x", int(seq%200)))),
	}
}

// childRecord records actions on the first campaign of path forever,
// printing each Seq once its transaction has committed; with
// HAVENTABLE_RECORD_UPTO set, it stops after that Seq and waits to be
// killed.
func childRecord(path string) int {
	upTo, _ := strconv.ParseInt(os.Getenv("HAVENTABLE_RECORD_UPTO"), 10, 64)
	s, err := Open(path)
	if err != nil {
		fmt.Println("error:", err)
		return 1
	}
	ctx := context.Background()
	list, err := s.Campaigns(ctx)
	if err != nil || len(list) == 0 {
		fmt.Println("error: no campaign:", err)
		return 1
	}
	id := list[0].ID
	t, err := s.PlayState(ctx, id)
	if err != nil {
		fmt.Println("error:", err)
		return 1
	}
	w := bufio.NewWriter(os.Stdout)
	for seq := t.Cursor + 1; ; seq++ {
		got, err := s.Record(ctx, id, Action{Kind: "draw", Payload: json.RawMessage(`{"n":` + strconv.FormatInt(seq, 10) + `}`), Scenario: crashState(seq)})
		if err != nil || got.Seq != seq {
			fmt.Fprintln(w, "error:", got, err)
			w.Flush()
			return 1
		}
		fmt.Fprintln(w, seq)
		w.Flush()
		if seq == upTo {
			bufio.NewReader(os.Stdin).ReadString('\n')
			return 0 // killed before; closing stdin means the test is over
		}
	}
}

func TestCrashKeepsCommittedActions(t *testing.T) {
	if testing.Short() {
		t.Skip("starts and kills 20 child processes")
	}
	path := filepath.Join(t.TempDir(), "crash.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	c, err := s.CreateCampaign(ctx, "crash")
	if err != nil {
		t.Fatal(err)
	}
	s.Close()

	rng := rand.New(rand.NewSource(42))
	var reported int64
	const kills = 20
	for round := 0; round < kills; round++ {
		cmd, out, closeStdin := startChild(t, "record", path)
		lines := make(chan string)
		go func() {
			defer close(lines)
			for {
				line, err := out.ReadString('\n')
				if err != nil {
					return
				}
				lines <- strings.TrimSpace(line)
			}
		}()
		// Wait for the first commit, then kill at a random moment.
		deadline := time.After(time.Duration(rng.Intn(40)) * time.Millisecond)
		started := false
	read:
		for {
			var timeout <-chan time.Time
			if started {
				timeout = deadline
			}
			select {
			case line, ok := <-lines:
				if !ok {
					break read
				}
				n, err := strconv.ParseInt(line, 10, 64)
				if err != nil {
					cmd.Process.Kill()
					t.Fatalf("round %d: child said %q", round, line)
				}
				if n != reported+1 {
					cmd.Process.Kill()
					t.Fatalf("round %d: child committed %d after %d", round, n, reported)
				}
				reported, started = n, true
			case <-timeout:
				cmd.Process.Signal(syscall.SIGKILL)
				// Count what the child reported before dying.
				for line := range lines {
					if n, err := strconv.ParseInt(line, 10, 64); err == nil {
						reported = n
					}
				}
				break read
			}
		}
		closeStdin()
		cmd.Wait()

		s, err := Open(path)
		if err != nil {
			t.Fatalf("round %d: reopen: %v", round, err)
		}
		var check string
		if err := s.db.QueryRowContext(ctx, "PRAGMA integrity_check").Scan(&check); err != nil || check != "ok" {
			t.Fatalf("round %d: integrity_check: %q %v", round, check, err)
		}
		tab, err := s.PlayState(ctx, c.ID)
		if err != nil {
			t.Fatal(err)
		}
		if tab.Cursor < reported {
			t.Fatalf("round %d: database holds %d actions, child reported %d committed", round, tab.Cursor, reported)
		}
		if tab.Cursor > reported+1 {
			t.Fatalf("round %d: database holds %d actions, child reported only %d", round, tab.Cursor, reported)
		}
		want := crashState(tab.Cursor)
		if tab.Scenario == nil || string(tab.Scenario.State) != string(want.State) {
			t.Fatalf("round %d: scenario does not match action %d", round, tab.Cursor)
		}
		log, err := s.Log(ctx, c.ID)
		if err != nil || int64(len(log)) != tab.Cursor {
			t.Fatalf("round %d: log of %d actions, cursor %d: %v", round, len(log), tab.Cursor, err)
		}
		for i, a := range log {
			if a.Seq != int64(i+1) || string(a.Payload) != fmt.Sprintf(`{"n":%d}`, i+1) {
				t.Fatalf("round %d: log[%d] = %+v", round, i, a)
			}
		}
		reported = tab.Cursor // the child may have committed one more before dying
		s.Close()
	}
	t.Logf("%d kills, %d actions committed", kills, reported)
}
