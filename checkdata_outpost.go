package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/haventable/haventable/engine/outpost/ghsoutpost"
	"github.com/haventable/haventable/locales"
)

// printOutpost prints the outpost lines of --check-data for the file at
// path: the buildings and calendar weeks read, the building effects the
// table plays and those kept in words, and what was left out. It prints
// nothing for a file without outpost data and reports whether it printed.
func printOutpost(path string, tr *locales.Translator, stdout io.Writer) bool {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() { // GHS's data/fh folder
		path = filepath.Join(path, "buildings.json")
	}
	files, err := ghsoutpost.FilesAt(path, "")
	if err != nil {
		return false
	}
	_, rep, err := ghsoutpost.Read(files, "en")
	if err != nil {
		return false
	}
	fmt.Fprintln(stdout, tr.T("CLICheckDataOutpost", "Buildings", rep.Buildings, "Weeks", rep.Weeks,
		"Played", rep.Played, "Words", rep.Words))
	if rep.Rewards > 0 {
		fmt.Fprintln(stdout, tr.T("CLICheckDataOutpostRewards", "Scenarios", rep.Rewards, "Played", rep.RewardsPlayed, "Words", rep.RewardWords))
	}
	if rep.Sections > 0 {
		fmt.Fprintln(stdout, tr.T("CLICheckDataOutpostSections", "Sections", rep.Sections, "Played", rep.SectionsPlayed, "Words", rep.SectionWords))
	}
	for _, w := range rep.Warnings {
		fmt.Fprintln(stdout, "  "+w)
	}
	return true
}

// isJSONList reports whether the file at path is a regular file that
// starts a JSON list (GHS's buildings.json), which no pack format is.
func isJSONList(path string) bool {
	if fi, err := os.Stat(path); err != nil || !fi.Mode().IsRegular() {
		return false
	}
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	r := bufio.NewReader(f)
	for {
		b, err := r.ReadByte()
		switch {
		case err != nil:
			return false
		case b == ' ' || b == '\n' || b == '\r' || b == '\t' || b == 0xEF || b == 0xBB || b == 0xBF:
			continue
		}
		return b == '['
	}
}
