// Package scenariofile reads and writes scenario files: the hexes and walls
// of a scenario's map with its obstacles, traps, hazardous and difficult
// terrain, doors, starting positions and monster placements, as plain data.
// The engine builds a scenario from a File (engine.LoadScenario) and owns
// its terrain from then on. The format is described in
// docs/scenario-format.md; a few sample scenarios are built in.
//
// The scenario editor's changes to a File are here too, as values (Edit:
// HexEdit, LayerEdit, WallEdit, MonsterEdit, RoomEdit, StartRoomEdit,
// TitleEdit, OrientationEdit, a closed set) applied through the editor's
// History (engine/undo). Each keeps the file loadable but for its rooms
// (an erased hex takes what stood on it along; a hex holds at most one kind
// of terrain, door, start or monster), so that the map can be shown at
// every step, and Problem names what the loader still refuses.
package scenariofile

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/haventable/haventable/engine/excerpt"
	"github.com/haventable/haventable/engine/limitfile"
	"github.com/haventable/haventable/engine/strictjson"
	"github.com/haventable/haventable/hexgrid"
)

// MaxCoordinate bounds the absolute value of every coordinate in a file.
const MaxCoordinate = 512

// File is one scenario file as read: its map, terrain and monsters.
type File struct {
	Title       string
	Description string
	Orientation hexgrid.Orientation
	Hexes       []hexgrid.Hex
	// Walls are thin walls between two map hexes (the outline of the map is
	// a wall without being listed).
	Walls     []hexgrid.Edge
	Obstacles []hexgrid.Hex
	Traps     []hexgrid.Hex
	// Hazardous is hazardous terrain (optional in a file: files written
	// before it was a key have none).
	Hazardous []hexgrid.Hex
	Difficult []hexgrid.Hex
	Doors     []Door
	Starts    []hexgrid.Hex
	Monsters  []Monster
	// Rooms divide the map into parts revealed as a whole (optional: a file
	// without rooms is revealed at once). See Room.
	Rooms []Room
	// Money are the money tokens the scenario starts with (optional: a
	// file without the key has none). See Money.
	Money []Money
	// Treasures are the treasure chests on the map (optional: a file
	// without the key has none). See Treasure.
	Treasures []Treasure
	// WithoutMap marks a scenario played without a map ("without_map":
	// true, see without_map.go): its hexes are only places at the table,
	// one a figure, none next to another; the players judge range, focus
	// and paths.
	WithoutMap bool
	// Outlined names the map tiles laid out from their outlines (the
	// positions a layouts file places on them), not yet confirmed by the
	// group ("outlined": ["09-A"]; optional): drawing is as any map's, the
	// status line says so.
	Outlined []string
	// Triggers are the hexes whose use reveals a room that lies next to no
	// door (a pressure plate, an altar: "triggers": [{"at": [q, r], "room":
	// "5.3"}]; optional). See Trigger.
	Triggers []Trigger
}

// Trigger is a map hex that reveals room Room (by its name) when the
// players fire it, as the scenario's rules say (a pressure plate
// occupied, an altar destroyed): the OpenDoor action on At. It is no
// door: nothing on the map changes but the room revealed.
type Trigger struct {
	At   hexgrid.Hex
	Room string
}

// Room is a part of the map: its hexes are revealed together, the start
// room at the start and every other room when a door next to it opens.
// When a file has rooms, every map hex but the doors lies in exactly one
// room, and a door in at most one.
type Room struct {
	// Name is shown to the players ("Room 2" when the file gives none).
	Name  string
	Hexes []hexgrid.Hex
	// Start marks the one room revealed at the start, where the
	// characters' starting hexes lie.
	Start bool
}

// Equal reports whether r and o are the same room.
func (r Room) Equal(o Room) bool {
	return r.Name == o.Name && r.Start == o.Start && slices.Equal(r.Hexes, o.Hexes)
}

// Money is a pile of money tokens on a map hex at the start of the
// scenario, as plain data (the engine plays them: engine/scenario_money.go).
// At most one pile per hex; never on an obstacle or a closed door.
type Money struct {
	At    hexgrid.Hex
	Count int
}

// MaxMoneyCount is the most money tokens one hex of a file starts with.
const MaxMoneyCount = 20

// Treasure is a treasure chest on a map hex, as plain data (the engine
// plays it: engine/scenario_chest.go). Label is the treasure's number or
// name as the scenario's source gives it ("7", "goal"): the players look
// it up in their scenario book when the chest is opened; the file never
// holds what the treasure is. At most one chest per hex; never on an
// obstacle or a closed door.
type Treasure struct {
	At    hexgrid.Hex
	Label string
}

// UnnumberedTreasure is the label of a chest whose source gives no
// treasure number (a Frosthaven layout's): the players read the number
// printed on the scenario book's map.
const UnnumberedTreasure = "?"

// MaxTreasureLabel is the longest treasure label, in characters.
const MaxTreasureLabel = 40

// MaxRooms is the most rooms of a scenario file.
const MaxRooms = 100

// Presence is how a monster standee appears for a number of characters.
type Presence uint8

// The presences of a standee.
const (
	Absent Presence = iota
	Normal
	Elite
)

// String returns the presence as files spell it: "absent", "normal" or
// "elite".
func (p Presence) String() string {
	switch p {
	case Absent:
		return "absent"
	case Normal:
		return "normal"
	case Elite:
		return "elite"
	}
	return fmt.Sprintf("Presence(%d)", uint8(p))
}

// The numbers of characters a monster's presence is given for: 2, 3 and 4
// (fewer play as 2, more as 4).
const (
	MinPlayers = 2
	MaxPlayers = 4
)

// Clone returns a copy of f that shares nothing with it.
func (f *File) Clone() *File {
	if f == nil {
		return nil
	}
	c := *f
	c.Hexes = slices.Clone(f.Hexes)
	c.Walls = slices.Clone(f.Walls)
	c.Obstacles = slices.Clone(f.Obstacles)
	c.Traps = slices.Clone(f.Traps)
	c.Hazardous = slices.Clone(f.Hazardous)
	c.Difficult = slices.Clone(f.Difficult)
	c.Doors = slices.Clone(f.Doors)
	c.Starts = slices.Clone(f.Starts)
	c.Monsters = slices.Clone(f.Monsters)
	c.Money = slices.Clone(f.Money)
	c.Treasures = slices.Clone(f.Treasures)
	c.Outlined = slices.Clone(f.Outlined)
	c.Triggers = slices.Clone(f.Triggers)
	c.Rooms = nil
	for _, r := range f.Rooms {
		r.Hexes = slices.Clone(r.Hexes)
		c.Rooms = append(c.Rooms, r)
	}
	return &c
}

// Equal reports whether f and g hold the same file, field by field (an
// empty list equals a missing one). Two nil files are equal.
func (f *File) Equal(g *File) bool {
	if f == nil || g == nil {
		return f == g
	}
	return f.Title == g.Title && f.Description == g.Description && f.Orientation == g.Orientation && f.WithoutMap == g.WithoutMap &&
		slices.Equal(f.Hexes, g.Hexes) && slices.Equal(f.Walls, g.Walls) &&
		slices.Equal(f.Obstacles, g.Obstacles) && slices.Equal(f.Traps, g.Traps) &&
		slices.Equal(f.Hazardous, g.Hazardous) && slices.Equal(f.Difficult, g.Difficult) &&
		slices.Equal(f.Doors, g.Doors) && slices.Equal(f.Starts, g.Starts) &&
		slices.Equal(f.Monsters, g.Monsters) && slices.EqualFunc(f.Rooms, g.Rooms, Room.Equal) &&
		slices.Equal(f.Money, g.Money) && slices.Equal(f.Treasures, g.Treasures) &&
		slices.Equal(f.Outlined, g.Outlined) && slices.Equal(f.Triggers, g.Triggers)
}

// Door is a door on a map hex, open or closed.
type Door struct {
	At   hexgrid.Hex
	Open bool
}

// Monster is a monster standee placed on the map, as plain data.
type Monster struct {
	Type    string
	Standee int
	Elite   bool
	At      hexgrid.Hex
	// ByPlayers, when given, says how the standee appears with 2, 3 and 4
	// characters (index 0, 1 and 2); Elite is then false. Left at its zero
	// value (absent for all three), the standee appears for every number of
	// characters, elite as Elite says.
	ByPlayers [3]Presence
}

// ByPlayersGiven reports whether the standee's presence depends on the
// number of characters.
func (m Monster) ByPlayersGiven() bool { return m.ByPlayers != [3]Presence{} }

// For returns how the standee appears with n characters (n below 2 plays as
// 2, above 4 as 4).
func (m Monster) For(n int) Presence {
	if !m.ByPlayersGiven() {
		if m.Elite {
			return Elite
		}
		return Normal
	}
	return m.ByPlayers[min(max(n, MinPlayers), MaxPlayers)-MinPlayers]
}

// ByPlayersGiven reports whether some monster of the file depends on the
// number of characters.
func (s *File) ByPlayersGiven() bool {
	return slices.ContainsFunc(s.Monsters, Monster.ByPlayersGiven)
}

// RoomOf returns the index in Rooms of the room holding h.
func (s *File) RoomOf(h hexgrid.Hex) (int, bool) {
	for i, r := range s.Rooms {
		if slices.Contains(r.Hexes, h) {
			return i, true
		}
	}
	return 0, false
}

// Map builds the geometry of the scenario: its hexes and thin walls, with
// the closed doors walled off.
func (s *File) Map() (*hexgrid.Map, error) {
	spec := hexgrid.MapSpec{Hexes: s.Hexes, Walls: s.Walls}
	for _, d := range s.Doors {
		if !d.Open {
			spec.Closed = append(spec.Closed, d.At)
		}
	}
	m, err := hexgrid.NewMap(spec)
	if err != nil {
		return nil, fmt.Errorf("scenario %q: %w", s.Title, err)
	}
	return m, nil
}

// Layout returns a pixel layout in the scenario's orientation with the
// given hex size (centre to corner), the centre of [0,0] at the origin.
func (s *File) Layout(size float64) hexgrid.Layout {
	return hexgrid.Layout{Orientation: s.Orientation, Size: size}
}

// Load reads and checks the scenario file at path.
//
// Only a regular file of at most MaxFileSize bytes is read: a device, a
// pipe or a larger file is refused at once, naming the limit.
func Load(path string) (*File, error) {
	data, err := readLimited(path)
	if err != nil {
		return nil, fmt.Errorf("load scenario %s: %w", path, err)
	}
	s, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("load scenario %s: %w", path, err)
	}
	return s, nil
}

// Read reads a scenario file from r and parses it (Parse). It reads at
// most MaxFileSize bytes, and stops at the first text longer than any
// field holds (MaxDescription) or not valid UTF-8, naming the field.
func Read(r io.Reader) (*File, error) {
	data, err := io.ReadAll(strictjson.NewCheckedReader(io.LimitReader(r, MaxFileSize+1), MaxDescription))
	if err != nil {
		return nil, err
	}
	return Parse(data)
}

// Parse reads and checks a scenario file. A bad file gives an error naming
// the field and index at fault (for example `walls[3]: [2,1] and [4,1] are
// not neighbours`), or the line and column of a JSON syntax error.
func Parse(data []byte) (*File, error) {
	if len(data) > MaxFileSize {
		return nil, tooLarge("file", len(data), MaxFileSize)
	}
	s, err := parse(data)
	if err != nil {
		return nil, err
	}
	if err := checkLimits(s); err != nil {
		return nil, err
	}
	return s, nil
}

// The document as strictjson.Decode reads it: the keys a scenario file
// may give, each of the kind it must be; Parse then checks what the values
// say.
type (
	docFile struct {
		Title       *string      `json:"title"`
		Description string       `json:"description"`
		Orientation *string      `json:"orientation"`
		Hexes       []docHex     `json:"hexes"`
		Walls       [][2]docHex  `json:"walls"`
		Obstacles   []docHex     `json:"obstacles"`
		Traps       []docHex     `json:"traps"`
		Hazardous   []docHex     `json:"hazardous"`
		Difficult   []docHex     `json:"difficult"`
		Doors       []docDoor    `json:"doors"`
		Starts      []docHex     `json:"starts"`
		Monsters    []docMonster `json:"monsters"`
		Rooms       []docRoom    `json:"rooms"`
		Money       []docMoney   `json:"money"`
		Treasures   []docChest   `json:"treasures"`
		WithoutMap  bool         `json:"without_map"`
		Outlined    []string     `json:"outlined"`
		Triggers    []docTrigger `json:"triggers"`
	}
	docTrigger struct {
		At   docHex `json:"at,required"`
		Room string `json:"room,required"`
	}
	docDoor struct {
		At   docHex `json:"at,required"`
		Open bool   `json:"open"`
	}
	docMonster struct {
		Type    string      `json:"type,required"`
		Standee int         `json:"standee,required"`
		Elite   *bool       `json:"elite"`
		At      docHex      `json:"at,required"`
		Players *docPlayers `json:"players"`
	}
	docPlayers struct {
		Two   string `json:"2,required"`
		Three string `json:"3,required"`
		Four  string `json:"4,required"`
	}
	docMoney struct {
		At    docHex `json:"at,required"`
		Count int    `json:"count,required"`
	}
	docChest struct {
		At       docHex `json:"at,required"`
		Treasure string `json:"treasure,required"`
	}
	docRoom struct {
		Name  *string  `json:"name"`
		Hexes []docHex `json:"hexes"`
		Start bool     `json:"start"`
	}
)

// docHex is a hex written [q, r].
type docHex hexgrid.Hex

// SetJSON takes h from [q, r], two integers within ±MaxCoordinate
// (strictjson.Setter).
func (h *docHex) SetJSON(x any) error {
	list, ok := x.([]any)
	if ok && len(list) == 2 {
		var qr [2]int
		for i, c := range list {
			n, isNum := c.(json.Number)
			if !isNum {
				ok = false
				break
			}
			v, err := strictjson.Int(n)
			if err != nil {
				ok = false
				break
			}
			if v < -MaxCoordinate || v > MaxCoordinate {
				return fmt.Errorf("coordinate %d is beyond ±%d", v, MaxCoordinate)
			}
			qr[i] = v
		}
		if ok {
			*h = docHex(hexgrid.H(qr[0], qr[1]))
			return nil
		}
	}
	return fmt.Errorf("want [q, r] (two integers), found %s", excerpt.JSON(x))
}

func hexes(d []docHex) []hexgrid.Hex {
	if d == nil {
		return nil
	}
	out := make([]hexgrid.Hex, len(d))
	for i, h := range d {
		out[i] = hexgrid.Hex(h)
	}
	return out
}

func parse(data []byte) (*File, error) {
	var doc docFile
	if err := strictjson.Decode(data, &doc); err != nil {
		return nil, err
	}
	s := &File{Description: doc.Description}
	if doc.Title != nil {
		s.Title = *doc.Title
	}
	if strings.TrimSpace(s.Title) == "" {
		return nil, errors.New("title: a scenario needs a title")
	}
	s.WithoutMap = doc.WithoutMap
	if err := checkOutlined(doc.Outlined); err != nil {
		return nil, err
	}
	s.Outlined = slices.Clone(doc.Outlined)
	if doc.Orientation != nil {
		switch o := *doc.Orientation; o {
		case "pointy":
			s.Orientation = hexgrid.PointyTop
		case "flat":
			s.Orientation = hexgrid.FlatTop
		default:
			return nil, fmt.Errorf("orientation: want \"pointy\" or \"flat\", found %s", excerpt.Quote(o))
		}
	}

	// Hexes: no repeats.
	s.Hexes = hexes(doc.Hexes)
	if len(s.Hexes) == 0 {
		return nil, errors.New("hexes: a scenario needs hexes")
	}
	onMap := map[hexgrid.Hex]int{}
	for i, h := range s.Hexes {
		if j, dup := onMap[h]; dup {
			return nil, fmt.Errorf("hexes[%d]: %v appears twice (first at hexes[%d])", i, h, j)
		}
		onMap[h] = i
	}
	where := func(field string, h hexgrid.Hex) error {
		if _, ok := onMap[h]; !ok {
			return fmt.Errorf("%s: %v is not on the map", field, h)
		}
		return nil
	}

	// Walls: pairs of neighbouring map hexes, no repeats.
	seenWall := map[hexgrid.Edge]int{}
	for i, pair := range doc.Walls {
		field := fmt.Sprintf("walls[%d]", i)
		a, b := hexgrid.Hex(pair[0]), hexgrid.Hex(pair[1])
		e, ok := hexgrid.EdgeBetween(a, b)
		if !ok {
			return nil, fmt.Errorf("%s: %v and %v are not neighbours", field, a, b)
		}
		if err := where(field+"[0]", a); err != nil {
			return nil, err
		}
		if err := where(field+"[1]", b); err != nil {
			return nil, err
		}
		if j, dup := seenWall[e]; dup {
			return nil, fmt.Errorf("%s: %v repeats walls[%d]", field, e, j)
		}
		seenWall[e] = i
		s.Walls = append(s.Walls, e)
	}

	// Overlays: at most one of obstacle, trap, hazardous terrain, difficult
	// terrain, door per hex.
	overlay := map[hexgrid.Hex]string{}
	place := func(field string, h hexgrid.Hex) error {
		if err := where(field, h); err != nil {
			return err
		}
		if other, taken := overlay[h]; taken {
			return fmt.Errorf("%s: %v already holds %s", field, h, other)
		}
		overlay[h] = field
		return nil
	}
	for _, f := range []struct {
		key string
		src []docHex
		dst *[]hexgrid.Hex
	}{{"obstacles", doc.Obstacles, &s.Obstacles}, {"traps", doc.Traps, &s.Traps}, {"hazardous", doc.Hazardous, &s.Hazardous}, {"difficult", doc.Difficult, &s.Difficult}} {
		*f.dst = hexes(f.src)
		for i, h := range *f.dst {
			if err := place(fmt.Sprintf("%s[%d]", f.key, i), h); err != nil {
				return nil, err
			}
		}
	}
	for i, d := range doc.Doors {
		field := fmt.Sprintf("doors[%d]", i)
		door := Door{At: hexgrid.Hex(d.At), Open: d.Open}
		if err := place(field+".at", door.At); err != nil {
			return nil, err
		}
		s.Doors = append(s.Doors, door)
	}

	// Figures: starting positions and monsters, one per hex, never on an
	// obstacle or a closed door.
	standing := map[hexgrid.Hex]string{}
	stand := func(field string, h hexgrid.Hex) error {
		if err := where(field, h); err != nil {
			return err
		}
		if other, taken := standing[h]; taken {
			return fmt.Errorf("%s: %v is already taken by %s", field, h, other)
		}
		if o := overlay[h]; strings.HasPrefix(o, "obstacles") {
			return fmt.Errorf("%s: %v holds an obstacle (%s)", field, h, o)
		}
		if slices.Contains(s.Doors, Door{At: h}) {
			return fmt.Errorf("%s: %v holds a closed door", field, h)
		}
		standing[h] = field
		return nil
	}
	s.Starts = hexes(doc.Starts)
	for i, h := range s.Starts {
		if err := stand(fmt.Sprintf("starts[%d]", i), h); err != nil {
			return nil, err
		}
	}
	standee := map[string]string{}
	for i, m := range doc.Monsters {
		field := fmt.Sprintf("monsters[%d]", i)
		mo := Monster{Type: m.Type, Standee: m.Standee, At: hexgrid.Hex(m.At)}
		if strings.TrimSpace(mo.Type) == "" {
			return nil, fmt.Errorf("%s.type: empty", field)
		}
		if mo.Standee < 1 {
			return nil, fmt.Errorf("%s.standee: want a number from 1, found %d", field, mo.Standee)
		}
		key := fmt.Sprintf("%s #%d", mo.Type, mo.Standee)
		if other, dup := standee[key]; dup {
			return nil, fmt.Errorf("%s: standee %s is already used by %s", field, key, other)
		}
		standee[key] = field
		if m.Elite != nil {
			mo.Elite = *m.Elite
		}
		if m.Players != nil {
			if m.Elite != nil {
				return nil, fmt.Errorf("%s: give either \"elite\" or \"players\", not both", field)
			}
			var err error
			if mo.ByPlayers, err = players(field+".players", *m.Players); err != nil {
				return nil, err
			}
		}
		if err := stand(field+".at", mo.At); err != nil {
			return nil, err
		}
		s.Monsters = append(s.Monsters, mo)
	}
	var err error
	if s.Money, err = money(doc.Money, where, overlay, s.Doors); err != nil {
		return nil, err
	}
	if s.Treasures, err = treasures(doc.Treasures, where, overlay, s.Doors); err != nil {
		return nil, err
	}
	if s.Rooms, err = rooms(doc.Rooms, s); err != nil {
		return nil, err
	}
	if s.Triggers, err = triggers(doc.Triggers, where, s.Rooms); err != nil {
		return nil, err
	}
	return s, nil
}

// triggers checks the file's triggers: at most MaxRooms, each on a map
// hex (where) and naming a room of the file other than the start room.
func triggers(items []docTrigger, where func(string, hexgrid.Hex) error, rooms []Room) ([]Trigger, error) {
	if len(items) > MaxRooms {
		return nil, tooLarge("triggers", len(items), MaxRooms)
	}
	var out []Trigger
	for i, d := range items {
		field := fmt.Sprintf("triggers[%d]", i)
		t := Trigger{At: hexgrid.Hex(d.At), Room: d.Room}
		if err := where(field+".at", t.At); err != nil {
			return nil, err
		}
		if !slices.ContainsFunc(rooms, func(r Room) bool { return r.Name == t.Room && !r.Start }) {
			return nil, fmt.Errorf("%s.room: %s names no room of the file but the start room", field, excerpt.Quote(t.Room))
		}
		if slices.Contains(out, t) {
			return nil, fmt.Errorf("%s: the same trigger twice", field)
		}
		out = append(out, t)
	}
	return out, nil
}

// tokens checks where the tokens of a file's list key lie: each on a map
// hex (where), not an obstacle nor a closed door, one a hex (what says of
// the repeat how to mend it). at gives the hex of entry i.
func tokens(key string, n int, at func(int) hexgrid.Hex, mend string, where func(string, hexgrid.Hex) error, overlay map[hexgrid.Hex]string, doors []Door) error {
	seen := map[hexgrid.Hex]int{}
	for i := range n {
		field, h := fmt.Sprintf("%s[%d].at", key, i), at(i)
		if err := where(field, h); err != nil {
			return err
		}
		if o := overlay[h]; strings.HasPrefix(o, "obstacles") {
			return fmt.Errorf("%s: %v holds an obstacle (%s)", field, h, o)
		}
		if slices.Contains(doors, Door{At: h}) {
			return fmt.Errorf("%s: %v holds a closed door", field, h)
		}
		if j, dup := seen[h]; dup {
			return fmt.Errorf("%s: %v already holds %s[%d] (%s)", field, h, key, j, mend)
		}
		seen[h] = i
	}
	return nil
}

// money reads the money tokens of a file: each where tokens lie (tokens),
// 1 to MaxMoneyCount tokens.
func money(items []docMoney, where func(string, hexgrid.Hex) error, overlay map[hexgrid.Hex]string, doors []Door) ([]Money, error) {
	var out []Money
	if err := tokens("money", len(items), func(j int) hexgrid.Hex { return hexgrid.Hex(items[j].At) }, "give one count a hex", where, overlay, doors); err != nil {
		return nil, err
	}
	for i, d := range items {
		m := Money{At: hexgrid.Hex(d.At), Count: d.Count}
		if m.Count < 1 || m.Count > MaxMoneyCount {
			return nil, fmt.Errorf("money[%d].count: want 1 to %d tokens, found %d", i, MaxMoneyCount, m.Count)
		}
		out = append(out, m)
	}
	return out, nil
}

// treasures reads the treasure chests of a file: each where tokens lie
// (tokens), with a label CheckTreasureLabel takes.
func treasures(items []docChest, where func(string, hexgrid.Hex) error, overlay map[hexgrid.Hex]string, doors []Door) ([]Treasure, error) {
	var out []Treasure
	if err := tokens("treasures", len(items), func(j int) hexgrid.Hex { return hexgrid.Hex(items[j].At) }, "one chest a hex", where, overlay, doors); err != nil {
		return nil, err
	}
	for i, d := range items {
		t := Treasure{At: hexgrid.Hex(d.At), Label: d.Treasure}
		if err := CheckTreasureLabel(t.Label); err != nil {
			return nil, fmt.Errorf("treasures[%d].treasure: %w", i, err)
		}
		out = append(out, t)
	}
	return out, nil
}

// CheckTreasureLabel says what is wrong with a treasure's label, if
// anything: it is 1 to MaxTreasureLabel characters, not only spaces, of
// valid UTF-8 with no control character.
func CheckTreasureLabel(label string) error {
	switch n := utf8.RuneCountInString(label); {
	case !utf8.ValidString(label):
		return errors.New("not valid UTF-8 text")
	case strings.TrimSpace(label) == "":
		return errors.New("empty: give the treasure's number or name as the scenario book prints it")
	case n > MaxTreasureLabel:
		return fmt.Errorf("%d characters; at most %d", n, MaxTreasureLabel)
	case strings.ContainsFunc(label, unicode.IsControl):
		return fmt.Errorf("%s holds a control character", excerpt.Quote(label))
	}
	return nil
}

// players reads {"2": presence, "3": presence, "4": presence}.
func players(field string, d docPlayers) ([3]Presence, error) {
	var out [3]Presence
	for n, v := range []string{d.Two, d.Three, d.Four} {
		switch v {
		case "absent":
			out[n] = Absent
		case "normal":
			out[n] = Normal
		case "elite":
			out[n] = Elite
		default:
			return out, fmt.Errorf("%s.%d: want \"absent\", \"normal\" or \"elite\", found %s", field, n+MinPlayers, excerpt.Quote(v))
		}
	}
	if out == [3]Presence{} {
		return out, fmt.Errorf("%s: absent for every number of characters", field)
	}
	return out, nil
}

// rooms reads the rooms of s and checks them against its map, doors and
// starting hexes.
func rooms(items []docRoom, s *File) ([]Room, error) {
	if len(items) == 0 {
		return nil, nil
	}
	if len(items) > MaxRooms {
		return nil, tooLarge("rooms", len(items), MaxRooms)
	}
	onMap := make(map[hexgrid.Hex]bool, len(s.Hexes))
	for _, h := range s.Hexes {
		onMap[h] = true
	}
	door := map[hexgrid.Hex]bool{}
	for _, d := range s.Doors {
		door[d.At] = true
	}
	inRoom := map[hexgrid.Hex]int{}
	var out []Room
	start := -1
	for i, d := range items {
		field := fmt.Sprintf("rooms[%d]", i)
		r := Room{Name: fmt.Sprintf("Room %d", i+1), Start: d.Start}
		if d.Name != nil {
			r.Name = *d.Name
			if strings.TrimSpace(r.Name) == "" || utf8.RuneCountInString(r.Name) > MaxTitle {
				return nil, fmt.Errorf("%s.name: want 1 to %d characters", field, MaxTitle)
			}
		}
		if r.Start {
			if start >= 0 {
				return nil, fmt.Errorf("%s: rooms[%d] is the start room already", field, start)
			}
			start = i
		}
		r.Hexes = hexes(d.Hexes)
		if len(r.Hexes) == 0 {
			return nil, fmt.Errorf("%s.hexes: a room needs hexes", field)
		}
		for k, h := range r.Hexes {
			hf := fmt.Sprintf("%s.hexes[%d]", field, k)
			if !onMap[h] {
				return nil, fmt.Errorf("%s: %v is not on the map", hf, h)
			}
			if j, dup := inRoom[h]; dup {
				return nil, fmt.Errorf("%s: %v is in rooms[%d] already", hf, h, j)
			}
			inRoom[h] = i
		}
		out = append(out, r)
	}
	if start < 0 {
		return nil, errors.New(`rooms: no room is the start room ("start": true)`)
	}
	for i, h := range s.Hexes {
		if _, ok := inRoom[h]; !ok && !door[h] {
			return nil, fmt.Errorf("hexes[%d]: %v is in no room", i, h)
		}
	}
	for i, h := range s.Starts {
		if inRoom[h] != start || door[h] {
			return nil, fmt.Errorf("starts[%d]: %v is not in the start room", i, h)
		}
	}
	return out, nil
}

// Limits of a scenario file; a file beyond them is refused.
const (
	// MaxFileSize is the largest scenario file read, in bytes.
	MaxFileSize = 4 << 20
	// MaxTitle and MaxDescription are the longest title and description,
	// in characters.
	MaxTitle       = 200
	MaxDescription = 10000
	// MaxHexes is the most map hexes, MaxMonsters the most monsters.
	MaxHexes    = 10000
	MaxMonsters = 1000
)

// ErrTooLarge is wrapped by the errors for a file beyond a limit.
var ErrTooLarge = errors.New("beyond the limit")

// LimitError is a file beyond one of its limits: Field names what ("file"
// for its size in bytes, "title" and "description" in characters, "hexes",
// "monsters", "rooms"), Found is how much it has and Limit the most allowed.
// It wraps ErrTooLarge.
type LimitError struct {
	Field        string
	Found, Limit int64
}

func (e *LimitError) Error() string {
	unit := ""
	switch e.Field {
	case "file":
		unit = " bytes"
	case "title", "description":
		unit = " characters"
	}
	return fmt.Sprintf("%s: %v: %d%s, at most %d", e.Field, ErrTooLarge, e.Found, unit, e.Limit)
}

func (e *LimitError) Unwrap() error { return ErrTooLarge }

func tooLarge(field string, found, limit int) error {
	return &LimitError{Field: field, Found: int64(found), Limit: int64(limit)}
}

// readLimited reads path if it is a regular file of at most MaxFileSize
// bytes, without opening anything else (a pipe would block).
func readLimited(path string) ([]byte, error) {
	data, err := limitfile.Read(path, MaxFileSize)
	var tl *limitfile.TooLargeError
	if errors.As(err, &tl) {
		return nil, &LimitError{Field: "file", Found: tl.Size, Limit: tl.Limit}
	}
	return data, err
}

// checkLimits refuses a file whose title, description, hexes or monsters
// are beyond the limits.
func checkLimits(f *File) error {
	switch {
	case utf8.RuneCountInString(f.Title) > MaxTitle:
		return tooLarge("title", utf8.RuneCountInString(f.Title), MaxTitle)
	case utf8.RuneCountInString(f.Description) > MaxDescription:
		return tooLarge("description", utf8.RuneCountInString(f.Description), MaxDescription)
	case len(f.Hexes) > MaxHexes:
		return tooLarge("hexes", len(f.Hexes), MaxHexes)
	case len(f.Monsters) > MaxMonsters:
		return tooLarge("monsters", len(f.Monsters), MaxMonsters)
	}
	return nil
}

// maxOutlined is how many tiles a file names as outlined.
const maxOutlined = 100

// checkOutlined checks the outlined tiles' names: at most maxOutlined, each
// non-empty, of at most MaxTitle characters, none twice.
func checkOutlined(names []string) error {
	if len(names) > maxOutlined {
		return fmt.Errorf("outlined: %d tiles, at most %d", len(names), maxOutlined)
	}
	seen := map[string]bool{}
	for i, n := range names {
		switch {
		case strings.TrimSpace(n) == "":
			return fmt.Errorf("outlined[%d]: a tile's name is empty", i)
		case utf8.RuneCountInString(n) > MaxTitle:
			return fmt.Errorf("outlined[%d]: more than %d characters", i, MaxTitle)
		case seen[n]:
			return fmt.Errorf("outlined[%d]: %q given twice", i, n)
		}
		seen[n] = true
	}
	return nil
}
