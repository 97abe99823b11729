package engine_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/rules"
)

func init() { registerKind("deck", runDeckCase) }

// deckCaseSeed seeds the source of every deck case; the vectors never depend
// on the order a shuffle gives.
const deckCaseSeed = 20260101

type deckCase struct {
	Kind  string          `json:"kind"`
	Name  string          `json:"name"`
	Rule  string          `json:"rule"`
	Rules string          `json:"rules"`
	Owner string          `json:"owner"`
	Deck  json.RawMessage `json:"deck"`
	Ops   []deckOp        `json:"ops"`
}

type deckOp struct {
	Op     string      `json:"op"`
	Count  *int        `json:"count"`
	Card   string      `json:"card"`
	Level  string      `json:"level"`
	Error  bool        `json:"error"`
	Expect *deckExpect `json:"expect"`
}

type deckExpect struct {
	DrawCount      *int      `json:"draw_count"`
	DiscardCount   *int      `json:"discard_count"`
	RemovedCount   *int      `json:"removed_count"`
	ShufflePending *bool     `json:"shuffle_pending"`
	Drawn          *[]string `json:"drawn"`
	Draw           *[]string `json:"draw"`
	Discard        *[]string `json:"discard"`
	Contains       []string  `json:"contains"`
}

// deckFromSpec builds the deck a case names: a list of cards in that order,
// unshuffled, or the shorthand "standard" or "monster", shuffled.
func deckFromSpec(owner modifier.Owner, spec json.RawMessage, src *modifier.Source) (*modifier.Deck, error) {
	var short string
	if err := json.Unmarshal(spec, &short); err == nil {
		switch short {
		case "standard":
			if owner == modifier.OwnerMonster {
				d, err := modifier.NewDeck(owner, modifier.StandardCards(), src, nil)
				if err == nil {
					err = d.Shuffle()
				}
				return d, err
			}
			if owner == modifier.OwnerAlly {
				return modifier.NewAllyDeck(src, nil)
			}
			return modifier.NewStandardDeck(src, nil)
		case "monster":
			if owner != modifier.OwnerMonster {
				return nil, fmt.Errorf("deck \"monster\" for a %s", owner)
			}
			return modifier.NewMonsterDeck(src, nil)
		}
		return nil, fmt.Errorf("unknown deck shorthand %q", short)
	}
	var list []string
	if err := json.Unmarshal(spec, &list); err != nil {
		return nil, fmt.Errorf("deck: want a list of cards or a shorthand: %w", err)
	}
	cards, err := modifier.ParseCards(list)
	if err != nil {
		return nil, fmt.Errorf("deck: %w", err)
	}
	return modifier.NewDeck(owner, cards, src, nil)
}

// deckOwnerFor reads the owner of a case, or infers it where the case gives
// none: a deck with a card marked @M is the monster deck.
func deckOwnerFor(owner string, cards ...[]modifier.Card) (modifier.Owner, error) {
	if owner != "" {
		return modifier.ParseOwner(owner)
	}
	for _, p := range cards {
		for _, c := range p {
			if c.Icon == modifier.IconMonster {
				return modifier.OwnerMonster, nil
			}
		}
	}
	return modifier.OwnerCharacter, nil
}

func runDeckCase(t *testing.T, raw json.RawMessage) {
	var c deckCase
	decodeStrict(t, raw, &c)
	owner := modifier.OwnerCharacter
	if c.Owner != "" {
		var err error
		if owner, err = modifier.ParseOwner(c.Owner); err != nil {
			t.Fatal(err)
		}
	} else if string(c.Deck) == `"monster"` {
		owner = modifier.OwnerMonster
	} else if list := []string{}; json.Unmarshal(c.Deck, &list) == nil {
		cards, err := modifier.ParseCards(list)
		if err != nil {
			t.Fatal(err)
		}
		if owner, err = deckOwnerFor("", cards); err != nil {
			t.Fatal(err)
		}
	}
	edition, err := rules.Parse(c.Rules)
	if err != nil {
		t.Fatal(err)
	}
	imbued := modifier.NotImbued
	src := modifier.NewSource(deckCaseSeed)
	d, err := deckFromSpec(owner, c.Deck, src)
	if err != nil {
		t.Fatalf("build deck: %v", err)
	}
	if len(c.Ops) == 0 {
		t.Fatal("a deck case needs ops")
	}
	for i, op := range c.Ops {
		before, srcBefore := d.State(), deckSourceState(t, src)
		var drawn []modifier.Card
		var err error
		switch op.Op {
		case "draw":
			n := 1
			if op.Count != nil {
				n = *op.Count
			}
			drawn, err = d.DrawCards(n)
		case "add":
			var card modifier.Card
			if card, err = modifier.ParseCard(op.Card); err != nil {
				t.Fatalf("op %d: %v", i, err)
			}
			err = d.Add(card)
		case "end_round":
			err = d.EndRound()
		case "end_scenario":
			err = d.EndScenario()
		case "imbue":
			level := modifier.Imbuement(op.Level)
			if op.Level == "none" {
				level = modifier.NotImbued
			}
			if err = d.Imbue(edition, imbued, level); err == nil {
				imbued = level
			}
		default:
			t.Fatalf("op %d: unknown op %q", i, op.Op)
		}
		if op.Error {
			if err == nil {
				t.Fatalf("op %d (%s): expected an error, got none; state now %s", i, op.Op, deckDescribe(d))
			}
			t.Logf("op %d (%s): refused as expected: %v", i, op.Op, err)
			if after := d.State(); !reflect.DeepEqual(before, after) || !slices.Equal(srcBefore, deckSourceState(t, src)) {
				t.Fatalf("op %d (%s): refused but changed the deck\nbefore: %+v\nafter:  %+v", i, op.Op, before, after)
			}
		} else if err != nil {
			t.Fatalf("op %d (%s): unexpected error: %v", i, op.Op, err)
		}
		if op.Expect != nil {
			deckCheck(t, fmt.Sprintf("op %d (%s)", i, op.Op), d, drawn, *op.Expect)
		}
	}
}

func deckSourceState(t *testing.T, src *modifier.Source) []byte {
	b, err := src.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func deckDescribe(d *modifier.Deck) string {
	return fmt.Sprintf("draw %v, discard %v, in play %v, removed %v, shuffle pending %v",
		deckStrings(d.DrawPile()), deckStrings(d.DiscardPile()), deckStrings(d.InPlay()),
		deckStrings(d.Removed()), d.ShufflePending())
}

func deckCheck(t *testing.T, where string, d *modifier.Deck, drawn []modifier.Card, e deckExpect) {
	t.Helper()
	fail := func(field string, want, got any) {
		t.Errorf("%s: %s: expected %v, got %v (deck: %s)", where, field, want, got, deckDescribe(d))
	}
	if e.DrawCount != nil && *e.DrawCount != d.DrawCount() {
		fail("draw_count", *e.DrawCount, d.DrawCount())
	}
	if e.DiscardCount != nil && *e.DiscardCount != d.DiscardCount() {
		fail("discard_count", *e.DiscardCount, d.DiscardCount())
	}
	if e.RemovedCount != nil && *e.RemovedCount != d.RemovedCount() {
		fail("removed_count", *e.RemovedCount, d.RemovedCount())
	}
	if e.ShufflePending != nil && *e.ShufflePending != d.ShufflePending() {
		fail("shuffle_pending", *e.ShufflePending, d.ShufflePending())
	}
	if e.Drawn != nil {
		if want, got := deckCanon(t, *e.Drawn), deckStrings(drawn); !slices.Equal(want, got) {
			fail("drawn", want, got)
		}
	}
	if e.Draw != nil {
		if want, got := deckCanon(t, *e.Draw), deckStrings(d.DrawPile()); !slices.Equal(want, got) {
			fail("draw", want, got)
		}
	}
	if e.Discard != nil {
		if want, got := deckSorted(deckCanon(t, *e.Discard)), deckSorted(deckStrings(d.DiscardPile())); !slices.Equal(want, got) {
			fail("discard", want, got)
		}
	}
	if e.Contains != nil {
		inDeck := deckStrings(append(append(d.DrawPile(), d.DiscardPile()...), d.InPlay()...))
		for _, want := range deckCanon(t, e.Contains) {
			i := slices.Index(inDeck, want)
			if i < 0 {
				fail("contains", e.Contains, deckSorted(deckStrings(append(d.DrawPile(), d.DiscardPile()...))))
				break
			}
			inDeck = slices.Delete(inDeck, i, i+1) // a multiset: each card once
		}
	}
}

// deckCanon parses cards written in the vectors and returns their canonical
// notation, so that cards compare by token set.
func deckCanon(t *testing.T, list []string) []string {
	t.Helper()
	cards, err := modifier.ParseCards(list)
	if err != nil {
		t.Fatalf("expected cards: %v", err)
	}
	return deckStrings(cards)
}

func deckStrings(cards []modifier.Card) []string {
	out := make([]string, len(cards))
	for i, c := range cards {
		out[i] = c.String()
	}
	return out
}

func deckSorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}
