package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/haventable/haventable/engine/outpost/ghsoutpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/locales"
)

// outpostFiles are the files --check-data reads for a Frosthaven outpost:
// the file itself and, when it is one of Gloomhaven Secretariat's
// data/fh/ files, the others of the outpost beside it (buildings.json,
// campaign.json and the English texts label/en.json, which tell the
// effects the table plays).
func outpostFiles(path string) ([]ghsoutpost.File, error) {
	data, err := pack.ReadFile(path) // a regular file of bounded size only
	if err != nil {
		return nil, err
	}
	files := []ghsoutpost.File{{Name: filepath.Base(path), Data: data}}
	base, dir := filepath.Base(path), filepath.Dir(path)
	if base != "buildings.json" && base != "campaign.json" {
		return files, nil
	}
	for _, other := range []string{"buildings.json", "campaign.json", filepath.Join("label", "en.json")} {
		if other == base {
			continue
		}
		if b, err := pack.ReadFile(filepath.Join(dir, other)); err == nil {
			files = append(files, ghsoutpost.File{Name: filepath.ToSlash(other), Data: b})
		}
	}
	return files, nil
}

// printOutpost prints the outpost lines of --check-data for the file at
// path: the buildings and calendar weeks read, the building effects the
// table plays and those kept in words, and what was left out. It prints
// nothing for a file without outpost data and reports whether it printed.
func printOutpost(path string, tr *locales.Translator, stdout io.Writer) bool {
	files, err := outpostFiles(path)
	if err != nil {
		return false
	}
	_, rep, err := ghsoutpost.Read(files, "en")
	if err != nil {
		return false
	}
	fmt.Fprintln(stdout, tr.T("CLICheckDataOutpost", "Buildings", rep.Buildings, "Weeks", rep.Weeks,
		"Played", rep.Played, "Words", rep.Words))
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
