package ghsoutpost

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/haventable/haventable/engine/outpost"
)

// This file reads the outpost, road and boat events of GHS's events.json
// (the decks "summer-outpost", "winter-outpost", "summer-road",
// "winter-road" and "boat") and the decks they start in (campaign.json
// "events"). An outcome's effects are structured where the outpost plays
// them (morale, inspiration, prosperity, soldiers, collective gold and
// resources, sections added to the calendar, a building wrecked, the
// threat's attack and targets changed or skipped); every other effect is
// kept in plain words, never in GHS's notation.

// eventDeck is the season and kind of a GHS deck type.
type eventDeck struct {
	season outpost.Season
	deck   string
}

// eventSeasons maps GHS's Frosthaven deck types to seasons and kinds.
var eventSeasons = map[string]eventDeck{
	"summer-outpost": {outpost.Summer, outpost.DeckOutpost}, "winter-outpost": {outpost.Winter, outpost.DeckOutpost},
	"summer-road": {outpost.Summer, outpost.DeckRoad}, "winter-road": {outpost.Winter, outpost.DeckRoad},
	"boat": {"", outpost.DeckBoat},
	// Gloomhaven's (gh, gh2e, jotl): season-less city and road decks
	"city": {"", outpost.DeckCity}, "road": {"", outpost.DeckRoad},
}

type ghsEffect struct {
	Type      string            `json:"type"`
	Values    []json.RawMessage `json:"values"`
	Condition json.RawMessage   `json:"condition"`
}

type ghsAttack struct {
	AttackValue       json.RawMessage   `json:"attackValue"`
	TargetNumber      json.RawMessage   `json:"targetNumber"`
	TargetDescription string            `json:"targetDescription"`
	Narrative         string            `json:"narrative"`
	Effects           []json.RawMessage `json:"effects"`
}

type ghsOutcome struct {
	Narrative string            `json:"narrative"`
	Condition json.RawMessage   `json:"condition"`
	Effects   []json.RawMessage `json:"effects"`
	Attack    *ghsAttack        `json:"attack"`
	Return    bool              `json:"returnToDeck"`
}

type ghsEvent struct {
	CardID    string `json:"cardId"`
	Edition   string `json:"edition"`
	Type      string `json:"type"`
	Narrative string `json:"narrative"`
	Options   []struct {
		Label     string       `json:"label"`
		Narrative string       `json:"narrative"`
		Return    bool         `json:"returnToDeck"`
		Outcomes  []ghsOutcome `json:"outcomes"`
	} `json:"options"`
}

// readEvents reads the outpost events of the list raw into d.
func readEvents(d *outpost.Data, raw json.RawMessage, at string, tx translator, rep *Report) {
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		rep.warn(at, "skipped: not a list of events")
		return
	}
	for i, item := range list {
		eat := fmt.Sprintf("%s[%d]", at, i)
		var g ghsEvent
		if err := json.Unmarshal(item, &g); err != nil {
			rep.warn(eat, "skipped: not an event")
			continue
		}
		season, ok := eventSeasons[g.Type]
		if !ok {
			continue // a deck no campaign draws
		}
		if len(d.Events) >= outpost.MaxEvents {
			rep.warn(eat, "left out: more than %d outpost events", outpost.MaxEvents)
			return
		}
		e, err := readEvent(g, season, tx)
		if err == nil {
			err = checkEvent(e)
		}
		if err != nil {
			rep.warn(eat, "skipped: %v", err)
			continue
		}
		if _, dup := d.Event(e.ID); dup {
			rep.warn(eat, "skipped: event %q given twice", e.ID)
			continue
		}
		for _, w := range eventTexts(e) {
			if left := Leftover(w); left != "" {
				rep.warn(eat, "event %s: notation %q left in its words %q", e.ID, left, w)
			}
		}
		d.Events = append(d.Events, e)
	}
}

// eventTexts are all the words event e shows the group.
func eventTexts(e outpost.Event) []string {
	out := []string{e.Text}
	for _, op := range e.Options {
		out = append(out, op.Text)
		for _, oc := range op.Outcomes {
			out = append(out, oc.Condition, oc.Text)
			out = append(out, oc.Words...)
		}
	}
	if th := e.Threat; th != nil {
		out = append(out, th.Text, th.TargetWords)
		out = append(out, th.Words...)
	}
	return out
}

func checkEvent(e outpost.Event) error {
	return outpost.Data{Events: []outpost.Event{e}}.Check()
}

func readEvent(g ghsEvent, deck eventDeck, tx translator) (outpost.Event, error) {
	if outpostName(g.CardID) != nil {
		return outpost.Event{}, fmt.Errorf("no card number")
	}
	e := outpost.Event{ID: cardID(deck, g.CardID), Season: deck.season, Deck: deck.deck, Text: story(tx, g.Narrative)}
	for i, op := range g.Options {
		label := strings.TrimSpace(op.Label)
		switch {
		case label == "" && !gloomhaven(deck): // the card's back: its threat
			for _, oc := range op.Outcomes {
				e.Threat = threat(e.Threat, oc, tx)
			}
			continue
		case label == "": // a Gloomhaven card without a choice (gh2e's C-25): its one option
			label = string(rune('A' + i))
		}
		o := outpost.EventOption{Label: label, Text: story(tx, op.Narrative), Return: op.Return}
		for _, oc := range op.Outcomes {
			if gloomhaven(deck) {
				o.Outcomes = append(o.Outcomes, cityOutcome(oc, tx, g.Edition))
				continue
			}
			o.Outcomes = append(o.Outcomes, outcome(oc, tx))
		}
		e.Options = append(e.Options, o)
	}
	if len(e.Options) == 0 { // a card without a choice: its one outcome as the only option
		e.Options = []outpost.EventOption{{Label: "A"}}
	}
	return e, nil
}

// threat adds outcome oc of the card's back to t: its attack, the effects
// before it (oc's) and after it (the attack's).
func threat(t *outpost.Threat, oc ghsOutcome, tx translator) *outpost.Threat {
	if t == nil {
		t = &outpost.Threat{}
	}
	tell := func(narrative string, effects []json.RawMessage, into *outpost.Change) {
		if s := story(tx, narrative); s != "" {
			t.Text = strings.TrimSpace(t.Text + "\n" + s)
		}
		var got outpost.EventOutcome
		for _, raw := range effects {
			effectInto(&got, raw, tx)
		}
		*into, t.Words = into.Plus(got.Change), append(t.Words, got.Words...)
	}
	tell(oc.Narrative, oc.Effects, &t.Before)
	if a := oc.Attack; a != nil {
		t.Attack, _ = number(a.AttackValue)
		if n, ok := number(a.TargetNumber); ok {
			t.Targets = n
		}
		t.TargetWords = clean(tx.plain(a.TargetDescription))
		tell(a.Narrative, a.Effects, &t.After)
	}
	return t
}

func outcome(oc ghsOutcome, tx translator) outpost.EventOutcome {
	o := outpost.EventOutcome{Text: story(tx, oc.Narrative), Return: oc.Return}
	o.Condition = condition(&o, oc.Condition, tx)
	for _, raw := range oc.Effects {
		effectInto(&o, raw, tx)
	}
	return o
}

// story is a narrative in plain words.
func story(tx translator, s string) string {
	return clean(tx.plain(s))
}

// plain resolves a label reference and turns HTML entities into spaces.
func (t translator) plain(s string) string {
	w, _ := t.text(s)
	return strings.NewReplacer("&emsp;", "  ", "&nbsp;", " ", "&amp;", "&").Replace(w)
}

func number(raw json.RawMessage) (int, bool) {
	var n json.Number
	if json.Unmarshal(raw, &n) != nil {
		return 0, false
	}
	i, err := strconv.Atoi(string(n))
	return i, err == nil && i >= -10000 && i <= 10000
}

func str(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) != nil {
		return string(raw)
	}
	return s
}

// condition says an outcome's condition in words; a payment that takes
// the outcome (collective gold or resources) is also structured as a loss.
func condition(o *outpost.EventOutcome, raw json.RawMessage, tx translator) string {
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return clean(tx.plain(s))
	}
	var g ghsEffect
	if json.Unmarshal(raw, &g) != nil {
		return "a condition this program cannot read"
	}
	vals := func(i int) string {
		if i < len(g.Values) {
			return str(g.Values[i])
		}
		return ""
	}
	switch g.Type {
	case "otherwise":
		return "Otherwise"
	case "traits", "traitsAll":
		var ts []string
		for _, v := range g.Values {
			ts = append(ts, words(str(v)))
		}
		join := " or "
		if g.Type == "traitsAll" {
			join = " and "
		}
		return "If a character is " + strings.Join(ts, join)
	case "reputationGT":
		return "If reputation is above " + vals(0)
	case "reputationLT":
		return "If reputation is below " + vals(0)
	case "character":
		var cs []string
		for _, v := range g.Values {
			cs = append(cs, words(str(v)))
		}
		return "If the party has a " + strings.Join(cs, " or a ")
	case "moraleGT":
		return "If morale is above " + vals(0)
	case "moraleLT":
		return "If morale is below " + vals(0)
	case "loseCollectiveGold", "payCollectiveGold":
		if n, ok := number(vals0(g)); ok && n > 0 && len(g.Values) == 1 {
			o.Change.Lose = o.Change.Lose.Plus(outpost.Supply{outpost.Gold: n})
			return "Pay " + vals(0) + " collective gold"
		}
	case "loseCollectiveResource":
		if len(g.Values) == 2 {
			r := outpost.Resource(vals(1))
			if n, ok := number(g.Values[0]); ok && n > 0 && r.Known() {
				o.Change.Lose = o.Change.Lose.Plus(outpost.Supply{r: n})
				return "Pay " + vals(0) + " collective {" + string(r) + "}"
			}
		}
	case "and":
		var parts []string
		for _, v := range g.Values {
			parts = append(parts, condition(o, v, tx))
		}
		return strings.Join(parts, " and ")
	case "season":
		return "If it is " + vals(0)
	}
	return generic(g, tx)
}

// effectInto structures one GHS effect into o where the outpost plays it,
// else adds its words.
func effectInto(o *outpost.EventOutcome, raw json.RawMessage, tx translator) {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		if w := clean(tx.plain(s)); w != "" {
			o.Words = append(o.Words, w)
		}
		return
	}
	var g ghsEffect
	if json.Unmarshal(raw, &g) != nil || g.Type == "" {
		o.Words = append(o.Words, "an effect this program cannot read")
		return
	}
	if len(g.Condition) > 0 && string(g.Condition) != "null" {
		var scratch outpost.EventOutcome
		o.Words = append(o.Words, "If "+strings.TrimPrefix(condition(&scratch, g.Condition, tx), "If ")+": "+effectWords(g, tx))
		return
	}
	n, numOK := 0, false
	if len(g.Values) > 0 {
		n, numOK = number(g.Values[0])
	}
	second := ""
	if len(g.Values) > 1 {
		second = str(g.Values[1])
	}
	gain := func(r outpost.Resource, k int) { o.Change.Gain = o.Change.Gain.Plus(outpost.Supply{r: k}) }
	lose := func(r outpost.Resource, k int) { o.Change.Lose = o.Change.Lose.Plus(outpost.Supply{r: k}) }
	played := numOK && n >= 0
	switch {
	case g.Type == "noEffect":
		return
	case g.Type == "skipThreat":
		o.SkipThreat = true
	case threatOrCalendar[g.Type]:
		// below
	case !played:
		o.Words = append(o.Words, effectWords(g, tx))
	case g.Type == "morale":
		o.Change.Morale += n
	case g.Type == "loseMorale":
		o.Change.Morale -= n
	case g.Type == "inspiration":
		o.Change.Inspiration += n
	case g.Type == "prosperity":
		o.Change.Prosperity += n
	case g.Type == "loseProsperity":
		o.Change.Prosperity -= n
	case g.Type == "soldier", g.Type == "soldiers":
		o.Change.Soldiers += n
	case g.Type == "collectiveGold":
		gain(outpost.Gold, n)
	case g.Type == "loseCollectiveGold":
		lose(outpost.Gold, n)
	case g.Type == "collectiveResource" && outpost.Resource(second).Known():
		gain(outpost.Resource(second), n)
	case g.Type == "loseCollectiveResource" && outpost.Resource(second).Known():
		lose(outpost.Resource(second), n)
	default:
		o.Words = append(o.Words, effectWords(g, tx))
	}
	switch g.Type {
	case "outpostAttack":
		o.AttackChange += n
	case "outpostTarget":
		o.TargetChange += n
	case "outpostAttackTarget":
		if second == "all" {
			o.AttackChange += n
		} else {
			o.Words = append(o.Words, effectWords(g, tx))
		}
	case "sectionWeek", "sectionWeeks":
		in := 1
		if g.Type == "sectionWeeks" {
			in, _ = strconv.Atoi(second)
		}
		if len(g.Values) > 0 && outpostName(str(g.Values[0])) == nil && in > 0 && in <= outpost.CalendarWeeks {
			o.Change.Sections = append(o.Change.Sections, outpost.LaterSection{Section: str(g.Values[0]), In: in})
		} else {
			o.Words = append(o.Words, effectWords(g, tx))
		}
	case "event", "removeEvent":
		deck, ok := eventSeasons[str(vals0(g))]
		if ok && len(g.Values) == 2 && outpostName(second) == nil {
			c := outpost.EventCard{Season: deck.season, Deck: deck.deck, ID: cardID(deck, second)}
			if g.Type == "event" {
				o.Change.AddEvents = append(o.Change.AddEvents, c)
			} else {
				o.Change.RemoveEvents = append(o.Change.RemoveEvents, c)
			}
		} else {
			o.Words = append(o.Words, effectWords(g, tx))
		}
	case "wreckBuilding":
		if len(g.Values) > 0 && outpostName(str(g.Values[0])) == nil {
			o.Change.Wreck = append(o.Change.Wreck, str(g.Values[0]))
		} else {
			o.Words = append(o.Words, effectWords(g, tx))
		}
	}
}

// threatOrCalendar are the effects structured apart from the tracks and
// the supply: the threat's attack and targets, sections added to the
// calendar, a building wrecked.
var threatOrCalendar = map[string]bool{"outpostAttack": true, "outpostTarget": true, "outpostAttackTarget": true,
	"sectionWeek": true, "sectionWeeks": true, "wreckBuilding": true, "event": true, "removeEvent": true}

// effectWords says an effect the outpost does not play in plain words
// (resources as {lumber} for the screen to name).
func effectWords(g ghsEffect, tx translator) string {
	v := func(i int) string {
		if i < len(g.Values) {
			return str(g.Values[i])
		}
		return ""
	}
	res := func(s string) string {
		if outpost.Resource(s).Known() {
			return "{" + s + "}"
		}
		return words(s)
	}
	deck := func(s string) string { return words(strings.ReplaceAll(s, "-", " ")) }
	switch g.Type {
	case "collectiveGold":
		return "Gain " + clean(v(0)) + " collective gold"
	case "loseCollectiveGold":
		return "Lose " + clean(v(0)) + " collective gold"
	case "event":
		return "Add event " + v(1) + " to the " + deck(v(0)) + " deck"
	case "removeEvent":
		return "Remove event " + v(1) + " from the " + deck(v(0)) + " deck"
	case "scenarioCondition":
		return "All characters start the next scenario with " + words(v(0))
	case "scenarioDamage":
		return "All characters start the next scenario with " + v(0) + " damage"
	case "experience":
		return "Each character gains " + v(0) + " experience"
	case "loseExperience":
		return "Each character loses " + v(0) + " experience"
	case "reputation", "loseReputation", "prosperity", "loseProsperity", "battleGoal", "loseBattleGoal":
		return fmt.Sprintf(sheetWords[g.Type], v(0))
	case "choose":
		return "Choose one: " + strings.Join(subWords(g, tx), " or ")
	case "gold":
		return "Each character gains " + v(0) + " gold"
	case "loseGold":
		return "Each character loses " + v(0) + " gold"
	case "resource":
		return "Each character gains " + v(0) + " " + res(v(1))
	case "loseResource":
		return "Each character loses " + v(0) + " " + res(v(1))
	case "collectiveResourceType":
		return "Gain " + v(0) + " collective " + words(strings.TrimSuffix(v(1), "-resource")) + " resources of your choice"
	case "loseCollectiveResourceAny":
		return "Lose " + v(0) + " collective resources of your choice"
	case "item":
		return "Gain item " + v(0)
	case "randomItem":
		return "Gain a random item"
	case "randomItemBlueprint":
		return "Gain a random item blueprint"
	case "randomScenario":
		return "Gain a random side scenario"
	case "townGuardDeckCard", "townGuardDeckCards":
		return "Add " + guardCard(v(0)) + " to the town guard deck"
	case "townGuardDeckCardRemove":
		return "Remove " + guardCard(v(0)) + " from the town guard deck"
	case "townGuardDeckCardRemovePermanently":
		return "Remove " + guardCard(v(0)) + " from the town guard deck for good"
	case "upgradeBuilding":
		return "Upgrade the " + tx.name(v(0)) + " to its next level; if it is at level " + v(1) + " already, gain " + v(2) + " morale instead"
	case "wreckBuilding":
		return "Wreck the " + tx.name(v(0))
	case "unlockScenario":
		return "Unlock scenario " + v(0)
	case "unlockEnvelope":
		return "Open envelope " + v(0)
	case "campaignSticker", "campaignStickerMap":
		return "Gain the campaign sticker " + words(v(0))
	case "outcome":
		return "Read outcome " + v(0)
	case "outcomes":
		return "Read outcomes " + v(0) + " and " + v(1)
	case "outcomeSelect":
		return "Choose outcome " + v(0) + " or " + v(1) + " to read"
	case "discard":
		return "All characters start the next scenario discarding " + v(0) + " cards"
	case "outpostAttackTarget":
		return fmt.Sprintf("%s attack against any one target", signedWords(v(0)))
	case "custom":
		return clean(tx.plain(v(0)))
	case "additionally", "and":
		return strings.Join(subWords(g, tx), "; ")
	}
	return generic(g, tx)
}

// sheetWords say the effects on a Gloomhaven campaign's sheet, of a number.
var sheetWords = map[string]string{"reputation": "Gain %s reputation", "loseReputation": "Lose %s reputation",
	"prosperity": "Gain %s prosperity", "loseProsperity": "Lose %s prosperity",
	"battleGoal": "Each character gains %s checks", "loseBattleGoal": "Each character loses %s checks"}

// subWords say the effects g's values hold ("and", "choose").
func subWords(g ghsEffect, tx translator) []string {
	var parts []string
	for _, raw := range g.Values {
		var sub ghsEffect
		if json.Unmarshal(raw, &sub) == nil && sub.Type != "" {
			parts = append(parts, effectWords(sub, tx))
		}
	}
	return parts
}

func signedWords(s string) string {
	if n, err := strconv.Atoi(s); err == nil {
		return fmt.Sprintf("%+d", n)
	}
	return s
}

// guardCard names a town guard card by its id ("fh-tg-add-plus20": a +20
// card).
func guardCard(id string) string {
	last := id[strings.LastIndex(id, "-")+1:]
	switch {
	case strings.HasPrefix(last, "plus"):
		return "a +" + strings.TrimPrefix(last, "plus") + " card"
	case strings.HasPrefix(last, "minus"):
		return "a -" + strings.TrimPrefix(last, "minus") + " card"
	}
	return "a " + words(last) + " card"
}

// generic says an effect or condition of a kind this reader does not know
// by its name and values ("Campaign sticker map: 3").
func generic(g ghsEffect, tx translator) string {
	var vals []string
	for _, raw := range g.Values {
		var sub ghsEffect
		if json.Unmarshal(raw, &sub) == nil && sub.Type != "" {
			vals = append(vals, effectWords(sub, tx))
			continue
		}
		vals = append(vals, clean(tx.plain(str(raw))))
	}
	w := words(g.Type)
	if len(vals) > 0 {
		w += ": " + strings.Join(vals, ", ")
	}
	return w
}

// words turns a camel-cased or dashed name into words: "loseMorale" →
// "Lose morale".
func words(s string) string {
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == '-' || r == '_':
			b.WriteRune(' ')
		case unicode.IsUpper(r) && i > 0:
			b.WriteRune(' ')
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteRune(r)
		}
	}
	out := b.String()
	if out != "" {
		out = strings.ToUpper(out[:1]) + out[1:]
	}
	return out
}

// readEventDecks reads the cards each outpost deck starts with
// (campaign.json "events": deck type → card numbers).
func readEventDecks(d *outpost.Data, raw json.RawMessage, at string, rep *Report) {
	var decks map[string][]string
	if err := json.Unmarshal(raw, &decks); err != nil {
		rep.warn(at, "skipped: not the cards of each deck")
		return
	}
	for _, k := range sortedKeys(decks) {
		deck, ok := eventSeasons[k]
		if !ok {
			continue // another edition's decks
		}
		s := outpost.DeckKey(deck.season, deck.deck)
		if d.EventDecks == nil {
			d.EventDecks = map[outpost.Season][]string{}
		}
		for _, id := range decks[k] {
			id = cardID(deck, id)
			if outpostName(id) == nil && len(d.EventDecks[s]) < outpost.MaxEvents {
				d.EventDecks[s] = append(d.EventDecks[s], id)
			}
		}
	}
}

// keepKnownEventCards keeps in words the cards the outcomes add to or
// take out of a deck that no outpost event read has (the report names
// them).
func keepKnownEventCards(d *outpost.Data, rep *Report) {
	known := func(c outpost.EventCard) bool {
		e, ok := d.Event(c.ID)
		return ok && outpost.DeckKey(e.Season, e.Deck) == outpost.DeckKey(c.Season, c.Deck)
	}
	fix := func(id string, ch *outpost.Change, words *[]string) {
		for _, list := range []struct {
			cards *[]outpost.EventCard
			verb  string
		}{{&ch.AddEvents, "Add event %s to the %s deck"}, {&ch.RemoveEvents, "Remove event %s from the %s deck"}} {
			var kept []outpost.EventCard
			for _, c := range *list.cards {
				if known(c) {
					kept = append(kept, c)
					continue
				}
				*words = append(*words, fmt.Sprintf(list.verb, c.ID, ghsDeck(c)))
				rep.warn("events."+id, "event %s of the %s deck kept in words: no such event was read", c.ID, ghsDeck(c))
			}
			*list.cards = kept
		}
	}
	for i := range d.Events {
		e := &d.Events[i]
		for j := range e.Options {
			for k := range e.Options[j].Outcomes {
				oc := &e.Options[j].Outcomes[k]
				fix(e.ID, &oc.Change, &oc.Words)
			}
		}
		if e.Threat != nil {
			fix(e.ID, &e.Threat.Before, &e.Threat.Words)
			fix(e.ID, &e.Threat.After, &e.Threat.Words)
		}
	}
	for i := range d.Rewards {
		r := &d.Rewards[i]
		fix("scenario "+r.Scenario, &r.Change, &r.Words)
	}
	for i := range d.Sections {
		r := &d.Sections[i]
		fix("section "+r.Scenario, &r.Change, &r.Words)
	}
}

// ghsDeck is the GHS deck type of card c ("summer-outpost", "boat").
func ghsDeck(c outpost.EventCard) string {
	for k, v := range eventSeasons {
		if outpost.DeckKey(v.season, v.deck) == outpost.DeckKey(c.Season, c.Deck) {
			return strings.ReplaceAll(k, "-", " ")
		}
	}
	return string(outpost.DeckKey(c.Season, c.Deck))
}

// keepKnownDecks drops the cards of the starting decks that no event of
// that deck read has (the report names them).
func keepKnownDecks(d *outpost.Data, rep *Report) {
	for _, k := range sortedKeys(eventSeasons) {
		deck := eventSeasons[k]
		s := outpost.DeckKey(deck.season, deck.deck)
		ids, ok := d.EventDecks[s]
		if !ok {
			continue
		}
		var kept []string
		for _, id := range ids {
			if e, ok := d.Event(id); ok && outpost.DeckKey(e.Season, e.Deck) == s {
				kept = append(kept, id)
			} else {
				rep.warn("campaign.events."+k, "event %s left out of the deck: no such event was read", id)
			}
		}
		d.EventDecks[s] = kept
	}
}

// vals0 is g's first value (nothing when it has none).
func vals0(g ghsEffect) json.RawMessage {
	if len(g.Values) == 0 {
		return nil
	}
	return g.Values[0]
}
