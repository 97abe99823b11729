package jsontag

import (
	"reflect"
	"strings"
	"testing"
)

type good struct {
	ID      string            `json:"id"`
	MaxHP   int               `json:"max_hp,omitempty"`
	Skipped int               `json:"-"`
	Inner   []goodInner       `json:"inner"`
	ByName  map[string]*inner `json:"by_name"`
	private int
}

type goodInner struct {
	Value int `json:"value"`
}

type inner struct {
	Count int    `json:"count"`
	Bad   string `json:"badKey"`
}

type bad struct {
	Name  string
	Max   int `json:",omitempty"`
	Camel int `json:"maxHp"`
	Deep  []map[string]inner
}

type selfMarshaled struct{ Any int }

func (selfMarshaled) MarshalJSON() ([]byte, error) { return []byte("0"), nil }

func TestProblems(t *testing.T) {
	if p := Problems(reflect.TypeFor[goodInner]()); len(p) != 0 {
		t.Errorf("good type: %v", p)
	}
	got := strings.Join(Problems(reflect.TypeFor[good]()), "\n")
	if !strings.Contains(got, `jsontag.good.ByName{}[].Bad: key "badKey"`) || strings.Count(got, "\n") != 0 {
		t.Errorf("good with one bad key deep inside:\n%s", got)
	}
	got = strings.Join(Problems(reflect.TypeFor[bad]()), "\n")
	for _, want := range []string{".Name: no json key", ".Max: no json key", `.Camel: key "maxHp"`, `.Deep[]{}.Bad: key "badKey"`} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	if p := Problems(reflect.TypeFor[selfMarshaled]()); len(p) != 0 {
		t.Errorf("a type that marshals itself: %v", p)
	}
}
