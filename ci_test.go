package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// fakeTools writes shell scripts standing in for dpkg-query, id and apt-get
// into a folder and returns a PATH that finds them first. dpkg-query says
// only the packages in installed are installed; apt-get appends its
// arguments to the file log.
func fakeTools(t *testing.T, uid string, installed []string, log string) string {
	t.Helper()
	dir := t.TempDir()
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\n"+body), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	var cases strings.Builder
	for _, p := range installed {
		cases.WriteString(p + ") echo 'install ok installed'; exit 0;;\n")
	}
	// dpkg-query -W -f=FORMAT PACKAGE: the package is the last argument.
	write("dpkg-query", "for last; do :; done\ncase \"$last\" in\n"+cases.String()+"esac\necho \"dpkg-query: no packages found matching $last\" >&2\nexit 1\n")
	write("id", "echo "+uid+"\n")
	write("apt-get", "echo \"$@\" >> "+log+"\n")
	return dir + string(os.PathListSeparator) + os.Getenv("PATH")
}

func runDeps(t *testing.T, path string, args ...string) (string, error) {
	t.Helper()
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	cmd := exec.Command("bash", append([]string{filepath.Join(".ci", "deps")}, args...)...)
	cmd.Env = append(os.Environ(), "PATH="+path)
	out, err := cmd.CombinedOutput()
	return string(out), err
}

var buildPkgs = []string{"gcc", "libc6-dev", "pkg-config", "libgl1-mesa-dev", "libx11-dev", "libxcursor-dev",
	"libxrandr-dev", "libxinerama-dev", "libxi-dev", "libxxf86vm-dev"}

// TestDepsInstallsOnlyWhatIsMissing checks .ci/deps as root: apt-get update,
// then apt-get install of exactly the missing packages.
func TestDepsInstallsOnlyWhatIsMissing(t *testing.T) {
	log := filepath.Join(t.TempDir(), "apt.log")
	installed := []string{"gcc", "libc6-dev", "pkg-config", "libgl1-mesa-dev", "libx11-dev"}
	out, err := runDeps(t, fakeTools(t, "0", installed, log))
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	got, _ := os.ReadFile(log)
	want := "update -q -o DPkg::Lock::Timeout=600\n" +
		"install -y -q -o DPkg::Lock::Timeout=600 --no-install-recommends libxcursor-dev libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev\n"
	if string(got) != want {
		t.Errorf("apt-get calls:\n%s\nwant:\n%s\noutput:\n%s", got, want, out)
	}
}

func TestDepsNothingMissing(t *testing.T) {
	log := filepath.Join(t.TempDir(), "apt.log")
	out, err := runDeps(t, fakeTools(t, "0", buildPkgs, log))
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if _, err := os.Stat(log); err == nil {
		t.Errorf("apt-get ran although nothing was missing:\n%s", out)
	}
	if !strings.Contains(out, "all 10 Debian packages") {
		t.Errorf("output: %s", out)
	}
}

// TestDepsNotRoot checks that without root nothing is installed and the
// exact command is printed, with a failing exit.
func TestDepsNotRoot(t *testing.T) {
	log := filepath.Join(t.TempDir(), "apt.log")
	out, err := runDeps(t, fakeTools(t, "1000", buildPkgs, log), "xvfb")
	if err == nil {
		t.Fatalf("exit 0 with packages missing and no root:\n%s", out)
	}
	if _, err := os.Stat(log); err == nil {
		t.Error("apt-get ran without root")
	}
	want := "sudo apt-get update && sudo apt-get install -y --no-install-recommends xvfb xauth"
	if !strings.Contains(out, want) {
		t.Errorf("output lacks %q:\n%s", want, out)
	}
}

// TestDepsWindows checks that "bash .ci/deps windows" installs what
// .ci/windows runs: Wine, the MinGW cross compiler, a virtual X server and
// ImageMagick.
func TestDepsWindows(t *testing.T) {
	log := filepath.Join(t.TempDir(), "apt.log")
	out, err := runDeps(t, fakeTools(t, "0", append(buildPkgs, "file", "xauth"), log), "windows")
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	got, _ := os.ReadFile(log)
	want := "install -y -q -o DPkg::Lock::Timeout=600 --no-install-recommends gcc-mingw-w64-x86-64 wine wine64 xvfb xdotool imagemagick\n"
	if !strings.HasSuffix(string(got), want) {
		t.Errorf("apt-get calls:\n%s\nwant them to end with:\n%s\noutput:\n%s", got, want, out)
	}
}
