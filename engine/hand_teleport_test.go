package engine

import (
	"bytes"
	"errors"
	"testing"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/hexgrid"
)

// A card's teleport places the character on an empty hex within its
// range: a hex with a trap, an obstacle or money is refused (Gloomhaven's
// empty hex), as one beyond the range, and a refusal changes nothing; the
// +1 teleport sticker plays one hex farther (docs/hand.md, "A card's
// teleport").
func TestCardTeleport(t *testing.T) {
	h := hexgrid.H
	for _, tc := range []struct {
		name   string
		text   string
		stick  bool        // a +1 teleport sticker on it
		to     hexgrid.Hex // refused: why
		why    error
		landed hexgrid.Hex // then accepted
	}{
		{name: "onto a trap", text: "Teleport 3", to: h(0, 2), why: ErrNotEmpty, landed: h(0, 3)},
		{name: "onto an obstacle", text: "Teleport 3", to: h(0, 1), why: ErrObstacle, landed: h(0, 3)},
		{name: "onto money", text: "Teleport 3", to: h(1, 2), why: ErrNotEmpty, landed: h(0, 3)},
		{name: "beyond the range", text: "Teleport 2", to: h(0, 3), why: ErrTeleportTooFar, landed: h(1, 1)},
		{name: "enhanced one farther", text: "Teleport 2", stick: true, to: h(0, 4), why: ErrTeleportTooFar, landed: h(0, 3)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := rewardsScenario(t)
			s.terrain.kinds[h(0, 2)] = TerrainTrap
			s.terrain.kinds[h(0, 1)] = TerrainObstacle
			s.money[h(1, 2)] = 1
			d := handDeck()
			for i := range d {
				d[i].Level = 1
			}
			d[0].Top = CardHalf{Actions: []monster.Action{{Type: monster.KindText, Text: tc.text}}}
			if tc.stick {
				var err error
				d, err = EnhanceDeck(d, []CardEnhancement{{Card: d[0].Number, Half: HalfTop, Sticker: StickerTeleport}})
				scnMust(t, err)
			}
			anaPlaysTop(t, s, d)
			o, ok := s.CardOffers("ana", 1)
			if !ok || len(o.Teleports) != 1 || o.Teleports[0].Applied {
				t.Fatalf("offers %+v, want one teleport not done", o)
			}
			before, err := s.MarshalJSON()
			scnMust(t, err)
			if _, err := s.Do(TeleportForCard{Character: "ana", Card: 1, Action: 0, To: tc.to}); !errors.Is(err, tc.why) {
				t.Fatalf("to %v: %v, want refused: %v", tc.to, err, tc.why)
			}
			if after, _ := s.MarshalJSON(); !bytes.Equal(before, after) {
				t.Fatal("the refused teleport changed the table")
			}
			rep, err := s.Do(TeleportForCard{Character: "ana", Card: 1, Action: 0, To: tc.landed})
			if err != nil {
				t.Fatalf("to %v: %v", tc.landed, err)
			}
			if f, _ := s.Figure("ana"); f.At != tc.landed || f.HP != 10 {
				t.Fatalf("ana on %v with %d hit points, want on %v unhurt", f.At, f.HP, tc.landed)
			}
			if rep.Hand == nil || rep.Hand.Teleported == nil || *rep.Hand.Teleported != tc.landed {
				t.Fatalf("report %+v, want teleported to %v", rep.Hand, tc.landed)
			}
			if o, _ := s.CardOffers("ana", 1); !o.Teleports[0].Applied {
				t.Error("the teleport offered again once done")
			}
		})
	}
}

// TeleportRange reads "Teleport N" and nothing else.
func TestTeleportRange(t *testing.T) {
	for text, want := range map[string]int{"Teleport 4": 4, "teleport 2, then loot 1": 2, " TELEPORT 12": 12,
		"Teleport": 0, "Teleport X": 0, "Teleport 0": 0, "Teleport 31": 0, "Move 3": 0, "Teleportation 3": 0, "Teleport 3x": 0} {
		if got, ok := TeleportRange(text); got != want || ok != (want > 0) {
			t.Errorf("%q: %d %v, want %d", text, got, ok, want)
		}
	}
	if got, ok := teleportPlus("Teleport 4, range 2"); !ok || got != "Teleport 5, range 2" {
		t.Errorf("+1 on %q: %q %v", "Teleport 4, range 2", got, ok)
	}
}

// FuzzTeleportRange: a range read is 1 to MaxTeleport, and a +1 sticker
// on it reads one more, the rest of the words kept.
func FuzzTeleportRange(f *testing.F) {
	for _, s := range []string{"Teleport 4", "teleport 2, then loot 1", "Teleport 30", "Teleport 007", "Teleport ٣", "teleport\t9x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		n, ok := TeleportRange(text)
		if !ok {
			if _, plus := teleportPlus(text); plus {
				t.Fatalf("%q: no teleport, yet a +1 on it", text)
			}
			return
		}
		if n < 1 || n > MaxTeleport {
			t.Fatalf("%q: range %d", text, n)
		}
		more, plus := teleportPlus(text)
		if plus != (n < MaxTeleport) {
			t.Fatalf("%q: +1 %v at range %d", text, plus, n)
		}
		if m, _ := TeleportRange(more); plus && m != n+1 {
			t.Fatalf("%q +1 = %q: range %d, want %d", text, more, m, n+1)
		}
	})
}
