package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"github.com/haventable/haventable/engine/excerpt"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/packfile"
	"github.com/haventable/haventable/locales"
)

// checkData is --check-data: it reads a data pack, an X-haven Assistant
// edition file, a Gloomhaven Secretariat data file or a Virtual Gloomhaven
// Board scenario file or folder or a Frosthaven layouts file as File ›
// Data packs would import it, and prints what it holds (and what it left out), or why
// it cannot be read with the place in the file at fault. It writes nothing;
// it returns 1 when the file cannot be read. With asJSON (--json) it prints
// the pack as the table plays it instead (pack.Played). The files with
// (--with, each read alone first) are the packs imported before: an
// edition that draws from their decks takes them, as File › Data packs
// would.
func checkData(path string, with []string, asJSON bool, tr *locales.Translator, stdout, stderr io.Writer) int {
	if os.Getenv("GOGC") == "" {
		// A one-shot run: the collector works a little harder so that
		// the heap stays near what is live (an edition file, its pack),
		// for a few milliseconds (docs/data-format.md, "Checking a file").
		defer debug.SetGCPercent(debug.SetGCPercent(checkDataGCPercent))
	}
	var others []*pack.Pack
	for _, w := range with {
		o, _, _, err := packfile.ReadPath(w, nil)
		if err != nil {
			fmt.Fprintln(stderr, prefixLines("haventable: ", tr.T("CLICheckDataFailed", "File", w, "Error", excerpt.Message(err.Error()))))
			return 1
		}
		others = append(others, o)
	}
	p, rep, src, err := packfile.ReadPath(path, others)
	if err == nil {
		if asJSON {
			warnings := make([]string, len(rep.Warnings))
			for i, w := range rep.Warnings {
				warnings[i] = w.String()
			}
			if err = p.WritePlayed(stdout, string(src), warnings); err == nil {
				return 0
			}
		} else if err == nil {
			c := p.Count()
			fmt.Fprintln(stdout, tr.T("CLICheckDataOK", "File", path, "Format", string(src), "Name", p.Name))
			fmt.Fprintln(stdout, tr.T("CLICheckDataCounts", "Classes", c.Classes, "Monsters", c.Monsters, "Decks", c.Decks,
				"Cards", c.Cards, "Scenarios", c.Scenarios, "Structured", c.Structured, "Text", c.Text))
			if cc := p.ClassCards(); cc.Cards > 0 {
				fmt.Fprintln(stdout, tr.N("CLICheckDataClassCards", cc.Classes, "Cards", cc.Cards, "Classes", cc.Classes,
					"Structured", cc.Structured, "Actions", cc.Actions))
				if lines := p.ClassTextLines(); len(lines) > 0 {
					// what the players resolve themselves on their cards
					fmt.Fprintln(stdout, tr.N("CLICheckDataClassTextLines", len(lines), "Count", len(lines)))
					printTextLines(stdout, tr, lines)
				}
			}
			printSheetCounts(stdout, p, tr)
			if len(p.Scenarios) > 0 {
				fmt.Fprintln(stdout, tr.T("CLICheckDataScenarios", "Scenarios", len(p.Scenarios), "Maps", mapCount(p), "Playable", playableCount(p)))
			}
			if src == packfile.FHTTS {
				outlined := outlineCount(p)
				fmt.Fprintln(stdout, tr.T("CLICheckDataTiles", "Used", len(p.Tiles), "Known", len(p.Tiles)-outlined, "Outlined", outlined))
			}
			if maps := mapCount(p); maps > 0 || len(p.Tiles) > 0 {
				fmt.Fprintln(stdout, tr.T("CLICheckDataMaps", "Maps", maps, "Tiles", len(p.Tiles)))
			}
			printOutpost(path, tr, stdout)
			if lines := p.TextLines(); len(lines) > 0 {
				// what the table shows the players and does not play
				fmt.Fprintln(stdout, tr.N("CLICheckDataTextLines", len(lines), "Count", len(lines)))
				printTextLines(stdout, tr, lines)
			}
			if n := rep.Count(); n > 0 {
				fmt.Fprintln(stdout, tr.N("CLICheckDataWarnings", n, "Count", n))
				for _, w := range rep.Warnings {
					fmt.Fprintln(stdout, "  "+w.String())
				}
			}
			return 0
		}
	}
	if (errors.Is(err, packfile.ErrUnknownFormat) || isJSONList(path)) && !asJSON && printOutpost(path, tr, stdout) {
		return 0 // Gloomhaven Secretariat's buildings.json or campaign.json: an outpost, no pack
	}
	fmt.Fprintln(stderr, prefixLines("haventable: ", tr.T("CLICheckDataFailed", "File", path, "Error", excerpt.Message(err.Error()))))
	return 1
}

// printTextLines lists text lines, the first maxTextLinesListed of them,
// each with how many times it stands.
func printTextLines(w io.Writer, tr locales.Tr, lines []pack.TextLine) {
	for i, l := range lines {
		if i == maxTextLinesListed {
			fmt.Fprintln(w, "  "+tr.N("CLICheckDataTextMore", len(lines)-i, "Count", len(lines)-i))
			break
		}
		fmt.Fprintf(w, "  %d× %s\n", l.N, l.Text)
	}
}

// maxTextLinesListed is how many distinct text lines --check-data lists.
const maxTextLinesListed = 60

// checkDataGCPercent is the collector's GOGC while --check-data runs.
const checkDataGCPercent = 50

// mapCount is how many of p's scenarios carry their map.
func mapCount(p *pack.Pack) int {
	n := 0
	for _, s := range p.Scenarios {
		if len(s.MapFile) > 0 {
			n++
		}
	}
	return n
}

// playableCount is how many of p's scenarios can be played without a map
// (pack.Scenario.PlayableWithoutMap).
func playableCount(p *pack.Pack) int {
	n := 0
	for _, s := range p.Scenarios {
		if s.PlayableWithoutMap() {
			n++
		}
	}
	return n
}

// outlineCount is how many of p's tiles are outlines from the layouts
// (pack.Tile.Outline), not known.
func outlineCount(p *pack.Pack) int {
	n := 0
	for _, t := range p.Tiles {
		if t.Outline {
			n++
		}
	}
	return n
}
