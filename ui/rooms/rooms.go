// Package rooms is the table of a scenario played without a map
// (engine.Scenario.WithoutMap): its rooms and sections in book order, each
// with the figures standing in it (hit points, elite, conditions), and a
// room or section not yet revealed with the button that reveals it (the
// OpenDoor action on its door, recorded and undone as any). A figure
// tapped is selected, as on the map.
package rooms

import (
	"errors"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/names"
	"github.com/haventable/haventable/ui/screen"
)

// View is the list of a scenario's rooms, shown over the map area instead
// of the map while the scenario in progress is played without a map.
type View struct {
	env      *screen.Env
	onSelect func(id string)
	list     *fyne.Container
	stack    *fyne.Container
	under    fyne.CanvasObject
	over     fyne.CanvasObject
	remove   func()
	// types and elite choose the standee Add standee places (the players
	// add them by hand where the data places none, or in play).
	types *widget.Select
	elite *widget.Check
	// loot loots a token for the character whose turn it is (LootToken).
	loot *widget.Button
}

// Over returns a view that shows mapContent, or, while the scenario in
// progress is played without a map, the list of its rooms in its place.
// onSelect is told the figure tapped.
func Over(env *screen.Env, mapContent fyne.CanvasObject, onSelect func(id string)) *View {
	v := &View{env: env, onSelect: onSelect, under: mapContent, list: container.NewVBox()}
	note := widget.NewLabel(env.Tr.T("RoomsWithoutMapNote"))
	note.Wrapping = fyne.TextWrapWord
	v.types = widget.NewSelect(nil, nil)
	v.types.PlaceHolder = env.Tr.T("RoomsType")
	v.elite = widget.NewCheck(env.Tr.T("RoomsElite"), nil)
	add := widget.NewButtonWithIcon(env.Tr.T("RoomsAddStandee"), theme.ContentAddIcon(), v.addStandee)
	adder := container.NewBorder(nil, nil, nil, container.NewHBox(v.elite, add), v.types)
	v.loot = widget.NewButtonWithIcon(env.Tr.T("RoomsLootToken"), theme.DownloadIcon(), v.lootToken)
	v.over = container.NewBorder(container.NewVBox(note, adder, container.NewHBox(v.loot)), nil, nil, nil, container.NewVScroll(v.list))
	v.stack = container.NewStack(mapContent, v.over)
	// the rooms' figures, their hit points and conditions, the rooms
	// revealed; a move along a path (PartPlaces alone) is made on a map,
	// never on this list
	v.remove = env.Table.OnChange(screen.RedrawOn(engine.PartFigures|engine.PartRound|engine.PartMap, v.Refresh))
	v.Refresh()
	return v
}

// Content is the view's widget tree.
func (v *View) Content() fyne.CanvasObject { return v.stack }

// Close stops following the table.
func (v *View) Close() {
	if v.remove != nil {
		v.remove()
		v.remove = nil
	}
}

// Refresh shows the table as it is.
func (v *View) Refresh() {
	scn := v.env.Table.Scenario()
	if scn == nil || !scn.WithoutMap() {
		v.over.Hide()
		v.under.Show()
		return
	}
	v.under.Hide()
	v.over.Show()
	if known := scn.KnownTypes(); !slices.Equal(known, v.types.Options) {
		v.types.SetOptions(known)
	}
	v.list.Objects = v.rows(scn)
	v.list.Refresh()
	v.loot.SetText(v.env.Tr.T("RoomsLootToken"))
	if id, ok := scn.Active(); ok && v.env.Table.Allows(engine.LootToken{}) {
		f, _ := scn.Figure(id)
		v.loot.SetText(v.env.Tr.T("RoomsLootTokenBy", "Name", f.Name))
		v.loot.Enable()
	} else {
		v.loot.Disable()
	}
}

// lootToken loots one loot token for the character whose turn it is: a
// loot card drawn in Frosthaven, a money token otherwise (LootToken,
// undone as any action).
func (v *View) lootToken() {
	if _, err := v.env.Table.Do(engine.LootToken{}); err != nil {
		v.env.ShowError(v.env.Tr.T("RoomsLootFailed"), err)
	}
}

// addStandee places a standee of the type chosen at a free place of a
// revealed room (AddStandee, undone as any).
func (v *View) addStandee() {
	tr := v.env.Tr
	scn := v.env.Table.Scenario()
	if scn == nil || v.types.Selected == "" {
		return
	}
	at, ok := scn.FreePlace()
	if !ok {
		v.env.ShowError(tr.T("RoomsAddFailed"), errors.New(tr.T("RoomsNoPlace")))
		return
	}
	v.env.Table.DoThen(engine.AddStandee{Type: v.types.Selected, Elite: v.elite.Checked, At: at}, func(_ engine.Report, err error) {
		if err != nil {
			v.env.ShowError(tr.T("RoomsAddFailed"), err)
		}
	})
}

// rows are a heading and the figures of each room, in book order.
func (v *View) rows(scn *engine.Scenario) []fyne.CanvasObject {
	tr := v.env.Tr
	var out []fyne.CanvasObject
	for i, r := range scn.Rooms() {
		head := widget.NewLabelWithStyle(r.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		if !r.Revealed {
			door, ok := scn.RoomDoor(i)
			reveal := widget.NewButtonWithIcon(tr.T("RoomsReveal"), theme.VisibilityIcon(), func() {
				v.env.Table.DoThen(engine.OpenDoor{At: door}, func(_ engine.Report, err error) {
					if err != nil {
						v.env.ShowError(tr.T("RoomsRevealFailed", "Room", r.Name), err)
					}
				})
			})
			if !ok || !v.env.Table.Allows(engine.OpenDoor{At: door}) {
				reveal.Disable()
			}
			hidden := widget.NewLabel(tr.T("RoomsHidden"))
			out = append(out, widget.NewSeparator(), container.NewHBox(head, hidden, reveal))
			continue
		}
		out = append(out, widget.NewSeparator(), head)
		ids := scn.FiguresIn(i)
		if len(ids) == 0 {
			out = append(out, widget.NewLabel(tr.T("RoomsEmpty")))
		}
		for _, id := range ids {
			f, _ := scn.Figure(id)
			row := widget.NewButton(v.figureText(f), func() {
				if v.onSelect != nil {
					v.onSelect(id)
				}
			})
			row.Alignment = widget.ButtonAlignLeading
			if !f.Alive() {
				row.Disable()
			}
			out = append(out, row)
		}
	}
	return out
}

// figureText is a figure's line: its name, rank, hit points and
// conditions.
func (v *View) figureText(f engine.Figure) string {
	tr := v.env.Tr
	parts := []string{names.Figure(f)}
	if f.Kind == engine.KindMonster && f.Elite {
		parts = append(parts, tr.T("RoomsElite"))
	}
	if f.Alive() {
		parts = append(parts, tr.T("RoomsHP", "HP", f.HP, "Max", f.MaxHP))
	} else {
		parts = append(parts, tr.T("RoomsFallen"))
	}
	var conds []string
	for _, k := range f.Conditions.List() {
		conds = append(conds, cards.EffectLabel(tr, modifier.Effect{Kind: k}))
	}
	if len(conds) > 0 {
		parts = append(parts, strings.Join(conds, ", "))
	}
	return strings.Join(parts, " · ")
}
