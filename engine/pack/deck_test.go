package pack

import (
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monster"
	"testing"

	"github.com/haventable/haventable/engine"
)

// TestRoundOfMonsterCards draws a card for each monster type until a deck
// shuffles, checking the drawn card's initiative and the shuffle at the end
// of the round.
func TestRoundOfMonsterCards(t *testing.T) {
	p := Builtin()
	src := modifier.NewSource(5)
	decks := map[string]*engine.AbilityDeck{}
	for _, m := range p.Monsters {
		d, _ := p.Deck(m.DeckName())
		ad, err := d.NewAbilityDeck(src)
		if err != nil {
			t.Fatal(err)
		}
		decks[m.Name] = ad
	}
	shuffles := 0
	for round := 0; round < 20; round++ {
		for _, m := range p.Monsters {
			d, _ := p.Deck(m.DeckName())
			i, err := decks[m.Name].Draw()
			if err != nil {
				t.Fatal(err)
			}
			card, err := d.Card(i)
			if err != nil {
				t.Fatal(err)
			}
			if card.Initiative < 1 || card.Initiative > 99 {
				t.Errorf("%s drew initiative %d", m.Name, card.Initiative)
			}
			if decks[m.Name].ShufflePending() != card.Shuffle {
				t.Errorf("%s: shuffle pending %v for card %q", m.Name, decks[m.Name].ShufflePending(), card.Name)
			}
		}
		for _, m := range p.Monsters {
			if decks[m.Name].EndRound() {
				shuffles++
			}
		}
	}
	if shuffles == 0 {
		t.Error("no deck shuffled in 20 rounds")
	}
	if _, err := p.Decks[0].Card(8); err == nil {
		t.Error("card 8 of an 8-card deck")
	}
}

// BenchmarkRound draws the round's monster cards for the built-in pack's
// five monster types and works out the numbers of 6 standees of each
// (normal and elite), as the table does at the start of a round.
func BenchmarkRound(b *testing.B) {
	p := Builtin()
	src := modifier.NewSource(1)
	type kind struct {
		deck          *Deck
		ad            *engine.AbilityDeck
		normal, elite monster.StatCard
	}
	var kinds []kind
	for _, m := range p.Monsters {
		d, _ := p.Deck(m.DeckName())
		ad, _ := d.NewAbilityDeck(src)
		n, _ := m.StatCard(3, false, 3)
		e, _ := m.StatCard(3, true, 3)
		kinds = append(kinds, kind{d, ad, n, e})
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, k := range kinds {
			i, err := k.ad.Draw()
			if err != nil {
				b.Fatal(err)
			}
			card := k.deck.Cards[i]
			for s := range 6 {
				st := k.normal
				if s < 2 {
					st = k.elite
				}
				_ = card.Resolve(st)
			}
		}
		for _, k := range kinds {
			k.ad.EndRound()
		}
	}
}

func BenchmarkBuiltin(b *testing.B) {
	for b.Loop() {
		Builtin()
	}
}
