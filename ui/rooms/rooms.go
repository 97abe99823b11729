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
	// players is the players' window's list (Players): the rooms revealed
	// only, their standees standing, nothing to press.
	players bool
	list    *fyne.Container
	stack   *fyne.Container
	under   fyne.CanvasObject
	over    fyne.CanvasObject
	remove  func()
	// types and elite choose the standee Add standee places (the players
	// add them by hand where the data places none, or in play).
	types *widget.Select
	elite *widget.Check
	// loot loots a token for the character whose turn it is (LootToken).
	loot *widget.Button
	// typeOf is the monster type each of types' options names (the
	// players' name of a type: names.Type).
	typeOf map[string]string
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
	v.follow()
	return v
}

// Players returns the players' window's view: mapContent, or, while the
// scenario in progress is played without a map, in its place the rooms
// and sections revealed in book order, each with the standees standing
// in it (type and number, elite or boss, hit points, conditions). No room
// not yet revealed is named, and nothing in it can be pressed: the
// players' window only reads the table.
func Players(env *screen.Env, mapContent fyne.CanvasObject) *View {
	v := &View{env: env, players: true, under: mapContent, list: container.NewVBox()}
	v.over = container.NewVScroll(v.list)
	v.stack = container.NewStack(mapContent, v.over)
	v.follow()
	return v
}

// follow redraws the view on the table's changes: the rooms' figures,
// their hit points and conditions, the rooms revealed (a move along a
// path, PartPlaces alone, is made on a map, never on this list).
func (v *View) follow() {
	if v.env.Table != nil {
		v.remove = v.env.Table.OnChange(screen.RedrawOn(engine.PartFigures|engine.PartRound|engine.PartMap, v.Refresh))
	}
	v.Refresh()
}

// Follow follows the env's table again (after the shell replaced it).
func (v *View) Follow() {
	v.Close()
	v.follow()
}

// Text is what the list says, a line per room heading or figure (for
// tests and screen readers); "" while the map is shown.
func (v *View) Text() string {
	if !v.over.Visible() {
		return ""
	}
	var lines []string
	for _, o := range v.list.Objects {
		switch w := o.(type) {
		case *widget.Label:
			lines = append(lines, w.Text)
		case *widget.Button:
			lines = append(lines, w.Text)
		case *fyne.Container:
			for _, c := range w.Objects {
				if l, ok := c.(*widget.Label); ok {
					lines = append(lines, l.Text)
				}
			}
		}
	}
	return strings.Join(lines, "\n")
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
	var scn *engine.Scenario
	if v.env.Table != nil {
		scn = v.env.Table.Scenario()
	}
	if scn == nil || !scn.WithoutMap() {
		v.over.Hide()
		v.under.Show()
		return
	}
	v.under.Hide()
	v.over.Show()
	if v.players {
		v.list.Objects = v.playersRows(scn)
		v.list.Refresh()
		return
	}
	if options, typeOf := typeOptions(scn); !slices.Equal(options, v.types.Options) {
		v.types.SetOptions(options)
		v.typeOf = typeOf
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
	v.env.Table.DoThen(engine.LootToken{}, func(_ engine.Report, err error) {
		if err != nil {
			v.env.ShowError(v.env.Tr.T("RoomsLootFailed"), err)
		}
	})
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
	v.env.Table.DoThen(engine.AddStandee{Type: v.typeOf[v.types.Selected], Elite: v.elite.Checked, At: at}, func(_ engine.Report, err error) {
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

// playersRows are a heading and the standing figures of each room
// revealed, in book order: the players' window's list.
func (v *View) playersRows(scn *engine.Scenario) []fyne.CanvasObject {
	var out []fyne.CanvasObject
	for i, r := range scn.Rooms() {
		if !r.Revealed {
			continue
		}
		out = append(out, widget.NewSeparator(), widget.NewLabelWithStyle(r.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		n := 0
		for _, id := range scn.FiguresIn(i) {
			if f, _ := scn.Figure(id); f.Alive() {
				out = append(out, widget.NewLabel(v.figureText(f)))
				n++
			}
		}
		if n == 0 {
			out = append(out, widget.NewLabel(v.env.Tr.T("RoomsEmpty")))
		}
	}
	return out
}

// figureText is a figure's line: its name, rank, hit points and
// conditions.
func (v *View) figureText(f engine.Figure) string {
	tr := v.env.Tr
	parts := []string{names.Figure(f)}
	if f.Kind == engine.KindMonster {
		if scn := v.env.Table.Scenario(); scn != nil && names.Boss(scn, f) {
			parts = append(parts, tr.T("RoomsBoss"))
		} else if f.Elite {
			parts = append(parts, tr.T("RoomsElite"))
		} else {
			parts = append(parts, tr.T("RoomsNormal"))
		}
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

// typeOptions are the monster types a standee of may be added, each by
// the name the players know it by (names.Type: X-haven's "City Guard" for
// "City Guard Scenario 1"), or by the type itself where two share that
// name; and the type each option names.
func typeOptions(scn *engine.Scenario) ([]string, map[string]string) {
	known := scn.KnownTypes()
	count := map[string]int{}
	for _, t := range known {
		count[names.Type(scn, t)]++
	}
	options, typeOf := make([]string, 0, len(known)), make(map[string]string, len(known))
	for _, t := range known {
		o := names.Type(scn, t)
		if count[o] > 1 {
			o = t
		}
		options = append(options, o)
		typeOf[o] = t
	}
	slices.Sort(options)
	return options, typeOf
}
