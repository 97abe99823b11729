package ghs

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/monster"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
)

func loadFiles(t testing.TB) []File {
	t.Helper()
	var files []File
	err := filepath.WalkDir("testdata/invented", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		files = append(files, File{Name: strings.TrimPrefix(path, "testdata/invented/"), Data: data})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func TestImport(t *testing.T) {
	p, rep, err := Import("Invented", loadFiles(t))
	if err != nil {
		t.Fatal(err)
	}
	st, err := p.StatCard("Mire Hound", 2, false, 2)
	if err != nil {
		t.Fatal(err)
	}
	// normal: its own actions replace baseStat's muddle (as GHS does);
	// baseStat's immunities hold where the stat gives none
	if st.HitPoints != 6 || st.Move != 3 || st.Attack != 3 || st.Shield != 1 ||
		len(st.Conditions) != 0 || !slices.Equal(st.Immunities, []string{"poison", "brittle"}) || st.Notes != "" {
		t.Errorf("normal L2 %+v", st)
	}
	// level 0 gives no actions: baseStat's hold
	if l0, _ := p.StatCard("Mire Hound", 0, false, 2); !slices.Equal(l0.Conditions, []string{"muddle"}) {
		t.Errorf("normal L0 %+v", l0)
	}
	el, _ := p.StatCard("Mire Hound", 2, true, 2)
	if el.HitPoints != 11 || el.Range != 2 || el.Retaliate != 2 || el.RetaliateRange != 3 || el.Pierce != 1 ||
		!slices.Equal(el.Conditions, []string{"wound"}) || !strings.Contains(el.Notes, "Howls at the moon") {
		t.Errorf("elite L2 %+v", el)
	}
	boss, err := p.StatCard("Bone King", 4, false, 3)
	if err != nil {
		t.Fatal(err)
	}
	if !boss.Boss || !boss.Flying || boss.HitPoints != 27 || boss.Attack != 7 || len(boss.Special) != 2 ||
		!slices.Equal(boss.Immunities, []string{"stun", "curse"}) {
		t.Errorf("boss %+v", boss)
	}
	if got := monster.Summary(monster.Resolve(boss.Special[0], boss)); got != "Summon Mire Hound | Attack 6, Target 2" {
		t.Errorf("special 1: %s", got)
	}
	if c, ok := p.Class("Glimmer Scout"); !ok || c.HandSize != 9 {
		t.Errorf("Glimmer Scout's hand size: %+v", c)
	}
	if _, ok := p.Deck("Glimmer Scout"); ok {
		t.Error("a class's ability deck imported as a monster deck")
	}
	d, _ := p.Deck("Mire Hound")
	want := []string{
		"Move 4 | Attack 2",
		"Move 3, Jump | Attack 3, Range 1, Target 2, Poison | Use Earth: +2 Attack, Immobilize",
		"Attack 4, Push 1, Area 2 hexes | Infuse Ice",
		"Heal 3, Self | heal X, X is the damage it took since its last turn",
		"spawn | Shield 2 | Retaliate 1, Range 2 | Loot 1",
	}
	if len(d.Cards) != len(want) {
		t.Fatalf("%d cards, want %d", len(d.Cards), len(want))
	}
	for i, c := range d.Cards {
		if got := monster.Summary(c.Resolve(st)); got != want[i] {
			t.Errorf("card %d: %s\n want %s", c.Number, got, want[i])
		}
	}
	if a := d.Cards[2].Actions[0].Area; a == nil || !a.Self || !slices.EqualFunc(a.Hexes, [][]int{{1, -1}, {1, 0}}, slices.Equal) {
		t.Errorf("area %+v", a)
	}
	if !d.Cards[1].Shuffle || d.Cards[1].Number != 902 || d.Cards[1].Initiative != 40 || d.Cards[0].Name != "Lope" {
		t.Errorf("card fields %+v", d.Cards[:2])
	}
	c, ok := p.Class("Glimmer Scout")
	if !ok {
		t.Fatal("no class")
	}
	// a perk's custom text is kept in quotes, for the sheet
	wantPerks := []string{"remove -1, -1", "replace -1 with +1", "replace -1 with +1", "add +0 roll push:1, +0 roll push:1",
		`add +1 "Ignore negative lamp effects"`, "add +1 shield:1", `"Lamps never go out"`}
	if c.Color != "#12ab34" || c.HitPoints[0] != 6 || c.HitPoints[8] != 14 || !slices.Equal(c.Perks, wantPerks) {
		t.Errorf("class %+v\nwant perks %q", c, wantPerks)
	}
	if len(p.Scenarios) != 1 || p.Scenarios[0].Title != "#1 Mire Crossing" ||
		!slices.Equal(p.Scenarios[0].Monsters, []string{"Mire Hound", "Bone King"}) ||
		len(p.Scenarios[0].Rooms) != 2 || !slices.Equal(p.Scenarios[0].Rooms[0].Monsters, []string{"Mire Hound"}) {
		t.Errorf("scenarios %+v", p.Scenarios)
	}
	if got := p.Scenarios[0].Allies; !slices.Equal(got, []string{"Mire Hound"}) {
		t.Errorf("allies %v, want the hound (the serpent is not imported)", got)
	}
	var all []string
	for _, w := range rep.Warnings {
		all = append(all, w.String())
	}
	text := strings.Join(all, "\n")
	for _, w := range []string{
		`not-data.json: skipped: not a monster, deck, character, scenario or edition file`,
		`character/deck/lantern-warden.json.abilities[3]: card number 903 given twice: this card numbered 904`,
		`label/*.json: texts in other languages than English, German and French skipped`,
		`monster/deck/mire-hound.json.abilities[5]: card skipped: card number 905 given twice`,
		`character/broken.json.stats: character skipped`,
		`character/glimmer-scout.json.perks[6]: perk skipped: card type "bless"`,
		`scenarios/001.json.monsters[2]: monster "sea-serpent" left out`,
		`scenarios/001.json.allies[1]: monster "sea-serpent" left out`,
		`scenario.rules: skipped`,
		`monster.thumbnail: skipped (1 times)`,
		`deck.abilities[*].lost: skipped (1 times)`,
		`character.characterClass: skipped (2 times)`,
	} {
		if !strings.Contains(text, w) {
			t.Errorf("no warning %q in\n%s", w, text)
		}
	}
	if rep.Text == 0 || rep.Structured == 0 {
		t.Errorf("counts %d/%d", rep.Structured, rep.Text)
	}
}

// TestImportEditionFile: the same data as one edition file (built as
// GHS's build-data script does, the label files under "label") gives the
// same pack.
func TestImportEditionFile(t *testing.T) {
	files := loadFiles(t)
	var ed struct{ monsters, decks, characters, scenarios, labels []string }
	for _, f := range files {
		switch {
		case strings.HasPrefix(f.Name, "label/"):
			ed.labels = append(ed.labels, `"`+strings.TrimSuffix(strings.TrimPrefix(f.Name, "label/"), ".json")+`": `+string(f.Data))
		case strings.HasPrefix(f.Name, "monster/deck/"), strings.HasPrefix(f.Name, "character/deck/"):
			ed.decks = append(ed.decks, string(f.Data))
		case strings.HasPrefix(f.Name, "monster/"):
			ed.monsters = append(ed.monsters, string(f.Data))
		case strings.HasPrefix(f.Name, "character/"):
			ed.characters = append(ed.characters, string(f.Data))
		case strings.HasPrefix(f.Name, "scenarios/"):
			ed.scenarios = append(ed.scenarios, string(f.Data))
		}
	}
	one := `{"edition": "inv", "monsters": [` + strings.Join(ed.monsters, ",") + `], "decks": [` + strings.Join(ed.decks, ",") +
		`], "characters": [` + strings.Join(ed.characters, ",") + `], "scenarios": [` + strings.Join(ed.scenarios, ",") +
		`], "label": {` + strings.Join(ed.labels, ",") + `}}`
	a, _, err := Import("Invented", files)
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := Import("Invented", []File{{Name: "inv.json", Data: []byte(one)}})
	if err != nil {
		t.Fatal(err)
	}
	ea, _ := a.Encode()
	eb, _ := b.Encode()
	if !bytes.Equal(ea, eb) {
		t.Errorf("edition file gives another pack:\n%s\n---\n%s", ea, eb)
	}
}

func TestImportRoundTrip(t *testing.T) {
	p, _, err := Import("Invented", loadFiles(t))
	if err != nil {
		t.Fatal(err)
	}
	data, _ := p.Encode()
	q, err := pack.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := q.Encode()
	if !bytes.Equal(data, again) {
		t.Error("round trip changed the pack")
	}
}

func TestImportRefuses(t *testing.T) {
	if _, _, err := Import("x", []File{{"a.json", []byte(`{`)}}); err == nil || !strings.Contains(err.Error(), "a.json: not valid JSON") {
		t.Errorf("error %v", err)
	}
	if _, _, err := Import("x", []File{{"a.json", []byte(`{"name": 1, "name": 2}`)}}); err == nil || !strings.Contains(err.Error(), "duplicate key") {
		t.Errorf("error %v", err)
	}
	if _, _, err := Import("", nil); err == nil {
		t.Error("a pack without a name")
	}
}

func FuzzImport(f *testing.F) {
	for _, file := range loadFiles(f) {
		f.Add(file.Data)
	}
	// a class card with a kind of bonus one of which is active at a time
	f.Add([]byte(`{"name":"chanter","character":true,"edition":"inv","abilities":[{"cardId":1,"name":"Ember Chant","level":1,"initiative":30,` +
		`"actions":[{"type":"box","value":"Chant"},{"type":"move","value":2},{"type":"concatenation","subActions":[{"type":"card","value":"persistent"},` +
		`{"type":"custom","value":"When another Chant is played, discard this card."}]}],"bottomActions":[{"type":"card","value":"round"},` +
		`{"type":"custom","value":"You may have two Chants active at once."}]}]}`))
	// a class card with the enhancement slots printed on its lines
	f.Add([]byte(`{"name":"slotter","character":true,"edition":"inv","abilities":[{"cardId":1,"name":"Slots","level":1,"initiative":40,` +
		`"actions":[{"type":"attack","value":2,"enhancementTypes":["diamond","diamond_plus"],"subActions":[{"type":"range","value":3,"enhancementTypes":["square"]},` +
		`{"type":"area","value":"(0,0,active)|(1,0,target)","enhancementTypes":["hex","any"]}]}],` +
		`"bottomActions":[{"type":"move","value":3,"enhancementTypes":["circle","square","x"]}]}]}`))
	// a class card's ally performing an attack, a move, two actions
	if data, err := os.ReadFile("testdata/performs/bond-caller.json"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`{"name":"perf","character":true,"edition":"inv","abilities":[{"cardId":1,"name":"P","level":1,"initiative":30,` +
		`"actions":[{"type":"custom","value":"One ally within range 3 may perform","subActions":[{"type":"attack","value":2,"subActions":[{"type":"range","value":3}]}]}],` +
		`"bottomActions":[{"type":"custom","value":"One adjacent ally may perform:","subActions":[{"type":"move","value":"X"}]}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, rep, err := Import("Fuzz", []File{{Name: "f.json", Data: data}})
		if err != nil {
			return
		}
		if err := p.Check(); err != nil || rep == nil {
			t.Fatalf("imported pack fails its check: %v", err)
		}
	})
}

// The edition id of a GHS edition file gives the pack its rules; files of
// two editions, or of one the engine does not tell apart, give none.
func TestEditionIDGivesRules(t *testing.T) {
	file := func(ed string) File {
		return File{Name: ed + ".json", Data: []byte(`{"edition": "` + ed + `", "monsters": [], "decks": []}`)}
	}
	for _, c := range []struct {
		files []File
		want  rules.Edition
	}{
		{[]File{file("fh")}, rules.Frosthaven},
		{[]File{file("jotl")}, rules.JawsOfTheLion},
		{[]File{file("inv")}, ""},
		{[]File{file("fh"), file("gh")}, ""},
	} {
		p, _, err := Import("Invented", c.files)
		if err != nil {
			t.Fatal(err)
		}
		if p.Rules != c.want {
			t.Errorf("%d files: rules %q, want %q", len(c.files), p.Rules, c.want)
		}
	}
}

// A scenario's lootDeckConfig is its loot deck: GHS's two special cards
// count as special, an unknown kind is named in the report.
func TestScenarioLootDeck(t *testing.T) {
	data := `{"edition": "fh", "monsters": [], "decks": [], "scenarios": [{"index": "7", "name": "Invented Cave",
		"lootDeckConfig": {"money": 6, "lumber": 2, "special1": 1, "special2": 1, "gems": 3}}]}`
	p, rep, err := Import("Invented", []File{{Name: "fh.json", Data: []byte(data)}})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Scenarios) != 1 {
		t.Fatalf("scenarios %+v", p.Scenarios)
	}
	want := []pack.LootCount{{Kind: "money", Count: 6}, {Kind: "lumber", Count: 2}, {Kind: "special", Count: 2}}
	if got := p.Scenarios[0].LootDeck; !reflect.DeepEqual(got, want) {
		t.Errorf("loot deck %+v, want %+v", got, want)
	}
	if !strings.Contains(fmt.Sprint(rep.Warnings), "lootDeckConfig.gems") {
		t.Errorf("the unknown kind is not reported: %v", rep.Warnings)
	}
}

// A boss whose file also gives elite stats is kept with its boss stats
// (GHS plays those alone), hit points written "[7xC/2{$math.floor}]" are
// worked out as GHS works them out, and a card of initiative 100 ("after
// everyone") is read as 99.
func TestBossFormulaAndLastInitiative(t *testing.T) {
	var stats []string
	for l := range 8 {
		stats = append(stats, fmt.Sprintf(`{"level": %d, "health": "[7xC/2{$math.floor}]", "attack": 2}, {"level": %d, "type": "elite", "health": 9, "attack": 3}`, l, l))
	}
	data := `{"edition": "inv", "monsters": [{"name": "glum-ghost", "deck": "ghost", "boss": true, "count": 1,
		"baseStat": {"type": "boss", "movement": 2}, "stats": [` + strings.Join(stats, ",") + `]}],
		"decks": [{"name": "ghost", "abilities": [{"cardId": 1, "initiative": 100, "actions": [{"type": "move", "value": 0, "valueType": "plus"}]}]}]}`
	p, rep, err := Import("Invented", []File{{Name: "inv.json", Data: []byte(data)}})
	if err != nil {
		t.Fatal(err)
	}
	m, ok := p.Monster("Glum Ghost")
	if !ok {
		t.Fatalf("left out: %v", rep.Warnings)
	}
	lv := m.Levels[3]
	if lv.Boss == nil || lv.Elite != nil || lv.Normal != nil {
		t.Fatalf("level 3: %+v", lv)
	}
	for c, want := range map[int]int{2: 7, 3: 10, 4: 14} {
		if n, err := lv.Boss.HitPoints.At(c, 3, 1); err != nil || n != want {
			t.Errorf("%d characters: %d hit points %v, want %d", c, n, err, want)
		}
	}
	d, ok := p.Deck(m.DeckName())
	if !ok || len(d.Cards) != 1 || d.Cards[0].Initiative != 99 {
		t.Errorf("deck: %+v", d)
	}
	if w := fmt.Sprint(rep.Warnings); !strings.Contains(w, "initiative 100 (after everyone) read as 99") {
		t.Errorf("warnings: %s", w)
	}
	if err := p.Check(); err != nil {
		t.Error(err)
	}
}

// A Buttons & Bugs monster has no scenario levels: its base stat at every
// level, its elite the first stat when that is an elite one.
func TestButtonsAndBugsMonster(t *testing.T) {
	data := `{"edition": "inv", "monsters": [
		{"name": "button-guard", "deck": "button-guard", "bb": true, "count": 4, "baseStat": {"type": "bb", "health": 8, "actions": [{"type": "shield", "value": 1}]},
		 "stats": [{"type": "elite", "health": 18, "actions": [{"type": "shield", "value": 2}]}]},
		{"name": "button-mouse", "deck": "button-guard", "bb": true, "count": 4, "baseStat": {"type": "bb", "health": 5}}],
		"decks": [{"name": "button-guard", "abilities": [{"cardId": 1, "initiative": 40, "actions": [{"type": "attack", "value": 2}]}]}]}`
	p, rep, err := Import("Invented", []File{{Name: "inv.json", Data: []byte(data)}})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name              string
		normalHP, eliteHP int
		normalSh, eliteSh int
	}{{"Button Guard", 8, 18, 1, 2}, {"Button Mouse", 5, 5, 0, 0}} {
		m, ok := p.Monster(c.name)
		if !ok {
			t.Fatalf("%s left out: %v", c.name, rep.Warnings)
		}
		for _, l := range []int{0, 7} {
			n, err1 := m.StatCard(l, false, 2)
			e, err2 := m.StatCard(l, true, 2)
			if err1 != nil || err2 != nil || n.HitPoints != c.normalHP || e.HitPoints != c.eliteHP || n.Shield != c.normalSh || e.Shield != c.eliteSh {
				t.Errorf("%s level %d: %+v %+v %v %v", c.name, l, n, e, err1, err2)
			}
		}
	}
	if err := p.Check(); err != nil {
		t.Error(err)
	}
}

// A boss whose health is 0 at every level stands in for the scenario's own
// rules: kept (its cards and specials), never a figure; one with 0 at some
// levels only is left out.
func TestStandInBoss(t *testing.T) {
	var all, some []string
	for l := range 8 {
		all = append(all, fmt.Sprintf(`{"level": %d}`, l))
		hp := 0
		if l > 3 {
			hp = 5
		}
		some = append(some, fmt.Sprintf(`{"level": %d, "health": %d}`, l, hp))
	}
	data := `{"edition": "inv", "monsters": [
		{"name": "tide-controller", "deck": "ghost", "boss": true, "count": 1, "baseStat": {"type": "boss", "health": 0, "special": [[{"type": "custom", "value": "Move every water tile one hex"}]]}, "stats": [` + strings.Join(all, ",") + `]},
		{"name": "half-there", "deck": "ghost", "boss": true, "count": 1, "baseStat": {"type": "boss"}, "stats": [` + strings.Join(some, ",") + `]}],
		"decks": [{"name": "ghost", "abilities": [{"cardId": 1, "initiative": 10, "actions": [{"type": "special", "value": 1}]}]}]}`
	p, rep, err := Import("Invented", []File{{Name: "inv.json", Data: []byte(data)}})
	if err != nil {
		t.Fatal(err)
	}
	m, ok := p.Monster("Tide Controller")
	if !ok || !m.StandIn() {
		t.Fatalf("stand-in left out or not one: %v %v", ok, rep.Warnings)
	}
	if st, err := m.StatCard(3, false, 2); err != nil || st.HitPoints != 0 || len(st.Special) != 1 {
		t.Errorf("its stat card: %+v %v", st, err)
	}
	if _, ok := p.Monster("Half There"); ok {
		t.Error("a boss without hit points at some levels only is kept")
	}
	if err := p.Check(); err != nil {
		t.Error(err)
	}
	if w := fmt.Sprint(rep.Warnings); !strings.Contains(w, "kept as a stand-in") || !strings.Contains(w, "no hit points at some levels only") {
		t.Errorf("warnings: %s", w)
	}
}
