package scenariofile

import (
	"errors"
	"testing"

	"github.com/haventable/haventable/engine/undo"
	"github.com/haventable/haventable/hexgrid"
)

// fuzzEdit reads one edit from three bytes.
func fuzzEdit(b0, b1, b2 byte) Edit {
	at := h(int(b1%7)-3, int(b2%7)-3)
	switch b0 % 10 {
	case 0:
		return HexEdit{At: at, On: true}
	case 1:
		return HexEdit{At: at, On: false}
	case 2:
		return LayerEdit{At: at, Layer: Layer(b2 % 6)}
	case 3:
		return WallEdit{A: at, B: at.Neighbor(hexgrid.Direction(b1 % 6))}
	case 4:
		return MonsterEdit{At: at, Type: []string{"Rat", "Imp"}[b1%2], Placement: Placement{Elite: b2%2 == 0}}
	case 5:
		return RoomEdit{At: at, Room: int(b2%3) - 1}
	case 6:
		return StartRoomEdit{Room: int(b1 % 3)}
	case 7:
		return TitleEdit{Title: []string{"A", "B"}[b1%2]}
	case 8:
		return TileEdit{Tile: "T", Hexes: []hexgrid.Hex{h(0, 0), h(1, 0), h(0, 1)}, Place: hexgrid.Placement{At: at, Rotation: int(b2 % 6)}}
	}
	return OrientationEdit{Orientation: hexgrid.Orientation(b1 % 2)}
}

// FuzzHistory plays gestures of edits, undos and redos on the editor's
// history and checks every file against the editor's former undo, which
// kept a whole copy of the file per gesture: a gesture is one step, a
// gesture that changes nothing is none, and undo and redo walk back and
// forth through exactly the files there were (bounded to max steps: the
// oldest step goes when a gesture first changes the file; the former editor
// dropped it when any gesture began, even one that then changed nothing).
func FuzzHistory(f *testing.F) {
	f.Add([]byte{0, 9, 9, 0, 10, 10, 3, 1, 0, 200, 0, 0, 201, 0, 0, 5, 2, 3, 200, 0, 0})
	f.Add([]byte{0, 1, 2, 0, 1, 3, 0, 1, 4, 4, 3, 3, 201, 0, 0, 200, 0, 0, 200, 0, 0, 1, 1, 1})
	f.Fuzz(func(t *testing.T, ops []byte) {
		const max = 5
		hist := NewHistory(NewFile("Fuzz"), max)
		var undos, redos []*File // the former editor's stacks
		cur := NewFile("Fuzz")
		var before *File
		pushed := false     // the gesture has made a step
		gesture := func() { // begin
			before = BeginGesture(hist)
			redos, pushed = nil, false
		}
		end := func() { // discard
			EndGesture(hist, before)
			if n := len(undos); pushed && undos[n-1].Equal(cur) {
				undos = undos[:n-1]
			}
		}
		open := false
		for i := 0; i+2 < len(ops); i += 3 {
			switch ops[i] {
			case 200:
				if open {
					end()
					open = false
				}
				ok, err := hist.Undo()
				if err != nil || ok != (len(undos) > 0) {
					t.Fatalf("op %d undo: %v %v", i/3, ok, err)
				}
				if ok {
					redos = append(redos, cur)
					cur = undos[len(undos)-1]
					undos = undos[:len(undos)-1]
				}
			case 201:
				if open {
					end()
					open = false
				}
				ok, err := hist.Redo()
				if err != nil || ok != (len(redos) > 0) {
					t.Fatalf("op %d redo: %v %v", i/3, ok, err)
				}
				if ok {
					undos = append(undos, cur)
					cur = redos[len(redos)-1]
					redos = redos[:len(redos)-1]
				}
			default:
				if ops[i]%2 == 0 || !open { // a new gesture, or the next edit of one
					if open {
						end()
					}
					gesture()
					open = true
				}
				e := fuzzEdit(ops[i]/2, ops[i+1], ops[i+2])
				before := cur.Clone()
				err := hist.Join(e)
				if errors.Is(err, undo.ErrUnchanged) {
					err = nil
				}
				refErr := e.Apply(cur)
				if refErr == nil && !pushed {
					undos, pushed = append(undos, before.Clone()), true
					if len(undos) > max {
						undos = undos[1:]
					}
				}
				if (err == nil) != (refErr == nil || errors.Is(refErr, undo.ErrUnchanged)) {
					t.Fatalf("op %d %s: %v, the file alone: %v", i/3, e.Kind(), err, refErr)
				}
				if refErr != nil && !cur.Equal(before) {
					t.Fatalf("op %d %s: refused (%v) but changed the file", i/3, e.Kind(), refErr)
				}
			}
			if !hist.State().Equal(cur) {
				t.Fatalf("after op %d: %+v\nwant %+v", i/3, hist.State(), cur)
			}
			if !open && (hist.CanUndo() != (len(undos) > 0) || hist.CanRedo() != (len(redos) > 0)) {
				t.Fatalf("after op %d: undo %v redo %v, want %d %d", i/3, hist.CanUndo(), hist.CanRedo(), len(undos), len(redos))
			}
		}
	})
}
