package xha

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// A monster type's display ("Mossling" for "Mossling Scenario 4") is kept
// as its Display, named on its stat cards and no longer reported skipped;
// one equal to the type's name is not kept.
func TestMonsterDisplayKept(t *testing.T) {
	data, err := os.ReadFile("testdata/rooms-edition.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	monsters := doc["monsters"].(map[string]any)
	moss := monsters["Mossling"].(map[string]any)
	variant := map[string]any{}
	for k, v := range moss {
		variant[k] = v
	}
	variant["display"], variant["deck"] = "Mossling", "Mossling"
	moss["display"] = "Mossling"
	monsters["Mossling Scenario 4"] = variant
	if data, err = json.Marshal(doc); err != nil {
		t.Fatal(err)
	}
	p, rep, err := Import(data)
	if err != nil {
		t.Fatal(err)
	}
	m, ok := p.Monster("Mossling Scenario 4")
	if !ok || m.Display != "Mossling" || m.Shown() != "Mossling" {
		t.Fatalf("variant %+v", m)
	}
	if m, _ := p.Monster("Mossling"); m.Display != "" {
		t.Errorf("a display equal to the name kept: %q", m.Display)
	}
	if mt := p.MonsterTable(3)["Mossling Scenario 4"]; mt.Normal[1].Card == nil || mt.Normal[1].Card.Monster != "Mossling" {
		t.Errorf("stat card %+v", mt.Normal[1].Card)
	}
	for _, w := range rep.Warnings {
		if strings.Contains(w.String(), "display") {
			t.Errorf("display reported: %s", w)
		}
	}
	if err := p.Check(); err != nil {
		t.Error(err)
	}
}
