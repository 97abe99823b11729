package persistence

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/scenariofile"
)

// Data packs are kept whole, listed with what they hold, renamed when their
// name is taken, and survive a restart; a deleted one is gone.
func TestDataPacksAreKept(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	b := pack.Builtin()
	first, err := s.AddPack(ctx, b, "haventable")
	if err != nil {
		t.Fatal(err)
	}
	second, err := s.AddPack(ctx, b, "x-haven")
	if err != nil {
		t.Fatal(err)
	}
	if first.Name != b.Name || second.Name != b.Name+" (2)" || first.Counts != b.Count() {
		t.Fatalf("added %+v and %+v", first, second)
	}
	list, err := s.Packs(ctx)
	if err != nil || len(list) != 2 || list[1].Source != "x-haven" || list[0].Counts.Monsters == 0 {
		t.Fatalf("packs %+v, %v", list, err)
	}
	got, err := s.Pack(ctx, first.ID)
	if err != nil || !reflect.DeepEqual(got, b) {
		t.Fatalf("the pack read back differs: %v", err)
	}
	if err := s.DeletePack(ctx, first.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Pack(ctx, first.ID); !errors.Is(err, ErrNoPack) {
		t.Errorf("a deleted pack: %v", err)
	}
	if err := s.DeletePack(ctx, first.ID); !errors.Is(err, ErrNoPack) {
		t.Errorf("deleted twice: %v", err)
	}
	bad := *b
	bad.Name = ""
	if _, err := s.AddPack(ctx, &bad, "haventable"); err == nil {
		t.Error("a pack without a name was kept")
	}
}

// The monster table a scenario starts with holds the samples and every
// kept pack's types.
func TestMonsterTableHoldsThePacks(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	p := pack.Builtin()
	p.Name = "Mine"
	imp := p.Monsters[0]
	imp.Deck, imp.Name = imp.DeckName(), "Frost Imp"
	p.Monsters = append(p.Monsters, imp)
	before, err := s.MonsterTable(ctx, 2)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddPack(ctx, p, "haventable"); err != nil {
		t.Fatal(err)
	}
	after, err := s.MonsterTable(ctx, 2)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range p.Monsters {
		if _, ok := after[m.Name]; !ok {
			t.Errorf("%s missing from the table", m.Name)
		}
	}
	if len(after) != len(before)+1 {
		t.Errorf("%d types with the pack, %d without", len(after), len(before))
	}
	if got := after["Frost Imp"]; got.Deck == nil || got.Deck.Name != imp.Deck {
		t.Errorf("Frost Imp draws from %+v", imp.Deck)
	}
	if rat := before["Cave Rat"]; rat.Deck == nil {
		t.Error("the built-in pack's rats have no ability deck")
	}
}

// A pack is not removed while a scenario in progress has a monster type
// only it holds; the campaign and the type are named. Once the scenario has
// ended it goes. An export carries the packs, and an import keeps those
// the store lacks, once.
func TestPackInUseAndExported(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	p := pack.Builtin()
	p.Name = "Mine"
	imp := p.Monsters[0]
	imp.Deck, imp.Name = imp.DeckName(), "Frost Imp"
	p.Monsters = append(p.Monsters, imp)
	sp, err := s.AddPack(ctx, p, "haventable")
	if err != nil {
		t.Fatal(err)
	}
	c, err := s.CreateCampaign(ctx, "Cold")
	if err != nil {
		t.Fatal(err)
	}
	table, err := s.MonsterTable(ctx, 2)
	if err != nil {
		t.Fatal(err)
	}
	file, err := scenariofile.Parse([]byte(`{"title": "Cold", "hexes": [[0,0],[1,0],[2,0]], "starts": [[0,0]],
	  "monsters": [{"type": "Frost Imp", "standee": 1, "at": [2,0]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	scn, err := engine.LoadScenario(file, 1, 1, table)
	if err != nil {
		t.Fatal(err)
	}
	data, err := scn.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Record(ctx, c.ID, Action{Kind: "start-scenario", Scenario: &Snapshot{Version: engine.SnapshotVersion, State: data}}); err != nil {
		t.Fatal(err)
	}
	var inUse *PackInUseError
	if err := s.DeletePack(ctx, sp.ID); !errors.As(err, &inUse) || inUse.Campaign != "Cold" || inUse.Monster != "Frost Imp" {
		t.Fatalf("deleting a pack in use: %v", err)
	}

	var buf bytes.Buffer
	if err := s.Export(ctx, c.ID, &buf); err != nil {
		t.Fatal(err)
	}
	other := openTemp(t)
	if _, err := other.Import(ctx, bytes.NewReader(buf.Bytes())); err != nil {
		t.Fatal(err)
	}
	if _, err := other.Import(ctx, bytes.NewReader(buf.Bytes())); err != nil {
		t.Fatal(err)
	}
	if kept, err := other.Packs(ctx); err != nil || len(kept) != 1 || kept[0].Name != "Mine" {
		t.Errorf("packs after two imports: %+v %v", kept, err)
	}

	if _, err := s.Record(ctx, c.ID, Action{Kind: "end-scenario", EndScenario: true}); err != nil {
		t.Fatal(err)
	}
	if err := s.DeletePack(ctx, sp.ID); err != nil {
		t.Errorf("deleting the pack once the scenario ended: %v", err)
	}
}

// A scenario saved into a data pack: the pack is created, then the
// scenario replaced by title, another added; the map comes back whole.
func TestSaveScenarioIntoAPack(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	file, err := scenariofile.Sample(scenariofile.DefaultSample)
	if err != nil {
		t.Fatal(err)
	}
	raw, err := file.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveScenario(ctx, "My scenarios", pack.Scenario{Title: "Archive", MapFile: raw}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SaveScenario(ctx, "My scenarios", pack.Scenario{Title: "Archive", MapFile: raw, Unlocks: []string{"Vault"}}); err != nil {
		t.Fatal(err)
	}
	sp, err := s.SaveScenario(ctx, "My scenarios", pack.Scenario{Title: "Vault", MapFile: raw})
	if err != nil {
		t.Fatal(err)
	}
	p, err := s.Pack(ctx, sp.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Scenarios) != 2 || len(p.Scenarios[0].Unlocks) != 1 {
		t.Fatalf("scenarios %+v", p.Scenarios)
	}
	back, ok := p.Scenarios[1].File()
	if !ok || !back.Equal(file) {
		t.Error("the map did not come back whole")
	}
	if _, err := s.SaveScenario(ctx, "My scenarios", pack.Scenario{Title: "Bad", MapFile: pack.RawMap(`{"title": 3}`)}); err == nil {
		t.Error("a bad map was kept")
	}
	if kept, _ := s.Packs(ctx); len(kept) != 1 {
		t.Errorf("%d packs kept, want 1", len(kept))
	}
}

// A monster type saved into the players' pack: the pack is made here, the
// type edited there wins over the built-in one of the same name, a rename
// replaces the old type and its deck, and a pack imported from a file is
// not changed.
func TestSaveMonsterIntoThePlayersPack(t *testing.T) {
	ctx := context.Background()
	s := openTemp(t)
	b := pack.Builtin()
	rat := b.Monsters[0]
	var deck pack.Deck
	for _, d := range b.Decks {
		if d.Name == rat.DeckName() {
			deck = d
		}
	}
	rat.Levels = slices.Clone(rat.Levels)
	normal := *rat.Levels[1].Normal
	normal.HitPoints = pack.Int(17)
	rat.Levels[1].Normal = &normal
	sp, err := s.SaveMonster(ctx, "My monsters", "", rat, deck)
	if err != nil {
		t.Fatal(err)
	}
	if sp.Source != SourceMadeHere || sp.Counts.Monsters != 1 || sp.Counts.Decks != 1 {
		t.Fatalf("kept %+v", sp)
	}
	table, err := s.MonsterTable(ctx, 2)
	if err != nil {
		t.Fatal(err)
	}
	if hp := table[rat.Name].Normal[1].HP; hp != 17 {
		t.Errorf("%s at level 1 has %d hit points, want the edited 17", rat.Name, hp)
	}
	packs, err := s.DataPacks(ctx)
	if err != nil || len(packs) != 2 || packs[0].Name != "My monsters" {
		t.Fatalf("packs in the order %v, %v", packs, err)
	}

	renamed := rat
	renamed.Name, renamed.Deck = "Cellar Rat", "Cellar Rat"
	deck.Name = "Cellar Rat"
	if sp, err = s.SaveMonster(ctx, "My monsters", rat.Name, renamed, deck); err != nil {
		t.Fatal(err)
	}
	p, err := s.Pack(ctx, sp.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Monsters) != 1 || p.Monsters[0].Name != "Cellar Rat" || len(p.Decks) != 1 || p.Decks[0].Name != "Cellar Rat" {
		t.Errorf("after the rename the pack holds %v and %d decks", p.Monsters, len(p.Decks))
	}

	// In another language the players' pack has another name: the type
	// is still changed where it is.
	if sp, err = s.SaveMonster(ctx, "Meine Monster", "", renamed, deck); err != nil || sp.Name != "My monsters" {
		t.Fatalf("saved into %q: %v", sp.Name, err)
	}
	// A name or a deck another type of the pack has is refused.
	other := renamed
	other.Name, other.Deck = "Pit Rat", ""
	otherDeck := deck
	otherDeck.Name = "Pit Rat"
	if _, err := s.SaveMonster(ctx, "My monsters", "", other, otherDeck); err != nil {
		t.Fatal(err)
	}
	var taken *NameTakenError
	if _, err := s.SaveMonster(ctx, "My monsters", "Pit Rat", renamed, deck); !errors.As(err, &taken) || taken.Deck {
		t.Errorf("renamed onto another type: %v", err)
	}
	if _, err := s.SaveMonster(ctx, "My monsters", "", other, deck); !errors.As(err, &taken) || !taken.Deck || taken.Of != "Cellar Rat" {
		t.Errorf("drawing from another type's deck: %v", err)
	}

	imported := pack.Builtin()
	imported.Name = "Imported"
	if _, err := s.AddPack(ctx, imported, "x-haven"); err != nil {
		t.Fatal(err)
	}
	var refused *ImportedPackError
	if _, err := s.SaveMonster(ctx, "Imported", "", rat, deck); !errors.As(err, &refused) {
		t.Errorf("saving into an imported pack: %v", err)
	}
	// A boss whose special action summons a type of the built-in pack.
	for _, m := range b.Monsters {
		if m.Boss {
			d, _ := b.Deck(m.DeckName())
			if _, err := s.SaveMonster(ctx, "My monsters", "", m, *d); err != nil {
				t.Errorf("the boss %s: %v", m.Name, err)
			}
		}
	}
	bad := rat
	bad.Levels = nil
	if _, err := s.SaveMonster(ctx, "My monsters", "", bad, deck); err == nil {
		t.Error("a type without stat cards was kept")
	}
}

// Version 7 marks the scenario editor's packs of earlier versions as made
// here; an imported Haventable pack of another name stays as imported.
func TestMigrationMarksThePacksMadeHere(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "campaign.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Meine Szenarien", "Expansion"} {
		p := pack.Builtin()
		p.Name, p.Classes = name, nil
		if _, err := s.AddPack(ctx, p, "haventable"); err != nil {
			t.Fatal(err)
		}
	}
	for _, undo := range []string{"ALTER TABLE campaigns DROP COLUMN next_scenario", // version 18 (branch home44)
		"ALTER TABLE campaigns DROP COLUMN rules",                // version 8
		"DROP TRIGGER action_counted", "DROP TABLE action_count", // version 9
		"DROP TABLE open_state",                        // version 10
		"DROP TABLE character_items",                   // version 11 (branch sheet)
		"DROP TABLE outposts",                          // version 12 (branch outpost)
		"ALTER TABLE characters DROP COLUMN resources", // version 13 (branch loot)
		"DROP TABLE character_quests",                  // version 14 (branch quests)
		"ALTER TABLE characters DROP COLUMN cards",     // version 15 (branch levelup43)
		"DROP TABLE city_events"} {                     // version 16 (branch events44b)
		if _, err := s.db.ExecContext(ctx, undo); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.db.ExecContext(ctx, "PRAGMA user_version = 6"); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if s, err = Open(path); err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	packs, err := s.Packs(ctx)
	if err != nil || len(packs) != 2 {
		t.Fatalf("packs %v, %v", packs, err)
	}
	if packs[0].Source != SourceMadeHere || packs[1].Source != "haventable" {
		t.Errorf("sources after the migration: %q, %q", packs[0].Source, packs[1].Source)
	}
}
