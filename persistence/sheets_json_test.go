package persistence

import (
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine/campaign"
)

// The undo data keeps character sheets with fixed JSON names, and reads
// the rows of the versions before them: a renamed Go field of
// campaign.Character must fail here, not break stored campaigns.
func TestStoredSheetsJSON(t *testing.T) {
	c := campaign.Character{ID: 3, Class: "warden", Name: "Ysolde", Level: 2, XP: 45, Gold: 12, PerkMarks: 4,
		Perks: []string{"remove -1, -1"}, Retired: true}
	b, err := encodeSheets([]campaign.Character{c})
	if err != nil {
		t.Fatal(err)
	}
	const want = `[{"id":3,"class":"warden","name":"Ysolde","level":2,"xp":45,"gold":12,"perk_marks":4,"perks":["remove -1, -1"],"retired":true}]`
	if string(b) != want {
		t.Fatalf("stored as\n%s\nwant\n%s", b, want)
	}
	// As rows were written before the names were spelled out.
	const old = `[{"ID":3,"Class":"warden","Name":"Ysolde","Level":2,"XP":45,"Gold":12,"PerkMarks":4,"Perks":["remove -1, -1"],"Retired":true}]`
	for _, in := range []string{want, old} {
		got, err := decodeSheets([]byte(in))
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || !reflect.DeepEqual(got[0], c) {
			t.Fatalf("read %s as %+v, want %+v", in, got, c)
		}
	}
}
