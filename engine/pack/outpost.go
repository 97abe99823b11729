package pack

import (
	"encoding/json"
	"strconv"

	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/strictjson"
)

// This file holds a Frosthaven outpost's data as a pack carries it
// (docs/data-format.md, "The Frosthaven outpost"): the buildings, the
// calendar's sections, the town guard perks and the outpost events
// (engine/outpost.Data), in each language the importer kept.

// Outpost is the outpost's data in one or more languages, English first
// when it has it. The outpost events (their story is in English only)
// are carried once, in the first language's data.
type Outpost struct {
	Langs []OutpostLang `json:"langs,required"`
}

// OutpostLang is the outpost's data with its texts (building names,
// effects) in language Lang.
type OutpostLang struct {
	Lang string       `json:"lang"`
	Data outpost.Data `json:"data"`
}

// SetJSON reads the outpost from a pack file's value (strictjson.Setter):
// its data has maps (weeks by number) that strictjson.Decode does not take,
// so it is read as the program's own JSON (strictjson.Unmarshal), unknown
// keys refused.
func (o *Outpost) SetJSON(x any) error {
	raw, err := json.Marshal(x)
	if err != nil {
		return err
	}
	var out Outpost
	if err := strictjson.Unmarshal(raw, &out); err != nil {
		return err
	}
	*o = out
	return nil
}

// In is the outpost's data in language lang, else in English, else in
// the first language given; its events are those of the first language.
func (o *Outpost) In(lang string) (outpost.Data, bool) {
	if o == nil || len(o.Langs) == 0 {
		return outpost.Data{}, false
	}
	pick := -1
	for i, l := range o.Langs {
		if l.Lang == lang || (pick < 0 && l.Lang == "en") {
			pick = i
		}
		if l.Lang == lang {
			break
		}
	}
	if pick < 0 {
		pick = 0
	}
	d := o.Langs[pick].Data
	if pick != 0 {
		d.Events, d.EventDecks = o.Langs[0].Data.Events, o.Langs[0].Data.EventDecks
	}
	return d, true
}

// OutpostOf is the outpost's data of the last of packs that has one (the
// one imported last), in language lang, with that pack's name; data of
// Gloomhaven's events alone (no buildings, no calendar: CityEventsOf) is
// no outpost.
func OutpostOf(packs []*Pack, lang string) (outpost.Data, string, bool) {
	for i := len(packs) - 1; i >= 0; i-- {
		if d, ok := packs[i].Outpost.In(lang); ok && (len(d.Buildings) > 0 || len(d.Weeks) > 0) {
			return d, packs[i].Name, true
		}
	}
	return outpost.Data{}, "", false
}

// CityEventsOf is the data of Gloomhaven's city and road events (and the
// cards their decks start with) of the last of packs of edition ed that
// has them (a pack naming no edition: any), with that pack's name: a campaign without an outpost draws
// them (outpost.DrawCityEvent). Only those events are kept.
func CityEventsOf(packs []*Pack, lang string, ed rules.Edition) (outpost.Data, string, bool) {
	for i := len(packs) - 1; i >= 0; i-- {
		if packs[i] == nil || packs[i].Rules != "" && packs[i].Rules != ed {
			continue // another edition's
		}
		d, ok := packs[i].Outpost.In(lang)
		if !ok {
			continue
		}
		var out outpost.Data
		for _, e := range d.Events {
			if e.Season == "" && (e.Deck == outpost.DeckCity || e.Deck == outpost.DeckRoad) {
				out.Events = append(out.Events, e)
			}
		}
		for _, k := range []outpost.Season{outpost.Season(outpost.DeckCity), outpost.Season(outpost.DeckRoad)} {
			if len(d.EventDecks[k]) > 0 {
				if out.EventDecks == nil {
					out.EventDecks = map[outpost.Season][]string{}
				}
				out.EventDecks[k] = d.EventDecks[k]
			}
		}
		if len(out.Events) > 0 {
			return out, packs[i].Name, true
		}
	}
	return outpost.Data{}, "", false
}

// checkOutpost checks the outpost's data: each language once, each
// language's data an outpost can start from.
func (c *checker) checkOutpost(p *Pack) {
	if p.Outpost == nil {
		return
	}
	if len(p.Outpost.Langs) == 0 {
		c.add("outpost.langs", "empty")
	}
	if !c.count("outpost.langs", len(p.Outpost.Langs), MaxLanguages) {
		return
	}
	seen := map[string]bool{}
	for i, l := range p.Outpost.Langs {
		path := "outpost.langs[" + strconv.Itoa(i) + "]"
		if n := len(l.Lang); n < 2 || n > 10 {
			c.add(path+".lang", "want a language code such as \"en\", found %q", l.Lang)
		}
		if seen[l.Lang] {
			c.add(path+".lang", "%q given twice", l.Lang)
		}
		seen[l.Lang] = true
		d := l.Data
		if i > 0 { // the events are the first language's (In)
			d.Events, d.EventDecks = p.Outpost.Langs[0].Data.Events, p.Outpost.Langs[0].Data.EventDecks
		}
		if err := d.Check(); err != nil {
			c.add(path+".data", "%v", err)
		}
	}
}
