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
	"slices"
	"sort"
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/ui/names"
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
	// Title is how every screen names the figure ("Cave Rat 2").
	Title string
	Kind  engine.FigureKind
	Side  engine.Side
	// Standee is a monster's standee number; Elite marks an elite monster.
	Standee int
	Elite   bool
	// Short is a monster type's letters on its standees ("CR"), different
	// for every type in the scenario; Tint picks the type's colour (the
	// n-th monster type of the scenario).
	Short string
	Tint  int
	// HP and MaxHP are its hit points; no bar is drawn when MaxHP is 0.
	HP, MaxHP int
	// Shield is its shield against an attack: its own and its shield
	// bonuses.
	Shield int
	// Retaliate is its retaliate, its own and its bonuses' (a drawn
	// ability card's), summed by the range it reaches, nearest first; nil
	// when it has none.
	Retaliate []Retaliate
	// Conditions are the conditions on it, in notation order.
	Conditions []modifier.EffectKind
	At         hexgrid.Hex
	// Notes are a monster's rules of its own, as its stat card says them
	// ("Attackers gain disadvantage", a boss's immunities and specials in
	// words), for the players to carry out.
	Notes string
}

// Retaliate is a retaliate of Value against attackers up to Range hexes
// away (engine.Figure.Retaliations).
type Retaliate = engine.RetaliateReach

// Label returns the short text drawn on a figure that is not a monster
// standee: the first two letters of its name (or ID). A standee shows its
// type's letters (Short) over its number.
func (f Figure) Label() string {
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

// standee reports whether f is drawn as a monster standee (type letters
// over a number).
func (f Figure) standee() bool { return f.Kind == engine.KindMonster && f.Standee > 0 }

// FiguresFromEngine converts the figures of an engine scenario that stand on
// the map (dead and exhausted figures are left out). Monster types get their
// letters and colour in the order they first appear among fs, fallen
// monsters counted, so a type keeps its colour while its standees fall.
func FiguresFromEngine(fs []engine.Figure) []Figure {
	var types []string
	for _, f := range fs {
		if f.Kind == engine.KindMonster && !slices.Contains(types, monsterType(f)) {
			types = append(types, monsterType(f))
		}
	}
	short := shortNames(types)
	var out []Figure
	for _, f := range fs {
		if !f.OnMap || !f.Alive() {
			continue
		}
		v := Figure{
			ID: f.ID, Name: f.Name, Title: names.Figure(f), Kind: f.Kind, Side: f.Side,
			Standee: f.Standee, Elite: f.Elite,
			HP: f.HP, MaxHP: f.MaxHP, Shield: f.ShieldTotal(), Retaliate: f.Retaliates(),
			Conditions: f.Conditions.List(), At: f.At,
		}
		if f.Kind == engine.KindMonster {
			v.Name = monsterType(f)
			v.Short = short[v.Name]
			v.Tint = slices.Index(types, v.Name)
		}
		out = append(out, v)
	}
	return out
}

func monsterType(f engine.Figure) string {
	if f.MonsterType != "" {
		return f.MonsterType
	}
	return f.Name
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

// Model is the state of the map screen: the engine scenario it shows, and
// the view state around it (the selected figure, the hovered hex, the area
// template with its placement).
//
// The table itself (the map, its terrain and doors, the figures and money
// tokens) is read from the engine's scenario, never kept here. It is either
// the scenario being played (SetFromEngine), which changes only through an
// Editor, or a preview (SetScenario): an engine scenario of the model's own,
// loaded from a scenario file, which the screen's edits change by the same
// engine actions.
type Model struct {
	// eng is the scenario shown (nil: no map); own is true when it is the
	// model's own preview.
	eng *engine.Scenario
	own bool
	// shown is eng's map as last shown (the engine makes a new one when a
	// door opens); players is the part of it the players see (see
	// PlayersMap), made for playersOf.
	shown, players, playersOf *hexgrid.Map
	// terrainShown is eng's terrain as last shown (terrainOf).
	terrainShown string

	// figures are eng's figures on the map as the screen shows them, read
	// again at every change of eng (see show); hidden are the monsters
	// waiting in rooms not yet revealed.
	figures []Figure
	hidden  []Figure
	// showWaiting: the main map draws the hidden ones, dimmed.
	showWaiting bool
	byID        map[string]int

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

	// turn is the monster's turn shown (nil: none) for the selected monster,
	// solved by the engine from request: what of it is left after the
	// moves and attacks the table carried out is the scenario's own
	// (engine.Scenario.TurnProgress, MonsterTurnLeft), and undoes with
	// them. request is the move and attack asked for in the toolbar (the
	// card's, or the players' own): the table never changes it. choice is
	// the resolution shown of the turn's choices.
	turn    *monsterturn.Turn
	request monsterturn.Action
	// turnStale marks a turn shown whose table has changed since it was
	// solved: a memo of the engine's answer, solved again when next read
	// (shownTurn), once however many changes came and whatever reads it.
	// solved counts the turns solved (TurnsSolved).
	turnStale bool
	solved    int
	// turnAttack is the shown turn's attack (value, pierce, effects), when
	// known: the turn then tells each target's odds.
	turnAttack *modifier.Attack
	choice     int

	editor Editor // carries out the screen's edits; nil: on the preview
	// teleport is a card's teleport waiting for its hex (SetTeleport).
	teleport *engine.TeleportForCard
	// monsters are the stats a preview is placed with; nil: PreviewMonsters.
	monsters engine.MonsterTable
	sightAt  hexgrid.Hex
	sightOK  bool
	vis      hexgrid.Visibility
	dist     hexgrid.Distances
}

// NewModel returns a model with no map, no figures and the built-in template
// library (no template chosen).
func NewModel() *Model {
	return &Model{
		templates: Library(),
		tmpl:      -1,
		listeners: map[int]func(Change){},
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

// PreviewMonsters are the monster stats a preview places its monsters with
// when the model has none of its own (see SetMonsters).
var PreviewMonsters = engine.SampleMonsters

// SetMonsters sets the monster stats SetScenario places a preview's
// monsters with: those of the data packs in use. nil: PreviewMonsters.
func (m *Model) SetMonsters(t engine.MonsterTable) { m.monsters = t }

// Monsters returns the monster stats a preview is placed with.
func (m *Model) Monsters() engine.MonsterTable {
	if m.monsters == nil {
		return PreviewMonsters
	}
	return m.monsters
}

// SetScenario shows a preview of the scenario file s: an engine scenario of
// the model's own (engine.LoadPreview), with the monsters the file places,
// no money tokens and nothing selected. The screen's edits change it, with
// the same engine actions as a scenario being played. When the file names
// monster types Monsters lacks, the map is shown without them and the
// *engine.UnknownMonstersError is returned.
func (m *Model) SetScenario(s *scenariofile.File) error {
	scn, err := engine.LoadPreview(s, m.Monsters())
	var unknown *engine.UnknownMonstersError
	if scn == nil {
		return fmt.Errorf("set scenario: %w", err)
	}
	if err != nil && !errors.As(err, &unknown) {
		return fmt.Errorf("set scenario: %w", err)
	}
	m.ShowPreview(scn)
	if unknown != nil {
		return fmt.Errorf("set scenario %q: %w", s.Title, unknown)
	}
	return nil
}

// ShowPreview shows s as a preview of the model's own, with nothing
// selected: the screen's edits change s (when no Editor is set).
func (m *Model) ShowPreview(s *engine.Scenario) {
	m.selected = ""
	m.hoverOK = false
	m.show(s, true, ChangeMap|ChangeFigures|ChangeOverlay)
}

// SetFromEngine shows the scenario being played: the map, its terrain and
// doors, its figures standing on the map and its money tokens, as s has
// them. Call it again after every change of s. The screen's edits of it go
// through the Editor (SetEditor); without one they are refused.
func (m *Model) SetFromEngine(s *engine.Scenario) error {
	if s == nil {
		return errors.New("set from engine: no scenario")
	}
	m.show(s, false, m.changeTo(s))
	return nil
}

// changeTo returns what changes when s is shown again or instead.
func (m *Model) changeTo(s *engine.Scenario) Change {
	change := ChangeFigures | ChangeOverlay
	if m.eng != s || m.shown != s.Map() {
		change |= ChangeMap // another scenario, or a door opened
	}
	return change
}

// terrainOf is the terrain of s as text, with the rooms revealed, to tell
// a change of it (a trap a monster's card laid, a trap sprung, a room a
// trigger revealed: its trigger is no longer drawn) that leaves the map
// itself as it was.
func terrainOf(s *engine.Scenario) string {
	var b strings.Builder
	for _, k := range []engine.TerrainKind{engine.TerrainObstacle, engine.TerrainTrap, engine.TerrainHazardous, engine.TerrainDifficult} {
		fmt.Fprintf(&b, "%d:%v;", k, s.TerrainHexes(k))
	}
	for _, r := range s.Rooms() {
		fmt.Fprintf(&b, "%t", r.Revealed)
	}
	return b.String()
}

// show makes s the scenario shown and reads its figures. A change of its
// terrain is a change of the map: every window draws it at once (the
// players' window too).
func (m *Model) show(s *engine.Scenario, own bool, change Change) {
	if t := terrainOf(s); t != m.terrainShown {
		m.terrainShown = t
		change |= ChangeMap
	}
	m.eng, m.own, m.shown = s, own, s.Map()
	waiting := s.Hidden()
	all := FiguresFromEngine(append(s.Figures(), waiting...)) // one colour per type for both
	for i := range all {
		if f := &all[i]; f.Kind == engine.KindMonster {
			if st, ok := s.MonsterStatCard(f.Name, f.Elite); ok {
				f.Notes = st.Notes
			}
		}
	}
	m.figures, m.hidden = all[:len(all)-len(waiting)], all[len(all)-len(waiting):]
	m.byID = make(map[string]int, len(m.figures))
	for i, f := range m.figures {
		m.byID[f.ID] = i
	}
	if m.turn != nil {
		m.turnStale = true // the table changed: the monster's turn again, when read
	}
	if f, ok := m.Selected(); !ok {
		m.selected = ""
	} else if t, ok := m.Template(); ok && t.Shape.Self && m.placement.At != f.At {
		// A melee template goes with its attacker, turned as it was.
		m.placement.At = f.At
		m.board = nil
	}
	m.notify(change)
}

// Engine returns the scenario the model shows: the one being played (see
// SetFromEngine), the model's own preview (see SetScenario), or nil.
func (m *Model) Engine() *engine.Scenario { return m.eng }

// Preview reports whether the model shows a preview of its own.
func (m *Model) Preview() bool { return m.own }

func (m *Model) geo() *hexgrid.Map {
	if m.eng == nil {
		return nil
	}
	return m.eng.Map()
}

// Map returns the geometry of the map as it is now (closed doors walled
// off), or nil when no map is set.
func (m *Model) Map() *hexgrid.Map { return m.geo() }

// Title returns the scenario's title.
func (m *Model) Title() string {
	if m.eng == nil {
		return ""
	}
	return m.eng.Name()
}

// Orientation returns how the map is drawn.
func (m *Model) Orientation() hexgrid.Orientation {
	if m.eng == nil {
		return hexgrid.PointyTop
	}
	return m.eng.Orientation()
}

func (m *Model) terrain(h hexgrid.Hex, k engine.TerrainKind) bool {
	return m.eng != nil && m.eng.Terrain(h) == k
}

// Obstacle reports whether h holds an obstacle.
func (m *Model) Obstacle(h hexgrid.Hex) bool { return m.terrain(h, engine.TerrainObstacle) }

// Trap reports whether h holds a trap.
func (m *Model) Trap(h hexgrid.Hex) bool { return m.terrain(h, engine.TerrainTrap) }

// Hazardous reports whether h is hazardous terrain.
func (m *Model) Hazardous(h hexgrid.Hex) bool { return m.terrain(h, engine.TerrainHazardous) }

// Difficult reports whether h is difficult terrain.
func (m *Model) Difficult(h hexgrid.Hex) bool { return m.terrain(h, engine.TerrainDifficult) }

// Start reports whether h is a starting position.
func (m *Model) Start(h hexgrid.Hex) bool { return m.eng != nil && m.eng.IsStart(h) }

// Door reports whether h holds a door and whether it is open.
func (m *Model) Door(h hexgrid.Hex) (door, open bool) {
	if m.eng == nil {
		return false, false
	}
	d, ok := m.eng.Door(h)
	return ok, d.Open
}

// TriggerRooms returns the rooms a trigger on h reveals when fired (a
// pressure plate, an altar; see engine.Scenario.TriggerRooms).
func (m *Model) TriggerRooms(h hexgrid.Hex) []string {
	if m.eng == nil {
		return nil
	}
	return m.eng.TriggerRooms(h)
}

// Revealed reports whether the players see h (see engine.Scenario.Revealed).
func (m *Model) Revealed(h hexgrid.Hex) bool { return m.eng != nil && m.eng.Revealed(h) }

// Hidden returns the monsters waiting in rooms not yet revealed, where they
// will stand.
func (m *Model) Hidden() []Figure { return slices.Clone(m.hidden) }

// ShowWaiting chooses whether the main map draws the monsters waiting in
// rooms not yet revealed, dimmed (the game master may want them; off by
// default, as players see the screen too). The players' window never does.
func (m *Model) ShowWaiting(on bool) {
	if m.showWaiting != on {
		m.showWaiting = on
		m.notify(ChangeFigures)
	}
}

// ShowsWaiting reports what ShowWaiting chose.
func (m *Model) ShowsWaiting() bool { return m.showWaiting }

// PlayersMap returns the map as the players see it: the revealed hexes
// (see Revealed) with the thin walls and closed doors among them; the whole
// map when no room is hidden; nil when no map is set.
func (m *Model) PlayersMap() *hexgrid.Map {
	g := m.geo()
	if g == nil || m.playersOf == g {
		return m.players
	}
	m.players, m.playersOf = g, g
	spec := hexgrid.MapSpec{Sight: g.Sight()}
	for _, h := range g.Hexes() {
		if m.eng.Revealed(h) {
			spec.Hexes = append(spec.Hexes, h)
		}
	}
	if len(spec.Hexes) == len(g.Hexes()) {
		return g
	}
	for _, e := range g.ThinWalls() {
		if a, b := e.Hexes(); m.eng.Revealed(a) && m.eng.Revealed(b) {
			spec.Walls = append(spec.Walls, e)
		}
	}
	for _, h := range g.Closed() {
		if m.eng.Revealed(h) {
			spec.Closed = append(spec.Closed, h)
		}
	}
	if p, err := hexgrid.NewMap(spec); err == nil {
		m.players = p
	}
	return m.players
}

// Figures returns the figures standing on the map, in the order they were
// placed.
func (m *Model) Figures() []Figure {
	out := make([]Figure, len(m.figures))
	copy(out, m.figures)
	return out
}

// Figure returns the figure with ID id, if it stands on the map.
func (m *Model) Figure(id string) (Figure, bool) {
	i, ok := m.byID[id]
	if !ok {
		return Figure{}, false
	}
	return m.figures[i], true
}

// FigureAt returns the ID of the figure on h.
func (m *Model) FigureAt(h hexgrid.Hex) (string, bool) {
	if m.eng == nil {
		return "", false
	}
	return m.eng.FigureAt(h)
}

// Money returns the number of money tokens on h.
func (m *Model) Money(h hexgrid.Hex) int {
	if m.eng == nil {
		return 0
	}
	return m.eng.Money(h)
}

// MoneyHexes returns the hexes with money tokens, in reading order.
func (m *Model) MoneyHexes() []hexgrid.Hex {
	if m.eng == nil {
		return nil
	}
	return m.eng.MoneyHexes()
}

// ShowMonsterTurn works out the turn of the selected monster with action a
// (its move and attack: engine.Scenario.MonsterTurn) and shows it: the path
// to its destination, its targets, which of them at disadvantage. It
// follows the table until the selection changes or ClearMonsterTurn.
func (m *Model) ShowMonsterTurn(a monsterturn.Action) error {
	f, ok := m.Selected()
	if !ok || f.Kind != engine.KindMonster || m.eng == nil {
		return errors.New("select a monster first")
	}
	if m.turn != nil && !m.turnStale && sameAction(m.request, a) && m.turn.Monster == f.ID {
		m.notify(ChangeOverlay) // the same turn, already worked out for this table
		return nil
	}
	m.request = a
	m.turn = &monsterturn.Turn{}
	m.choice = 0
	if err := m.solveTurn(); err != nil {
		return err
	}
	m.notify(ChangeOverlay)
	return nil
}

// sameAction reports whether a and b are the same move and attack, their
// area templates compared by value.
func sameAction(a, b monsterturn.Action) bool {
	ta, tb := a.Area, b.Area
	a.Area, b.Area = nil, nil
	if a != b || (ta == nil) != (tb == nil) {
		return false
	}
	return ta == nil || ta.Self == tb.Self && slices.Equal(ta.Hexes, tb.Hexes)
}

// solveTurn works the shown turn out again; on failure it is cleared.
func (m *Model) solveTurn() error {
	m.turnStale = false
	f, ok := m.Selected()
	if !ok || m.eng == nil {
		m.turn = nil
		return errors.New("select a monster first")
	}
	if m.turnIdle(f.ID) {
		// No move and no attack left: nothing to work out, nothing to draw.
		m.turn, m.choice = &monsterturn.Turn{Monster: f.ID, Start: f.At}, 0
		return nil
	}
	m.solved++
	t, err := m.eng.MonsterTurnLeft(f.ID, m.request)
	if err != nil {
		m.turn = nil
		return err
	}
	m.turn = &t
	if m.choice >= len(t.Choices) {
		m.choice = 0
	}
	return nil
}

// shownTurn is the monster's turn shown (nil: none), worked out again
// first when the table changed since (turnStale).
func (m *Model) shownTurn() *monsterturn.Turn {
	if m.turn != nil && m.turnStale {
		_ = m.solveTurn() // a turn that cannot be worked out any more is no longer shown
	}
	return m.turn
}

// TurnIdle reports whether the monster's turn shown has neither a move nor
// an attack left (its card has none, or the table carried them out): it
// neither moves nor attacks, and has no choice to show.
func (m *Model) TurnIdle() bool {
	return m.turn != nil && m.turnIdle(m.turn.Monster)
}

// TurnDone reports whether the monster's turn shown is idle because the
// table carried out its move and attack (engine.Scenario.TurnProgress),
// not because its card has none.
func (m *Model) TurnDone() bool {
	if !m.TurnIdle() || m.eng == nil {
		return false
	}
	p := m.eng.TurnProgress(m.turn.Monster)
	return p.Moves() || len(p.Attacked) > 0
}

// turnIdle reports whether nothing is left of the request for monster id.
func (m *Model) turnIdle(id string) bool {
	left := m.request
	if m.eng != nil {
		left = m.eng.TurnLeft(id, m.request)
	}
	return left.Move == 0 && left.Targets == 0
}

// MoveShown is the move along the path of the turn's choice shown, as an
// engine action (traps and hazardous terrain on the way do their damage;
// the engine bounds it by the monster's move), and false when no turn is
// shown.
func (m *Model) MoveShown() (engine.MoveAlong, bool) {
	t := m.shownTurn()
	if t == nil || m.choice >= len(t.Choices) {
		return engine.MoveAlong{}, false
	}
	return engine.MoveAlong{Figure: t.Monster, Path: slices.Clone(t.Choices[m.choice].Path), Jump: m.request.Jump, Flying: m.request.Flying}, true
}

// TurnsSolved counts the monster's turns worked out so far, for the tests
// that check a change works a turn out once.
func (m *Model) TurnsSolved() int { return m.solved }

// SetTurnAttack gives the attack of the monster's turn shown (from its
// card: its value, pierce and effects), so that the turn tells the odds of
// each target; nil when it is not known.
func (m *Model) SetTurnAttack(a *modifier.Attack) {
	m.turnAttack = a
	m.notify(ChangeOverlay)
}

// TurnOdds returns the odds of the shown turn's attack on target from the
// hex the shown choice ends on; false when the attack is not known.
func (m *Model) TurnOdds(target string) (modifier.Distribution, bool) {
	t := m.shownTurn()
	if t == nil || m.turnAttack == nil || m.eng == nil || m.choice >= len(t.Choices) {
		return modifier.Distribution{}, false
	}
	a := engine.TurnAttack(*m.turnAttack, m.request)
	d, err := m.eng.AttackOddsFrom(t.Monster, t.Choices[m.choice].To, a, target)
	return d, err == nil
}

// MonsterTurn returns the monster's turn shown and the index of the choice
// shown.
func (m *Model) MonsterTurn() (monsterturn.Turn, int, bool) {
	t := m.shownTurn()
	if t == nil {
		return monsterturn.Turn{}, 0, false
	}
	return *t, m.choice, true
}

// NextChoice shows the next of the turn's choices (the players choose
// among them where the rules leave it to them).
func (m *Model) NextChoice() {
	t := m.shownTurn()
	if t == nil || len(t.Choices) < 2 {
		return
	}
	m.choice = (m.choice + 1) % len(t.Choices)
	m.notify(ChangeOverlay)
}

// ChooseAt shows the choice of the monster's turn that ends on h, when
// another than the one shown does (the players click a destination); it
// reports whether it did.
func (m *Model) ChooseAt(h hexgrid.Hex) bool {
	t := m.shownTurn()
	if t == nil || len(t.Choices) < 2 {
		return false
	}
	for i, c := range t.Choices {
		if c.To == h && i != m.choice {
			m.choice = i
			m.notify(ChangeOverlay)
			return true
		}
	}
	return false
}

// ClearMonsterTurn stops showing the monster's turn.
func (m *Model) ClearMonsterTurn() {
	if m.turn != nil {
		m.turn = nil
		m.notify(ChangeOverlay)
	}
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
	m.turn = nil
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
	if !ok {
		return hexgrid.Visibility{}, hexgrid.Distances{}, false
	}
	return m.SightFrom(f.At)
}

// SightFrom returns the visibility field and the distances from h (the last
// one asked for is kept).
func (m *Model) SightFrom(h hexgrid.Hex) (hexgrid.Visibility, hexgrid.Distances, bool) {
	g := m.geo()
	if g == nil || !g.Contains(h) {
		return hexgrid.Visibility{}, hexgrid.Distances{}, false
	}
	if !m.sightOK || m.sightAt != h {
		m.vis = g.Visibility(h)
		m.dist = g.Distances(h)
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

func (m *Model) areaBoard() (*engine.AreaBoard, error) {
	t, ok := m.Template()
	if !ok || m.selected == "" || m.eng == nil {
		return nil, errors.New("no template or no attacker")
	}
	if m.board == nil && m.boardErr == nil {
		m.board, m.boardErr = m.eng.AreaBoard(m.selected, t.Range)
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
