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
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
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
	// WithoutMap marks a scenario played without a map ("without_map":
	// true, see without_map.go): its hexes are only places at the table,
	// one a figure, none next to another; the players judge range, focus
	// and paths.
	WithoutMap bool
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
		slices.Equal(f.Monsters, g.Monsters) && slices.EqualFunc(f.Rooms, g.Rooms, Room.Equal)
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
	p := parser{data: data}
	s, err := p.parse()
	if err != nil {
		return nil, err
	}
	if err := checkLimits(s); err != nil {
		return nil, err
	}
	return s, nil
}

type parser struct {
	data []byte
}

// jsonError turns a decoding error into one with line:column where the
// decoder gives an offset.
func (p *parser) jsonError(field string, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	prefix := ""
	if field != "" {
		prefix = field + ": "
	}
	switch {
	case errors.As(err, &syn):
		line, col := lineCol(p.data, syn.Offset)
		return fmt.Errorf("line %d:%d: %s", line, col, syn.Error())
	case errors.As(err, &typ) && field == "":
		line, col := lineCol(p.data, typ.Offset)
		return fmt.Errorf("line %d:%d: a scenario file holds one JSON object, found %s", line, col, typ.Value)
	case errors.As(err, &typ):
		return fmt.Errorf("%swant %s, found %s", prefix, typ.Type, typ.Value)
	}
	return fmt.Errorf("%s%w", prefix, err)
}

// lineCol returns the 1-based line and column of the byte offset off.
func lineCol(data []byte, off int64) (int, int) {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	if off < 0 {
		off = 0
	}
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := int(off) - (bytes.LastIndexByte(before, '\n') + 1)
	if col < 1 {
		col = 1
	}
	return line, col
}

// object decodes an object, refusing keys not in known.
func (p *parser) object(field string, raw json.RawMessage, known ...string) (map[string]json.RawMessage, error) {
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		if field == "" {
			return nil, p.jsonError(field, err)
		}
		return nil, fmt.Errorf("%s: want an object, found %s", field, clip(raw))
	}
	if obj == nil {
		return nil, fmt.Errorf("%s: want an object, found null", orTop(field))
	}
	keys := make([]string, 0, len(obj))
	for k := range obj {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !slices.Contains(known, k) {
			return nil, fmt.Errorf("%s: unknown key %s (known: %s)", orTop(field), excerpt.Quote(k), strings.Join(known, ", "))
		}
	}
	return obj, nil
}

func orTop(field string) string {
	if field == "" {
		return "scenario"
	}
	return field
}

func join(field string, key string) string {
	if field == "" {
		return key
	}
	return field + "." + key
}

// array decodes a JSON array (null or absent counts as empty).
func (p *parser) array(field string, raw json.RawMessage) ([]json.RawMessage, error) {
	if raw == nil {
		return nil, nil
	}
	var out []json.RawMessage
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil, fmt.Errorf("%s: want a list, found %s", field, clip(raw))
	}
	return out, nil
}

// hex decodes [q, r].
func (p *parser) hex(field string, raw json.RawMessage) (hexgrid.Hex, error) {
	var qr []int
	if err := json.Unmarshal(raw, &qr); err != nil || len(qr) != 2 {
		return hexgrid.Hex{}, fmt.Errorf("%s: want [q, r] (two integers), found %s", field, clip(raw))
	}
	for _, c := range qr {
		if c < -MaxCoordinate || c > MaxCoordinate {
			return hexgrid.Hex{}, fmt.Errorf("%s: coordinate %d is beyond ±%d", field, c, MaxCoordinate)
		}
	}
	return hexgrid.H(qr[0], qr[1]), nil
}

func clip(raw json.RawMessage) string {
	s := strings.TrimSpace(string(raw))
	if len(s) > 40 {
		s = s[:40] + "..."
	}
	if s == "" {
		s = "nothing"
	}
	return s
}

// hexList decodes a list of [q, r].
func (p *parser) hexList(field string, raw json.RawMessage) ([]hexgrid.Hex, error) {
	items, err := p.array(field, raw)
	if err != nil {
		return nil, err
	}
	out := make([]hexgrid.Hex, 0, len(items))
	for i, it := range items {
		h, err := p.hex(fmt.Sprintf("%s[%d]", field, i), it)
		if err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	return out, nil
}

func (p *parser) str(field string, raw json.RawMessage) (string, error) {
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", fmt.Errorf("%s: want a string, found %s", field, clip(raw))
	}
	return s, nil
}

func (p *parser) boolean(field string, raw json.RawMessage) (bool, error) {
	var b bool
	if raw == nil {
		return false, nil
	}
	if err := json.Unmarshal(raw, &b); err != nil || bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return false, fmt.Errorf("%s: want true or false, found %s", field, clip(raw))
	}
	return b, nil
}

var topKeys = []string{"title", "description", "orientation", "hexes", "walls", "obstacles", "traps", "hazardous", "difficult", "doors", "starts", "monsters", "rooms", "without_map"}

func (p *parser) parse() (*File, error) {
	// Syntax first, so that a syntax error anywhere is reported by line.
	if !json.Valid(p.data) {
		var v any
		err := json.Unmarshal(p.data, &v)
		if err == nil {
			err = errors.New("invalid JSON")
		}
		return nil, p.jsonError("", err)
	}
	// A key given twice would silently lose one of its values.
	if err := strictjson.CheckDuplicateKeys(p.data); err != nil {
		return nil, err
	}
	top, err := p.object("", p.data, topKeys...)
	if err != nil {
		return nil, err
	}
	s := &File{}
	if raw, ok := top["title"]; ok {
		if s.Title, err = p.str("title", raw); err != nil {
			return nil, err
		}
	}
	if strings.TrimSpace(s.Title) == "" {
		return nil, errors.New("title: a scenario needs a title")
	}
	if raw, ok := top["description"]; ok {
		if s.Description, err = p.str("description", raw); err != nil {
			return nil, err
		}
	}
	if raw, ok := top["without_map"]; ok {
		if s.WithoutMap, err = p.boolean("without_map", raw); err != nil {
			return nil, err
		}
	}
	if raw, ok := top["orientation"]; ok {
		o, err := p.str("orientation", raw)
		if err != nil {
			return nil, err
		}
		switch o {
		case "pointy":
			s.Orientation = hexgrid.PointyTop
		case "flat":
			s.Orientation = hexgrid.FlatTop
		default:
			return nil, fmt.Errorf("orientation: want \"pointy\" or \"flat\", found %s", excerpt.Quote(o))
		}
	}

	// Hexes: no repeats.
	if top["hexes"] == nil {
		return nil, errors.New("hexes: a scenario needs hexes")
	}
	if s.Hexes, err = p.hexList("hexes", top["hexes"]); err != nil {
		return nil, err
	}
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
	walls, err := p.array("walls", top["walls"])
	if err != nil {
		return nil, err
	}
	seenWall := map[hexgrid.Edge]int{}
	for i, raw := range walls {
		field := fmt.Sprintf("walls[%d]", i)
		pair, err := p.array(field, raw)
		if err != nil {
			return nil, err
		}
		if len(pair) != 2 {
			return nil, fmt.Errorf("%s: want [[q, r], [q, r]], found %s", field, clip(raw))
		}
		a, err := p.hex(field+"[0]", pair[0])
		if err != nil {
			return nil, err
		}
		b, err := p.hex(field+"[1]", pair[1])
		if err != nil {
			return nil, err
		}
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
		dst *[]hexgrid.Hex
	}{{"obstacles", &s.Obstacles}, {"traps", &s.Traps}, {"hazardous", &s.Hazardous}, {"difficult", &s.Difficult}} {
		hexes, err := p.hexList(f.key, top[f.key])
		if err != nil {
			return nil, err
		}
		for i, h := range hexes {
			if err := place(fmt.Sprintf("%s[%d]", f.key, i), h); err != nil {
				return nil, err
			}
		}
		*f.dst = hexes
	}
	doors, err := p.array("doors", top["doors"])
	if err != nil {
		return nil, err
	}
	for i, raw := range doors {
		field := fmt.Sprintf("doors[%d]", i)
		obj, err := p.object(field, raw, "at", "open")
		if err != nil {
			return nil, err
		}
		if obj["at"] == nil {
			return nil, fmt.Errorf("%s: missing \"at\"", field)
		}
		var d Door
		if d.At, err = p.hex(field+".at", obj["at"]); err != nil {
			return nil, err
		}
		if d.Open, err = p.boolean(field+".open", obj["open"]); err != nil {
			return nil, err
		}
		if err := place(field+".at", d.At); err != nil {
			return nil, err
		}
		s.Doors = append(s.Doors, d)
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
	if s.Starts, err = p.hexList("starts", top["starts"]); err != nil {
		return nil, err
	}
	for i, h := range s.Starts {
		if err := stand(fmt.Sprintf("starts[%d]", i), h); err != nil {
			return nil, err
		}
	}
	monsters, err := p.array("monsters", top["monsters"])
	if err != nil {
		return nil, err
	}
	standee := map[string]string{}
	for i, raw := range monsters {
		field := fmt.Sprintf("monsters[%d]", i)
		obj, err := p.object(field, raw, "type", "standee", "elite", "at", "players")
		if err != nil {
			return nil, err
		}
		for _, k := range []string{"type", "standee", "at"} {
			if obj[k] == nil {
				return nil, fmt.Errorf("%s: missing %q", field, k)
			}
		}
		var mo Monster
		if mo.Type, err = p.str(field+".type", obj["type"]); err != nil {
			return nil, err
		}
		if strings.TrimSpace(mo.Type) == "" {
			return nil, fmt.Errorf("%s.type: empty", field)
		}
		if err := json.Unmarshal(obj["standee"], &mo.Standee); err != nil || mo.Standee < 1 {
			return nil, fmt.Errorf("%s.standee: want a number from 1, found %s", field, clip(obj["standee"]))
		}
		key := fmt.Sprintf("%s #%d", mo.Type, mo.Standee)
		if other, dup := standee[key]; dup {
			return nil, fmt.Errorf("%s: standee %s is already used by %s", field, key, other)
		}
		standee[key] = field
		if mo.Elite, err = p.boolean(field+".elite", obj["elite"]); err != nil {
			return nil, err
		}
		if obj["players"] != nil {
			if obj["elite"] != nil {
				return nil, fmt.Errorf("%s: give either \"elite\" or \"players\", not both", field)
			}
			if mo.ByPlayers, err = p.players(field+".players", obj["players"]); err != nil {
				return nil, err
			}
		}
		if mo.At, err = p.hex(field+".at", obj["at"]); err != nil {
			return nil, err
		}
		if err := stand(field+".at", mo.At); err != nil {
			return nil, err
		}
		s.Monsters = append(s.Monsters, mo)
	}
	if s.Rooms, err = p.rooms(top["rooms"], s); err != nil {
		return nil, err
	}
	return s, nil
}

// players decodes {"2": presence, "3": presence, "4": presence}.
func (p *parser) players(field string, raw json.RawMessage) ([3]Presence, error) {
	var out [3]Presence
	obj, err := p.object(field, raw, "2", "3", "4")
	if err != nil {
		return out, err
	}
	for n := MinPlayers; n <= MaxPlayers; n++ {
		key := fmt.Sprint(n)
		if obj[key] == nil {
			return out, fmt.Errorf("%s: missing %q (give all of \"2\", \"3\" and \"4\")", field, key)
		}
		v, err := p.str(field+"."+key, obj[key])
		if err != nil {
			return out, err
		}
		switch v {
		case "absent":
			out[n-MinPlayers] = Absent
		case "normal":
			out[n-MinPlayers] = Normal
		case "elite":
			out[n-MinPlayers] = Elite
		default:
			return out, fmt.Errorf("%s.%s: want \"absent\", \"normal\" or \"elite\", found %s", field, excerpt.Cut(key), excerpt.Quote(v))
		}
	}
	if out == [3]Presence{} {
		return out, fmt.Errorf("%s: absent for every number of characters", field)
	}
	return out, nil
}

// rooms decodes the rooms of s and checks them against its map, doors and
// starting hexes.
func (p *parser) rooms(raw json.RawMessage, s *File) ([]Room, error) {
	items, err := p.array("rooms", raw)
	if err != nil || len(items) == 0 {
		return nil, err
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
	for i, raw := range items {
		field := fmt.Sprintf("rooms[%d]", i)
		obj, err := p.object(field, raw, "name", "hexes", "start")
		if err != nil {
			return nil, err
		}
		r := Room{Name: fmt.Sprintf("Room %d", i+1)}
		if obj["name"] != nil {
			if r.Name, err = p.str(field+".name", obj["name"]); err != nil {
				return nil, err
			}
			if strings.TrimSpace(r.Name) == "" || utf8.RuneCountInString(r.Name) > MaxTitle {
				return nil, fmt.Errorf("%s.name: want 1 to %d characters", field, MaxTitle)
			}
		}
		if r.Start, err = p.boolean(field+".start", obj["start"]); err != nil {
			return nil, err
		}
		if r.Start {
			if start >= 0 {
				return nil, fmt.Errorf("%s: rooms[%d] is the start room already", field, start)
			}
			start = i
		}
		if r.Hexes, err = p.hexList(field+".hexes", obj["hexes"]); err != nil {
			return nil, err
		}
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
