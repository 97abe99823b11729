package decks

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/names"
)

// lootPanel shows a scenario's loot deck (Frosthaven): how many cards are
// left, of which kinds, and the cards each character drew, face up.
type lootPanel struct {
	card  *widget.Card
	left  *widget.Label
	drawn *widget.Label
}

func newLootPanel(tr locales.Tr) *lootPanel {
	p := &lootPanel{left: widget.NewLabel(""), drawn: widget.NewLabel("")}
	p.left.Wrapping = fyne.TextWrapWord
	p.drawn.Wrapping = fyne.TextWrapWord
	p.card = widget.NewCard("", "", container.NewVBox(caption(tr.T("DecksLootTitle")), p.left, p.drawn))
	return p
}

// refresh shows the loot deck of scn.
func (p *lootPanel) refresh(tr locales.Tr, scn *engine.Scenario) {
	p.left.SetText(lootLeftText(tr, scn))
	p.drawn.SetText(lootDrawnText(tr, scn))
}

// lootLeftText is "4 cards left: 3 money, 1 lumber" in the player's words.
func lootLeftText(tr locales.Tr, scn *engine.Scenario) string {
	n := scn.LootLeft()
	if n == 0 {
		return tr.T("DecksLootEmpty")
	}
	byKind := scn.LootLeftByKind()
	var parts []string
	for _, k := range engine.LootKinds {
		if c := byKind[k]; c > 0 {
			parts = append(parts, tr.N("DecksLootKind", c, "Count", c, "Kind", names.LootKind(tr, k)))
		}
	}
	return tr.N("DecksLootLeft", n, "Count", n, "Kinds", strings.Join(parts, ", "))
}

// lootDrawnText lists the cards each character drew, or says none was.
func lootDrawnText(tr locales.Tr, scn *engine.Scenario) string {
	var lines []string
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindCharacter && len(f.Loot) > 0 {
			lines = append(lines, tr.T("DecksLootDrawnBy", "Name", f.Name, "Cards", names.LootCards(tr, f.Loot)))
		}
	}
	if len(lines) == 0 {
		return tr.T("DecksLootNoneDrawn")
	}
	return strings.Join(lines, "\n")
}
