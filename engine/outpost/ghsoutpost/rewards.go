package ghsoutpost

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/outpost"
)

// This file reads what completing a scenario gives the outpost: the
// "rewards" of GHS's data/fh/scenarios/*.json (or of a built edition
// file's "scenarios"). The rewards the outpost plays are structured
// (morale, prosperity, inspiration, collective resources and gold,
// sections added to a later week of the calendar, events added to or
// taken out of a deck); every other reward is kept in plain words, and
// what only draws the map or the flowchart is left out.

// ghsScenario is what the reader takes of a GHS scenario.
type ghsScenario struct {
	Index   string                     `json:"index"`
	Name    string                     `json:"name"`
	Rewards map[string]json.RawMessage `json:"rewards"`
	// Solo names the class of a solo scenario; Spotlight marks one GHS
	// plays as a party's scenario.
	Solo      string `json:"solo"`
	Spotlight bool   `json:"spotlight"`
	// A section's: Parent is the scenario it belongs to, Conclusion
	// marks a section that concludes it (or a story's end); Edition
	// names its edition's texts.
	Parent     string `json:"parent"`
	Conclusion bool   `json:"conclusion"`
	Edition    string `json:"edition"`
}

// noInspiration reports whether completing g gives no inspiration: its
// rewards' "ignoredBonus" names it (scenario 0), or it is a solo
// scenario (as Gloomhaven Secretariat's ScenarioManager.finishScenario
// decides; our reading for solo scenarios, docs/outpost.md).
func (g ghsScenario) noInspiration() bool {
	var ignored []string
	_ = json.Unmarshal(g.Rewards["ignoredBonus"], &ignored)
	return slices.Contains(ignored, "inspiration") || g.Solo != "" && !g.Spotlight
}

// rewardsNotRewards are keys of GHS's rewards that give nothing: they
// place stickers on the map or the flowchart, give GHS a hint, or tell it
// how to work out a number the custom words give (a looting character's
// gold: "lootingGold", which the section's words say).
var rewardsNotRewards = map[string]bool{"overlaySticker": true, "overlayCampaignSticker": true, "hints": true,
	"valueMapping": true, "ignoredBonus": true, "calendarIgnore": true, "lootingGold": true}

// readScenarios reads the outpost rewards of the scenarios in raw (one
// scenario object or a list of them) into into, the data's scenarios'
// or sections' rewards (a section is read as a scenario: its number and
// title, its rewards).
func readScenarios(into *[]outpost.ScenarioReward, raw json.RawMessage, at string, tx translator, rep *Report) {
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		list = []json.RawMessage{raw}
	}
	for i, item := range list {
		sat := at
		if len(list) > 1 {
			sat = fmt.Sprintf("%s[%d]", at, i)
		}
		var g ghsScenario
		if err := json.Unmarshal(item, &g); err != nil || outpostName(g.Index) != nil {
			rep.warn(sat, "skipped: not a scenario with its number")
			continue
		}
		if len(g.Rewards) == 0 && !g.noInspiration() {
			continue
		}
		if len(*into) >= outpost.MaxScenarioRewards {
			rep.warn(sat, "left out: more than %d scenarios' rewards", outpost.MaxScenarioRewards)
			return
		}
		r := readReward(g, tx)
		if err := (outpost.Data{Rewards: []outpost.ScenarioReward{r}}).CheckRewardsAlone(); err != nil {
			rep.warn(sat+".rewards", "skipped: %v", err)
			continue
		}
		if _, dup := (outpost.Data{Rewards: *into}).RewardOf(r.Title()); dup {
			rep.warn(sat, "skipped: the rewards of scenario %s given twice", r.Title())
			continue
		}
		*into = append(*into, r)
	}
}

// readReward structures scenario g's rewards where the outpost plays them
// and says the others in words.
func readReward(g ghsScenario, tx translator) outpost.ScenarioReward {
	r := outpost.ScenarioReward{Scenario: g.Index, Name: clean(tx.plain(tx.classNames(strings.TrimSpace(g.Name), g.Edition))),
		NoInspiration: g.noInspiration()}
	if g.Conclusion && outpostName(g.Parent) == nil {
		r.Concludes = strings.TrimSpace(g.Parent)
	}
	say := func(w string) {
		if w = strings.TrimSpace(w); w != "" {
			r.Words = append(r.Words, w)
		}
	}
	r.MoralePlus = moralePlus(g.Rewards)
	for _, k := range sortedKeys(g.Rewards) {
		raw := g.Rewards[k]
		if rewardsNotRewards[k] {
			continue
		}
		n, isNum := number(raw)
		var list []json.RawMessage
		_ = json.Unmarshal(raw, &list)
		switch {
		case k == "morale" && isNum:
			r.Change.Morale += n
		case k == "morale" && r.MoralePlus != nil: // "2+X", X counted on the table
		case k == "morale" && g.Rewards["custom"] == nil: // "2+X": the custom words tell X
			say("Gain " + clean(str(raw)) + " morale")
		case k == "morale":
		case k == "custom" && r.MoralePlus != nil: // the book's words for X
			r.MoralePlus.Words = clean(tx.plain(str(raw)))
		case k == "prosperity" && isNum:
			r.Change.Prosperity += n
		case k == "inspiration" && isNum:
			r.Change.Inspiration += n
		case k == "soldiers" && isNum:
			r.Change.Soldiers += n
		case k == "collectiveGold" && isNum && n > 0:
			r.Change.Gain = r.Change.Gain.Plus(outpost.Supply{outpost.Gold: n})
		case k == "collectiveResources":
			for _, e := range list {
				var res struct {
					Type  string          `json:"type"`
					Value json.RawMessage `json:"value"`
				}
				_ = json.Unmarshal(e, &res)
				if v, ok := number(res.Value); ok && v > 0 && outpost.Resource(res.Type).Known() && outpost.Resource(res.Type) != outpost.Gold {
					r.Change.Gain = r.Change.Gain.Plus(outpost.Supply{outpost.Resource(res.Type): v})
				} else {
					say("Gain " + clean(str(res.Value)) + " collective " + words(res.Type))
				}
			}
		case k == "calendarSection":
			for _, e := range list {
				s := str(e)
				sec, in, ok := laterSection(s)
				if ok {
					r.Change.Sections = append(r.Change.Sections, outpost.LaterSection{Section: sec, In: in})
				} else {
					say("Add section " + clean(s) + " to the calendar")
				}
			}
		case k == "events", k == "removeEvents":
			for _, e := range list {
				deck, id, _ := strings.Cut(str(e), ":")
				d, ok := eventSeasons[deck]
				c := outpost.EventCard{Season: d.season, Deck: d.deck, ID: id}
				switch {
				case ok && outpostName(id) == nil && k == "events":
					r.Change.AddEvents = append(r.Change.AddEvents, c)
				case ok && outpostName(id) == nil:
					r.Change.RemoveEvents = append(r.Change.RemoveEvents, c)
				default:
					say(words(k) + ": " + clean(str(e)))
				}
			}
		default:
			if hand, ok := handRewards(k, raw, list, tx); ok {
				r.ByHand = append(r.ByHand, hand...)
				continue
			}
			for _, w := range rewardWords(k, raw, list, tx) {
				say(w)
			}
		}
	}
	return r
}

// moralePlus reads a morale reward given as "B+X" whose "valueMapping"
// says X is the number of figures of a monster type still on the map
// (GHS's "present"); nil for any other morale.
func moralePlus(rewards map[string]json.RawMessage) *outpost.PlusFigures {
	base, x, ok := strings.Cut(strings.ReplaceAll(str(rewards["morale"]), " ", ""), "+")
	n, err := strconv.Atoi(base)
	if !ok || err != nil || x == "" {
		return nil
	}
	var mapping map[string]struct {
		Identifier struct {
			Type string `json:"type"`
			Name string `json:"name"`
		} `json:"identifier"`
		Type  string `json:"type"`
		Value string `json:"value"`
	}
	_ = json.Unmarshal(rewards["valueMapping"], &mapping)
	m, ok := mapping[x]
	if !ok || m.Identifier.Type != "monster" || m.Type != "present" || m.Value != "morale" || outpostName(m.Identifier.Name) != nil {
		return nil
	}
	return &outpost.PlusFigures{Base: n, Monster: m.Identifier.Name}
}

// laterSection reads GHS's "156.1-4": section 156.1, in 4 weeks.
func laterSection(s string) (section string, in int, ok bool) {
	i := strings.LastIndex(s, "-")
	if i <= 0 {
		return "", 0, false
	}
	in, err := strconv.Atoi(s[i+1:])
	section = s[:i]
	if err != nil || in < 1 || in > outpost.CalendarWeeks || outpostName(section) != nil {
		return "", 0, false
	}
	return section, in, true
}

// handKinds are GHS's reward keys the screen words itself.
var handKinds = map[string]outpost.HandKind{"experience": outpost.HandExperience, "gold": outpost.HandGold,
	"battleGoals": outpost.HandBattleGoals, "items": outpost.HandItems}

// handRewards are reward k's entries of a kind the screen words itself
// (outpost.HandReward); ok is false for another kind, or a town guard
// card whose id does not tell its value.
func handRewards(k string, raw json.RawMessage, list []json.RawMessage, tx translator) (hs []outpost.HandReward, ok bool) {
	items := rewardValues(raw, list)
	switch k {
	case "townGuardAm":
		for _, id := range items {
			v, rest, ok := townGuardParts(id)
			if !ok {
				return nil, false
			}
			hs = append(hs, outpost.HandReward{Kind: outpost.HandTownGuard, Value: v, Note: rest})
		}
		return hs, true
	case "campaignSticker":
		for _, s := range items {
			hs = append(hs, outpost.HandReward{Kind: outpost.HandSticker, Value: stickerName(s, tx)})
		}
		return hs, true
	}
	if kind, ok := handKinds[k]; ok {
		return []outpost.HandReward{{Kind: kind, Value: strings.Join(items, ", ")}}, true
	}
	return nil, false
}

// rewardValues are a reward's values as the data gives them: each of
// list's, or raw's when it is not a list.
func rewardValues(raw json.RawMessage, list []json.RawMessage) []string {
	var items []string
	for _, e := range list {
		items = append(items, clean(str(e)))
	}
	if len(list) == 0 {
		items = []string{clean(str(raw))}
	}
	return items
}

// stickerName is campaign sticker s's name in the import's language
// (English, or its id in words, when the labels do not have it).
func stickerName(s string, tx translator) string {
	name, ok := tx.texts[tx.lang].lookup("campaignSticker." + s)
	if !ok {
		if name, ok = tx.texts["en"].lookup("campaignSticker." + s); !ok {
			name = words(s)
		}
	}
	return clean(name)
}

// rewardWords says a reward the outpost does not play in plain words.
func rewardWords(k string, raw json.RawMessage, list []json.RawMessage, tx translator) []string {
	items := rewardValues(raw, list)
	all := strings.Join(items, ", ")
	switch k {
	case "custom":
		return []string{clean(tx.plain(str(raw)))}
	case "itemBlueprints":
		return []string{"Gain the item blueprint " + all}
	case "itemDesigns":
		return []string{"Gain the item designs " + all}
	case "randomItemBlueprint", "randomItemBlueprints":
		return []string{"Gain " + all + " random item blueprints"}
	case "townGuardAm": // a card whose id does not tell its value
		var out []string
		for _, id := range items {
			out = append(out, "Add "+townGuardCard(id)+" to the town guard deck")
		}
		return out
	case "unlockCharacter":
		return []string{"Unlock the character class " + words(all)}
	case "chooseUnlockCharacter":
		return []string{"Choose a character class to unlock: " + strings.Join(items, " or ")}
	case "chooseLocation":
		return []string{"Choose the scenario to unlock: " + strings.Join(items, " or ")}
	case "calendarSectionManual":
		var out []string
		for _, e := range list {
			var m struct{ Section, Hint string }
			if json.Unmarshal(e, &m) != nil || m.Section == "" {
				continue
			}
			switch hint := clean(tx.plain(m.Hint)); {
			case hint != "" && strings.Contains(hint, m.Section):
				out = append(out, hint) // the hint says it whole
			default:
				out = append(out, strings.TrimSuffix("Add section "+m.Section+" to the calendar: "+hint, ": "))
			}
		}
		return out
	}
	return []string{words(k) + ": " + all}
}

// townGuardCard names a town guard card of a reward by its id
// ("fh-tg-add-plus50-algox": a +50 card (algox)).
func townGuardCard(id string) string {
	v, rest, ok := townGuardParts(id)
	switch {
	case !ok:
		return guardCard(id)
	case rest != "":
		return "a " + v + " card (" + rest + ")"
	}
	return "a " + v + " card"
}

// townGuardParts reads a town guard card's id of a reward
// ("fh-tg-add-plus50-algox"): its value ("+50") and what follows it
// ("algox"); ok is false when the id has no value.
func townGuardParts(id string) (value, rest string, ok bool) {
	parts := strings.Split(id, "-")
	for i, p := range parts {
		switch {
		case strings.HasPrefix(p, "plus"):
			value = "+" + strings.TrimPrefix(p, "plus")
		case strings.HasPrefix(p, "minus"):
			value = "-" + strings.TrimPrefix(p, "minus")
		default:
			continue
		}
		return value, strings.Join(parts[i+1:], " "), true
	}
	return "", "", false
}

// RewardCounts counts the entries of the scenarios' rewards in d: those
// the table applies (each track changed, each resource, section and event
// card) and those kept in words.
func RewardCounts(d outpost.Data) (played, inWords int) {
	for _, r := range d.Rewards {
		c := r.Change
		played += len(c.Gain) + len(c.Lose) + len(c.Sections) + len(c.Wreck) + len(c.AddEvents) + len(c.RemoveEvents)
		for _, n := range []int{c.Morale, c.Prosperity, c.Inspiration, c.Soldiers, c.Defense} {
			if n != 0 {
				played++
			}
		}
		if r.MoralePlus != nil { // played when the table counts X
			played++
		}
		inWords += len(r.Words) + len(r.ByHand)
	}
	return played, inWords
}

// classIconRE is a class's icon in a title ("%game.characterIconColored.drifter% Retires").
var classIconRE = regexp.MustCompile(`%game\.characterIcon(?:Colored)?\.([a-z0-9-]+)%`)

// classNames puts in title the name of each class whose icon it shows, in
// the import's language ("Drifter Retires", "Wanderer Retires"): the
// class's name in edition's texts or the common ones, in English when the
// language has none, else its id in words with capitals ("Banner Spear").
func (t translator) classNames(title, edition string) string {
	return classIconRE.ReplaceAllStringFunc(title, func(m string) string {
		id := classIconRE.FindStringSubmatch(m)[1]
		for _, lang := range []string{t.lang, "en"} {
			for _, key := range []string{"character." + edition + "." + id, "character." + id} {
				if w, ok := t.texts[lang].lookup(key); ok && strings.TrimSpace(w) != "" && !strings.Contains(w, "%") {
					return strings.TrimSpace(w)
				}
			}
		}
		parts := strings.Fields(strings.ReplaceAll(id, "-", " "))
		for i, w := range parts {
			parts[i] = strings.ToUpper(w[:1]) + w[1:]
		}
		return strings.Join(parts, " ")
	})
}
