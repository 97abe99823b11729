package cards_test

import (
	"fyne.io/fyne/v2/container"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/cards"
)

// An attack panel shows the cards drawn for one target: the card applied
// outlined, the other card of an advantage set aside (dimmed).
func Example() {
	var tr cards.Translator // env.Tr; nil prints effects in card notation
	drawn := []engine.Card{engine.MustParseCard("+1 roll push:1"), engine.MustParseCard("x2 shuffle"), engine.MustParseCard("-1")}
	row := cards.Row(tr, drawn, []bool{true, true, false})

	big := cards.New(tr, engine.MustParseCard("bless"))
	big.SetState(cards.Used)
	_ = container.NewVBox(row, big)
}
