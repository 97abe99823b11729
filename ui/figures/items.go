package figures

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/names"
)

// A character's items at the table: a button in its row says how many
// are ready and opens the list, where each item shows its state, what the
// table applies when it is used and its card's words, with a Use button
// (engine.UseItem) and, once used up, a Refresh button for an ability that
// refreshes it (engine.RefreshItem).

// itemsDialog is the open list of a character's items.
type itemsDialog struct {
	id  string
	box *fyne.Container
	d   dialog.Dialog
}

// itemsText is what character id's items button says; false when it
// brought none.
func itemsText(tr locales.Tr, scn *engine.Scenario, id string) (string, bool) {
	items, ok := scn.ItemsOf(id)
	if !ok || len(items) == 0 {
		return "", false
	}
	ready := 0
	for _, it := range items {
		if it.Ready() {
			ready++
		}
	}
	return tr.T("FiguresItemsButton", "Ready", ready, "Total", len(items)), true
}

// ShowItems opens the list of character id's items.
func (l *List) ShowItems(id string) {
	if l.env.Window == nil {
		return
	}
	tr := l.env.Tr
	dl := &itemsDialog{id: id, box: container.NewVBox()}
	// room on the right for the scroll bar, clear of the Use buttons
	scroll := container.NewVScroll(container.New(layout.NewCustomPaddedLayout(0, 0, 0, theme.Padding()*3), dl.box))
	scroll.SetMinSize(fyne.NewSize(520, 320))
	dl.d = dialog.NewCustom(tr.T("FiguresItemsTitle", "Name", l.name(id)), tr.T("FiguresItemsClose"), scroll, l.env.Window)
	dl.d.SetOnClosed(func() {
		if l.items == dl {
			l.items = nil
		}
	})
	l.items = dl
	l.fillItems()
	dl.d.Show()
}

// ItemsShown is the character whose items list is open ("" for none).
func (l *List) ItemsShown() string {
	if l.items == nil {
		return ""
	}
	return l.items.id
}

// ItemsContent is the open items list's content (nil when none is open).
func (l *List) ItemsContent() fyne.CanvasObject {
	if l.items == nil {
		return nil
	}
	return l.items.box
}

// fillItems redraws the open items list from the table.
func (l *List) fillItems() {
	dl := l.items
	if dl == nil {
		return
	}
	tr := l.env.Tr
	scn := l.scenario()
	var items []engine.TableItem
	if scn != nil {
		items, _ = scn.ItemsOf(dl.id)
	}
	f, alive := engine.Figure{}, false
	if scn != nil {
		f, alive = scn.Figure(dl.id)
		alive = alive && f.Alive()
	}
	mine := l.env.Table.Allows(engine.UseItem{Character: dl.id})
	var objs []fyne.CanvasObject
	for _, it := range items {
		name := widget.NewLabelWithStyle(it.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		state := widget.NewLabel(itemState(tr, it))
		if !it.Ready() {
			state.Importance = widget.WarningImportance
		}
		use := widget.NewButton(tr.T("FiguresItemUse"), func() { l.UseItem(dl.id, it.Number) })
		use.Importance = widget.HighImportance
		setEnabled(use, mine && alive && it.Ready())
		buttons := []fyne.CanvasObject{use}
		if it.Spent || it.Consumed || it.Marked > 0 {
			refresh := widget.NewButton(tr.T("FiguresItemRefresh"), func() { l.RefreshItem(dl.id, it.Number) })
			refresh.Importance = widget.LowImportance
			setEnabled(refresh, mine && alive)
			buttons = append(buttons, refresh)
		}
		head := container.NewBorder(nil, nil, name, container.NewHBox(buttons...), state)
		lines := []fyne.CanvasObject{head}
		if e := effectsText(tr, it.Effects); e != "" {
			lines = append(lines, widget.NewLabel(e))
		}
		if it.Words {
			words := widget.NewLabel(itemWords(tr, it))
			words.Wrapping = fyne.TextWrapWord
			lines = append(lines, words)
		}
		objs = append(objs, container.NewVBox(lines...), widget.NewSeparator())
	}
	if scn != nil {
		b := scn.ItemBoostOf(dl.id)
		var said []string
		if t := names.ItemBoost(tr, b); t != "" {
			said = append(said, t)
		}
		switch {
		case b.Move > 0 && len(said) > 0: // under "Items used: …"
			said = append(said, tr.T("FiguresItemMove", "Value", b.Move))
		case b.Move > 0:
			said = append(said, tr.T("FiguresItemMoveNext", "Value", b.Move))
		}
		switch {
		case b.TurnMove > 0 && len(said) > 0:
			said = append(said, tr.T("FiguresItemTurnMove", "Value", b.TurnMove))
		case b.TurnMove > 0:
			said = append(said, tr.T("FiguresItemTurnMoveNext", "Value", b.TurnMove))
		}
		if len(said) > 0 {
			next := widget.NewLabel(strings.Join(said, "\n"))
			next.Importance = widget.HighImportance
			objs = append(objs, next)
		}
	}
	if len(items) == 0 {
		objs = append(objs, widget.NewLabel(tr.T("FiguresItemsNone")))
	}
	dl.box.Objects = objs
	dl.box.Refresh()
}

// itemWords are the words of item it's card, for the players to apply; a
// sentence that says so when the data gave none.
func itemWords(tr locales.Tr, it engine.TableItem) string {
	if it.Text != "" {
		return tr.T("FiguresItemWords", "Words", it.Text)
	}
	return tr.T("FiguresItemWordsUnknown")
}

// itemState is an item's state in the players' words.
func itemState(tr locales.Tr, it engine.TableItem) string {
	switch {
	case it.Spent:
		return tr.T("FiguresItemSpent")
	case it.Consumed:
		return tr.T("FiguresItemConsumed")
	case it.Uses > 0:
		return tr.N("FiguresItemUsesLeft", it.UsesLeft(), "Count", it.UsesLeft(), "Of", it.Uses)
	case it.Use == engine.ItemSpent:
		return tr.T("FiguresItemReadySpent")
	case it.Use == engine.ItemConsumed:
		return tr.T("FiguresItemReadyConsumed")
	}
	return tr.T("FiguresItemReady")
}

// effectsText tells what the table applies when an item is used.
func effectsText(tr locales.Tr, es []engine.ItemEffect) string {
	var out []string
	for _, e := range es {
		switch e.Kind {
		case engine.ItemShield:
			out = append(out, tr.T("FiguresItemShield", "Value", e.Value))
		case engine.ItemHeal:
			out = append(out, tr.T("FiguresItemHeal", "Value", e.Value))
		case engine.ItemAttack:
			words := tr.T("FiguresItemAttack", "Value", e.Value)
			if e.Single {
				words = tr.T("FiguresItemSingleAttack", "Value", e.Value)
			}
			out = append(out, onlyFor(tr, e, words))
		case engine.ItemAdvantage:
			words := tr.T("FiguresItemAdvantage")
			if e.Single {
				words = tr.T("FiguresItemSingleAdvantage")
			}
			out = append(out, onlyFor(tr, e, words))
		case engine.ItemCondition:
			k, _ := modifier.ParseEffectKind(e.Name)
			out = append(out, tr.T("FiguresItemCondition", "Condition", conditionName(tr, k)))
		case engine.ItemAttackCondition:
			k, _ := modifier.ParseEffectKind(e.Name)
			words := tr.T("FiguresItemAttackCondition", "Condition", conditionName(tr, k))
			if e.Single {
				words = tr.T("FiguresItemSingleAttackCondition", "Condition", conditionName(tr, k))
			}
			out = append(out, onlyFor(tr, e, words))
		case engine.ItemRetaliate:
			out = append(out, retaliateText(tr, e.Value, e.Range))
		case engine.ItemAttackedRetaliate:
			out = append(out, tr.T("FiguresItemAttackedRetaliate", "Value", e.Value))
		case engine.ItemMove:
			out = append(out, tr.T("FiguresItemMove", "Value", e.Value))
		case engine.ItemTurnMove:
			out = append(out, tr.T("FiguresItemTurnMove", "Value", e.Value))
		case engine.ItemTurnAttack:
			out = append(out, tr.T("FiguresItemTurnAttack", "Value", e.Value))
		case engine.ItemConsume:
			k, _ := modifier.ParseEffectKind(e.Name)
			out = append(out, tr.T("FiguresItemConsume", "Element", conditionName(tr, k)))
		case engine.ItemBless:
			out = append(out, tr.N("FiguresItemBless", e.Value, "Count", e.Value))
		case engine.ItemElement:
			k, _ := modifier.ParseEffectKind(e.Name)
			out = append(out, tr.T("FiguresItemElement", "Element", conditionName(tr, k)))
		}
	}
	if len(out) == 0 {
		return ""
	}
	return tr.T("FiguresItemApplies", "Effects", strings.Join(out, ", "))
}

// onlyFor is effect text of e said for a melee or a ranged attack only
// when e is.
func onlyFor(tr locales.Tr, e engine.ItemEffect, text string) string {
	switch e.Only {
	case engine.ItemMelee:
		return tr.T("FiguresItemMeleeOnly", "Effect", text)
	case engine.ItemRanged:
		return tr.T("FiguresItemRangedOnly", "Effect", text)
	}
	return text
}

// retaliateText says a retaliate for the round, with its range beyond the
// adjacent hexes.
func retaliateText(tr locales.Tr, value, rng int) string {
	if rng > 1 {
		return tr.T("FiguresItemRetaliateRange", "Value", value, "Range", rng)
	}
	return tr.T("FiguresItemRetaliate", "Value", value)
}

// UseItem uses item n of character id (a recorded action); the status line
// says what it did.
func (l *List) UseItem(id string, n int) {
	tr := l.env.Tr
	l.doItem(engine.UseItem{Character: id, Item: n}, func(u *engine.ItemUsed) string {
		text := tr.T("FiguresItemUsed", "Name", l.name(id), "Item", u.Name)
		if u.Healing != nil {
			text += "; " + tr.N("FiguresItemHealed", u.Healing.Healed, "Count", u.Healing.Healed)
		}
		for _, k := range u.Took {
			text += "; " + tr.T("FiguresItemTook", "Element", conditionName(tr, k))
		}
		if u.Shield > 0 {
			text += "; " + tr.T("FiguresItemShield", "Value", u.Shield)
		}
		if u.Retaliate > 0 {
			text += "; " + retaliateText(tr, u.Retaliate, u.RetaliateRange)
		}
		if u.TurnMove > 0 {
			text += "; " + tr.T("FiguresItemTurnMove", "Value", u.TurnMove)
		}
		if u.AttackRetaliate > 0 {
			text += "; " + tr.T("FiguresItemRetaliatedAttack", "Value", u.AttackRetaliate)
		}
		if t := names.ItemBoost(tr, u.Boost); t != "" {
			text += "; " + t
		}
		if u.Move > 0 {
			text += "; " + tr.T("FiguresItemMove", "Value", u.Move)
		}
		for _, k := range u.Conditions {
			text += "; " + tr.T("FiguresItemCondition", "Condition", conditionName(tr, k))
		}
		if u.Blessed > 0 {
			text += "; " + tr.N("FiguresItemBless", u.Blessed, "Count", u.Blessed)
		}
		for _, k := range u.Infused {
			text += "; " + tr.T("FiguresItemElement", "Element", conditionName(tr, k))
		}
		if u.Words {
			text += "; " + tr.T("FiguresItemSeeCard")
		}
		return text
	})
}

// RefreshItem refreshes item n of character id (a recorded action).
func (l *List) RefreshItem(id string, n int) {
	l.doItem(engine.RefreshItem{Character: id, Item: n}, func(u *engine.ItemUsed) string {
		return l.env.Tr.T("FiguresItemRefreshed", "Name", l.name(id), "Item", u.Name)
	})
}

// doItem does item action a; the status line says what it did (told), a
// refusal is shown in the players' words.
func (l *List) doItem(a engine.Action, told func(*engine.ItemUsed) string) {
	tr := l.env.Tr
	l.env.Table.DoThen(a, func(rep engine.Report, err error) {
		if err != nil {
			l.env.ShowError(tr.T("FiguresItemFailed"), itemError(tr, err))
			return
		}
		if rep.Item != nil {
			l.setStatus(told(rep.Item))
		}
		l.fillItems()
	})
}

// itemError is err in the players' words where the item is the reason.
func itemError(tr locales.Tr, err error) error {
	if e, ok := errors.AsType[*engine.ItemElementError](err); ok {
		return errors.New(tr.T("FiguresItemNoElement", "Item", e.Item, "Element", conditionName(tr, e.Element)))
	}
	switch {
	case errors.Is(err, engine.ErrItemUsed):
		return errors.New(tr.T("FiguresItemUsedUp"))
	case errors.Is(err, engine.ErrItemReady):
		return errors.New(tr.T("FiguresItemNotUsed"))
	case errors.Is(err, engine.ErrItemOtherAttack):
		return errors.New(tr.T("FiguresItemOtherAttack"))
	case errors.Is(err, engine.ErrItemAttackDrawn):
		return errors.New(tr.T("FiguresItemAttackDrawn"))
	case errors.Is(err, engine.ErrItemNotAttacked):
		return errors.New(tr.T("FiguresItemNotAttacked"))
	case errors.Is(err, engine.ErrOutOfPlay):
		return errors.New(tr.T("FiguresItemOutOfPlay"))
	}
	return err
}
