package engine

import (
	"encoding/json"
	"strconv"
	"sync"

	"github.com/haventable/haventable/engine/modifier"
)

// The map and the characters' decks are written into a snapshot by hand
// (marshal splices them in): the map's hundreds of [q, r] pairs cost
// encoding/json a reflected value each, and a deck's state was copied,
// marshalled and compacted again; together most of a snapshot's time
// (BenchmarkSessionDo). What they write is what json.Marshal writes, byte
// for byte (TestMapJSONAppend, TestSnapshotSplice).

// mapPlaceholder is the map as json.Marshal writes an empty mapJSON, key
// included: what marshal replaces. Only "version", "name", "level" and
// "rules" come before it, and a string's quotes are escaped, so it cannot
// stand earlier in a document.
var mapPlaceholder = sync.OnceValue(func() string {
	b, err := json.Marshal(mapJSON{})
	if err != nil {
		panic(err) // a struct of slices always marshals
	}
	return `"map":` + string(b)
})

// appendJSON appends m as json.Marshal writes it.
func (m *mapJSON) appendJSON(b []byte) []byte {
	b = append(b, `{"hexes":`...)
	b = appendPairs(b, m.Hexes)
	b = append(b, `,"walls":`...)
	b = appendList(b, m.Walls, true, func(b []byte, w [2][2]int) []byte {
		return appendList(b, w[:], false, appendPair)
	})
	if len(m.Closed) > 0 {
		b = append(b, `,"closed":`...)
		b = appendPairs(b, m.Closed)
	}
	for _, l := range []struct {
		key string
		hs  [][2]int
	}{{"obstacles", m.Obstacles}, {"traps", m.Traps}, {"hazardous", m.Hazardous}, {"difficult", m.Difficult}} {
		b = append(b, `,"`...)
		b = append(b, l.key...)
		b = append(b, `":`...)
		b = appendPairs(b, l.hs)
	}
	b = append(b, `,"doors":`...)
	b = appendList(b, m.Doors, true, func(b []byte, d doorJSON) []byte {
		b = append(b, `{"at":`...)
		b = appendPair(b, d.At)
		b = append(b, `,"open":`...)
		return append(strconv.AppendBool(b, d.Open), '}')
	})
	b = append(b, `,"starts":`...)
	b = appendPairs(b, m.Starts)
	if len(m.Rooms) > 0 {
		b = append(b, `,"rooms":`...)
		b = appendList(b, m.Rooms, false, func(b []byte, r roomJSON) []byte {
			b = append(b, `{"name":`...)
			b = appendString(b, r.Name)
			b = append(b, `,"hexes":`...)
			b = appendPairs(b, r.Hexes)
			if r.Start {
				b = append(b, `,"start":true`...)
			}
			if r.Revealed {
				b = append(b, `,"revealed":true`...)
			}
			return append(b, '}')
		})
	}
	if len(m.TrapDamage) > 0 {
		b = append(b, `,"trap_damage":`...)
		b = appendList(b, m.TrapDamage, false, func(b []byte, d trapDamageJSON) []byte {
			b = append(b, `{"at":`...)
			b = appendPair(b, d.At)
			b = append(b, `,"damage":`...)
			return append(strconv.AppendInt(b, int64(d.Damage), 10), '}')
		})
	}
	return append(b, '}')
}

// appendDecks appends the characters' decks as json.Marshal writes their
// []characterDeckJSON.
func appendDecks(b []byte, decks []deckRef) []byte {
	return appendList(b, decks, false, func(b []byte, r deckRef) []byte {
		b = append(b, `{"character":`...)
		b = appendString(b, r.character)
		b = append(b, `,"deck":`...)
		return append(r.deck.AppendStateJSON(b), '}')
	})
}

// appendList appends xs as json.Marshal writes a slice whose items item
// writes (null for a nil one when nilIsNull).
func appendList[T any](b []byte, xs []T, nilIsNull bool, item func([]byte, T) []byte) []byte {
	if xs == nil && nilIsNull {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, x := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = item(b, x)
	}
	return append(b, ']')
}

// appendPairs appends hs as json.Marshal writes a [][2]int (null when nil).
func appendPairs(b []byte, hs [][2]int) []byte { return appendList(b, hs, true, appendPair) }

// appendPair appends p as json.Marshal writes a [2]int.
func appendPair(b []byte, p [2]int) []byte {
	b = append(b, '[')
	b = strconv.AppendInt(b, int64(p[0]), 10)
	b = append(b, ',')
	b = strconv.AppendInt(b, int64(p[1]), 10)
	return append(b, ']')
}

// appendString appends s as json.Marshal writes a string.
func appendString(b []byte, s string) []byte { return modifier.AppendJSONString(b, s) }
