package ghs

import (
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/pack"
)

// This file reads what the scenario book's treasures give: a data folder's
// treasures.json, or the "treasures" of a built edition file, a list whose
// entry n-1 is treasure n, written as GHS writes it ("gold:15",
// "damage:3|condition:muddle", "custom:%data.treasures.fh.12%").

// isTreasuresFile reports whether name is a data folder's treasures.json.
func isTreasuresFile(name string) bool {
	return path.Base(strings.ReplaceAll(name, "\\", "/")) == "treasures.json"
}

// treasureAmountRE is a count or a number: "15".
var treasureAmountRE = regexp.MustCompile(`^\d{1,3}$`)

// treasureResourceRE is one resource of "lumber-2+hide-2".
var treasureResourceRE = regexp.MustCompile(`^([a-z]{2,20})-(\d{1,3})$`)

// sectionRE is GHS's name of a book section in a text: "%data.section:78.1%".
var sectionRE = regexp.MustCompile(`%data\.section:([0-9.]{1,12})%`)

// Simple treasure parts: GHS's name and the kind, with or without a number.
var (
	treasureCounted = map[string]string{"gold": engine.GainGold, "goldFh": engine.GainGold,
		"experience": engine.GainExperience, "heal": engine.GainHeal, "damage": engine.GainDamage,
		"lootCards": engine.GainLootCards, "item": engine.GainItem, "itemFh": engine.GainItem,
		"itemBlueprint": engine.GainItemBlueprint, "itemDesign": engine.GainItemDesign,
		"battleGoal": engine.GainBattleGoal, "scenario": engine.GainScenario}
	treasureDraws = map[string]string{"randomItem": engine.GainRandomItem,
		"randomItemBlueprint": engine.GainRandomBlueprint, "randomItemDesign": engine.GainRandomDesign,
		"randomScenario": engine.GainRandomScenario, "randomScenarioFh": engine.GainRandomScenario}
	// treasureTold are parts GHS plays on its own campaign sheet that a
	// treasure's own words (custom) already tell.
	treasureTold = map[string]bool{"campaignSticker": true, "calendarSection": true}
)

// errTreasurePart is a part of a treasure this program does not read.
var errTreasurePart = errors.New("not read")

// parseTreasure reads one treasure as GHS writes it; custom is the label
// key of its own words ("treasures.fh.12"), "" when it has none. An error
// names the part it cannot read (its kind only: GHS's words are not shown).
func parseTreasure(s string) (gives []pack.TreasureGain, custom string, err error) {
	parts := strings.Split(s, "|")
	told := false
	for _, part := range parts {
		kind, arg, _ := strings.Cut(part, ":")
		if kind == "custom" {
			m := dataRE.FindStringSubmatch(arg)
			if m == nil || custom != "" {
				return nil, "", fmt.Errorf("custom: %w", errTreasurePart)
			}
			custom = m[1]
			gives = append(gives, pack.TreasureGain{Kind: engine.GainText})
			continue
		}
		if treasureTold[kind] {
			told = true
			continue
		}
		g, err := treasurePart(kind, arg)
		if err != nil {
			return nil, "", fmt.Errorf("%.20s: %w", kind, err)
		}
		gives = append(gives, g...)
	}
	if told && custom == "" {
		return nil, "", fmt.Errorf("a campaign sticker without words: %w", errTreasurePart)
	}
	if len(gives) == 0 || len(gives) > engine.MaxTreasureGains {
		return nil, "", fmt.Errorf("%d parts: %w", len(gives), errTreasurePart)
	}
	return gives, custom, nil
}

// treasurePart reads one part of a treasure: its GHS kind and argument.
func treasurePart(kind, arg string) ([]pack.TreasureGain, error) {
	if k, ok := treasureCounted[kind]; ok {
		if !treasureAmountRE.MatchString(arg) {
			return nil, errTreasurePart
		}
		n, _ := strconv.Atoi(arg)
		return []pack.TreasureGain{{Kind: k, Amount: n}}, nil
	}
	if k, ok := treasureDraws[kind]; ok && arg == "" {
		return []pack.TreasureGain{{Kind: k}}, nil
	}
	var out []pack.TreasureGain
	switch kind {
	case "condition":
		for _, c := range strings.Split(arg, "+") {
			switch c {
			case "bless", "curse":
				k := map[string]string{"bless": engine.GainBless, "curse": engine.GainCurse}[c]
				if n := len(out); n > 0 && out[n-1].Kind == k {
					out[n-1].Amount++
					continue
				}
				out = append(out, pack.TreasureGain{Kind: k, Amount: 1})
				continue
			}
			if e, ok := modifier.ParseEffectKind(c); !ok || !e.IsCondition() {
				return nil, errTreasurePart
			}
			out = append(out, pack.TreasureGain{Kind: engine.GainCondition, Name: c})
		}
	case "resource":
		for _, r := range strings.Split(arg, "+") {
			m := treasureResourceRE.FindStringSubmatch(r)
			if m == nil {
				return nil, errTreasurePart
			}
			n, _ := strconv.Atoi(m[2])
			out = append(out, pack.TreasureGain{Kind: engine.GainResource, Amount: n, Name: m[1]})
		}
	case "partyAchievement":
		if strings.TrimSpace(arg) == "" || len(arg) > 200 || !utf8.ValidString(arg) || strings.ContainsFunc(arg, unicode.IsControl) {
			return nil, errTreasurePart
		}
		out = append(out, pack.TreasureGain{Kind: engine.GainAchievement, Name: arg})
	default:
		return nil, errTreasurePart
	}
	return out, nil
}

// treasures puts the collected treasure lists into p: entry i of a list is
// treasure i+1. A treasure with a part this program does not read, or
// whose own words the labels lack, is left out (the players read it in the
// book) and counted in the report.
func (im *importer) treasures(p *pack.Pack, lists []item) {
	seen := map[int]bool{}
	for _, l := range lists {
		var list []json.RawMessage
		if json.Unmarshal(l.obj["list"], &list) != nil {
			im.rep.Warn(l.path, "skipped: not a list")
			continue
		}
		for i, raw := range list {
			at := pack.Path(l.path, i)
			if len(p.Treasures) >= pack.MaxTreasures {
				im.rep.Warn(l.path, "more than %d treasures: those after left out", pack.MaxTreasures)
				break
			}
			var s string
			if json.Unmarshal(raw, &s) != nil {
				im.rep.Warn(at, "treasure skipped: not text")
				continue
			}
			if seen[i+1] {
				continue // a second list of the same edition
			}
			gives, custom, err := parseTreasure(s)
			if err != nil {
				kind, _, _ := strings.Cut(err.Error(), ":")
				im.rep.Skip(l.path + ": treasures with a part not read (" + strconv.Quote(kind) + ") left out: the book tells them")
				continue
			}
			if custom != "" {
				words := im.treasureTexts(custom)
				if len(words) == 0 {
					im.rep.Skip(l.path + ": treasures whose words the labels lack left out: the book tells them")
					continue
				}
				for j := range gives {
					if gives[j].Kind == engine.GainText {
						gives[j].Text = words
					}
				}
			}
			seen[i+1] = true
			p.Treasures = append(p.Treasures, pack.Treasure{Number: i + 1, Gives: gives})
		}
	}
}

// sectionWord is how each language names a section of the book.
var sectionWord = map[string]string{"en": "section", "de": "Abschnitt", "fr": "section"}

// treasureTexts are a treasure's own words in every language the labels
// give, a book section named as the book names it ("section 78.1").
func (im *importer) treasureTexts(key string) pack.Texts {
	return im.textsWith(key, engine.MaxGainNameLen, func(lang, s string) string {
		return sectionRE.ReplaceAllString(s, sectionWord[lang]+" $1")
	})
}
