package main

import (
	"fmt"
	"io"
	"path/filepath"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/packfile"
	"github.com/haventable/haventable/locales"
)

// checkData is --check-data: it reads a data pack, an X-haven Assistant
// edition file or a Gloomhaven Secretariat data file as File › Data packs
// would import it, and prints what it holds (and what it left out), or why
// it cannot be read with the place in the file at fault. It writes nothing;
// it returns 1 when the file cannot be read.
func checkData(path string, tr *locales.Translator, stdout, stderr io.Writer) int {
	data, err := pack.ReadFile(path)
	if err == nil {
		var p *pack.Pack
		var rep *pack.Report
		var src packfile.Source
		if p, rep, src, err = packfile.Read(filepath.Base(path), data); err == nil {
			c := p.Count()
			fmt.Fprintln(stdout, tr.T("CLICheckDataOK", "File", path, "Format", string(src), "Name", p.Name))
			fmt.Fprintln(stdout, tr.T("CLICheckDataCounts", "Classes", c.Classes, "Monsters", c.Monsters, "Decks", c.Decks,
				"Cards", c.Cards, "Scenarios", c.Scenarios, "Structured", c.Structured, "Text", c.Text))
			if n := len(rep.Warnings); n > 0 {
				fmt.Fprintln(stdout, tr.N("CLICheckDataWarnings", n, "Count", n))
				for _, w := range rep.Warnings {
					fmt.Fprintln(stdout, "  "+w.String())
				}
			}
			return 0
		}
	}
	fmt.Fprintln(stderr, prefixLines("haventable: ", tr.T("CLICheckDataFailed", "File", path, "Error", err.Error())))
	return 1
}
