package settings

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// childEnv makes the test binary a settings writer (see TestMain).
const childEnv = "HAVENTABLE_SETTINGS_CHILD"

func TestMain(m *testing.M) {
	if path := os.Getenv(childEnv); path != "" {
		os.Exit(childWrite(path))
	}
	os.Exit(m.Run())
}

// childWrite changes the settings at path for ever, with a value larger
// every time, printing each once it is on disk.
func childWrite(path string) int {
	p, err := Open(path, "")
	if err != nil {
		fmt.Println("error:", err)
		return 1
	}
	w := bufio.NewWriter(os.Stdout)
	for i := p.Int("n") + 1; ; i++ {
		p.SetString("language", "de")
		p.SetInt("n", i)
		p.SetStringList("opened", []string{strings.Repeat("x", i%500), "b"})
		if err := p.Flush(); err != nil {
			fmt.Fprintln(w, "error:", err)
			w.Flush()
			return 1
		}
		fmt.Fprintln(w, i)
		w.Flush()
	}
}

func TestValuesRoundTripPrivately(t *testing.T) {
	path := filepath.Join(t.TempDir(), "haventable", "settings.json")
	p, err := Open(path, "")
	if err != nil {
		t.Fatal(err)
	}
	changes := 0
	p.AddChangeListener(func() { changes++ })
	p.SetString("language", "fr")
	p.SetBool("keep", true)
	p.SetInt("campaign", 42)
	p.SetFloat("width", 1023.5)
	p.SetStringList("opened", []string{"a.json", "b.json"})
	p.SetIntList("ints", []int{1, -2})
	p.SetFloatList("floats", []float64{0.5})
	p.SetBoolList("bools", []bool{true, false})
	p.SetString("gone", "x")
	p.RemoveValue("gone")
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	if changes != 10 {
		t.Errorf("%d changes told, want 10", changes)
	}
	st, err := os.Stat(path)
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("settings file: %v %v, want mode 0600", st, err)
	}
	q, err := Open(path, "")
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	if q.String("language") != "fr" || !q.Bool("keep") || q.Int("campaign") != 42 || q.Float("width") != 1023.5 ||
		!reflect.DeepEqual(q.StringList("opened"), []string{"a.json", "b.json"}) ||
		!reflect.DeepEqual(q.IntList("ints"), []int{1, -2}) || !reflect.DeepEqual(q.FloatList("floats"), []float64{0.5}) ||
		!reflect.DeepEqual(q.BoolList("bools"), []bool{true, false}) || q.StringWithFallback("gone", "none") != "none" {
		b, _ := os.ReadFile(path)
		t.Errorf("read back wrong: %s", b)
	}
	if q.IntWithFallback("language", 7) != 7 || q.BoolWithFallback("missing", true) != true {
		t.Error("a value of another kind, or a missing one, does not give the fallback")
	}
}

// The first start takes over Fyne's preferences file of earlier versions
// (its JSON as Fyne writes it); a damaged settings file is said and
// replaced at the first change.
func TestTakesOverFynePreferences(t *testing.T) {
	dir := t.TempDir()
	fyneFile := filepath.Join(dir, "preferences.json")
	if err := os.WriteFile(fyneFile, []byte(`{"language":"de","campaign":3,"windowWidth":900,"opened":["x.json"],"roundHidden":true}`), 0o644); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "haventable", "settings.json")
	p, err := Open(path, fyneFile)
	if err != nil {
		t.Fatal(err)
	}
	p.Close()
	if p.String("language") != "de" || p.Int("campaign") != 3 || p.Float("windowWidth") != 900 ||
		!reflect.DeepEqual(p.StringList("opened"), []string{"x.json"}) || !p.Bool("roundHidden") {
		t.Errorf("not taken over: %v", p.values)
	}
	if st, err := os.Stat(path); err != nil || st.Mode().Perm() != 0o600 {
		t.Errorf("taken over into %v %v, want mode 0600", st, err)
	}
	os.WriteFile(fyneFile, []byte(`{"language":"fr"}`), 0o644)
	if q, _ := Open(path, fyneFile); q.String("language") != "de" {
		t.Error("Fyne's file read again over the app's own")
	}

	if err := os.WriteFile(path, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	q, err := Open(path, fyneFile)
	if err == nil || !strings.Contains(err.Error(), path) {
		t.Errorf("an empty settings file: %v, want an error naming it", err)
	}
	q.SetString("language", "en")
	q.Close()
	if b, _ := os.ReadFile(path); !json.Valid(b) {
		t.Errorf("not replaced: %q", b)
	}
}

// A writer killed at random moments (SIGKILL, 25 times) always leaves a
// whole settings file holding at least what it had reported written.
func TestKillNeverLosesSettings(t *testing.T) {
	if testing.Short() {
		t.Skip("starts and kills 25 child processes")
	}
	path := filepath.Join(t.TempDir(), "settings.json")
	rng := rand.New(rand.NewSource(30))
	reported := 0
	for round := 0; round < 25; round++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), childEnv+"="+path)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		r := bufio.NewReader(out)
		line, err := r.ReadString('\n') // the first write is done
		if err != nil {
			t.Fatalf("round %d: child: %v", round, err)
		}
		time.Sleep(time.Duration(rng.Intn(30)) * time.Millisecond)
		cmd.Process.Signal(syscall.SIGKILL)
		for ; err == nil; line, err = r.ReadString('\n') {
			n, perr := strconv.Atoi(strings.TrimSpace(line))
			if perr != nil {
				t.Fatalf("round %d: child said %q", round, line)
			}
			reported = n
		}
		cmd.Wait()
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var got struct {
			Language string
			N        int
		}
		if err := json.Unmarshal(b, &got); err != nil || got.Language != "de" || got.N < reported {
			t.Fatalf("round %d: after a kill the file holds %q (%v), reported %d written", round, b, err, reported)
		}
		reported = got.N
	}
	t.Logf("25 kills, %d writes", reported)
}
