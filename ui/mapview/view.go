package mapview

import (
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/names"
)

// Zoom limits: the hex size, centre to corner, in Fyne units.
const (
	MinHexSize = 6
	MaxHexSize = 160
)

// MapView is the map widget: it draws a Model and turns the mouse and the
// keyboard into changes of it (selection, hover, template, editing) and of
// its own view (pan and zoom). Several MapViews may draw one Model.
type MapView struct {
	widget.BaseWidget

	model *Model
	tr    locales.Tr

	// OnStatus, when set, is called with the status line whenever it
	// changes (see Status).
	OnStatus func(string)
	// OnOtherKey, when set, gets the keys typed while the map has the
	// focus that it does not use itself (F1 for the window's help).
	OnOtherKey func(*fyne.KeyEvent)

	size   float32       // hex size, centre to corner, in Fyne units
	origin fyne.Position // where the centre of [0,0] is drawn
	fitted bool          // fit again on resize until the user pans or zooms
	// movedBy is how far the widget last moved down (Move), for the
	// Resize that follows; kept: the zoom is kept since (see Resize)
	movedBy float32
	kept    bool

	follower bool // draws the model but does not change it
	edit     bool
	shift    bool
	focused  bool
	drag     dragState
	msg      string // a passing message (door opened, an edit refused)
	// saidMsg and msgKey are msg as last shown and the turn it was said
	// in (turnKey): a later turn or round, or an undo, clears it.
	saidMsg, msgKey string
	status          string

	mapGen, topGen int // bumped when the map layer or the top layer changes
}

// dragState is what a mouse drag does.
type dragState struct {
	active bool
	kind   int // dragPan, dragFigure, dragMoney
	figure string
	from   hexgrid.Hex
	pos    fyne.Position // the pointer now
	to     hexgrid.Hex
}

const (
	dragPan = iota
	dragFigure
	dragMoney
)

// New returns a map widget drawing model, with texts translated by tr (nil:
// English). It fits the map to the widget until the user pans or zooms.
func New(model *Model, tr locales.Tr) *MapView {
	if tr == nil {
		tr = locales.English()
	}
	v := &MapView{model: model, tr: tr, size: 30, fitted: true}
	v.ExtendBaseWidget(v)
	return v
}

// NewFollower returns a map widget that draws model without changing it:
// for a second window (a table display) that follows the main window's map,
// figures, selection, hovered hex and template. It pans and zooms on its
// own (drag, scroll, + - F and the arrow keys).
func NewFollower(model *Model, tr locales.Tr) *MapView {
	v := New(model, tr)
	v.follower = true
	return v
}

// Model returns the model the widget draws.
func (v *MapView) Model() *Model { return v.model }

// SetScenario shows scenario s (see Model.SetScenario) fitted to the widget.
func (v *MapView) SetScenario(s *scenariofile.File) error {
	if err := v.model.SetScenario(s); err != nil {
		return err
	}
	v.Fit()
	return nil
}

// EditMode reports whether the widget edits the map (drags move figures and
// tokens, clicks open and close doors).
func (v *MapView) EditMode() bool { return v.edit }

// SetEditMode turns edit mode on or off.
func (v *MapView) SetEditMode(on bool) {
	v.edit = on && !v.follower
	v.changed(ChangeOverlay)
}

// Zoom returns the hex size (centre to corner) in Fyne units.
func (v *MapView) Zoom() float32 { return v.size }

// layout returns the pixel layout for a device scale px (pixels per unit).
func (v *MapView) layout(px float32) hexgrid.Layout {
	return hexgrid.Layout{
		Orientation: v.model.Orientation(),
		Size:        float64(v.size * px),
		Origin:      hexgrid.Point{X: float64(v.origin.X * px), Y: float64(v.origin.Y * px)},
	}
}

// HexAt returns the hex under the widget position p, and whether it is a map
// hex.
func (v *MapView) HexAt(p fyne.Position) (hexgrid.Hex, bool) {
	h := v.layout(1).HexAt(hexgrid.Point{X: float64(p.X), Y: float64(p.Y)})
	g := v.drawnMap()
	return h, g != nil && g.Contains(h)
}

// PositionOf returns the widget position of the centre of h.
func (v *MapView) PositionOf(h hexgrid.Hex) fyne.Position {
	c := v.layout(1).Center(h)
	return fyne.NewPos(float32(c.X), float32(c.Y))
}

// Fit zooms and pans so that the whole map fits the widget.
func (v *MapView) Fit() {
	v.fitted, v.kept = true, false
	v.fit(v.Size())
	v.viewChanged()
}

// moneyShown reports whether the widget shows money tokens on h: there are
// some, and h is revealed, or the main window shows what waits in the rooms
// not yet revealed (ShowWaiting), as it does their monsters.
func (v *MapView) moneyShown(h hexgrid.Hex) bool {
	m := v.model
	return m.Money(h) > 0 && (m.Revealed(h) || !v.follower && m.showWaiting)
}

// drawnMap is the map the widget draws: the players' part of it in a
// follower (the players' window), the whole map otherwise.
func (v *MapView) drawnMap() *hexgrid.Map {
	if v.follower {
		return v.model.PlayersMap()
	}
	return v.model.Map()
}

func (v *MapView) fit(sz fyne.Size) {
	g := v.drawnMap()
	if g == nil || sz.Width <= 0 || sz.Height <= 0 {
		return
	}
	unit := hexgrid.Layout{Orientation: v.model.Orientation(), Size: 1}
	tl, br := unit.Bounds(g.Hexes())
	const margin = 0.4 // hexes of room around the map
	bw, bh := br.X-tl.X+2*margin, br.Y-tl.Y+2*margin
	s := math.Min(float64(sz.Width)/bw, float64(sz.Height)/bh)
	s = math.Max(MinHexSize, math.Min(MaxHexSize, s))
	v.size = float32(s)
	cx, cy := (tl.X+br.X)/2*s, (tl.Y+br.Y)/2*s
	v.origin = fyne.NewPos(sz.Width/2-float32(cx), sz.Height/2-float32(cy))
}

// ZoomAt multiplies the zoom by factor, keeping the point p where it is.
func (v *MapView) ZoomAt(p fyne.Position, factor float32) {
	ns := max(MinHexSize, min(MaxHexSize, v.size*factor))
	k := ns / v.size
	v.origin = fyne.NewPos(p.X+(v.origin.X-p.X)*k, p.Y+(v.origin.Y-p.Y)*k)
	v.size = ns
	v.fitted = false
	v.viewChanged()
}

// Pan moves the map by d.
func (v *MapView) Pan(d fyne.Delta) {
	v.origin = v.origin.Add(d)
	v.fitted = false
	v.viewChanged()
}

func (v *MapView) viewChanged() {
	v.mapGen++
	v.topGen++
	v.Refresh()
}

// changed is the model listener (and the widget's own overlay changes).
func (v *MapView) changed(c Change) {
	if c&(ChangeMap|ChangeFigures|ChangeOverlay) != 0 {
		v.topGen++
	}
	if c&ChangeMap != 0 {
		v.mapGen++
		if v.fitted {
			v.fit(v.Size()) // a room revealed: the players' window shows it whole
		}
	}
	v.updateStatus()
	v.Refresh()
}

// Resize fits the map again while the user has not panned or zoomed;
// but when a bar above the map appears or goes (the monster's turn
// toolbar: Move, then Resize to the same width), the map stays where it is on the
// screen, its zoom kept, so that a click lands on the hex the player saw
// under the pointer.
func (v *MapView) Resize(sz fyne.Size) {
	old, dy := v.Size(), v.movedBy
	v.movedBy = 0

	// the height may change by more than the move, and again in the next
	// layout pass (a split gives the map room for the bar): the zoom is
	// kept through height changes until the width changes or Fit
	if dy != 0 && sz.Width == old.Width {
		v.kept = true
	}
	if v.fitted && sz != old && !(v.kept && sz.Width == old.Width) {
		v.kept = false
		v.fit(sz)
	}
	v.mapGen++
	v.topGen++
	v.BaseWidget.Resize(sz)
}

// Move keeps the map where it is on the screen when the widget moves down
// or up (a bar above it appears or goes): what it draws moves back by as
// much (see Resize).
func (v *MapView) Move(p fyne.Position) {
	old := v.Position()
	if v.Size().Height > 0 && p.X == old.X && p.Y != old.Y {
		v.movedBy = p.Y - old.Y
		v.origin = v.origin.Add(fyne.NewDelta(0, -v.movedBy))
		v.mapGen++
		v.topGen++
	}
	v.BaseWidget.Move(p)
}

// MinSize is small: the map scales to whatever room it gets.
func (v *MapView) MinSize() fyne.Size { return fyne.NewSize(120, 90) }

// CreateRenderer implements fyne.Widget.
func (v *MapView) CreateRenderer() fyne.WidgetRenderer {
	return newRenderer(v)
}

// Tapped selects the figure under the pointer (tapping it again clears the
// selection); in edit mode a tap on a door opens or closes it.
func (v *MapView) Tapped(e *fyne.PointEvent) {
	v.requestFocus()
	if v.follower {
		return
	}
	h, on := v.HexAt(e.Position)
	if !on {
		return
	}
	v.msg = ""
	if !v.edit && v.model.ChooseAt(h) {
		return // the players chose where the monster goes
	}
	if !v.edit && v.teleportTo(h) {
		return // a card's teleport: the hex chosen
	}
	if v.edit {
		if door, open := v.model.Door(h); door {
			switch err := v.model.Do(engine.OpenDoor{At: h}); {
			case open:
				v.msg = v.tr.T(MsgEditError, "Error", v.tr.T(MsgDoorStays))
			case err != nil:
				v.msg = v.refusal(err)
			default:
				v.msg = v.tr.T(MsgDoorOpened, "Hex", h.String())
			}
			v.changed(ChangeOverlay)
			return
		}
		if rooms := v.model.TriggerRooms(h); len(rooms) > 0 {
			// a pressure plate, an altar: fired when the scenario's rules say
			if err := v.model.Do(engine.OpenDoor{At: h}); err != nil {
				v.msg = v.refusal(err)
			} else {
				v.msg = v.tr.T(MsgTriggerFired, "Hex", h.String(), "Names", strings.Join(rooms, ", "))
			}
			v.changed(ChangeOverlay)
			return
		}
	}
	if id, ok := v.model.FigureAt(h); ok {
		if sel, _ := v.model.Selected(); sel.ID == id {
			id = ""
		}
		_ = v.model.Select(id)
		return
	}
	if _, ok := v.model.Template(); !ok {
		if v.moveInTurn(h) {
			return
		}
		_ = v.model.Select("")
	}
}

// moveInTurn moves the selected character (or summon) along its cheapest
// way to h when it is taking its turn: a recorded engine.MoveAlong, the
// traps and hazardous terrain on the way doing their damage
// (engine.Scenario.PathTo chooses the way as a monster's). It reports
// whether the tap was such a move (done, or refused with the reason said).
func (v *MapView) moveInTurn(h hexgrid.Hex) bool {
	sel, ok := v.model.Selected()
	eng := v.model.Engine()
	if !ok || eng == nil || sel.Kind == engine.KindMonster || sel.At == h {
		return false
	}
	if active, ok := eng.Active(); !ok || active != sel.ID {
		return false
	}
	p, points, err := eng.PathTo(sel.ID, h)
	if err != nil {
		v.msg = v.refusal(err)
		v.changed(ChangeOverlay)
		return true
	}
	before, _ := eng.Figure(sel.ID)
	if err := v.model.Do(engine.MoveAlong{Figure: sel.ID, Path: p}); err != nil {
		v.msg = v.refusal(err)
		v.changed(ChangeOverlay)
		return true
	}
	v.msg = v.tr.T(MsgMovedTo, "Name", sel.Title, "Hex", h.String(), "Points", points)
	if after, _ := v.model.Engine().Figure(sel.ID); after.HP < before.HP {
		v.msg += "; " + v.tr.T(MsgMovedHurt, "Damage", before.HP-after.HP)
	}
	v.changed(ChangeOverlay)
	return true
}

func (v *MapView) requestFocus() {
	if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil {
		c.Focus(v)
	}
}

// Dragged pans the map; in edit mode, a drag that starts on a figure or a
// money token moves it (when the editor allows it: Model.Allows).
func (v *MapView) Dragged(e *fyne.DragEvent) {
	if !v.drag.active {
		start := e.Position.Subtract(e.Dragged)
		v.drag = dragState{active: true, kind: dragPan}
		if h, on := v.HexAt(start); on && v.edit && !v.follower {
			// a figure or token this window may not move pans the map
			if id, ok := v.model.FigureAt(h); ok {
				if v.model.Allows(engine.Move{Figure: id, To: h}) {
					v.drag = dragState{active: true, kind: dragFigure, figure: id, from: h}
				}
			} else if v.moneyShown(h) && v.model.Allows(engine.MoveMoney{From: h, To: h}) {
				v.drag = dragState{active: true, kind: dragMoney, from: h}
			}
		}
	}
	if v.drag.kind == dragPan {
		v.Pan(e.Dragged)
		return
	}
	v.drag.pos = e.Position
	v.drag.to, _ = v.HexAt(e.Position)
	v.model.SetHover(v.drag.to, true)
	v.changed(ChangeOverlay)
}

// DragEnd finishes a drag: a dragged figure or token is put on the hex under
// the pointer (or back where it was when it may not go there).
func (v *MapView) DragEnd() {
	d := v.drag
	v.drag = dragState{}
	var err error
	switch d.kind {
	case dragFigure:
		if d.to != d.from {
			err = v.model.Do(engine.Move{Figure: d.figure, To: d.to})
		}
		if err == nil && d.to != d.from && (v.model.Trap(d.to) || v.model.Hazardous(d.to)) {
			// a placement by hand, not a move: it springs nothing; say so
			name := d.figure
			if f, ok := v.model.Figure(d.figure); ok {
				name = f.Title
			}
			v.msg = v.tr.T(MsgPlacedNoDamage, "Name", name, "Hex", d.to.String())
			v.changed(ChangeOverlay)
			return
		}
	case dragMoney:
		if d.to != d.from {
			err = v.model.Do(engine.MoveMoney{From: d.from, To: d.to})
		}
	}
	v.report(err)
}

// Scrolled zooms around the pointer; with Shift held (or a sideways
// scroll) it rotates the template.
func (v *MapView) Scrolled(e *fyne.ScrollEvent) {
	d := e.Scrolled
	if !v.follower && (v.shift || (d.DY == 0 && d.DX != 0)) {
		s := d.DY
		if s == 0 {
			s = d.DX
		}
		if s > 0 {
			v.model.Rotate(-1)
		} else if s < 0 {
			v.model.Rotate(1)
		}
		return
	}
	v.ZoomAt(e.Position, float32(math.Exp(float64(d.DY)*0.015)))
}

// MouseIn implements desktop.Hoverable.
func (v *MapView) MouseIn(e *desktop.MouseEvent) { v.MouseMoved(e) }

// MouseMoved records the hovered hex in the model.
func (v *MapView) MouseMoved(e *desktop.MouseEvent) {
	if v.follower {
		return
	}
	h, on := v.HexAt(e.Position)
	if cur, ok := v.model.Hover(); cur != h || ok != on {
		v.msg = ""
	}
	v.model.SetHover(h, on)
}

// MouseOut implements desktop.Hoverable.
func (v *MapView) MouseOut() {
	if !v.follower {
		v.model.SetHover(hexgrid.Hex{}, false)
	}
}

// FocusGained implements fyne.Focusable.
func (v *MapView) FocusGained() { v.focused = true }

// FocusLost implements fyne.Focusable.
func (v *MapView) FocusLost() { v.focused, v.shift = false, false }

// KeyDown tracks Shift for Shift+scroll.
func (v *MapView) KeyDown(e *fyne.KeyEvent) {
	if e.Name == desktop.KeyShiftLeft || e.Name == desktop.KeyShiftRight {
		v.shift = true
	}
}

// KeyUp tracks Shift for Shift+scroll.
func (v *MapView) KeyUp(e *fyne.KeyEvent) {
	if e.Name == desktop.KeyShiftLeft || e.Name == desktop.KeyShiftRight {
		v.shift = false
	}
}

// TypedRune handles the letter and sign shortcuts (see Shortcuts).
func (v *MapView) TypedRune(r rune) {
	m := v.model
	switch r {
	case '+', '=':
		v.ZoomAt(v.center(), 1.25)
		return
	case '-', '_':
		v.ZoomAt(v.center(), 0.8)
		return
	case 'f', 'F', '0':
		v.Fit()
		return
	}
	if v.follower {
		return
	}
	switch r {
	case 'r':
		m.Rotate(1)
	case 'R':
		m.Rotate(-1)
	case 'm', 'M':
		m.Mirror()
	case 'b', 'B':
		v.best()
	case 't':
		m.NextTemplate(1)
	case 'T':
		m.NextTemplate(-1)
	case 'e', 'E':
		v.SetEditMode(!v.edit)
	case '[':
		if t, ok := m.Template(); ok {
			m.SetRange(t.Range - 1)
		}
	case ']':
		if t, ok := m.Template(); ok {
			m.SetRange(t.Range + 1)
		}
	case 'n', 'N':
		v.addStandee(r == 'N')
	case 'c', 'C':
		m.NextChoice()
	case 'g', 'G':
		if h, on := m.Hover(); on && v.edit {
			v.report(m.Do(engine.PlaceMoney{At: h, Count: 1}))
		}
	case 'l', 'L':
		v.lootChest()
	}
}

// best moves the template to its best placement (B) and says so when there
// is none, or none that reaches an enemy.
func (v *MapView) best() {
	m := v.model
	_, tmpl := m.Template()
	_, sel := m.Selected()
	r, ok := m.Best()
	switch {
	case !tmpl:
		v.msg = v.tr.T(MsgBestNoTmpl)
	case !sel:
		v.msg = v.tr.T(MsgNoAttacker)
	case !ok:
		v.msg = v.tr.T(MsgNoPlacement)
	case len(r.Targets) == 0:
		v.msg = v.tr.T(MsgBestNoEnemy)
	default:
		v.msg = ""
	}
	v.changed(ChangeOverlay)
}

// report shows the outcome of an edit in the status line: nothing when it
// was done, the refusal in the player's words otherwise.
func (v *MapView) report(err error) {
	v.msg = ""
	if err != nil {
		v.msg = v.refusal(err)
	}
	v.changed(ChangeOverlay)
}

// refusal says why an edit was refused: the engine's refusal of a hex (an
// obstacle, a closed door, a figure there, off the map) in the player's
// words, other errors as they are.
func (v *MapView) refusal(err error) string {
	why := err.Error()
	var he *engine.HexError
	if errors.As(err, &he) {
		hex := he.Hex.String()
		switch he.Reason {
		case engine.ErrObstacle:
			why = v.tr.T(MsgHexObstacle, "Hex", hex)
		case engine.ErrClosedDoor:
			why = v.tr.T(MsgHexClosedDoor, "Hex", hex)
		case engine.ErrOffMap:
			why = v.tr.T(MsgHexOffMap, "Hex", hex)
		case engine.ErrHidden:
			why = v.tr.T(MsgHexHidden, "Hex", hex)
		case engine.ErrOccupied:
			name := he.Figure
			if scn := v.model.Engine(); scn != nil {
				name = names.Of(scn, he.Figure)
			}
			why = v.tr.T(MsgHexTaken, "Hex", hex, "Name", name)
		case engine.ErrNotEmpty:
			why = v.tr.T(MsgHexNotEmpty, "Hex", hex)
		}
	}
	if errors.Is(err, engine.ErrTeleportTooFar) {
		why = v.tr.T(MsgTeleportTooFar)
	}
	return v.tr.T(MsgEditError, "Error", why)
}

// addStandee places a standee on the hovered hex, elite when asked: of the
// selected monster's type, or else of the type of the first monster on the
// map, or else the first type in alphabetical order (of the types
// PreviewMonsters knows).
func (v *MapView) addStandee(elite bool) {
	h, on := v.model.Hover()
	if !v.edit || !on {
		return
	}
	v.report(v.model.Do(engine.AddStandee{Type: v.standeeType(), Elite: elite, At: h}))
}

func (v *MapView) standeeType() string {
	known := func(f Figure) bool {
		_, ok := PreviewMonsters[f.Name]
		return f.Kind == engine.KindMonster && ok
	}
	if f, ok := v.model.Selected(); ok && known(f) {
		return f.Name
	}
	for _, f := range v.model.Figures() {
		if known(f) {
			return f.Name
		}
	}
	types := slices.Sorted(maps.Keys(PreviewMonsters))
	if len(types) == 0 {
		return ""
	}
	return types[0]
}

func (v *MapView) center() fyne.Position {
	s := v.Size()
	return fyne.NewPos(s.Width/2, s.Height/2)
}

// TypedKey handles the arrow keys (pan), Escape and Delete.
func (v *MapView) TypedKey(e *fyne.KeyEvent) {
	step := v.size * 2
	switch e.Name {
	case fyne.KeyLeft:
		v.Pan(fyne.NewDelta(step, 0))
	case fyne.KeyRight:
		v.Pan(fyne.NewDelta(-step, 0))
	case fyne.KeyUp:
		v.Pan(fyne.NewDelta(0, step))
	case fyne.KeyDown:
		v.Pan(fyne.NewDelta(0, -step))
	case fyne.KeyTab:
		if !v.follower {
			v.model.NextChoice()
		}
	case fyne.KeyEscape:
		if v.follower {
			return
		}
		if _, _, ok := v.model.MonsterTurn(); ok {
			v.model.ClearMonsterTurn()
		} else if _, ok := v.model.Template(); ok {
			_ = v.model.SetTemplate(-1)
		} else {
			_ = v.model.Select("")
		}
	case fyne.KeyDelete, fyne.KeyBackspace:
		h, on := v.model.Hover()
		if !v.edit || !on || v.follower {
			return
		}
		if id, ok := v.model.FigureAt(h); ok {
			v.report(v.model.Do(engine.RemoveFigure{Figure: id}))
		} else if v.moneyShown(h) {
			v.report(v.model.Do(engine.LootMoney{At: h}))
		}
	default:
		if v.OnOtherKey != nil {
			v.OnOtherKey(e)
		}
	}
}

// AcceptsTab takes Tab for the next choice of the monster's turn shown
// while it has several; otherwise Tab moves the keyboard focus on.
func (v *MapView) AcceptsTab() bool {
	t, _, ok := v.model.MonsterTurn()
	return ok && len(t.Choices) > 1 && !v.follower
}

// Status returns the status line: what the hovered hex is to the selected
// figure (range and sight), or what the template does, or a hint.
func (v *MapView) Status() string {
	if key := v.turnKey(); v.msg != v.saidMsg {
		v.saidMsg, v.msgKey = v.msg, key
	} else if v.msg != "" && v.msgKey != key {
		v.msg, v.saidMsg = "", "" // said in another turn: no longer true
	}
	if v.msg != "" {
		return v.msg
	}
	m, tr := v.model, v.tr
	if t, i, ok := m.MonsterTurn(); ok && m.TurnDone() {
		return tr.T(MsgTurnDone, "Name", v.names([]string{t.Monster}))
	} else if ok && m.TurnIdle() {
		return tr.T(MsgTurnNothing, "Name", v.names([]string{t.Monster}))
	} else if ok && i < len(t.Choices) {
		return v.turnText(t, i)
	}
	var parts []string
	if v.edit {
		parts = append(parts, tr.T(MsgEdit))
	}
	sel, hasSel := m.Selected()
	hover, hoverOK := m.Hover()
	if a, ok := m.Area(); ok {
		title := a.Template.Title(tr)
		if a.Template.Shape.Self {
			parts = append(parts, tr.T(MsgTemplateMelee, "Template", title))
		} else {
			parts = append(parts, tr.T(MsgTemplate, "Template", title, "Range", a.Template.Range))
		}
		switch {
		case a.Attacker == "":
			parts = append(parts, tr.T(MsgNoAttacker))
		case !a.Result.Valid && a.Template.Shape.Self:
			parts = append(parts, tr.T(MsgOffAttacker))
		case !a.Result.Valid:
			parts = append(parts, tr.T(MsgOutOfRange, "Range", a.Template.Range))
		default:
			if len(a.Result.Targets) == 0 {
				parts = append(parts, tr.T(MsgNoTargets))
			} else {
				parts = append(parts, tr.T(MsgTargets, "Names", v.names(a.Result.Targets)))
			}
			if len(a.Result.Allies) > 0 {
				parts = append(parts, tr.T(MsgAllies, "Names", v.names(a.Result.Allies)))
			}
			if len(a.Result.Disadvantage) > 0 {
				parts = append(parts, tr.T(MsgDisadvantage, "Names", v.names(a.Result.Disadvantage)))
			}
		}
	} else if t, r, ok := v.teleportShown(); ok {
		parts = append(parts, v.teleportText(t, r, hover, hoverOK))
	} else if hasSel {
		if hoverOK && hover != sel.At {
			name, hex := sel.Title, hover.String()
			vis, dist, _ := m.Sight()
			if r, ok := dist.To(hover); !ok {
				parts = append(parts, tr.T(MsgUnreachable, "Name", name, "Hex", hex))
			} else if vis.Sees(hover) {
				parts = append(parts, tr.T(MsgSight, "Name", name, "Hex", hex, "Range", r))
			} else {
				parts = append(parts, tr.T(MsgNoSight, "Name", name, "Hex", hex, "Range", r))
			}
		} else {
			parts = append(parts, tr.T(MsgSelected, "Name", sel.Title))
		}
	} else if hoverOK {
		parts = append(parts, tr.T(MsgHex, "Hex", hover.String()))
	}
	if hoverOK && v.moneyShown(hover) {
		parts = append(parts, tr.T(MsgMoney, "Count", m.Money(hover), "Hex", hover.String()))
	}
	if c, ok := v.chestShown(hover); hoverOK && ok {
		parts = append(parts, v.chestText(c))
	}
	if len(parts) == 0 {
		return tr.T(MsgHint)
	}
	return strings.Join(parts, "; ")
}

// Say shows text in the status line until the pointer moves to another
// hex, or the turn, the round or the table changes (an undo).
func (v *MapView) Say(text string) {
	v.msg = text
	v.changed(ChangeOverlay)
}

// turnKey names the table's turn: the scenario shown (a new one after an
// undo), its round and the figure taking its turn.
func (v *MapView) turnKey() string {
	eng := v.model.Engine()
	if eng == nil {
		return ""
	}
	id, _ := eng.Active()
	return fmt.Sprintf("%p %d %s", eng, eng.Round(), id)
}

// turnText tells choice i of a monster's turn in the player's words.
func (v *MapView) turnText(t monsterturn.Turn, i int) string {
	tr, c := v.tr, t.Choices[i]
	name := t.Monster
	if f, ok := v.model.Figure(t.Monster); ok {
		name = f.Title
	}
	var parts []string
	if c.Focus == "" {
		parts = append(parts, tr.T(MsgTurnNoFocus, "Name", name))
	} else {
		parts = append(parts, tr.T(MsgTurnFocus, "Name", name, "Focus", v.names([]string{c.Focus})))
		parts = append(parts, v.whyFocus(t, c.Focus)...)
	}
	if c.To != t.Start {
		parts = append(parts, tr.T(MsgTurnMoves))
	} else if c.Focus != "" {
		parts = append(parts, tr.T(MsgTurnStays))
	}
	if len(c.Targets) > 0 {
		parts = append(parts, tr.T(MsgTurnAttacks, "Names", v.names(c.Targets)))
		if len(c.Disadvantage) > 0 {
			parts = append(parts, tr.T(MsgDisadvantage, "Names", v.names(c.Disadvantage)))
		}
		for _, id := range c.Targets {
			if d, ok := v.model.TurnOdds(id); ok {
				parts = append(parts, tr.T(MsgTurnOdds, "Name", v.names([]string{id}),
					"Expected", strings.Replace(fmt.Sprintf("%.1f", d.ExpectedDamageFloat()), ".", tr.T(MsgDecimalPoint), 1),
					"Falls", fmt.Sprintf("%.0f", 100*d.KillChanceFloat())))
			}
		}
	} else if c.Toward != nil && c.Focus != "" {
		parts = append(parts, tr.T(MsgTurnCloses, "Name", v.names([]string{c.Focus})))
	}
	if n := len(t.Choices); n > 1 {
		parts = append(parts, tr.T(MsgTurnChoice, "N", i+1, "Of", n))
	}
	return strings.Join(parts, "; ")
}

// whyFocus says why the monster focuses on focus rather than on the next
// enemy (monsterturn.Turn.WhyFocus): the movement each needs to reach a
// hex to attack from, else which is nearer, else which acts first.
func (v *MapView) whyFocus(t monsterturn.Turn, focus string) []string {
	tr := v.tr
	w, ok := t.WhyFocus(focus)
	if !ok {
		return nil
	}
	out := []string{tr.T(MsgTurnWhy, "Hexes", w.Focus.Cost.Points)}
	name := v.names([]string{w.Next.ID})
	switch w.Rule {
	case monsterturn.FocusByMovement:
		out = append(out, tr.T(MsgTurnWhyOther, "Name", name, "Hexes", w.Next.Cost.Points))
	case monsterturn.FocusByProximity:
		out = append(out, tr.T(MsgTurnWhyFarther, "Name", name))
	case monsterturn.FocusByInitiative:
		out = append(out, tr.T(MsgTurnWhyLater, "Name", name))
	case monsterturn.FocusByDistance:
		out = append(out, tr.T(MsgTurnWhyNearer, "Name", name))
	}
	return out
}

func (v *MapView) updateStatus() {
	s := v.Status()
	if s != v.status {
		v.status = s
		if v.OnStatus != nil {
			v.OnStatus(s)
		}
	}
}

// names lists the display names of the figures with the given IDs.
func (v *MapView) names(ids []string) string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = id
		if f, ok := v.model.Figure(id); ok {
			out[i] = f.Title
		}
	}
	return strings.Join(out, ", ")
}

// Shortcuts returns the keyboard and mouse shortcuts of the map, one line
// each, for the help dialog.
func Shortcuts(tr locales.Tr) []string {
	if tr == nil {
		tr = locales.English()
	}
	// The ids are spelled out so that the locale tests can check them.
	return []string{tr.T(MsgKeySelect), tr.T(MsgKeyPan), tr.T(MsgKeyZoom), tr.T(MsgKeyFit),
		tr.T(MsgKeyTemplate), tr.T(MsgKeyRotate), tr.T(MsgKeyMirror), tr.T(MsgKeyBest),
		tr.T(MsgKeyRange), tr.T(MsgKeyEdit), tr.T(MsgKeyTurn), tr.T(MsgKeyLoot), tr.T(MsgKeyEscape)}
}

var (
	_ fyne.Tappable     = (*MapView)(nil)
	_ fyne.Draggable    = (*MapView)(nil)
	_ fyne.Scrollable   = (*MapView)(nil)
	_ desktop.Hoverable = (*MapView)(nil)
	_ desktop.Keyable   = (*MapView)(nil)
)
