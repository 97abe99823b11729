// Package web serves the players' view of a shared table to any browser on
// the local network: a read-only page (map with standees, turn order,
// elements, hit points and conditions, the monsters' drawn cards) that
// follows the table live through server-sent events. It sends only what
// the players at the table see: no hex of a room not yet revealed, no
// monster waiting in one, no initiative before the cards are revealed, no
// deck's order.
package web

import (
	"slices"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/abilities"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/names"
)

// View is the table as the players at it see it, in the words of the
// host's language.
type View struct {
	Scenario string `json:"scenario,omitempty"`
	Round    int    `json:"round,omitempty"`
	// Pointy is the map's orientation (pointy-topped hexes, else flat).
	Pointy  bool       `json:"pointy"`
	Hexes   [][2]int   `json:"hexes"`
	Terrain []HexThing `json:"terrain"`
	Doors   []HexThing `json:"doors"`
	Money   []HexThing `json:"money"`
	// Chests are the closed treasure chests, each with its treasure's
	// label (Kind).
	Chests  []HexThing  `json:"chests"`
	Figures []FigureOut `json:"figures"`
	// Elements are the six elements, each "inert", "waning" or "strong".
	Elements []Element `json:"elements"`
	// Revealed is true once this round's initiatives are revealed: Turns,
	// Cards and Chosen are given only then; Waiting names the characters still
	// choosing before.
	Revealed bool      `json:"revealed"`
	Turns    []TurnOut `json:"turns"`
	Cards    []CardOut `json:"cards"`
	// Chosen are the two cards each character whose hand the table keeps
	// chose for the round, given only once revealed: names and
	// initiatives.
	Chosen  []ChosenOut `json:"chosen"`
	Waiting []string    `json:"waiting"`
	Words   Words       `json:"words"`
	// NoMap is true while the scenario is played without a map: the page
	// lists Rooms in place of the map.
	NoMap bool `json:"no_map,omitempty"`
	// Rooms are, without a map, the rooms and sections revealed in book
	// order, each with the figures standing in it (never a room not yet
	// revealed).
	Rooms []RoomOut `json:"rooms"`
	// Empty is true when no scenario is in progress.
	Empty bool `json:"empty,omitempty"`
	// Active is the figure taking its turn, if any.
	Active string `json:"active,omitempty"`
	// Seq is the host's sequence of the last change this view holds: a
	// player's page proposes its actions with it (Server.Update's caller
	// sets it).
	Seq uint64 `json:"seq"`
	// Own are the characters the page's player plays, with what only they
	// see and do (their chosen initiative, their deck); set per page, for
	// a player's token only.
	Own []OwnOut `json:"own,omitempty"`

	own map[string]OwnOut // every character's, by ID
}

// HexThing is something on a hex: a terrain kind, a door (open or not),
// money tokens (their count), a treasure chest (its label as Kind).
type HexThing struct {
	At    [2]int `json:"at"`
	Kind  string `json:"kind,omitempty"`
	Open  bool   `json:"open,omitempty"`
	Count int    `json:"count,omitempty"`
}

// FigureOut is a figure on the map as the players see it.
type FigureOut struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Label string `json:"label"`
	Kind  string `json:"kind"`
	Side  string `json:"side"`
	Elite bool   `json:"elite,omitempty"`
	// Boss is true for a boss (said in place of normal or elite).
	Boss bool `json:"boss,omitempty"`
	// Type and Number are a monster's type (by the name the players know
	// it by: names.Type) and standee number.
	Type       string   `json:"type,omitempty"`
	Number     int      `json:"number,omitempty"`
	At         [2]int   `json:"at"`
	HP         int      `json:"hp"`
	MaxHP      int      `json:"max_hp"`
	Conditions []string `json:"conditions"`
}

// RoomOut is a room or section revealed, played without a map: its name
// and the IDs of the figures standing in it (in Figures), in order.
type RoomOut struct {
	Name    string   `json:"name"`
	Figures []string `json:"figures"`
}

// Element is an element's name and strength.
type Element struct {
	Name     string `json:"name"`
	Strength string `json:"strength"`
}

// TurnOut is a turn of the round, in order.
type TurnOut struct {
	Name       string `json:"name"`
	Initiative int    `json:"initiative"`
	Done       bool   `json:"done,omitempty"`
}

// CardOut is a monster type's ability card drawn this round.
type CardOut struct {
	Type   string `json:"type"`
	Title  string `json:"title"`
	Normal string `json:"normal,omitempty"`
	Elite  string `json:"elite,omitempty"`
}

// ChosenOut is a character's two cards chosen for the round, the leading
// one first.
type ChosenOut struct {
	Character string       `json:"character"`
	Cards     []ChosenCard `json:"cards"`
}

// ChosenCard is a card chosen: its name and initiative.
type ChosenCard struct {
	Name       string `json:"name"`
	Initiative int    `json:"initiative"`
}

// chosenOf are the cards the characters whose hands the table keeps chose
// for the round.
func chosenOf(scn *engine.Scenario) []ChosenOut {
	out := []ChosenOut{}
	for _, f := range scn.Figures() {
		h, ok := scn.HandOf(f.ID)
		if !ok || len(h.Chosen) == 0 || !f.Alive() {
			continue
		}
		c := ChosenOut{Character: names.Figure(f), Cards: []ChosenCard{}}
		for _, n := range h.Chosen {
			if card, ok := h.Card(n); ok {
				c.Cards = append(c.Cards, ChosenCard{Name: card.Name, Initiative: card.Initiative})
			}
		}
		out = append(out, c)
	}
	return out
}

// Words are the page's own words, in the host's language.
type Words struct {
	Title    string `json:"title"`
	Round    string `json:"round"`
	Turns    string `json:"turns"`
	Cards    string `json:"cards"`
	Chosen   string `json:"chosen"`
	Elements string `json:"elements"`
	Figures  string `json:"figures"`
	Choosing string `json:"choosing"`
	NoTable  string `json:"no_table"`
	Lost     string `json:"lost"`
	Normal   string `json:"normal"`
	Elite    string `json:"elite"`
	Boss     string `json:"boss"`
	Rooms    string `json:"rooms"`
	NoMap    string `json:"no_map"`
	PlayerWords
}

// ViewOf is the players' view of scn (nil: no scenario in progress).
func ViewOf(tr locales.Tr, scn *engine.Scenario) View {
	v := View{Hexes: [][2]int{}, Terrain: []HexThing{}, Doors: []HexThing{}, Money: []HexThing{}, Chests: []HexThing{},
		Figures: []FigureOut{}, Rooms: []RoomOut{}, Elements: []Element{}, Turns: []TurnOut{}, Cards: []CardOut{}, Chosen: []ChosenOut{}, Waiting: []string{},
		Words: words(tr)}
	if scn == nil {
		v.Empty = true
		return v
	}
	v.Scenario, v.Round = scn.Name(), scn.Round()
	v.Pointy = scn.Orientation() == hexgrid.PointyTop
	for _, h := range scn.Map().Hexes() {
		if !scn.Revealed(h) {
			continue
		}
		v.Hexes = append(v.Hexes, at(h))
		if k := scn.Terrain(h); k != engine.TerrainNone {
			v.Terrain = append(v.Terrain, HexThing{At: at(h), Kind: k.String()})
		}
		if n := scn.Money(h); n > 0 {
			v.Money = append(v.Money, HexThing{At: at(h), Count: n})
		}
	}
	for _, c := range scn.Chests() {
		if !c.Opened() && scn.Revealed(c.At) {
			v.Chests = append(v.Chests, HexThing{At: at(c.At), Kind: c.Treasure})
		}
	}
	for _, d := range scn.Doors() {
		if scn.Revealed(d.At) {
			v.Doors = append(v.Doors, HexThing{At: at(d.At), Open: d.Open})
		}
	}
	for _, f := range scn.Figures() {
		if !f.Alive() || !f.OnMap || !scn.Revealed(f.At) {
			continue
		}
		conds := []string{}
		for _, k := range f.Conditions.List() {
			conds = append(conds, cards.EffectLabel(tr, modifier.Effect{Kind: k}))
		}
		out := FigureOut{ID: f.ID, Name: f.Name, Label: names.Figure(f), Kind: f.Kind.String(),
			Side: string(f.Side), Elite: f.Elite, At: at(f.At), HP: f.HP, MaxHP: f.MaxHP, Conditions: conds}
		if f.Kind == engine.KindMonster {
			out.Type, out.Number, out.Boss = names.Type(scn, f.MonsterType), f.Standee, names.Boss(scn, f)
		}
		v.Figures = append(v.Figures, out)
	}
	if scn.WithoutMap() {
		v.NoMap, v.Rooms = true, roomsOf(scn)
	}
	board := scn.Elements()
	for _, k := range []modifier.EffectKind{modifier.Fire, modifier.Ice, modifier.Air, modifier.Earth, modifier.Light, modifier.Dark} {
		v.Elements = append(v.Elements, Element{Name: cards.EffectLabel(tr, modifier.Effect{Kind: k}), Strength: board.Strength(k).String()})
	}
	v.own = ownOf(tr, scn)
	v.Revealed, v.Waiting = revealed(scn)
	if a, ok := scn.Active(); ok {
		v.Active = a
	}
	if !v.Revealed {
		return v
	}
	if turns, err := scn.TurnOrder(); err == nil {
		for _, t := range turns {
			if t.Missed {
				continue
			}
			name := t.Figure
			if f, ok := scn.Figure(t.Figure); ok {
				name = names.Figure(f)
			}
			v.Turns = append(v.Turns, TurnOut{Name: name, Initiative: t.Initiative, Done: t.Done})
		}
	} else {
		v.Turns = initiatives(scn) // a type still without one: the groups that have one
	}
	v.Chosen = chosenOf(scn)
	for _, t := range scn.MonsterTypes() {
		if c, ok := abilities.Drawn(tr, scn, t); ok {
			v.Cards = append(v.Cards, CardOut{Type: names.Type(scn, t), Title: c.Title, Normal: c.Normal, Elite: c.Elite})
		}
	}
	return v
}

// roomsOf lists the rooms and sections of scn revealed, in book order,
// each with its living figures.
func roomsOf(scn *engine.Scenario) []RoomOut {
	out := []RoomOut{}
	for i, r := range scn.Rooms() {
		if !r.Revealed {
			continue
		}
		room := RoomOut{Name: r.Name, Figures: []string{}}
		for _, id := range scn.FiguresIn(i) {
			if f, ok := scn.Figure(id); ok && f.Alive() {
				room.Figures = append(room.Figures, id)
			}
		}
		out = append(out, room)
	}
	return out
}

// initiatives lists the characters and monster types that have an
// initiative this round, in its order.
func initiatives(scn *engine.Scenario) []TurnOut {
	out := []TurnOut{}
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindCharacter || !f.Alive() {
			continue
		}
		if in, ok := scn.InitiativeOf(f.ID); ok {
			out = append(out, TurnOut{Name: names.Figure(f), Initiative: in.Value()})
		}
	}
	for _, t := range scn.MonsterTypes() {
		if in, ok := scn.MonsterInitiative(t); ok {
			out = append(out, TurnOut{Name: names.Type(scn, t), Initiative: in})
		}
	}
	slices.SortStableFunc(out, func(a, b TurnOut) int { return a.Initiative - b.Initiative })
	return out
}

// revealed reports whether this round's initiatives are revealed: once the
// first turn began, or once every character in play has chosen; before,
// the characters still choosing.
func revealed(scn *engine.Scenario) (bool, []string) {
	if scn.RoundBegun() {
		return true, []string{}
	}
	waiting := []string{}
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindCharacter || !f.Alive() {
			continue
		}
		if _, ok := scn.InitiativeOf(f.ID); !ok {
			waiting = append(waiting, f.Name)
		}
	}
	return len(waiting) == 0, waiting
}

func at(h hexgrid.Hex) [2]int { return [2]int{h.Q, h.R} }

func words(tr locales.Tr) Words {
	return Words{
		Title: tr.T("WebTitle"), Round: tr.T("WebRound"), Turns: tr.T("WebTurns"), Cards: tr.T("WebCards"), Chosen: tr.T("WebChosenCards"),
		Elements: tr.T("WebElements"), Figures: tr.T("WebFigures"), Choosing: tr.T("WebChoosing"),
		NoTable: tr.T("WebNoTable"), Lost: tr.T("WebLost"), Normal: tr.T("WebNormal"), Elite: tr.T("WebElite"),
		Boss: tr.T("WebBoss"), Rooms: tr.T("WebRooms"), NoMap: tr.T("WebNoMap"),
		PlayerWords: playerWords(tr),
	}
}
