package pack

import (
	"strconv"
	"unicode/utf8"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/rules"
)

// MaxTreasures is the most treasures a pack gives the contents of.
const MaxTreasures = 1000

// Treasure is what the scenario book's treasure Number gives when a
// character opens its chest (docs/data-format.md, "Treasures").
type Treasure struct {
	Number int            `json:"number,required"`
	Gives  []TreasureGain `json:"gives,required"`
}

// TreasureGain is one thing a treasure gives: Kind is one of the engine's
// (engine.GainGold …); Amount the gold, experience, damage, loot cards,
// units of a resource, or the number of an item, a battle goal count, a
// scenario; Name a condition (the engine's name, "muddle") or a resource
// ("lumber"); Text the treasure's own words (kind "text").
type TreasureGain struct {
	Kind   string `json:"kind,required"`
	Amount int    `json:"amount,omitempty"`
	Name   string `json:"name,omitempty"`
	Text   Texts  `json:"text,omitempty"`
}

// checkTreasures checks the pack's treasures: numbers once each, gains the
// engine can hold.
func (c *checker) checkTreasures(p *Pack) {
	if !c.count("treasures", len(p.Treasures), MaxTreasures) {
		return
	}
	seen := map[int]bool{}
	for i, t := range p.Treasures {
		path := "treasures[" + strconv.Itoa(i) + "]"
		c.between(path+".number", t.Number, 1, 99999)
		if seen[t.Number] {
			c.add(path+".number", "treasure %d given twice", t.Number)
		}
		seen[t.Number] = true
		if len(t.Gives) == 0 {
			c.add(path+".gives", "empty")
		}
		for j, g := range t.Gives {
			gp := path + ".gives[" + strconv.Itoa(j) + "]"
			c.texts(gp+".text", g.Text, engine.MaxGainNameLen, g.Kind == engine.GainText)
			if g.Kind == engine.GainCondition {
				if k, ok := modifier.ParseEffectKind(g.Name); !ok || !k.IsCondition() {
					c.add(gp+".name", "want a condition, found %q", g.Name)
				}
			}
		}
		if err := engine.CheckGains(gains(t.Gives, nil, "en")); err != nil {
			c.add(path, "%v", err)
		}
	}
}

// gains are a treasure's gains as the engine holds them, with the item
// names of items (nil: none) and the words in lang.
func gains(list []TreasureGain, items *Pack, lang string) []engine.TreasureGain {
	out := make([]engine.TreasureGain, len(list))
	for i, g := range list {
		out[i] = engine.TreasureGain{Kind: g.Kind, Amount: g.Amount, Name: g.Name}
		switch g.Kind {
		case engine.GainText:
			out[i].Name = g.Text.In(lang)
		case engine.GainItem, engine.GainItemBlueprint, engine.GainItemDesign:
			if items == nil {
				break
			}
			if it, ok := items.Item(g.Amount); ok {
				out[i].Name = it.Name // its name in English, unless the pack gives it in lang
				for _, n := range it.Names {
					if n.Lang == lang && n.Text != "" {
						out[i].Name = n.Text
					}
				}
			}
		}
		if r := []rune(out[i].Name); len(r) > engine.MaxGainNameLen || !utf8.ValidString(out[i].Name) {
			out[i].Name = string(r[:min(len(r), engine.MaxGainNameLen)])
		}
	}
	return out
}

// TreasureSetup is what the treasures of the scenario titled title give
// (engine.Setup.Treasures), by their number, with item names and words in
// lang: from the first pack listing the scenario that has treasures, else
// from the first pack of the campaign's edition that has them. Nil when
// none has.
func TreasureSetup(packs []*Pack, title string, edition rules.Edition, lang string) map[string][]engine.TreasureGain {
	owner, _ := findScenario(packs, title, func(*Scenario) bool { return true })
	if owner == nil || len(owner.Treasures) == 0 {
		owner = nil
		for _, p := range packs {
			if p != nil && p.Rules == edition && edition != "" && len(p.Treasures) > 0 {
				owner = p
				break
			}
		}
	}
	if owner == nil {
		return nil
	}
	out := make(map[string][]engine.TreasureGain, len(owner.Treasures))
	for _, t := range owner.Treasures {
		out[strconv.Itoa(t.Number)] = gains(t.Gives, owner, lang)
	}
	return out
}
