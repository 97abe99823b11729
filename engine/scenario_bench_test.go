package engine

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

func TestOpenDoor(t *testing.T) {
	s := propertyScenario(t, 1)
	door := hexgrid.H(6, 4)
	if err := s.move("a", door, true); err == nil {
		t.Fatal("moved onto a closed door")
	}
	scnMust(t, doErr(s, OpenDoor{At: door}))
	if s.Map().IsClosed(door) {
		t.Fatal("the door is still closed")
	}
	scnMust(t, s.move("a", door, true))
	if err := doErr(s, OpenDoor{At: door}); err == nil {
		t.Fatal("opened an open door")
	}
	back, err := UnmarshalScenario(scnSnapshot(t, s))
	scnMust(t, err)
	if back.Map().IsClosed(door) {
		t.Fatal("the snapshot closed the door again")
	}
}

// benchScenario is a sample map with four characters and a played state.
func benchScenario(b *testing.B) *Scenario {
	b.Helper()
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		b.Fatal(err)
	}
	s, err := LoadScenario(file, 3, 1, SampleMonsters)
	if err != nil {
		b.Fatal(err)
	}
	for i, h := range file.Starts {
		if err := s.addCharacter(scnChar(string(rune('a'+i)), h.Q, h.R, 10)); err != nil {
			b.Fatal(err)
		}
	}
	return s
}

func BenchmarkScenarioTurnOrder(b *testing.B) {
	s := benchScenario(b)
	r := rand.New(rand.NewPCG(1, 1))
	for _, f := range s.figures {
		if f.Kind == KindCharacter {
			_ = s.setInitiative(f.ID, 1+r.IntN(99), 1+r.IntN(99))
		}
	}
	for _, t := range s.MonsterTypes() {
		_ = s.setMonsterInitiative(t, 1+r.IntN(99))
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.TurnOrder(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScenarioAttack(b *testing.B) {
	s := benchScenario(b)
	b.ReportAllocs()
	for b.Loop() {
		// A 0 attack on a fresh target: nothing dies, the deck cycles.
		if _, err := s.attack("cave-rat-1", modifier.Attack{Value: 0}, []string{"a"}); err != nil {
			b.Fatal(err)
		}
		s.byID["a"].HP = s.byID["a"].MaxHP
		s.byID["a"].Conditions = Conditions{}
		if s.monsterDeck.ShufflePending() {
			_ = s.monsterDeck.EndRound()
		}
	}
}

func BenchmarkScenarioSnapshotMarshal(b *testing.B) {
	s := benchScenario(b)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := json.Marshal(s); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScenarioSnapshotUnmarshal(b *testing.B) {
	data, err := json.Marshal(benchScenario(b))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := UnmarshalScenario(data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkScenarioClone is the copy Do works on (issue 41: Do is atomic),
// against BenchmarkScenarioSnapshotMarshal and Unmarshal, what a restore
// from a snapshot cost.
func BenchmarkScenarioClone(b *testing.B) {
	s := benchScenario(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = s.clone()
	}
}
