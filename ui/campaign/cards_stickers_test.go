package campaign

import (
	"context"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/locales"
)

// The enhancement dialog offers every sticker the campaign's edition
// allows on the action chosen (engine.Stickers): on an area attack the
// hexes beside the area, numbered in a picture of it, and a hex placed
// there is kept and priced by the area's hexes; the next hex is offered
// beside the enlarged area and costs by it; on a summon its stats.
func TestEnhanceDialogOffersEveryAllowedSticker(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	p, bram := f.packCharacter("testdata/thorns-pack.json", "Thornwarden", "Bram", 1, "", 500)
	row := f.s.chars.cards

	open := func(card string, action int) []*widget.Select {
		t.Helper()
		row.enhanceDialog()
		sel := f.selects()
		if len(sel) != 3 {
			t.Fatalf("%d selects", len(sel))
		}
		sel[0].SetSelected(card)
		sel[1].SetSelectedIndex(action)
		return sel
	}
	sel := open("Bramble Sweep (level 1)", 0)
	want := []string{"Attack +1", "Wound", "Poison", "Immobilize", "Muddle", "Curse", "Disarm",
		"Infuse Fire", "Infuse any element"}
	for _, w := range want {
		if !slices.Contains(sel[2].Options, w) {
			t.Errorf("%q not offered on the area attack: %q", w, sel[2].Options)
		}
	}
	var hexes []string
	for _, o := range sel[2].Options {
		if strings.HasPrefix(o, "Area hex ") {
			hexes = append(hexes, o)
		}
	}
	if len(hexes) != 7 || hexes[0] != "Area hex 1 (see the picture)" {
		t.Fatalf("hexes offered %q, want the 7 places beside the two hexes", hexes)
	}
	if n := numbersShown(f.w.Canvas().Overlays().Top()); n != 7 {
		t.Errorf("the picture numbers %d places, want 7", n)
	}
	if slices.Contains(sel[2].Options, "Move +1") || slices.Contains(sel[2].Options, "Bless") {
		t.Errorf("a move or a bless offered on an attack: %q", sel[2].Options)
	}
	sel[2].SetSelected(hexes[4]) // [2,0], in reading order
	if txt := f.dialogText(); !strings.Contains(txt, "Cost: 100 gold (of 500 on hand).") {
		t.Fatalf("dialog says %q: want 200 / 2 hexes", txt)
	}
	f.confirm("Enhance and pay")
	c, _ := f.store.Character(ctx, f.s.Current(), bram.ID)
	if c.Gold != 400 || len(c.Enhancements) != 1 || c.Enhancements[0].Hex == nil || *c.Enhancements[0].Hex != [2]int{2, 0} {
		t.Fatalf("after the hex: %d gold, %+v", c.Gold, c.Enhancements)
	}
	// the next hex: beside the three hexes now, 200 / 3 + 75
	sel = open("Bramble Sweep (level 1)", 0)
	hexes = hexes[:0]
	for _, o := range sel[2].Options {
		if strings.HasPrefix(o, "Area hex ") {
			hexes = append(hexes, o)
		}
	}
	if len(hexes) != 9 {
		t.Fatalf("hexes offered beside the enlarged area %q, want 8", hexes)
	}
	sel[2].SetSelected(hexes[0])
	if txt := f.dialogText(); !strings.Contains(txt, "Cost: 141 gold") {
		t.Fatalf("dialog says %q: want 66 + 75", txt)
	}
	f.closeDialogs()

	sel = open("Call the Sprite (level 1)", 0)
	if !slices.Equal(sel[2].Options, []string{"Summon: hit points +1", "Summon: move +1", "Summon: attack +1"}) {
		t.Fatalf("stickers on the summon %q", sel[2].Options)
	}
	f.closeDialogs()
	sel = open("Call the Sprite (level 1)", 1) // the bottom's heal 2, range 1
	if !slices.Contains(sel[2].Options, "Bless") || !slices.Contains(sel[2].Options, "Range +1") || slices.Contains(sel[2].Options, "Ward") {
		t.Fatalf("stickers on the heal under Gloomhaven's rules %q", sel[2].Options)
	}
	f.closeDialogs()
	// the deck as the table plays it
	deck, err := engine.EnhanceDeck(p.ClassDecks[0].Cards, c.Enhancements)
	if err != nil || len(deck[0].Top.Actions[0].Area.Hexes) != 3 {
		t.Fatalf("the card played: %+v, %v", deck[0].Top.Actions[0], err)
	}
}

// numbersShown counts the numbers drawn in o (the area picture's places).
func numbersShown(o fyne.CanvasObject) int {
	n := 0
	walk(o, func(o fyne.CanvasObject) {
		if t, ok := o.(*canvas.Text); ok && t.Text != "" && strings.Trim(t.Text, "0123456789") == "" {
			n++
		}
	})
	return n
}

// Every sticker any edition offers has words in every language.
func TestStickerWordsForEveryOffer(t *testing.T) {
	actions := []monster.Action{{Type: monster.KindMove, Value: monster.Fixed(2)},
		{Type: monster.KindAttack, Value: monster.Fixed(2), Range: monster.Fixed(2), Target: 2, Pierce: 1, Push: 1, Pull: 1,
			Area: &monster.Area{Hexes: [][]int{{0, 0}}}},
		{Type: monster.KindHeal, Value: monster.Fixed(2)}, {Type: monster.KindShield, Value: monster.Fixed(1)},
		{Type: monster.KindRetaliate, Value: monster.Fixed(1)}, {Type: monster.KindText, Text: "Teleport 2"},
		{Type: monster.KindSummon, Monster: "Sprite", SummonHP: 3, Summoned: &monster.SummonStats{Move: 2, Attack: 2, Range: 2}}}
	seen := map[string]bool{}
	for _, lang := range []language.Tag{language.English, language.German, language.French} {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, ed := range []rules.Edition{rules.Gloomhaven, rules.Frosthaven, rules.Gloomhaven2e, rules.JawsOfTheLion} {
			for _, a := range actions {
				for _, e := range engine.Stickers(ed, a) {
					seen[e.Sticker] = true
					if w := stickerWords(tr, e, 1); w == "" || strings.HasPrefix(w, "Pool") || strings.HasPrefix(w, "Cards") {
						t.Errorf("%s %s: words %q", lang, e.Sticker, w)
					}
				}
			}
		}
	}
	if len(seen) != 29 {
		t.Errorf("%d stickers offered, want all 29: %v", len(seen), seen)
	}
}

// packCharacter stores the pack in file packFile, creates a campaign and
// a character of class class on it with perks and gold, and returns the
// pack and the character.
func (f *fixture) packCharacter(packFile, class, name string, level int, perks string, gold int) (*pack.Pack, campaign.Character) {
	f.t.Helper()
	p, err := pack.Load(packFile)
	if err != nil {
		f.t.Fatal(err)
	}
	if _, err := f.store.AddPack(context.Background(), p, "pack.json"); err != nil {
		f.t.Fatal(err)
	}
	f.env.ForgetPacks()
	f.create("Cards")
	c := f.addCharacter(class, name, level, perks)
	if _, err := f.s.edit(campaign.Reward{Character: c.ID, Name: name, Gold: gold}); err != nil {
		f.t.Fatal(err)
	}
	f.s.chars.reload(true)
	return p, c
}
