package pack

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"strconv"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// PlayedFormat names the document Played gives.
const PlayedFormat = "haventable-played"

// Played is a pack as the table plays it, for tools to compare with their
// own reading of a file (`haventable --check-data FILE --json`,
// docs/data-format.md, "As played"): each class's hit points per level,
// hand size and perks; each monster type's stat cards worked out for 1 to
// MaxCharacters characters at every level, and its ability cards as the
// engine works them out for a normal and an elite monster (for two
// characters); each deck's cards as structured actions with their action
// lines; the scenarios. The document is stable: keys are added, never
// renamed.
type Played struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Name    string `json:"name"`
	// Source is the format the file was read in (a data pack, an X-haven
	// Assistant edition, Gloomhaven Secretariat data) and Warnings the
	// import report's lines, when the pack comes from a file.
	Source    string           `json:"source,omitempty"`
	Warnings  []string         `json:"warnings"`
	Classes   []PlayedClass    `json:"classes"`
	Monsters  []PlayedMonster  `json:"monsters"`
	Decks     []PlayedDeck     `json:"decks"`
	Scenarios []PlayedScenario `json:"scenarios"`
	// Tiles are the pack's map tiles, when it has any.
	Tiles []Tile `json:"tiles,omitempty"`
}

// PlayedClass is a class as played.
type PlayedClass struct {
	Name string `json:"name"`
	// HitPoints are the maximum hit points at levels 1, 2 ….
	HitPoints []int `json:"hit_points"`
	// HandSize is 0 when the file gives none.
	HandSize int      `json:"hand_size"`
	Perks    []string `json:"perks"`
}

// PlayedMonster is a monster type as played.
type PlayedMonster struct {
	Name     string        `json:"name"`
	Deck     string        `json:"deck"`
	Standees int           `json:"standees"`
	Boss     bool          `json:"boss"`
	Flying   bool          `json:"flying"`
	Levels   []PlayedLevel `json:"levels"`
}

// PlayedLevel is a monster type at one scenario level: its stat cards for
// 1 to MaxCharacters characters (the first for one), and its deck's cards
// worked out for two characters.
type PlayedLevel struct {
	Level  int                `json:"level"`
	Normal []monster.StatCard `json:"normal,omitempty"`
	Elite  []monster.StatCard `json:"elite,omitempty"`
	Boss   []monster.StatCard `json:"boss,omitempty"`
	Cards  []PlayedTurn       `json:"cards"`
	// Error says why the level cannot be played, if it cannot.
	Error string `json:"error,omitempty"`
}

// PlayedTurn is one ability card worked out for the level's normal and
// elite monster (or its boss), in the English words of monster.Summary.
type PlayedTurn struct {
	Number int    `json:"number"`
	Normal string `json:"normal,omitempty"`
	Elite  string `json:"elite,omitempty"`
	Boss   string `json:"boss,omitempty"`
}

// PlayedDeck is an ability deck as played.
type PlayedDeck struct {
	Name  string       `json:"name"`
	Cards []PlayedCard `json:"cards"`
}

// PlayedCard is an ability card with its actions.
type PlayedCard struct {
	Number     int            `json:"number"`
	Name       string         `json:"name"`
	Initiative int            `json:"initiative"`
	Shuffle    bool           `json:"shuffle"`
	Actions    []PlayedAction `json:"actions"`
}

// PlayedAction is one action of a card: the data pack's action object,
// its action line (FormatActionLine) and whether it is more than text.
type PlayedAction struct {
	monster.Action
	Line       string `json:"line"`
	Structured bool   `json:"structured"`
}

// PlayedScenario is a scenario entry as played.
type PlayedScenario struct {
	Title    string   `json:"title"`
	Monsters []string `json:"monsters"`
	Rooms    []Room   `json:"rooms"`
	HasMap   bool     `json:"has_map"`
	// LevelOffsets, Rules and LeftOut are the scenario's (Scenario).
	LevelOffsets []LevelOffset `json:"level_offsets,omitempty"`
	Rules        []Rule        `json:"rules,omitempty"`
	LeftOut      []string      `json:"left_out,omitempty"`
	// Map is the map the pack carries (MapFile), room by room, when it
	// carries one.
	Map *PlayedMap `json:"map,omitempty"`
}

// PlayedMap is a scenario map carried in a pack: its rooms and closed
// doors.
type PlayedMap struct {
	Rooms []PlayedRoom  `json:"rooms"`
	Doors []hexgrid.Hex `json:"doors"`
	Error string        `json:"error,omitempty"`
}

// PlayedRoom is a room of a map: its hexes and, for 2, 3 and 4
// characters, the standees placed in it when it is revealed.
type PlayedRoom struct {
	Name     string                     `json:"name"`
	Start    bool                       `json:"start"`
	Hexes    []hexgrid.Hex              `json:"hexes"`
	Standees map[string][]PlayedStandee `json:"standees"`
}

// PlayedStandee is a monster standee as placed.
type PlayedStandee struct {
	Type    string      `json:"type"`
	Standee int         `json:"standee"`
	Elite   bool        `json:"elite"`
	At      hexgrid.Hex `json:"at"`
}

// playedMap works out s's carried map, nil when it has none.
func playedMap(s Scenario) *PlayedMap {
	if len(s.MapFile) == 0 {
		return nil
	}
	f, err := scenariofile.Parse(s.MapFile)
	if err != nil {
		return &PlayedMap{Rooms: []PlayedRoom{}, Doors: []hexgrid.Hex{}, Error: err.Error()}
	}
	out := &PlayedMap{Rooms: []PlayedRoom{}, Doors: []hexgrid.Hex{}}
	for _, d := range f.Doors {
		if !d.Open {
			out.Doors = append(out.Doors, d.At)
		}
	}
	rooms := f.Rooms
	if len(rooms) == 0 {
		rooms = []scenariofile.Room{{Name: "Room 1", Hexes: f.Hexes, Start: true}}
	}
	for i, r := range rooms {
		pr := PlayedRoom{Name: r.Name, Start: r.Start, Hexes: nonNil(r.Hexes), Standees: map[string][]PlayedStandee{}}
		for n := scenariofile.MinPlayers; n <= scenariofile.MaxPlayers; n++ {
			list := []PlayedStandee{}
			for _, m := range f.Monsters {
				j, ok := f.RoomOf(m.At)
				if (len(f.Rooms) > 0 && (!ok || j != i)) || m.For(n) == scenariofile.Absent {
					continue
				}
				list = append(list, PlayedStandee{Type: m.Type, Standee: m.Standee, Elite: m.For(n) == scenariofile.Elite, At: m.At})
			}
			pr.Standees[strconv.Itoa(n)] = list
		}
		out.Rooms = append(out.Rooms, pr)
	}
	return out
}

// Played works p out as the table plays it.
func (p *Pack) Played() Played {
	out := Played{Format: PlayedFormat, Version: 1, Name: p.Name, Warnings: []string{},
		Classes: []PlayedClass{}, Monsters: []PlayedMonster{}, Decks: []PlayedDeck{}, Scenarios: []PlayedScenario{}}
	for _, c := range p.Classes {
		out.Classes = append(out.Classes, playedClass(c))
	}
	for i := range p.Monsters {
		out.Monsters = append(out.Monsters, p.playedMonster(&p.Monsters[i]))
	}
	for _, d := range p.Decks {
		out.Decks = append(out.Decks, playedDeck(d))
	}
	for _, s := range p.Scenarios {
		out.Scenarios = append(out.Scenarios, playedScenario(s))
	}
	out.Tiles = p.Tiles
	return out
}

func playedClass(c Class) PlayedClass {
	return PlayedClass{Name: c.Name, HitPoints: nonNil(c.HitPoints), HandSize: c.HandSize, Perks: nonNil(c.Perks)}
}

func playedDeck(d Deck) PlayedDeck {
	pd := PlayedDeck{Name: d.Name, Cards: make([]PlayedCard, 0, len(d.Cards))}
	for _, c := range d.Cards {
		pc := PlayedCard{Number: c.Number, Name: c.Name, Initiative: c.Initiative, Shuffle: c.Shuffle, Actions: make([]PlayedAction, 0, len(c.Actions))}
		for _, a := range c.Actions {
			pc.Actions = append(pc.Actions, PlayedAction{Action: a, Line: FormatActionLine(a), Structured: a.Type != monster.KindText})
		}
		pd.Cards = append(pd.Cards, pc)
	}
	return pd
}

func playedScenario(s Scenario) PlayedScenario {
	return PlayedScenario{Title: s.Title, Monsters: nonNil(s.Monsters), Rooms: nonNil(s.Rooms),
		HasMap: s.Map != "" || len(s.MapFile) > 0, Map: playedMap(s),
		LevelOffsets: s.LevelOffsets, Rules: s.Rules, LeftOut: s.LeftOut}
}

// WritePlayed writes p as Played gives it, with source and warnings, in
// indented JSON (one space a level, a newline at the end): the bytes
// encoding/json gives for the whole document, written a class, a monster
// type, a deck and a scenario at a time, so that the document is never
// held whole (--check-data --json on an edition of a thousand cards).
func (p *Pack) WritePlayed(w io.Writer, source string, warnings []string) error {
	pw := &playedWriter{w: bufio.NewWriterSize(w, 64<<10)}
	pw.enc = json.NewEncoder(&pw.item)
	pw.enc.SetIndent("  ", " ") // an item of a list is two levels deep
	pw.w.WriteString("{\n")
	pw.field("format", PlayedFormat)
	pw.field("version", 1)
	pw.field("name", p.Name)
	if source != "" {
		pw.field("source", source)
	}
	pw.list("warnings", len(warnings), func(i int) any { return warnings[i] })
	pw.list("classes", len(p.Classes), func(i int) any { return playedClass(p.Classes[i]) })
	pw.list("monsters", len(p.Monsters), func(i int) any { return p.playedMonster(&p.Monsters[i]) })
	pw.list("decks", len(p.Decks), func(i int) any { return playedDeck(p.Decks[i]) })
	pw.last = len(p.Tiles) == 0
	pw.list("scenarios", len(p.Scenarios), func(i int) any { return playedScenario(p.Scenarios[i]) })
	if len(p.Tiles) > 0 {
		pw.last = true
		pw.list("tiles", len(p.Tiles), func(i int) any { return p.Tiles[i] })
	}
	pw.w.WriteString("}\n")
	if pw.err != nil {
		return pw.err
	}
	return pw.w.Flush()
}

// playedWriter writes the document of WritePlayed.
type playedWriter struct {
	w    *bufio.Writer
	item bytes.Buffer // one item, encoded
	enc  *json.Encoder
	last bool // the next field is the document's last
	err  error
}

func (pw *playedWriter) key(name string) {
	pw.w.WriteString(" ")
	k, _ := json.Marshal(name)
	pw.w.Write(k)
	pw.w.WriteString(": ")
}

func (pw *playedWriter) end() {
	if !pw.last {
		pw.w.WriteString(",")
	}
	pw.w.WriteString("\n")
}

// field writes a field of one value (a string or a number).
func (pw *playedWriter) field(name string, v any) {
	pw.key(name)
	pw.item.Reset()
	if err := pw.enc.Encode(v); err != nil && pw.err == nil {
		pw.err = err
	}
	pw.w.Write(bytes.TrimSuffix(pw.item.Bytes(), []byte("\n")))
	pw.end()
}

// list writes a field holding n items, item(i) giving each when it is
// written.
func (pw *playedWriter) list(name string, n int, item func(i int) any) {
	pw.key(name)
	if n == 0 {
		pw.w.WriteString("[]")
		pw.end()
		return
	}
	pw.w.WriteString("[\n")
	for i := range n {
		pw.item.Reset()
		if err := pw.enc.Encode(item(i)); err != nil && pw.err == nil {
			pw.err = err
		}
		pw.w.WriteString("  ")
		pw.w.Write(bytes.TrimSuffix(pw.item.Bytes(), []byte("\n")))
		if i < n-1 {
			pw.w.WriteString(",")
		}
		pw.w.WriteString("\n")
	}
	pw.w.WriteString(" ]")
	pw.end()
}

func (p *Pack) playedMonster(m *Monster) PlayedMonster {
	pm := PlayedMonster{Name: m.Name, Deck: m.DeckName(), Standees: m.Standees, Boss: m.Boss, Flying: m.Flying, Levels: []PlayedLevel{}}
	deck, _ := p.Deck(m.DeckName())
	for level := range ScenarioLevels {
		pl := PlayedLevel{Level: level, Cards: []PlayedTurn{}}
		kinds := []bool{false, true}
		if m.Boss {
			kinds = kinds[:1]
		}
		var atTwo [2]monster.StatCard
		for _, elite := range kinds {
			var cards []monster.StatCard
			for chars := 1; chars <= MaxCharacters; chars++ {
				st, err := m.StatCard(level, elite, chars)
				if err != nil {
					pl.Error = err.Error()
					break
				}
				cards = append(cards, st)
				if chars == 2 {
					atTwo[map[bool]int{false: 0, true: 1}[elite]] = st
				}
			}
			switch {
			case m.Boss:
				pl.Boss = cards
			case elite:
				pl.Elite = cards
			default:
				pl.Normal = cards
			}
		}
		if deck != nil && pl.Error == "" {
			for _, c := range deck.Cards {
				t := PlayedTurn{Number: c.Number}
				if m.Boss {
					t.Boss = monster.Summary(c.Resolve(atTwo[0]))
				} else {
					t.Normal = monster.Summary(c.Resolve(atTwo[0]))
					t.Elite = monster.Summary(c.Resolve(atTwo[1]))
				}
				pl.Cards = append(pl.Cards, t)
			}
		}
		pm.Levels = append(pm.Levels, pl)
	}
	return pm
}

// nonNil is s, or an empty slice for nil (a list in the document is never
// null).
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}
