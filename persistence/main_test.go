package persistence

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"testing"
)

// childEnv selects a child-process role when the test binary runs itself.
const childEnv = "HAVENTABLE_PERSISTENCE_CHILD"

// TestMain lets the test binary act as a second running copy of the app.
func TestMain(m *testing.M) {
	switch role := os.Getenv(childEnv); role {
	case "":
		os.Exit(m.Run())
	case "hold":
		os.Exit(childHold(os.Getenv("HAVENTABLE_DB")))
	case "record":
		os.Exit(childRecord(os.Getenv("HAVENTABLE_DB")))
	default:
		fmt.Fprintf(os.Stderr, "unknown child role %q\n", role)
		os.Exit(2)
	}
}

// childHold opens the database, prints "ready" and keeps it open until its
// standard input is closed.
func childHold(path string) int {
	s, err := Open(path)
	if err != nil {
		fmt.Println("error:", err)
		return 1
	}
	fmt.Println("ready")
	bufio.NewReader(os.Stdin).ReadString('\n')
	if err := s.Close(); err != nil {
		fmt.Println("error:", err)
		return 1
	}
	return 0
}

// startChild runs this test binary in role with the database at path.
// extra holds more NAME=value pairs for its environment.
func startChild(t *testing.T, role, path string, extra ...string) (*exec.Cmd, *bufio.Reader, func()) {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: starts a process of its own")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), childEnv+"="+role, "HAVENTABLE_DB="+path), extra...)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, bufio.NewReader(stdout), func() { stdin.Close() }
}
