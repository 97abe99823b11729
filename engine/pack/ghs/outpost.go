package ghs

import (
	"bytes"
	"errors"
	"path"
	"strings"

	"github.com/haventable/haventable/engine/outpost/ghsoutpost"
	"github.com/haventable/haventable/engine/pack"
)

// This file reads Frosthaven's outpost (engine/outpost/ghsoutpost) from the
// files of an import, so that a group's imported edition carries its
// buildings, calendar, town guard perks and outpost events.

// outpostLangs are the languages the outpost's texts are kept in: those
// Haventable speaks.
var outpostLangs = append([]string{"en"}, sheetLangs...)

// outpostFile reports whether a data folder's file is the outpost's alone
// (no other part of the importer reads it): buildings.json, campaign.json.
func outpostFile(name string) bool {
	base := path.Base(strings.ReplaceAll(name, "\\", "/"))
	return base == "buildings.json" || base == "campaign.json"
}

// outpostInput is what of files the outpost reader takes: the outpost's
// own files, events.json, the texts in the kept languages, and a built
// edition file (an object with "campaign"); and the languages whose texts
// are there.
func outpostInput(files []File) ([]ghsoutpost.File, []string) {
	var in []ghsoutpost.File
	langs := []string{"en"}
	for _, f := range files {
		name := strings.ReplaceAll(f.Name, "\\", "/")
		base := path.Base(name)
		dir, locale, isLabel := labelFile(name)
		switch {
		case isLabel && !strings.HasSuffix(dir, "spoiler"):
			for _, l := range outpostLangs[1:] {
				if locale == l {
					langs = append(langs, l)
				}
			}
			if locale == "en" || len(langs) > 1 && langs[len(langs)-1] == locale {
				in = append(in, ghsoutpost.File{Name: "label/" + locale + ".json", Data: f.Data})
			}
		case outpostFile(name) || base == "events.json":
			in = append(in, ghsoutpost.File{Name: base, Data: f.Data})
		case path.Base(path.Dir(name)) == "scenarios" && strings.HasSuffix(base, ".json"):
			in = append(in, ghsoutpost.File{Name: "scenarios/" + base, Data: f.Data}) // their rewards
		case path.Base(path.Dir(name)) == "sections" && strings.HasSuffix(base, ".json") && bytes.Contains(f.Data, []byte(`"rewards"`)):
			in = append(in, ghsoutpost.File{Name: "sections/" + base, Data: f.Data}) // their rewards
		case bytes.Contains(f.Data, []byte(`"campaign"`)):
			if obj, err := pack.Object(f.Data); err == nil && obj["campaign"] != nil {
				in = append(in, ghsoutpost.File{Name: base, Data: f.Data})
				langs = outpostLangs
			}
		}
	}
	return in, langs
}

// outpost reads the outpost of files into p, in each language kept; the
// report names what the reader left out (from the English read), and the
// scenarios' rewards that nothing read (those the outpost reads are not
// skipped: they are its scenario rewards).
func (im *importer) outpost(p *pack.Pack, files []File) {
	for range im.rewarded - im.readOutpost(p, files) {
		im.rep.Skip("scenario.rewards: skipped (rules, rewards and the like are not mapped)")
	}
}

// readOutpost reads the outpost of files into p and returns how many
// scenarios' rewards it read.
func (im *importer) readOutpost(p *pack.Pack, files []File) (rewards int) {
	in, langs := outpostInput(files)
	if len(in) == 0 {
		return 0
	}
	var o pack.Outpost
	for i, lang := range langs {
		d, rep, err := ghsoutpost.Read(in, lang)
		if errors.Is(err, ghsoutpost.ErrNoOutpost) {
			return 0
		}
		if err != nil {
			im.rep.Warn("outpost", "skipped: %v", err)
			return 0
		}
		if i == 0 {
			rewards = rep.Rewards
			for _, w := range rep.Warnings {
				at, msg, _ := strings.Cut(w, ": ")
				im.rep.Warn(at, "%s", msg)
			}
		} else {
			d.Events, d.EventDecks = nil, nil // carried once, in English
		}
		o.Langs = append(o.Langs, pack.OutpostLang{Lang: lang, Data: d})
	}
	p.Outpost = &o
	return rewards
}
