package web

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
)

// twoRooms is a hall with a rat, and a vault behind a closed door with a
// rat and a warden.
const twoRooms = `{
  "title": "Two rooms",
  "hexes": [[0,0],[1,0],[2,0],[3,0],[4,0],[5,0],[6,0],[5,1],[6,1]],
  "doors": [{"at": [3,0]}],
  "starts": [[0,0],[1,0]],
  "monsters": [
    {"type": "Cave Rat", "standee": 1, "at": [2,0]},
    {"type": "Stone Warden", "standee": 1, "at": [6,1], "elite": true}
  ],
  "rooms": [
    {"name": "Hall", "hexes": [[0,0],[1,0],[2,0]], "start": true},
    {"name": "Vault", "hexes": [[4,0],[5,0],[6,0],[5,1],[6,1]]}
  ]
}`

func scenario(t testing.TB) *engine.Scenario {
	t.Helper()
	f, err := scenariofile.Parse([]byte(twoRooms))
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.LoadScenario(f, 1, 3, engine.SampleMonsters)
	if err != nil {
		t.Fatal(err)
	}
	for i, n := range []string{"Ana", "Bo"} {
		if s, err = s.WithCharacter(engine.Figure{ID: strings.ToLower(n), Name: n, Kind: engine.KindCharacter,
			Side: engine.SideParty, At: hexgrid.H(i, 0), OnMap: true, HP: 8, MaxHP: 10}, nil); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func tr(t testing.TB) locales.Tr {
	t.Helper()
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// Nothing hidden is in the view: not the vault's hexes or monsters before
// its door opens, no initiative before every character has chosen, no
// deck.
func TestViewHidesWhatThePlayersDoNotSee(t *testing.T) {
	s := scenario(t)
	v := ViewOf(tr(t), s)
	doc, _ := json.Marshal(v)
	for _, hidden := range []string{"stone-warden", "[5,1]", "[6,0]", `"draw":[`, `"own"`, "+1", "@M"} {
		if strings.Contains(string(doc), hidden) {
			t.Errorf("the view holds %q: %s", hidden, doc)
		}
	}
	if len(v.Figures) != 3 || len(v.Hexes) != 4 || len(v.Doors) != 1 || v.Doors[0].Open {
		t.Errorf("figures %d, hexes %d, doors %+v", len(v.Figures), len(v.Hexes), v.Doors)
	}
	if _, err := s.Do(engine.SetInitiative{Character: "ana", Leading: 12, Second: 40}); err != nil {
		t.Fatal(err)
	}
	v = ViewOf(tr(t), s)
	if v.Revealed || len(v.Turns) != 0 || len(v.Waiting) != 1 || v.Waiting[0] != "Bo" {
		t.Errorf("one of two chosen: revealed %v, turns %v, waiting %v", v.Revealed, v.Turns, v.Waiting)
	}
	doc, _ = json.Marshal(v)
	if strings.Contains(string(doc), `"initiative":12`) || strings.Contains(string(doc), "40") {
		t.Errorf("an initiative not revealed is in the view: %s", doc)
	}
	for _, a := range []engine.Action{engine.SetInitiative{Character: "bo", Leading: 30, Second: 50},
		engine.SetMonsterInitiative{Type: "Cave Rat", Initiative: 20}, engine.OpenDoor{At: hexgrid.H(3, 0)}} {
		if _, err := s.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	v = ViewOf(tr(t), s)
	if !v.Revealed || len(v.Turns) == 0 || v.Turns[0].Initiative != 12 || len(v.Figures) != 4 || len(v.Hexes) != 9 {
		t.Errorf("revealed %v, turns %+v, %d figures, %d hexes", v.Revealed, v.Turns, len(v.Figures), len(v.Hexes))
	}
	if ViewOf(tr(t), nil).Empty != true {
		t.Error("no scenario is not said")
	}
}

// The page and its feed answer only with the code; the feed sends the
// view at once and each update after.
func TestServer(t *testing.T) {
	srv, err := Start("127.0.0.1:0", "SECRET2345", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	base := "http://" + srv.Address()
	for _, path := range []string{"/", "/view.json", "/events", "/?code=wrong"} {
		resp, err := http.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("%s without the code: %d", path, resp.StatusCode)
		}
	}
	resp, err := http.Get(base + "/?code=SECRET2345")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(string(body), "EventSource") {
		t.Fatalf("page: %d", resp.StatusCode)
	}
	events, err := http.Get(base + "/events?code=SECRET2345")
	if err != nil {
		t.Fatal(err)
	}
	defer events.Body.Close()
	lines := bufio.NewReader(events.Body)
	if first := nextData(t, lines); !strings.Contains(first, `"empty":true`) {
		t.Errorf("first event %q", first)
	}
	if err := srv.Update(ViewOf(tr(t), scenario(t))); err != nil {
		t.Fatal(err)
	}
	var v View
	if err := json.Unmarshal([]byte(nextData(t, lines)), &v); err != nil || v.Scenario != "Two rooms" || len(v.Figures) != 3 {
		t.Errorf("update: %v, %+v", err, v)
	}
}

// A figure's kind is said in a word on the page ("character", "monster"),
// not as the engine's number.
func TestViewFigureKindIsAWord(t *testing.T) {
	doc, err := json.Marshal(ViewOf(tr(t), scenario(t)))
	if err != nil {
		t.Fatal(err)
	}
	var v struct {
		Figures []struct{ ID, Kind string }
	}
	if err := json.Unmarshal(doc, &v); err != nil {
		t.Fatal(err)
	}
	kinds := map[string]string{}
	for _, f := range v.Figures {
		kinds[f.ID] = f.Kind
	}
	if kinds["ana"] != "character" || kinds["bo"] != "character" || len(kinds) != 3 {
		t.Errorf("kinds %q", kinds)
	}
	for id, k := range kinds {
		if id != "ana" && id != "bo" && k != "monster" {
			t.Errorf("%s: kind %q", id, k)
		}
	}
}
