// Package abilities tells monster ability cards in the player's words: the
// card a monster type drew this round (engine.Scenario.Ability), with its
// actions worked out against the type's stat cards from the data packs
// ("Move 3 · Attack 2, range 3, Poison"), normal and elite.
package abilities

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/screen"
)

// Card is a drawn ability card as the players read it.
type Card struct {
	// Title names the card and its initiative ("Gnaw · 35"), and says when
	// the deck is shuffled at the end of the round.
	Title string
	// Name, Initiative and Shuffle are the card's, for a card drawn
	// (CardWidget).
	Name       string
	Initiative int
	Shuffle    bool
	// Normal and Elite are the card's actions for a normal and an elite
	// monster of the type, empty when no such monster is on the map (or the
	// data packs lack the card).
	Normal, Elite string
}

// Drawn tells the card monster type monsterType drew this round in scn,
// its actions as the scenario keeps them (or, for an older scenario, read
// from packs, as persistence.Store.DataPacks gives them);
// false when the type has no ability deck or has drawn no card yet.
func Drawn(tr screen.Translator, scn *engine.Scenario, packs []*pack.Pack, monsterType string) (Card, bool) {
	ab, ok := scn.Ability(monsterType)
	if !ok || ab.Card < 0 {
		return Card{}, false
	}
	out := Card{Title: tr.T("AbilityTitle", "Name", ab.Info.Name, "Initiative", ab.Info.Initiative),
		Name: ab.Info.Name, Initiative: ab.Info.Initiative, Shuffle: ab.Shuffle}
	if ab.Shuffle {
		out.Title = tr.T("AbilityTitleShuffle", "Title", out.Title)
	}
	card, stat, found := cardOf(scn, packs, monsterType, ab)
	if !found {
		out.Normal = tr.T("AbilityNotInPacks")
		return out, true
	}
	normal, elite := false, false
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindMonster && f.MonsterType == monsterType && f.Alive() && f.OnMap {
			elite = elite || f.Elite
			normal = normal || !f.Elite
		}
	}
	for _, side := range []struct {
		on    bool
		elite bool
		out   *string
	}{{normal, false, &out.Normal}, {elite, true, &out.Elite}} {
		if !side.on {
			continue
		}
		st, err := stat(side.elite)
		if err != nil {
			continue
		}
		*side.out = Actions(tr, card.Resolve(st))
	}
	return out, true
}

// cardOf returns the card a monster type drew (ab) and a reader of the
// type's stat card at the scenario's level, normal or elite. Both come from
// the scenario, which keeps them as the data packs gave them when it took
// them; a scenario of an earlier version, which does not, has them read
// from packs (stat cards worked out for the characters still in play). It
// is false when neither has the card, or the packs' card is no longer the
// one the scenario drew (a deck edited since).
func cardOf(scn *engine.Scenario, packs []*pack.Pack, monsterType string, ab engine.Ability) (pack.AbilityCard, func(elite bool) (pack.StatCard, error), bool) {
	stat := func(elite bool) (pack.StatCard, error) {
		if raw, ok := scn.MonsterStatCard(monsterType, elite); ok {
			return pack.DecodeStatCard(raw)
		}
		m, _, found := pack.FindMonster(packs, monsterType)
		if !found {
			return pack.StatCard{}, fmt.Errorf("monster type %q is in no data pack", monsterType)
		}
		characters := 0
		for _, f := range scn.Figures() {
			if f.Kind == engine.KindCharacter && f.Alive() {
				characters++
			}
		}
		return m.StatCard(scn.Level(), elite, min(max(characters, 1), pack.MaxCharacters))
	}
	if ab.Card < 0 {
		return pack.AbilityCard{}, nil, false
	}
	if raw := ab.Info.Actions; len(raw) > 0 {
		if acts, err := pack.DecodeActions(raw); err == nil {
			return pack.AbilityCard{Name: ab.Info.Name, Initiative: ab.Info.Initiative, Shuffle: ab.Info.Shuffle, Actions: acts}, stat, true
		}
	}
	deck, ok := findDeck(packs, ab.Deck)
	if !ok || ab.Card >= len(deck.Cards) {
		return pack.AbilityCard{}, nil, false
	}
	if c := deck.Cards[ab.Card]; c.Initiative != ab.Info.Initiative || (c.Name != "" && c.Name != ab.Info.Name) {
		return pack.AbilityCard{}, nil, false
	}
	return deck.Cards[ab.Card], stat, true
}

// findDeck returns the ability deck named name from the first of packs
// that has it.
func findDeck(packs []*pack.Pack, name string) (*pack.Deck, bool) {
	for _, p := range packs {
		if d, ok := p.Deck(name); ok {
			return d, true
		}
	}
	return nil, false
}

// Actions tells a card's actions, worked out for one monster, one after the
// other.
func Actions(tr screen.Translator, rs []pack.Resolved) string {
	parts := make([]string, 0, len(rs))
	for _, r := range rs {
		if t := Action(tr, r); t != "" {
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, " · ")
}

// Action tells one action worked out for one monster ("Attack 3, range 2,
// Poison"). A move of 0 (a monster that does not move) is left out.
func Action(tr screen.Translator, r pack.Resolved) string { return action(tr, r, false) }

// action is Action; with bonus, the numbers are what an element adds
// ("Attack +1").
func action(tr screen.Translator, r pack.Resolved, bonus bool) string {
	num := func(n int) string {
		if bonus {
			return fmt.Sprintf("%+d", n)
		}
		return strconv.Itoa(n)
	}
	effect := func(k engine.EffectKind, n int) string {
		return cards.EffectLabel(tr, engine.Effect{Kind: k, Amount: n})
	}
	var parts []string
	add := func(s string) { parts = append(parts, s) }
	switch r.Type {
	case pack.KindMove:
		if r.Value == 0 && !bonus {
			return ""
		}
		if r.Value != 0 {
			add(tr.T("AbilityMove", "N", num(r.Value)))
		}
	case pack.KindAttack:
		if r.Value != 0 || !bonus { // a bonus may add only range or targets
			add(tr.T("AbilityAttack", "N", num(r.Value)))
		}
	case pack.KindHeal:
		add(effect(engine.Heal, max(r.Value, 1)))
	case pack.KindShield:
		add(effect(engine.Shield, max(r.Value, 1)))
	case pack.KindRetaliate:
		add(tr.T("AbilityRetaliate", "N", r.Value))
	case pack.KindLoot:
		add(tr.T("AbilityLoot", "N", r.Value))
	case pack.KindSummon:
		if r.Elite {
			add(tr.T("AbilitySummonElite", "Name", r.Monster))
		} else {
			add(tr.T("AbilitySummon", "Name", r.Monster))
		}
	case pack.KindInfuse:
		add(tr.T("AbilityInfuse", "Elements", elements(tr, r.Elements)))
	case pack.KindUse:
		extra := make([]string, len(r.Bonus))
		for i, b := range r.Bonus {
			extra[i] = action(tr, b, true)
		}
		return tr.T("AbilityUse", "Elements", elements(tr, r.Elements), "Bonus", strings.Join(extra, "; "))
	case pack.KindCondition:
		// the conditions follow
	case pack.KindText:
		return r.Text
	default:
		return r.Text
	}
	if r.Range > 0 && (r.Type != pack.KindRetaliate || r.Range > 1) {
		add(tr.T("AbilityRange", "N", num(r.Range)))
	}
	if r.Target > 1 {
		add(tr.T("AbilityTargets", "N", r.Target))
	}
	if r.Pierce > 0 {
		add(effect(engine.Pierce, r.Pierce))
	}
	if r.Push > 0 {
		add(effect(engine.Push, r.Push))
	}
	if r.Pull > 0 {
		add(effect(engine.Pull, r.Pull))
	}
	if r.Area != nil {
		add(tr.T("AbilityArea", "N", len(r.Area.Hexes)))
	}
	if r.Jump {
		add(tr.T("AbilityJump"))
	}
	if r.Flying {
		add(tr.T("AbilityFlying"))
	}
	for _, c := range r.Conditions {
		add(named(tr, c))
	}
	if r.Self {
		add(tr.T("AbilitySelf"))
	}
	if r.Type != pack.KindText && r.Text != "" {
		add(r.Text)
	}
	return strings.Join(parts, ", ")
}

// named is a condition or element in the player's words, as cards print
// it; a name the cards do not know is shown as written.
func named(tr screen.Translator, name string) string {
	if k, ok := engine.ParseEffectKind(name); ok {
		return cards.EffectLabel(tr, engine.Effect{Kind: k})
	}
	return name
}

// elements tells the elements of an infuse or use action ("Fire or Ice").
func elements(tr screen.Translator, names []string) string {
	words := make([]string, len(names))
	for i, n := range names {
		if n == "any" {
			words[i] = tr.T("AbilityAnyElement")
		} else {
			words[i] = named(tr, n)
		}
	}
	words = slices.Compact(words)
	return strings.Join(words, tr.T("AbilityOr"))
}

// MonsterAction is the move and attack of monster figure id for its turn,
// as the card its type drew this round says, worked out against its stat
// card from packs: what the monster-turn solver needs
// (engine.Scenario.MonsterTurn). The first move and the first attack of
// the card count; flying comes from the stat card, muddled from the
// monster's conditions. It is false when the monster's type has drawn no
// card, or the packs lack the card.
func MonsterAction(scn *engine.Scenario, packs []*pack.Pack, id string) (engine.MonsterAction, bool) {
	f, st, rs, ok := monsterCard(scn, packs, id)
	if !ok {
		return engine.MonsterAction{}, false
	}
	a := engine.MonsterAction{Flying: st.Flying, Muddled: f.Conditions.Has(engine.Muddle)}
	moved, attacked := false, false
	for _, r := range rs {
		switch {
		case r.Type == pack.KindMove && !moved:
			moved = true
			a.Move, a.Jump = r.Value, r.Jump
		case r.Type == pack.KindAttack && !attacked:
			attacked = true
			a.Range, a.Targets, a.Area = r.Range, r.Target, r.Area
		}
	}
	return a, true
}

// monsterCard returns monster figure id, its stat card and the actions of
// the card its type drew worked out against it; false when there is no
// such card (see MonsterAction).
func monsterCard(scn *engine.Scenario, packs []*pack.Pack, id string) (engine.Figure, pack.StatCard, []pack.Resolved, bool) {
	f, ok := scn.Figure(id)
	if !ok || f.Kind != engine.KindMonster {
		return f, pack.StatCard{}, nil, false
	}
	ab, ok := scn.Ability(f.MonsterType)
	if !ok || ab.Card < 0 {
		return f, pack.StatCard{}, nil, false
	}
	card, stat, found := cardOf(scn, packs, f.MonsterType, ab)
	if !found {
		return f, pack.StatCard{}, nil, false
	}
	st, err := stat(f.Elite)
	if err != nil {
		return f, pack.StatCard{}, nil, false
	}
	return f, st, card.Resolve(st), true
}

// MonsterAttack is the attack of monster figure id this turn, as the card
// its type drew says, worked out against its stat card: the first attack's
// value, range, pierce and conditions (the targets are the turn's). False
// when its type has drawn no card, the card has no attack, or the packs
// lack it.
func MonsterAttack(scn *engine.Scenario, packs []*pack.Pack, id string) (engine.Attack, bool) {
	_, _, rs, ok := monsterCard(scn, packs, id)
	if !ok {
		return engine.Attack{}, false
	}
	for _, r := range rs {
		if r.Type != pack.KindAttack {
			continue
		}
		a := engine.Attack{Value: min(r.Value, engine.MaxValue), Ranged: r.Range > 0, Range: r.Range,
			Pierce: min(r.Pierce, engine.MaxValue)}
		for _, c := range r.Conditions {
			if k, ok := engine.ParseEffectKind(c); ok && k.IsCondition() {
				a.Effects = append(a.Effects, engine.Effect{Kind: k})
			}
		}
		return a, a.Validate() == nil
	}
	return engine.Attack{}, false
}

// MonsterTargets is how many targets monster id's attack this turn may
// have, as its card and stat card say (0 when unknown).
func MonsterTargets(scn *engine.Scenario, packs []*pack.Pack, id string) int {
	_, _, rs, ok := monsterCard(scn, packs, id)
	if !ok {
		return 0
	}
	for _, r := range rs {
		if r.Type == pack.KindAttack {
			return r.Target
		}
	}
	return 0
}

// Standees tells the standees of monster type monsterType on the map in
// the order they act (elite first, then by number), one line each: its
// hit points, and its conditions with what they change this turn ("Stun:
// no ability", "Muddle: disadvantage" ...).
func Standees(tr screen.Translator, scn *engine.Scenario, monsterType string) []string {
	var fs []engine.Figure
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindMonster && f.MonsterType == monsterType && f.Alive() && f.OnMap {
			fs = append(fs, f)
		}
	}
	slices.SortStableFunc(fs, func(a, b engine.Figure) int {
		if a.Elite != b.Elite {
			if a.Elite {
				return -1
			}
			return 1
		}
		return a.Standee - b.Standee
	})
	out := make([]string, 0, len(fs))
	for _, f := range fs {
		line := tr.T("AbilityStandee", "Name", screen.NameOf(scn, f.ID), "HP", f.HP, "Max", f.MaxHP)
		if f.Elite {
			line = tr.T("AbilityStandeeElite", "Name", screen.NameOf(scn, f.ID), "HP", f.HP, "Max", f.MaxHP)
		}
		var notes []string
		for _, k := range f.Conditions.List() {
			notes = append(notes, conditionEffect(tr, k))
		}
		if len(notes) > 0 {
			line += " · " + strings.Join(notes, ", ")
		}
		out = append(out, line)
	}
	return out
}

// conditionEffect names a condition and, for those that change a
// monster's turn, what they change.
func conditionEffect(tr screen.Translator, k engine.EffectKind) string {
	name := cards.EffectLabel(tr, engine.Effect{Kind: k})
	switch k {
	case engine.Stun:
		return tr.T("AbilityStunned", "Name", name)
	case engine.Disarm:
		return tr.T("AbilityDisarmed", "Name", name)
	case engine.Immobilize:
		return tr.T("AbilityImmobilized", "Name", name)
	case engine.Muddle:
		return tr.T("AbilityMuddled", "Name", name)
	case engine.Strengthen:
		return tr.T("AbilityStrengthened", "Name", name)
	}
	return name
}

// MonsterSummon is the monster type (and whether elite) that monster id's
// card summons this turn; false when its card summons none.
func MonsterSummon(scn *engine.Scenario, packs []*pack.Pack, id string) (string, bool, bool) {
	_, _, rs, ok := monsterCard(scn, packs, id)
	if !ok {
		return "", false, false
	}
	for _, r := range rs {
		if r.Type == pack.KindSummon && r.Monster != "" {
			return r.Monster, r.Elite, true
		}
	}
	return "", false, false
}
