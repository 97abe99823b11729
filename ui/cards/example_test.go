package cards_test

import (
	"fmt"

	"fyne.io/fyne/v2/container"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/cards"
)

// An attack panel shows the cards drawn for one target: the cards applied
// outlined (Used), the other card of an advantage set aside (dimmed).
func Example() {
	tr, err := locales.New(language.English) // the shell passes env.Tr
	if err != nil {
		panic(err)
	}
	drawn := []modifier.Card{modifier.MustParseCard("+1 roll push:1"), modifier.MustParseCard("x2 shuffle"), modifier.MustParseCard("-1")}
	row := cards.Row(tr, drawn, []bool{true, true, false})

	big := cards.New(tr, modifier.MustParseCard("bless"))
	big.SetState(cards.Removed) // a drawn bless leaves the deck
	_ = container.NewVBox(row, big)

	state := map[cards.State]string{cards.Plain: "plain", cards.Used: "used", cards.SetAside: "set aside", cards.Removed: "removed"}
	for _, o := range row.Objects {
		c := o.(*cards.Card)
		fmt.Printf("%-14s %s\n", c.Card(), state[c.State()])
	}
	fmt.Println(big.Card(), state[big.State()])

	// Effect labels: translated, or in card notation with a nil translator.
	push := drawn[0].Effects()[0]
	fmt.Println(cards.EffectLabel(tr, push), "/", cards.EffectLabel(nil, push))
	// Output:
	// +1 roll push:1 used
	// x2 shuffle     used
	// -1             set aside
	// bless removed
	// Push 1 / push:1
}
