package modifier

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func deckMust(t testing.TB, owner Owner, src *Source, sup *Supply, cards ...string) *Deck {
	t.Helper()
	parsed, err := ParseCards(cards)
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewDeck(owner, parsed, src, sup)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func deckMultiset(piles ...[]Card) map[Card]int {
	m := map[Card]int{}
	for _, p := range piles {
		for _, c := range p {
			m[c]++
		}
	}
	return m
}

func TestStandardCards(t *testing.T) {
	want := map[string]int{"+0": 6, "+1": 5, "-1": 5, "+2": 1, "-2": 1, "null shuffle": 1, "x2 shuffle": 1}
	got := map[string]int{}
	for _, c := range StandardCards() {
		got[c.String()]++
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("standard deck %v, want %v", got, want)
	}
	for _, c := range MonsterCards() {
		if c.Icon != IconMonster {
			t.Errorf("monster card %s has no @M", c)
		}
	}
	if len(MonsterCards()) != 20 {
		t.Errorf("monster deck has %d cards", len(MonsterCards()))
	}
}

func TestSourceReplaysAndRestores(t *testing.T) {
	a, b := NewSource(7), NewSource(7)
	for range 5 {
		a.IntN(100)
		b.IntN(100)
	}
	saved, err := a.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	var want []int
	for range 10 {
		want = append(want, a.IntN(1000))
	}
	restored := &Source{}
	if err := restored.UnmarshalBinary(saved); err != nil {
		t.Fatal(err)
	}
	for i, w := range want {
		if got := restored.IntN(1000); got != w {
			t.Fatalf("restored draw %d = %d, want %d", i, got, w)
		}
		if got := b.IntN(1000); got != w {
			t.Fatalf("same-seed draw %d = %d, want %d", i, got, w)
		}
	}
	if err := restored.UnmarshalBinary([]byte("junk")); err == nil {
		t.Error("junk state accepted")
	}
	if c := NewSource(8); c.IntN(1<<30) == NewSource(7).IntN(1<<30) {
		t.Error("different seeds gave the same first number")
	}
}

func TestDeckRestartDrawsTheSameCard(t *testing.T) {
	src := NewSource(42)
	d, err := NewStandardDeck(src, nil)
	if err != nil {
		t.Fatal(err)
	}
	for range 25 { // past an empty-pile shuffle
		if _, err := d.Draw(); err != nil {
			t.Fatal(err)
		}
	}
	savedSrc, _ := src.MarshalBinary()
	st := d.State()
	var want []Card
	for range 30 {
		c, err := d.Draw()
		if err != nil {
			t.Fatal(err)
		}
		want = append(want, c)
	}
	src2 := &Source{}
	if err := src2.UnmarshalBinary(savedSrc); err != nil {
		t.Fatal(err)
	}
	d2, err := RestoreDeck(st, src2, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, w := range want {
		if c, _ := d2.Draw(); c != w {
			t.Fatalf("after restart draw %d = %s, want %s", i, c, w)
		}
	}
}

func TestDeckHoldsAttackCardsInPlay(t *testing.T) {
	d := deckMust(t, OwnerCharacter, NewSource(1), nil, "+1", "-1")
	if _, err := d.Draw(); err != nil { // +1 to the discard pile at once
		t.Fatal(err)
	}
	if err := d.StartAttack(); err != nil {
		t.Fatal(err)
	}
	if err := d.StartAttack(); !errors.Is(err, ErrAttackInProgress) {
		t.Errorf("second StartAttack: %v", err)
	}
	c1, _ := d.Draw() // -1, held in play
	c2, _ := d.Draw() // empty pile: the discard (+1) is shuffled in, not the -1 in play
	if c1.String() != "-1" || c2.String() != "+1" {
		t.Fatalf("drew %s, %s", c1, c2)
	}
	if got := len(d.InPlay()); got != 2 {
		t.Fatalf("in play %d, want 2", got)
	}
	if _, err := d.Draw(); !errors.Is(err, ErrNoCard) {
		t.Fatalf("draw with every card in play: %v", err)
	}
	if err := d.EndRound(); !errors.Is(err, ErrAttackInProgress) {
		t.Errorf("EndRound during an attack: %v", err)
	}
	d.EndAttack()
	if d.DiscardCount() != 2 || len(d.InPlay()) != 0 || d.Attacking() {
		t.Errorf("after the attack: %+v", d.State())
	}
}

func TestPerks(t *testing.T) {
	src := NewSource(3)
	d, err := NewStandardDeck(src, nil)
	if err != nil {
		t.Fatal(err)
	}
	replace := Perk{
		Remove: []Card{Plus(-1), Plus(-1)},
		Add:    []Card{MustParseCard("+1 @brute"), MustParseCard("+1 @brute")},
	}
	if err := d.ApplyPerk(replace); err != nil {
		t.Fatal(err)
	}
	if n := d.Count(Plus(-1)); n != 3 {
		t.Errorf("-1 cards left %d, want 3", n)
	}
	if n := d.Count(MustParseCard("+1 @brute")); n != 2 {
		t.Errorf("+1 @brute cards %d, want 2", n)
	}
	if d.DrawCount() != 20 {
		t.Errorf("draw count %d, want 20", d.DrawCount())
	}
	// Removing the two -2 cards: only one is there; the whole perk is refused.
	before := d.State()
	err = d.ApplyPerk(Perk{Remove: []Card{Plus(-2), Plus(-2)}})
	if err == nil || !strings.Contains(err.Error(), "-2 is not in the deck") {
		t.Fatalf("removing a missing card: %v", err)
	}
	if !reflect.DeepEqual(before, d.State()) {
		t.Error("refused perk changed the deck")
	}
	// A perk may take a card from the discard pile.
	for d.Count(Plus(2)) == 1 && !slices.Contains(d.DiscardPile(), Plus(2)) {
		if _, err := d.Draw(); err != nil {
			t.Fatal(err)
		}
	}
	if err := d.ApplyPerk(Perk{Remove: []Card{Plus(2)}}); err != nil {
		t.Fatal(err)
	}
	if d.Count(Plus(2)) != 0 {
		t.Error("+2 still in the deck")
	}
	if err := d.ApplyPerk(Perk{Add: []Card{MustParseCard("+0 @M")}}); err == nil {
		t.Error("a monster card was added by a perk")
	}
	m, err := NewMonsterDeck(src, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.ApplyPerk(Perk{Add: []Card{Plus(1)}}); err == nil {
		t.Error("a perk changed the monster deck")
	}
}

func TestSupplySharedByTheDecksOfAScenario(t *testing.T) {
	src, sup := NewSource(5), NewSupply()
	hero, err := NewStandardDeck(src, sup)
	if err != nil {
		t.Fatal(err)
	}
	monsters, err := NewMonsterDeck(src, sup)
	if err != nil {
		t.Fatal(err)
	}
	bless, curseM, curseC := MustParseCard("bless"), MustParseCard("curse @M"), MustParseCard("curse @*")
	for i := range BlessLimit {
		d := hero
		if i%2 == 1 {
			d = monsters
		}
		if err := d.Add(bless); err != nil {
			t.Fatalf("bless %d: %v", i+1, err)
		}
	}
	for _, d := range []*Deck{hero, monsters} {
		if err := d.Add(bless); err == nil || !strings.Contains(err.Error(), "all 10 bless") {
			t.Errorf("11th bless into the %s deck: %v", d.Owner(), err)
		}
	}
	for i := range CurseLimit {
		if err := monsters.Add(curseM); err != nil {
			t.Fatalf("monster curse %d: %v", i+1, err)
		}
		if err := hero.Add(curseC); err != nil {
			t.Fatalf("character curse %d: %v", i+1, err)
		}
	}
	if err := monsters.Add(MustParseCard("curse")); err == nil {
		t.Error("11th monster curse accepted")
	}
	if err := hero.Add(MustParseCard("curse")); err == nil {
		t.Error("11th character curse accepted")
	}
	if got := sup.InUse(SupplyBless); got != 10 {
		t.Errorf("bless in use %d", got)
	}
	// A deck built over the limit is refused; a released deck frees its cards.
	if _, err := NewDeck(OwnerCharacter, []Card{bless}, src, sup); err == nil {
		t.Error("deck with an 11th bless built")
	}
	sup.Release(monsters)
	if got := sup.Left(SupplyBless); got != 5 {
		t.Errorf("bless left after release %d, want 5", got)
	}
	// Drawing a bless gives it back.
	for sup.Left(SupplyBless) == 5 {
		if _, err := hero.Draw(); err != nil {
			t.Fatal(err)
		}
	}
	if err := hero.Add(bless); err != nil {
		t.Errorf("bless after one was drawn: %v", err)
	}
}

func TestRestoreDeckChecks(t *testing.T) {
	src := NewSource(1)
	if _, err := RestoreDeck(DeckState{InPlay: []Card{Plus(1)}}, src, nil); err == nil {
		t.Error("cards in play without an attack accepted")
	}
	if _, err := RestoreDeck(DeckState{Owner: OwnerMonster, Discard: []Card{MustParseCard("+1 @brute")}}, src, nil); err == nil ||
		!strings.Contains(err.Error(), "discard pile card 0") {
		t.Errorf("class card in the monster deck: %v", err)
	}
	if _, err := NewDeck(OwnerCharacter, nil, nil, nil); err == nil {
		t.Error("deck without a source accepted")
	}
	st := DeckState{Owner: OwnerCharacter, Draw: []Card{Plus(1)}, Discard: []Card{Plus(2)},
		InPlay: []Card{Plus(0)}, Removed: []Card{MustParseCard("bless")}, ShufflePending: true, Attacking: true}
	d, err := RestoreDeck(st, src, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(d.State(), st) {
		t.Errorf("round trip %+v, want %+v", d.State(), st)
	}
	data, err := json.Marshal(st)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"owner":"character","draw":["+1"],"discard":["+2"],"in_play":["+0"],"removed":["bless"],"shuffle_pending":true,"attacking":true}`
	if string(data) != want {
		t.Errorf("JSON %s, want %s", data, want)
	}
	var back DeckState
	if err := json.Unmarshal(data, &back); err != nil || !reflect.DeepEqual(back, st) {
		t.Errorf("JSON round trip %+v, %v", back, err)
	}
	if err := json.Unmarshal([]byte(`{"owner":"character","draw":["+1","+x"]}`), &back); err == nil ||
		!strings.Contains(err.Error(), "draw: card 1") {
		t.Errorf("bad card: %v", err)
	}
}

// FuzzDeck runs a sequence of operations, decoded from the input, on a
// character deck and the monster deck sharing a supply and a source. No card
// is ever lost or duplicated, an operation that fails changes nothing, and
// the supply limits hold.
func FuzzDeck(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13})
	f.Add(bytes.Repeat([]byte{4, 6, 0x10 | 5, 1, 0x10 | 1}, 12))
	f.Add([]byte{2, 1, 1, 1, 1, 9, 10, 3, 10, 0x10 | 2, 0x10 | 1, 0x10 | 1, 0x10 | 3})
	f.Add(bytes.Repeat([]byte{11, 8, 0, 0, 9}, 10))
	f.Fuzz(func(t *testing.T, ops []byte) {
		src, sup := NewSource(11), NewSupply()
		hero, err := NewStandardDeck(src, sup)
		if err != nil {
			t.Fatal(err)
		}
		monsters, err := NewMonsterDeck(src, sup)
		if err != nil {
			t.Fatal(err)
		}
		decks := []*Deck{hero, monsters}
		want := []map[Card]int{deckMultiset(hero.draw), deckMultiset(monsters.draw)}
		extras := []Card{MustParseCard("-1 @*"), MustParseCard("+1 @brute"), MustParseCard("+0 @M"),
			MustParseCard("x2 shuffle"), MustParseCard("+0 roll push:1"), MustParseCard("bless @M")}
		for i := 0; i < len(ops); i++ {
			b := ops[i]
			which := int(b>>4) & 1
			d := decks[which]
			arg := 0
			if i+1 < len(ops) {
				arg = int(ops[i+1])
			}
			before, srcBefore := d.State(), src.save()
			var opErr error
			var added, taken []Card
			switch b & 0x0f {
			case 0:
				_, opErr = d.Draw()
			case 1:
				_, opErr = d.DrawCards(arg % 5)
				i++
			case 2:
				opErr = d.StartAttack()
			case 3:
				d.EndAttack()
			case 4:
				added = []Card{MustParseCard("bless")}
			case 5:
				added = []Card{MustParseCard("curse @M")}
			case 6:
				added = []Card{MustParseCard("curse @*")}
			case 7:
				added = []Card{MustParseCard("curse")}
			case 8:
				added = []Card{extras[arg%len(extras)]}
				i++
			case 9:
				opErr = d.EndRound()
			case 10:
				opErr = d.EndScenario()
			case 11:
				p := Perk{Remove: []Card{Plus(arg%5 - 2)}, Add: []Card{extras[arg%len(extras)]}}
				i++
				opErr = d.ApplyPerk(p)
				if opErr == nil {
					added, taken = p.Add, p.Remove
				}
			case 12:
				opErr = d.Shuffle()
			case 13:
				saved, err := src.MarshalBinary()
				if err != nil {
					t.Fatal(err)
				}
				if err := src.UnmarshalBinary(saved); err != nil {
					t.Fatal(err)
				}
				if src.save() != srcBefore {
					t.Fatal("source changed by a save and restore")
				}
				data, err := json.Marshal(d.State())
				if err != nil {
					t.Fatal(err)
				}
				var st DeckState
				if err := json.Unmarshal(data, &st); err != nil {
					t.Fatalf("read back %s: %v", data, err)
				}
				copyDeck, err := RestoreDeck(st, NewSource(1), nil)
				if err != nil {
					t.Fatalf("restore a valid state: %v", err)
				}
				if !reflect.DeepEqual(copyDeck.State(), d.State()) {
					t.Fatal("state round trip differs")
				}
			}
			if b&0x0f >= 4 && b&0x0f <= 8 {
				opErr = d.Add(added[0])
				if opErr != nil {
					added = nil
				}
			}
			if opErr != nil {
				if !reflect.DeepEqual(before, d.State()) || src.save() != srcBefore {
					t.Fatalf("op %d (%d) failed (%v) but changed the deck\nbefore %+v\nafter  %+v", i, b&0x0f, opErr, before, d.State())
				}
			}
			for _, c := range added {
				want[which][c]++
			}
			for _, c := range taken {
				want[which][c]--
				if want[which][c] == 0 {
					delete(want[which], c)
				}
			}
			for j, d := range decks {
				if got := deckMultiset(d.draw, d.discard, d.inPlay, d.removed); !reflect.DeepEqual(got, want[j]) {
					t.Fatalf("op %d: %s deck holds %v, want %v", i, d.owner, got, want[j])
				}
				if !d.attacking && len(d.inPlay) > 0 {
					t.Fatalf("op %d: cards in play without an attack", i)
				}
				for _, c := range d.removed {
					if c.Special == NotSpecial && c.Icon != IconScenario {
						t.Fatalf("op %d: %s removed", i, c)
					}
				}
			}
			for k := range supplyKinds {
				if n := sup.InUse(k); n > k.Limit() {
					t.Fatalf("op %d: %d %s cards in use", i, n, k)
				}
			}
		}
	})
}

func TestAllyDeck(t *testing.T) {
	sup := NewSupply()
	d, err := NewAllyDeck(NewSource(5), sup)
	if err != nil {
		t.Fatal(err)
	}
	st := d.State()
	if st.Owner != OwnerAlly || len(st.Draw) != 20 {
		t.Fatalf("owner %s with %d cards, want ally with 20", st.Owner, len(st.Draw))
	}
	if !slices.Equal(sortedNotation(st.Draw), sortedNotation(StandardCards())) {
		t.Errorf("cards %v, want the monster deck's, unmarked", st.Draw)
	}
	if err := d.Add(MustParseCard("+0 @M")); err == nil {
		t.Error("a card marked for the monster deck went into the ally deck")
	}
	charCurses, monCurses := sup.Left(SupplyCharacterCurse), sup.Left(SupplyMonsterCurse)
	if err := d.Add(MustParseCard("curse")); err != nil {
		t.Fatal(err)
	}
	if sup.Left(SupplyCharacterCurse) != charCurses-1 || sup.Left(SupplyMonsterCurse) != monCurses {
		t.Error("an ally deck's curse is not taken from the characters' supply")
	}
	doc, err := json.Marshal(d.State())
	if err != nil {
		t.Fatal(err)
	}
	var back DeckState
	if err := json.Unmarshal(doc, &back); err != nil {
		t.Fatal(err)
	}
	if back.Owner != OwnerAlly {
		t.Errorf("owner read back as %s from %s", back.Owner, doc)
	}
	if o, err := ParseOwner("ally"); err != nil || o != OwnerAlly || o.String() != "ally" {
		t.Errorf("ParseOwner(ally) = %s, %v", o, err)
	}
}

func sortedNotation(cs []Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	slices.Sort(out)
	return out
}
