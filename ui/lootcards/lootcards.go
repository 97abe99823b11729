// Package lootcards is the loot cards editor: the group enters once, from
// its own Frosthaven loot cards, what each card gives for 2, 3 and 4
// characters (no peer's data file has these values and Haventable ships
// none). Cards of one kind print different amounts, so the form takes rows
// of identical cards: how many, the kind, and the three amounts.
package lootcards

import (
	"errors"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/names"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/spinner"
)

// Form edits a list of loot cards. Build it with New, show Content and
// read the cards with Result.
type Form struct {
	tr      locales.Tr
	rows    []*row
	list    *fyne.Container
	content fyne.CanvasObject
	kinds   []string // the kinds in the player's words, in engine.LootKinds order
}

// row is one line of identical cards.
type row struct {
	kind  *widget.Select
	count *spinner.Field
	value [3]*spinner.Field // for 2, 3 and 4 characters; blank: as for fewer
	name  string            // a special card's name, kept as it was
	box   *fyne.Container
}

// Group is a run of identical cards: Count cards of Kind giving Amount
// (for 2, 3 and 4 characters, as pack.LootCard's Amount) and named Name.
type Group struct {
	Kind   string
	Count  int
	Amount []int
	Name   string
}

// Groups gathers identical cards, in the order they first appear.
func Groups(cards []pack.LootCard) []Group {
	var out []Group
	for _, c := range cards {
		i := slices.IndexFunc(out, func(g Group) bool {
			return g.Kind == c.Kind && g.Name == c.Name && slices.Equal(g.Amount, c.Amount)
		})
		if i < 0 {
			out = append(out, Group{Kind: c.Kind, Amount: slices.Clone(c.Amount), Name: c.Name})
			i = len(out) - 1
		}
		out[i].Count++
	}
	return out
}

// New builds the form with cards (a pack's loot cards) to start from.
func New(tr locales.Tr, cards []pack.LootCard) *Form {
	f := &Form{tr: tr, list: container.NewVBox()}
	for _, k := range engine.LootKinds {
		f.kinds = append(f.kinds, names.LootKind(tr, k))
	}
	head := container.NewGridWithColumns(6,
		widget.NewLabelWithStyle(tr.T("LootCardsCount"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(tr.T("LootCardsKind"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(tr.N("LootCardsFor", 2, "Count", 2), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(tr.N("LootCardsFor", 3, "Count", 3), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabelWithStyle(tr.N("LootCardsFor", 4, "Count", 4), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
		widget.NewLabel(""))
	for _, g := range Groups(cards) {
		f.AddRow(g)
	}
	if len(f.rows) == 0 {
		f.AddRow(Group{Kind: "money", Count: 1, Amount: []int{1}})
	}
	add := widget.NewButtonWithIcon(tr.T("LootCardsAddRow"), theme.ContentAddIcon(), func() {
		f.AddRow(Group{Kind: "money", Count: 1, Amount: []int{1}})
	})
	note := widget.NewLabel(tr.T("LootCardsNote"))
	note.Wrapping = fyne.TextWrapWord
	f.content = container.NewBorder(container.NewVBox(note, head), container.NewHBox(add), nil, nil, container.NewVScroll(f.list))
	return f
}

// Content is the form's widget tree.
func (f *Form) Content() fyne.CanvasObject { return f.content }

// Rows is how many rows the form has.
func (f *Form) Rows() int { return len(f.rows) }

// AddRow adds a row holding g.
func (f *Form) AddRow(g Group) {
	r := &row{kind: screen.NewSelect(f.tr, f.kinds, nil), count: f.number(1, pack.MaxLootCards), name: g.Name}
	if i := slices.Index(engine.LootKinds, g.Kind); i >= 0 {
		r.kind.SetSelectedIndex(i)
	}
	r.count.SetWhole(g.Count)
	for i := range r.value {
		r.value[i] = f.number(0, 99)
		r.value[i].SetPlaceHolder(f.tr.T("LootCardsSame"))
		if i < len(g.Amount) {
			r.value[i].SetWhole(g.Amount[i])
		}
	}
	del := widget.NewButtonWithIcon("", theme.DeleteIcon(), nil)
	r.box = container.NewGridWithColumns(6, r.count, r.kind, r.value[0], r.value[1], r.value[2], del)
	del.OnTapped = func() {
		f.rows = slices.DeleteFunc(f.rows, func(x *row) bool { return x == r })
		f.list.Remove(r.box)
	}
	f.rows = append(f.rows, r)
	f.list.Add(r.box)
}

// SetRow fills row i (0 first) with the texts typed: how many cards, the
// kind (engine.LootKinds) and the amounts for 2, 3 and 4 characters.
func (f *Form) SetRow(i int, count, kind string, values ...string) {
	r := f.rows[i]
	r.count.SetText(count)
	r.kind.SetSelectedIndex(slices.Index(engine.LootKinds, kind))
	for j := range r.value {
		r.value[j].SetText("")
		if j < len(values) {
			r.value[j].SetText(values[j])
		}
	}
}

// number is a whole-number field of a row, from min to max. It shows no
// tick (a row is six narrow columns); a wrong number is said by Result.
func (f *Form) number(min, max int) *spinner.Field {
	e := spinner.NewWhole(f.tr, min, max)
	e.Validator = nil
	return e
}

// Result is the cards the form holds, one a card, or the first row at
// fault in the player's words.
func (f *Form) Result() ([]pack.LootCard, error) {
	var out []pack.LootCard
	for i, r := range f.rows {
		line := i + 1
		n, err := r.count.Whole()
		if err != nil {
			return nil, errors.New(f.tr.T("LootCardsBadCount", "Row", line, "Text", r.count.Text, "Max", pack.MaxLootCards))
		}
		if r.kind.SelectedIndex() < 0 {
			return nil, errors.New(f.tr.T("LootCardsNoKind", "Row", line))
		}
		var amount []int
		for j, e := range r.value {
			if strings.TrimSpace(e.Text) == "" {
				if j == 0 {
					return nil, errors.New(f.tr.T("LootCardsNoValue", "Row", line))
				}
				continue // the amount for fewer characters holds
			}
			v, err := e.Whole()
			if err != nil {
				return nil, errors.New(f.tr.T("LootCardsBadValue", "Row", line, "Text", e.Text))
			}
			for len(amount) < j { // a gap takes the amount before it
				amount = append(amount, amount[len(amount)-1])
			}
			amount = append(amount, v)
		}
		c := pack.LootCard{Kind: engine.LootKinds[r.kind.SelectedIndex()], Amount: amount}
		if c.Kind == "special" {
			c.Name = r.name
		}
		for range n {
			out = append(out, c)
		}
	}
	if len(out) > pack.MaxLootCards {
		return nil, errors.New(f.tr.T("LootCardsTooMany", "Total", len(out), "Max", pack.MaxLootCards))
	}
	return out, nil
}
