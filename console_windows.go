//go:build windows

package main

import (
	"log"
	"os"

	"golang.org/x/sys/windows"
)

// attachParentProcess is AttachConsole's ATTACH_PARENT_PROCESS, (DWORD)-1.
const attachParentProcess = ^uint32(0)

// useParentConsole lets a command line reach the console it was typed in.
// The release build is a windowed program (fyne package --release), which
// Windows starts with no console and no standard output: started from
// cmd.exe or PowerShell with flags (--version, --check-data, --help…), it
// would print nothing. It attaches to the console of the program that
// started it and writes there what has nowhere else to go; output
// redirected to a file or a pipe stays where it was sent. Started without
// flags (from the Start menu, a double click) it changes nothing.
func useParentConsole() {
	if len(os.Args) < 2 {
		return
	}
	out, errOut := unset(windows.STD_OUTPUT_HANDLE), unset(windows.STD_ERROR_HANDLE)
	if !out && !errOut {
		return
	}
	attach := windows.NewLazySystemDLL("kernel32.dll").NewProc("AttachConsole")
	if ok, _, _ := attach.Call(uintptr(attachParentProcess)); ok == 0 {
		return // started by a program without a console
	}
	// Read and write: Go writes to a handle it knows as a console's in
	// UTF-16 (WriteConsoleW), and it knows it by GetConsoleMode, which
	// needs read access. Opened write-only, the output went out as UTF-8
	// bytes read in the console's code page (“ showed as ΓÇ£).
	con, err := os.OpenFile("CONOUT$", os.O_RDWR, 0)
	if err != nil {
		return
	}
	if out {
		os.Stdout = con
		windows.SetStdHandle(windows.STD_OUTPUT_HANDLE, windows.Handle(con.Fd()))
	}
	if errOut {
		os.Stderr = con
		windows.SetStdHandle(windows.STD_ERROR_HANDLE, windows.Handle(con.Fd()))
		log.SetOutput(os.Stderr) // the log (and slog's default) took stderr at start
	}
}

// unset reports whether a standard handle leads nowhere, as a windowed
// program's do unless they were redirected.
func unset(std uint32) bool {
	h, err := windows.GetStdHandle(std)
	if err != nil || h == 0 || h == windows.InvalidHandle {
		return true
	}
	t, err := windows.GetFileType(h)
	return err != nil || t == windows.FILE_TYPE_UNKNOWN
}
