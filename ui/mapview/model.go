// Package mapview is the map screen: a scenario map drawn as a Fyne widget
// with its walls, doors, terrain, figures and money tokens, the sight and
// range overlay of a selected figure, area templates moved over the map
// with their targets, and editing at the table.
//
// The state lives in a Model, which any number of MapView widgets draw: a
// second window made with New on the main window's model follows its map,
// figures and overlays. Change a Model on the UI goroutine only (from Fyne
// callbacks, or inside fyne.Do).
package mapview

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// Change tells a model's listeners what changed.
type Change uint8

// The kinds of change, combined as bits.
const (
	// ChangeMap: the hexes, walls, doors or terrain.
	ChangeMap Change = 1 << iota
	// ChangeFigures: figures or money tokens.
	ChangeFigures
	// ChangeOverlay: the selection, the hovered hex, the template or its
	// placement.
	ChangeOverlay
)

// Figure is a figure as the map screen shows it.
type Figure struct {
	// ID names the figure uniquely on the map.
	ID string
	// Name is shown to the players: a character's or summon's name, a
	// monster's type.
	Name string
	Kind engine.FigureKind
	Side engine.Side
	// Standee is a monster's standee number; Elite marks an elite monster.
	Standee int
	Elite   bool
	// HP and MaxHP are its hit points; no bar is drawn when MaxHP is 0.
	HP, MaxHP int
	// Conditions are the conditions on it, in notation order.
	Conditions []engine.EffectKind
	At         hexgrid.Hex
}

// Label returns the short text drawn on the figure: a monster's standee
// number, otherwise the first two letters of its name (or ID).
func (f Figure) Label() string {
	if f.Kind == engine.KindMonster && f.Standee > 0 {
		return fmt.Sprint(f.Standee)
	}
	name := f.Name
	if name == "" {
		name = f.ID
	}
	r := []rune(name)
	if len(r) == 0 {
		return ""
	}
	first := strings.ToUpper(string(r[0]))
	if len(r) == 1 {
		return first
	}
	return first + string(r[1])
}

// FiguresFromEngine converts the figures of an engine scenario that stand on
// the map (dead and exhausted figures are left out).
func FiguresFromEngine(fs []engine.Figure) []Figure {
	var out []Figure
	for _, f := range fs {
		if !f.OnMap || !f.Alive() {
			continue
		}
		name := f.Name
		if f.Kind == engine.KindMonster && f.MonsterType != "" {
			name = f.MonsterType
		}
		out = append(out, Figure{
			ID: f.ID, Name: name, Kind: f.Kind, Side: f.Side,
			Standee: f.Standee, Elite: f.Elite,
			HP: f.HP, MaxHP: f.MaxHP,
			Conditions: f.Conditions.List(), At: f.At,
		})
	}
	return out
}

// AreaView is what the current template does where it is placed.
type AreaView struct {
	Template AreaTemplate
	// Hexes are the red hexes as placed.
	Hexes []hexgrid.Hex
	// Grey is the grey hex (the template's origin) of a melee template.
	Grey    hexgrid.Hex
	HasGrey bool
	// Attacker is the selected figure's ID, empty when no figure is
	// selected (then Result is empty).
	Attacker string
	// Result is the engine's resolution of the placement.
	Result engine.AreaResult
}

// Model is the shared state of the map screen: the map with its doors and
// terrain, the figures and money tokens, the selected figure, the hovered
// hex and the area template with its placement.
//
// While a scenario is in progress (SetFromEngine) the map, its terrain and
// its doors are read from the engine's scenario; otherwise (a preview, set
// by SetScenario or SetMap) from the scenario file shown.
type Model struct {
	scen scenariofile.File
	// eng is the scenario in progress whose map and terrain are shown (nil:
	// a preview); geo is then its map as last shown.
	eng *engine.Scenario
	geo *hexgrid.Map
	// The terrain of a preview (not used while eng is set).
	obstacles map[hexgrid.Hex]bool
	traps     map[hexgrid.Hex]bool
	hazardous map[hexgrid.Hex]bool
	difficult map[hexgrid.Hex]bool
	starts    map[hexgrid.Hex]bool
	doors     map[hexgrid.Hex]bool // door hex -> open

	figures []Figure
	money   map[hexgrid.Hex]int

	selected string
	hover    hexgrid.Hex
	hoverOK  bool

	templates []AreaTemplate
	tmpl      int
	placement hexgrid.Placement
	pinned    bool // the placement stays until the hovered hex changes

	listeners map[int]func(Change)
	nextID    int

	board    *engine.AreaBoard
	boardErr error

	editor  Editor // carries out the screen's edits; nil: the model itself
	sightAt hexgrid.Hex
	sightOK bool
	vis     hexgrid.Visibility
	dist    hexgrid.Distances
}

// NewModel returns a model with no map, no figures and the built-in template
// library (no template chosen).
func NewModel() *Model {
	return &Model{
		templates: Library(),
		tmpl:      -1,
		money:     map[hexgrid.Hex]int{},
		listeners: map[int]func(Change){},
		doors:     map[hexgrid.Hex]bool{},
	}
}

// AddListener calls fn after every change of the model, with what changed.
// It returns a function that removes the listener.
func (m *Model) AddListener(fn func(Change)) (remove func()) {
	id := m.nextID
	m.nextID++
	m.listeners[id] = fn
	return func() { delete(m.listeners, id) }
}

func (m *Model) notify(c Change) {
	if c&(ChangeMap|ChangeFigures) != 0 {
		m.board, m.boardErr = nil, nil
	}
	if c&ChangeMap != 0 {
		m.sightOK = false
	}
	ids := make([]int, 0, len(m.listeners))
	for id := range m.listeners {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		if fn, ok := m.listeners[id]; ok {
			fn(c)
		}
	}
}

// SetScenario shows the scenario map s with the monsters it places (IDs like
// "cave-rat-2"), no money tokens and nothing selected.
func (m *Model) SetScenario(s *scenariofile.File) error {
	var figs []Figure
	for i, mo := range s.Monsters {
		f := Figure{
			ID:   engine.MonsterID(mo.Type, mo.Standee),
			Name: mo.Type, Kind: engine.KindMonster, Side: engine.SideMonsters,
			Standee: mo.Standee, Elite: mo.Elite, At: mo.At,
		}
		if f.Name == "" {
			return fmt.Errorf("set scenario: monsters[%d]: no type", i)
		}
		figs = append(figs, f)
	}
	old := *m
	if err := m.setMap(s); err != nil {
		return err
	}
	m.money = map[hexgrid.Hex]int{}
	if err := m.checkFigures(figs); err != nil {
		*m = old
		return fmt.Errorf("set scenario %q: %w", s.Title, err)
	}
	m.figures = figs
	m.selected = ""
	m.hoverOK = false
	m.notify(ChangeMap | ChangeFigures | ChangeOverlay)
	return nil
}

// SetMap replaces the map (hexes, walls, doors, terrain) by that of s and
// keeps the figures and money tokens that still stand on a free map hex.
func (m *Model) SetMap(s *scenariofile.File) error {
	if err := m.setMap(s); err != nil {
		return err
	}
	var keep []Figure
	for _, f := range m.figures {
		if m.standable(f.At) == nil {
			keep = append(keep, f)
		}
	}
	m.figures = keep
	for h := range m.money {
		if !m.geo.Contains(h) {
			delete(m.money, h)
		}
	}
	if _, ok := m.Selected(); !ok {
		m.selected = ""
	}
	m.notify(ChangeMap | ChangeFigures | ChangeOverlay)
	return nil
}

func (m *Model) setMap(s *scenariofile.File) error {
	doors := map[hexgrid.Hex]bool{}
	for _, d := range s.Doors {
		doors[d.At] = d.Open
	}
	geo, err := buildMap(s, doors)
	if err != nil {
		return fmt.Errorf("set map %q: %w", s.Title, err)
	}
	m.scen = *s
	m.eng = nil
	m.geo = geo
	m.doors = doors
	m.obstacles = set(s.Obstacles)
	m.traps = set(s.Traps)
	m.hazardous = set(s.Hazardous)
	m.difficult = set(s.Difficult)
	m.starts = set(s.Starts)
	m.board = nil
	m.sightOK = false
	return nil
}

func buildMap(s *scenariofile.File, doors map[hexgrid.Hex]bool) (*hexgrid.Map, error) {
	var closed []hexgrid.Hex
	for h, open := range doors {
		if !open {
			closed = append(closed, h)
		}
	}
	sort.Slice(closed, func(i, j int) bool { return closed[i].Less(closed[j]) })
	return hexgrid.NewMap(hexgrid.MapSpec{Hexes: s.Hexes, Walls: s.Walls, Closed: closed})
}

func set(hs []hexgrid.Hex) map[hexgrid.Hex]bool {
	out := make(map[hexgrid.Hex]bool, len(hs))
	for _, h := range hs {
		out[h] = true
	}
	return out
}

// Scenario returns the map as scenario file data, with the doors as they are
// now and the monsters standing on it.
func (m *Model) Scenario() *scenariofile.File {
	s := m.scen
	s.Doors = nil
	if m.eng != nil {
		for _, d := range m.eng.Doors() {
			s.Doors = append(s.Doors, scenariofile.Door{At: d.At, Open: d.Open})
		}
	} else {
		for _, h := range sortedKeys(m.doors) {
			s.Doors = append(s.Doors, scenariofile.Door{At: h, Open: m.doors[h]})
		}
	}
	s.Monsters = nil
	for _, f := range m.figures {
		if f.Kind == engine.KindMonster {
			s.Monsters = append(s.Monsters, scenariofile.Monster{Type: f.Name, Standee: f.Standee, Elite: f.Elite, At: f.At})
		}
	}
	return &s
}

func sortedKeys[V any](mp map[hexgrid.Hex]V) []hexgrid.Hex {
	out := make([]hexgrid.Hex, 0, len(mp))
	for h := range mp {
		out = append(out, h)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Less(out[j]) })
	return out
}

// Map returns the geometry of the map as it is now (closed doors walled
// off), or nil when no map is set.
func (m *Model) Map() *hexgrid.Map { return m.geo }

// Title returns the scenario's title.
func (m *Model) Title() string { return m.scen.Title }

// Orientation returns how the map is drawn.
func (m *Model) Orientation() hexgrid.Orientation { return m.scen.Orientation }

// terrain reports whether h holds terrain of kind k: in the scenario in
// progress, or else in preview's set.
func (m *Model) terrain(h hexgrid.Hex, k engine.TerrainKind, preview map[hexgrid.Hex]bool) bool {
	if m.eng != nil {
		return m.eng.Terrain(h) == k
	}
	return preview[h]
}

// Obstacle reports whether h holds an obstacle.
func (m *Model) Obstacle(h hexgrid.Hex) bool {
	return m.terrain(h, engine.TerrainObstacle, m.obstacles)
}

// Trap reports whether h holds a trap.
func (m *Model) Trap(h hexgrid.Hex) bool { return m.terrain(h, engine.TerrainTrap, m.traps) }

// Hazardous reports whether h is hazardous terrain.
func (m *Model) Hazardous(h hexgrid.Hex) bool {
	return m.terrain(h, engine.TerrainHazardous, m.hazardous)
}

// Difficult reports whether h is difficult terrain.
func (m *Model) Difficult(h hexgrid.Hex) bool {
	return m.terrain(h, engine.TerrainDifficult, m.difficult)
}

// Start reports whether h is a starting position.
func (m *Model) Start(h hexgrid.Hex) bool {
	if m.eng != nil {
		return m.eng.IsStart(h)
	}
	return m.starts[h]
}

// Door reports whether h holds a door and whether it is open.
func (m *Model) Door(h hexgrid.Hex) (door, open bool) {
	if m.eng != nil {
		d, ok := m.eng.Door(h)
		return ok, d.Open
	}
	open, door = m.doors[h]
	return door, open
}

// SetDoor opens or closes the door on h of a preview (the doors of a
// scenario in progress change through the engine). A door with a figure on
// it cannot be closed.
func (m *Model) SetDoor(h hexgrid.Hex, open bool) error {
	if m.eng != nil {
		return fmt.Errorf("door %s: the scenario in progress opens its doors", h)
	}
	cur, ok := m.doors[h]
	if !ok {
		return fmt.Errorf("door %s: no door there", h)
	}
	if cur == open {
		return nil
	}
	if !open {
		if id, ok := m.FigureAt(h); ok {
			return fmt.Errorf("close door %s: %s stands in it", h, id)
		}
	}
	m.doors[h] = open
	geo, err := buildMap(&m.scen, m.doors)
	if err != nil {
		m.doors[h] = cur
		return fmt.Errorf("door %s: %w", h, err)
	}
	m.geo = geo
	m.notify(ChangeMap)
	return nil
}

// ToggleDoor opens a closed door on h or closes an open one, and returns
// whether it is open now.
func (m *Model) ToggleDoor(h hexgrid.Hex) (bool, error) {
	_, open := m.Door(h)
	if err := m.SetDoor(h, !open); err != nil {
		return open, err
	}
	return !open, nil
}

// Figures returns the figures in the order they were placed.
func (m *Model) Figures() []Figure {
	out := make([]Figure, len(m.figures))
	copy(out, m.figures)
	return out
}

// Figure returns the figure with ID id.
func (m *Model) Figure(id string) (Figure, bool) {
	for _, f := range m.figures {
		if f.ID == id {
			return f, true
		}
	}
	return Figure{}, false
}

// FigureAt returns the ID of the figure on h.
func (m *Model) FigureAt(h hexgrid.Hex) (string, bool) {
	for _, f := range m.figures {
		if f.At == h {
			return f.ID, true
		}
	}
	return "", false
}

// standable says why no figure may stand on h (nil when one may, if free).
func (m *Model) standable(h hexgrid.Hex) error {
	switch {
	case m.geo == nil || !m.geo.Contains(h):
		return fmt.Errorf("%s is not on the map", h)
	case m.Obstacle(h):
		return fmt.Errorf("%s holds an obstacle", h)
	case m.geo.IsClosed(h):
		return fmt.Errorf("%s is a closed door", h)
	}
	return nil
}

func (m *Model) checkFigures(fs []Figure) error {
	ids := map[string]bool{}
	at := map[hexgrid.Hex]string{}
	for i, f := range fs {
		if f.ID == "" {
			return fmt.Errorf("figures[%d]: empty ID", i)
		}
		if ids[f.ID] {
			return fmt.Errorf("figures[%d]: ID %q used twice", i, f.ID)
		}
		ids[f.ID] = true
		if f.Side != engine.SideParty && f.Side != engine.SideMonsters {
			return fmt.Errorf("figures[%d] %s: unknown side %q", i, f.ID, f.Side)
		}
		if err := m.standable(f.At); err != nil {
			return fmt.Errorf("figures[%d] %s: %w", i, f.ID, err)
		}
		if other, ok := at[f.At]; ok {
			return fmt.Errorf("figures[%d] %s: %s already stands on %s", i, f.ID, other, f.At)
		}
		at[f.At] = f.ID
	}
	return nil
}

// SetFigures replaces every figure (for example by FiguresFromEngine of the
// scenario being played). It fails, changing nothing, when two figures share
// an ID or a hex, or one stands off the map, on an obstacle or in a closed
// door.
func (m *Model) SetFigures(fs []Figure) error {
	if err := m.checkFigures(fs); err != nil {
		return fmt.Errorf("set figures: %w", err)
	}
	m.figures = append([]Figure(nil), fs...)
	if _, ok := m.Selected(); !ok {
		m.selected = ""
	}
	m.notify(ChangeFigures | ChangeOverlay)
	return nil
}

// SetFromEngine shows the scenario being played: from now on the map, its
// terrain and doors are read from s, and the model shows s's figures
// standing on the map and its money tokens as they are now (call it again
// after every change of s). The engine is the judge of where figures may
// stand: they are shown as s has them, with no check of the model's own.
// The title and orientation stay those of the file set by SetScenario or
// SetMap. SetScenario or SetMap end it.
func (m *Model) SetFromEngine(s *engine.Scenario) error {
	if s == nil {
		return errors.New("set from engine: no scenario")
	}
	change := ChangeFigures | ChangeOverlay
	if m.eng != s || m.geo != s.Map() {
		change |= ChangeMap // another scenario, or a door opened
	}
	m.eng, m.geo = s, s.Map()
	m.figures = FiguresFromEngine(s.Figures())
	m.money = map[hexgrid.Hex]int{}
	for _, h := range s.MoneyHexes() {
		m.money[h] = s.Money(h)
	}
	if _, ok := m.Selected(); !ok {
		m.selected = ""
	}
	m.notify(change)
	return nil
}

// Engine returns the scenario in progress the model shows (see
// SetFromEngine), or nil for a preview.
func (m *Model) Engine() *engine.Scenario { return m.eng }

// PlaceFigure adds a figure on a free hex.
func (m *Model) PlaceFigure(f Figure) error {
	fs := append(m.Figures(), f)
	if err := m.checkFigures(fs); err != nil {
		return fmt.Errorf("place %s: %w", f.ID, err)
	}
	m.figures = fs
	m.notify(ChangeFigures | ChangeOverlay)
	return nil
}

// UpdateFigure replaces the figure with f's ID by f (hit points, conditions,
// hex).
func (m *Model) UpdateFigure(f Figure) error {
	fs := m.Figures()
	for i := range fs {
		if fs[i].ID == f.ID {
			fs[i] = f
			if err := m.checkFigures(fs); err != nil {
				return fmt.Errorf("update %s: %w", f.ID, err)
			}
			m.figures = fs
			m.notify(ChangeFigures | ChangeOverlay)
			return nil
		}
	}
	return fmt.Errorf("update %s: no such figure", f.ID)
}

// MoveFigure moves figure id to the free hex to.
func (m *Model) MoveFigure(id string, to hexgrid.Hex) error {
	f, ok := m.Figure(id)
	if !ok {
		return fmt.Errorf("move %s: no such figure", id)
	}
	f.At = to
	if err := m.UpdateFigure(f); err != nil {
		return fmt.Errorf("move %s to %s: %w", id, to, errors.Unwrap(err))
	}
	return nil
}

// RemoveFigure takes figure id off the map and reports whether it was there.
func (m *Model) RemoveFigure(id string) bool {
	for i, f := range m.figures {
		if f.ID == id {
			m.figures = append(m.figures[:i:i], m.figures[i+1:]...)
			if m.selected == id {
				m.selected = ""
			}
			m.notify(ChangeFigures | ChangeOverlay)
			return true
		}
	}
	return false
}

// NewStandee places a new monster standee of the given type on h with the
// lowest standee number that type does not use yet, and returns it.
func (m *Model) NewStandee(monsterType string, elite bool, h hexgrid.Hex) (Figure, error) {
	used := map[int]bool{}
	for _, f := range m.figures {
		if f.Kind == engine.KindMonster && f.Name == monsterType {
			used[f.Standee] = true
		}
	}
	n := 1
	for used[n] {
		n++
	}
	f := Figure{ID: engine.MonsterID(monsterType, n), Name: monsterType,
		Kind: engine.KindMonster, Side: engine.SideMonsters, Standee: n, Elite: elite, At: h}
	return f, m.PlaceFigure(f)
}

// Money returns the number of money tokens on h.
func (m *Model) Money(h hexgrid.Hex) int { return m.money[h] }

// MoneyHexes returns the hexes with money tokens, in reading order.
func (m *Model) MoneyHexes() []hexgrid.Hex { return sortedKeys(m.money) }

// AddMoney puts n more money tokens on map hex h.
func (m *Model) AddMoney(h hexgrid.Hex, n int) error {
	if m.geo == nil || !m.geo.Contains(h) {
		return fmt.Errorf("add money: %s is not on the map", h)
	}
	if n <= 0 {
		return fmt.Errorf("add money on %s: count %d is not positive", h, n)
	}
	m.money[h] += n
	m.notify(ChangeFigures)
	return nil
}

// TakeMoney removes the money tokens on h and returns how many there were.
func (m *Model) TakeMoney(h hexgrid.Hex) int {
	n := m.money[h]
	if n > 0 {
		delete(m.money, h)
		m.notify(ChangeFigures)
	}
	return n
}

// MoveMoney moves the money tokens on from to the map hex to.
func (m *Model) MoveMoney(from, to hexgrid.Hex) error {
	n := m.money[from]
	if n == 0 {
		return fmt.Errorf("move money: no token on %s", from)
	}
	if m.geo == nil || !m.geo.Contains(to) {
		return fmt.Errorf("move money: %s is not on the map", to)
	}
	if from == to {
		return nil
	}
	delete(m.money, from)
	m.money[to] += n
	m.notify(ChangeFigures)
	return nil
}

// SetMoney replaces every money token (for example by the hexes of the
// scenario being played): count per hex.
func (m *Model) SetMoney(tokens map[hexgrid.Hex]int) error {
	for h, n := range tokens {
		if m.geo == nil || !m.geo.Contains(h) || n < 0 {
			return fmt.Errorf("set money: %d tokens on %s", n, h)
		}
	}
	m.money = map[hexgrid.Hex]int{}
	for h, n := range tokens {
		if n > 0 {
			m.money[h] = n
		}
	}
	m.notify(ChangeFigures)
	return nil
}

// Select selects the figure with ID id (the attacker of the template, the
// source of the sight overlay); "" clears the selection.
func (m *Model) Select(id string) error {
	if id != "" {
		if _, ok := m.Figure(id); !ok {
			return fmt.Errorf("select %s: no such figure", id)
		}
	}
	if id == m.selected {
		return nil
	}
	m.selected = id
	m.board = nil
	m.pinned = false
	m.place()
	m.notify(ChangeOverlay)
	return nil
}

// Selected returns the selected figure.
func (m *Model) Selected() (Figure, bool) {
	if m.selected == "" {
		return Figure{}, false
	}
	return m.Figure(m.selected)
}

// SetHover records the hex under the mouse (ok false: none). A ranged
// template follows it.
func (m *Model) SetHover(h hexgrid.Hex, ok bool) {
	if h == m.hover && ok == m.hoverOK {
		return
	}
	m.hover, m.hoverOK = h, ok
	m.pinned = false
	m.place()
	m.notify(ChangeOverlay)
}

// Hover returns the hex under the mouse.
func (m *Model) Hover() (hexgrid.Hex, bool) { return m.hover, m.hoverOK }

// Sight returns the visibility field and the distances from the selected
// figure's hex.
func (m *Model) Sight() (hexgrid.Visibility, hexgrid.Distances, bool) {
	f, ok := m.Selected()
	if !ok || m.geo == nil {
		return hexgrid.Visibility{}, hexgrid.Distances{}, false
	}
	return m.SightFrom(f.At)
}

// SightFrom returns the visibility field and the distances from h (the last
// one asked for is kept).
func (m *Model) SightFrom(h hexgrid.Hex) (hexgrid.Visibility, hexgrid.Distances, bool) {
	if m.geo == nil || !m.geo.Contains(h) {
		return hexgrid.Visibility{}, hexgrid.Distances{}, false
	}
	if !m.sightOK || m.sightAt != h {
		m.vis = m.geo.Visibility(h)
		m.dist = m.geo.Distances(h)
		m.sightAt, m.sightOK = h, true
	}
	return m.vis, m.dist, true
}

// Templates returns the templates on offer.
func (m *Model) Templates() []AreaTemplate { return append([]AreaTemplate(nil), m.templates...) }

// AddTemplate offers one more template and returns its index.
func (m *Model) AddTemplate(t AreaTemplate) int {
	m.templates = append(m.templates, t)
	return len(m.templates) - 1
}

// SetTemplate chooses template i of Templates (-1: none), placed with no
// turn and no mirror.
func (m *Model) SetTemplate(i int) error {
	if i < -1 || i >= len(m.templates) {
		return fmt.Errorf("template %d: only %d on offer", i, len(m.templates))
	}
	m.tmpl = i
	m.placement = hexgrid.Placement{At: m.placement.At}
	m.pinned = false
	m.board = nil
	m.place()
	m.notify(ChangeOverlay)
	return nil
}

// NextTemplate chooses the next template (step 1) or the one before (step
// -1), passing through "none".
func (m *Model) NextTemplate(step int) {
	n := len(m.templates) + 1
	i := ((m.tmpl+1+step)%n + n) % n
	_ = m.SetTemplate(i - 1)
}

// Template returns the chosen template.
func (m *Model) Template() (AreaTemplate, bool) {
	if m.tmpl < 0 {
		return AreaTemplate{}, false
	}
	return m.templates[m.tmpl], true
}

// SetRange sets the attack range of the chosen ranged template (at least 1).
func (m *Model) SetRange(n int) {
	if m.tmpl < 0 || n < 1 || m.templates[m.tmpl].Range == n {
		return
	}
	m.templates[m.tmpl].Range = n
	m.board = nil
	m.notify(ChangeOverlay)
}

// Placement returns the placement of the chosen template.
func (m *Model) Placement() hexgrid.Placement { return m.placement }

// SetPlacement places the chosen template at p; it stays there until the
// hovered hex changes.
func (m *Model) SetPlacement(p hexgrid.Placement) {
	m.placement = p
	m.pinned = true
	m.notify(ChangeOverlay)
}

// Rotate turns the template by turns steps of 60° (see hexgrid.Hex.Rotate).
func (m *Model) Rotate(turns int) {
	m.placement.Rotation = ((m.placement.Rotation+turns)%6 + 6) % 6
	m.notify(ChangeOverlay)
}

// Mirror mirrors the template.
func (m *Model) Mirror() {
	m.placement.Mirror = !m.placement.Mirror
	m.notify(ChangeOverlay)
}

// place puts the template where it belongs: a melee template on the
// selected attacker, a ranged one (or a melee one with no attacker) on the
// hovered hex.
func (m *Model) place() {
	t, ok := m.Template()
	if !ok || m.pinned {
		return
	}
	if f, sel := m.Selected(); sel && t.Shape.Self {
		m.placement.At = f.At
	} else if m.hoverOK {
		m.placement.At = m.hover
	}
}

// standings are the figures as area targeting sees them: invisible enemies
// of the attacker are left out, as they cannot be targeted.
func (m *Model) standings() []engine.Standing {
	att, _ := m.Selected()
	out := make([]engine.Standing, 0, len(m.figures))
	for _, f := range m.figures {
		if f.Side != att.Side && hasCondition(f, engine.Invisible) {
			continue
		}
		out = append(out, engine.Standing{ID: f.ID, Side: f.Side, At: f.At})
	}
	return out
}

func hasCondition(f Figure, k engine.EffectKind) bool {
	for _, c := range f.Conditions {
		if c == k {
			return true
		}
	}
	return false
}

func (m *Model) areaBoard() (*engine.AreaBoard, error) {
	t, ok := m.Template()
	if !ok || m.selected == "" || m.geo == nil {
		return nil, errors.New("no template or no attacker")
	}
	if m.board == nil && m.boardErr == nil {
		m.board, m.boardErr = engine.NewAreaBoard(m.geo, m.standings(), m.selected, t.Range)
	}
	return m.board, m.boardErr
}

// Area returns what the chosen template does where it is placed; false when
// no template is chosen.
func (m *Model) Area() (AreaView, bool) {
	t, ok := m.Template()
	if !ok {
		return AreaView{}, false
	}
	v := AreaView{Template: t, Hexes: t.Shape.Place(m.placement)}
	if t.Shape.Self {
		v.Grey, v.HasGrey = m.placement.At, true
	}
	if b, err := m.areaBoard(); err == nil {
		v.Attacker = m.selected
		v.Result = b.Resolve(t.Shape, m.placement)
	}
	return v, true
}

// Best moves the chosen template to the valid placement that targets the
// most enemies (ties: the fewest allies in the area; see
// engine.AreaBoard.Best) and returns it; false when there is none (or no
// template or attacker).
func (m *Model) Best() (engine.AreaResult, bool) {
	t, ok := m.Template()
	if !ok {
		return engine.AreaResult{}, false
	}
	b, err := m.areaBoard()
	if err != nil {
		return engine.AreaResult{}, false
	}
	r, ok := b.Best(t.Shape)
	if !ok {
		return r, false
	}
	m.SetPlacement(r.Placement)
	return r, true
}
