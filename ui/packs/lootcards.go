package packs

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/ui/lootcards"
)

// lootCardsEditor is the loot cards editor's dialog as shown.
type lootCardsEditor struct {
	form   *lootcards.Form
	save   *widget.Button
	status *widget.Label
	dialog *dialog.CustomDialog
}

// frosthavenLoot is the loot cards a Frosthaven scenario would draw from
// when its own pack has none: those of the last pack of Frosthaven's rules
// that has some (pack.LootSetup).
func frosthavenLoot(packs []*pack.Pack) []pack.LootCard {
	for i := len(packs) - 1; i >= 0; i-- {
		if packs[i] != nil && packs[i].Rules == rules.Frosthaven && len(packs[i].Loot) > 0 {
			return packs[i].Loot
		}
	}
	return nil
}

// editLootCards opens the loot cards editor on the cards the data packs
// have; Save keeps them in the players' own pack (the first of theirs
// that has loot cards, else a new one of Frosthaven's rules), where every
// later Frosthaven scenario draws its loot deck from them.
func (p *Dialog) editLootCards() *lootCardsEditor {
	tr := p.tr
	e := &lootCardsEditor{form: lootcards.New(tr, frosthavenLoot(p.h.Env.DataPacks())), status: widget.NewLabel("")}
	e.status.Wrapping = fyne.TextWrapWord
	e.status.Importance = widget.DangerImportance
	e.save = widget.NewButtonWithIcon(tr.T("LootCardsSave"), theme.DocumentSaveIcon(), func() {
		e.status.SetText("")
		cards, err := e.form.Result()
		if err == nil {
			_, err = p.h.Env.Store.EditPack(context.Background(), tr.T("PacksMineLoot"),
				func(pk *pack.Pack) bool { return len(pk.Loot) > 0 },
				func(pk *pack.Pack) error {
					pk.Loot = cards
					if pk.Rules == "" {
						pk.Rules = rules.Frosthaven
					}
					return nil
				})
		}
		if err != nil {
			e.status.SetText(err.Error())
			return
		}
		p.h.Env.ForgetPacks()
		p.Reload()
		e.dialog.Hide()
	})
	e.save.Importance = widget.HighImportance
	cancel := widget.NewButtonWithIcon(tr.T("DialogCancel"), theme.CancelIcon(), func() { e.dialog.Hide() })
	body := container.NewBorder(nil, container.NewVBox(e.status, container.NewHBox(layout.NewSpacer(), cancel, e.save)),
		nil, nil, e.form.Content())
	e.dialog = dialog.NewCustomWithoutButtons(tr.T("LootCardsTitle"), body, p.h.Env.Window)
	size := p.h.Env.Window.Canvas().Size()
	e.dialog.Resize(fyne.NewSize(min(820, size.Width-24), min(620, size.Height-24)))
	e.dialog.Show()
	return e
}
