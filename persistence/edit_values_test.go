package persistence

import (
	"context"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/rules"
)

// oneEditOfEach holds one value of every campaign edit type, each one that
// can be made, in this order, to a campaign holding character 1 "Grok",
// note 1 and no scenario (editsCampaign); with the kind and payload the
// log keeps of it (as earlier versions logged them) and the ID Store.Edit
// returns.
var oneEditOfEach = []struct {
	edit    campaign.Edit
	kind    string
	payload string
	id      int64
}{
	{campaign.Rename{Name: "Frosthaven"}, campaign.EditRename, `{"about":"Frosthaven"}`, 0},
	{campaign.SetParty{Party: campaign.Party{Name: "Lurkers", Reputation: -2, Prosperity: 3, Donations: 10}}, campaign.EditParty, `{"about":"Lurkers"}`, 0},
	{campaign.SetRules{Rules: rules.Frosthaven}, campaign.EditRules, `{"about":"frosthaven"}`, 0},
	{campaign.AddCharacter{Character: campaign.Character{ID: 9, Class: "tinkerer", Name: "Tik", Level: 1, Perks: []string{"add +1"}}},
		campaign.EditAddCharacter, `{"about":"Tik"}`, 2},
	{campaign.SaveCharacter{Character: campaign.Character{ID: 1, Class: "brute", Name: "Grok", Level: 3, XP: 95, Gold: 20, Perks: []string{"add +3"}}},
		campaign.EditSaveCharacter, `{"about":"Grok"}`, 1},
	{campaign.Reward{Character: 1, Name: "Grok", XP: 12, Gold: 7, Resources: outpost.Supply{outpost.Hide: 3, outpost.Axenut: 1}}, campaign.EditReward, `{"about":"Grok"}`, 1},
	{campaign.BuyItem{Character: 1, CharacterName: "Grok", Item: 1, ItemName: "Reed Boots", Price: 14}, campaign.EditBuyItem,
		`{"about":"Reed Boots","detail":"Grok|14"}`, 1},
	{campaign.LeaveItems{Character: 1, CharacterName: "Grok", Home: []int{1}, HomeNames: []string{"Reed Boots"}}, campaign.EditLeaveItems,
		`{"about":"Grok","detail":"Reed Boots"}`, 1},
	{campaign.SellItem{Character: 1, CharacterName: "Grok", Item: 1, ItemName: "Reed Boots", Price: 7}, campaign.EditSellItem,
		`{"about":"Reed Boots","detail":"Grok|7"}`, 1},
	{campaign.PickCard{Character: 1, CharacterName: "Grok", Card: 14, CardName: "Iron Lunge", CardLevel: 2}, campaign.EditPickCard,
		`{"about":"Iron Lunge","detail":"Grok"}`, 1},
	{campaign.Enhance{Character: 1, CharacterName: "Grok", CardName: "Iron Lunge", Cost: 5,
		Enhancement: engine.CardEnhancement{Card: 14, Half: engine.HalfBottom, Sticker: engine.StickerMove}}, campaign.EditEnhance,
		`{"about":"Iron Lunge","detail":"Grok|move|5"}`, 1},
	{campaign.ChooseQuest{Character: 1, Name: "Grok", Quest: campaign.Quest{ID: "9", Name: campaign.Words{"en": "Seeker"}, Opens: "envelope X",
		Steps: []campaign.QuestStep{{Text: campaign.Words{"en": "Zorbs killed"}, Count: 2, Track: "kills:Zorbs"}}}},
		campaign.EditChooseQuest, `{"about":"Grok"}`, 1},
	{campaign.QuestAdvance{Character: 1, Name: "Grok", Added: []int{1}}, campaign.EditQuestAdvance, `{"about":"Grok"}`, 1},
	{campaign.QuestCount{Character: 1, Name: "Grok", Step: 0, Done: 2}, campaign.EditQuestCount, `{"about":"Grok"}`, 1},
	{campaign.Retire{Character: 1, Name: "Grok", Opens: "envelope X"}, campaign.EditRetire, `{"about":"Grok","detail":"envelope X"}`, 1},
	{campaign.DeleteCharacter{ID: 2, Name: "Tik"}, campaign.EditDeleteCharacter, `{"about":"Tik"}`, 0},
	{campaign.SetScenario{Progress: campaign.ScenarioProgress{ID: "2", Unlocked: true}}, campaign.EditScenario, `{"about":"2","detail":"unlocked"}`, 0},
	{campaign.Played{Scenario: "2", Won: true}, campaign.EditScenario, `{"about":"2","detail":"completed"}`, 0},
	{campaign.AddNote{Text: "Sealed the crypt;   the key is with Grok, who keeps it in his left boot."}, campaign.EditAddNote,
		`{"about":"Sealed the crypt; the key is with Grok,…"}`, 2},
	{campaign.SaveNote{ID: 1, Text: "Met Jekserah."}, campaign.EditNote, `{"about":"Met Jekserah."}`, 1},
	{campaign.DeleteNote{ID: 2, Text: "Sealed the crypt."}, campaign.EditDeleteNote, `{"about":"Sealed the crypt."}`, 0},
	// the outpost's edits (engine/outpost), on invented data
	{campaign.StartOutpost{Data: editsOutpostData, Seed: 3}, campaign.EditOutpostStart, `{"about":"2"}`, 0},
	{campaign.PassWeek{Week: 1}, campaign.EditOutpostWeek, `{"about":"1"}`, 0},
	{campaign.OperateBuilding{Building: "well", Name: "Well"}, campaign.EditOutpostOperate, `{"about":"Well"}`, 0},
	{campaign.OutpostEvent{Card: "SO-01", Option: "A", Change: outpost.Change{Gain: outpost.Supply{outpost.Lumber: 5, outpost.Arrowvine: 1}, Wreck: []string{"well"}}},
		campaign.EditOutpostEvent, `{"about":"SO-01 A"}`, 0},
	{campaign.Craft{What: "Potion", Cost: outpost.Supply{outpost.Lumber: 1}}, campaign.EditOutpostCraft, `{"about":"Potion","detail":"1 lumber"}`, 0},
	{campaign.Construct{Construction: outpost.Construction{Building: "hut"}, Level: 1, Name: "Hut"}, campaign.EditOutpostBuild,
		`{"about":"Hut","detail":"1"}`, 0},
	{campaign.RebuildBuilding{Building: "well", Name: "Well"}, campaign.EditOutpostRebuild, `{"about":"Well"}`, 0},
	{campaign.TakeGuardPerk{Perk: 0, Section: "12.1"}, campaign.EditOutpostPerk, `{"about":"12.1"}`, 0},
	{campaign.OutpostLoot{Scenario: "Frozen Hollow", Gain: outpost.Supply{outpost.Hide: 2, outpost.Axenut: 1}}, campaign.EditOutpostLoot,
		`{"about":"Frozen Hollow","detail":"2 hide, 1 axenut"}`, 0},
	{campaign.OutpostReward{Scenario: "#4A Frozen Hollow", Change: outpost.Change{Morale: 1, Gain: outpost.Supply{outpost.Lumber: 2},
		Sections: []outpost.LaterSection{{Section: "1.1", In: 4}}}, Characters: 2}, campaign.EditOutpostReward,
		`{"about":"#4A Frozen Hollow","detail":"completed:2;morale:+1;supply:2 lumber;section:1.1@4"}`, 0},
	{campaign.ReadSection{Section: "176.4", Name: "Funeral", Change: outpost.Change{Morale: 2}},
		campaign.EditOutpostSection, `{"about":"176.4 Funeral","detail":"morale:+2"}`, 0},
	{campaign.GiveResources{Character: 1, Name: "Grok", Give: outpost.Supply{outpost.Hide: 2}}, campaign.EditGiveResources,
		`{"about":"Grok","detail":"2 hide"}`, 1},
	{campaign.CraftItem{Character: 1, CharacterName: "Grok", Item: 2, ItemName: "Ice Pick",
		Pay: outpost.Craft{Own: outpost.Supply{outpost.Hide: 1}, Supply: outpost.Supply{outpost.Arrowvine: 1}}}, campaign.EditCraftItem,
		`{"about":"Ice Pick","detail":"Grok|1 hide, 1 arrowvine"}`, 1},
	{campaign.DistillItem{Character: 1, CharacterName: "Grok", Item: 2, ItemName: "Ice Pick", Herb: outpost.Rockroot}, campaign.EditDistillItem,
		`{"about":"Ice Pick","detail":"Grok|rockroot"}`, 1},
	// Gloomhaven's city event (its decks started at the first draw)
	{campaign.CityEvent{Card: "C-01", Deck: outpost.DeckCity, Option: "B", Party: outpost.PartyChange{Reputation: 1, Gold: 2},
		Next:  outpost.NextScenario{Conditions: []string{"poison"}, Damage: 2},
		Start: &campaign.CityStart{Data: editsCityData}}, campaign.EditCityEvent, `{"about":"C-01 B","detail":"city"}`, 0},
	// what it keeps for the next scenario, cleared as one starts
	{campaign.StartNext{Applied: []campaign.Pending{{Card: "C-01", Option: "B", Next: outpost.NextScenario{Conditions: []string{"poison"}, Damage: 2}}}},
		campaign.EditStartNext, `{"about":"C-01 B"}`, 0},
}

// editsCityData is an invented city deck of one card for oneEditOfEach.
var editsCityData = outpost.Data{Events: []outpost.Event{{ID: "C-01", Deck: outpost.DeckCity,
	Options: []outpost.EventOption{{Label: "A"}, {Label: "B"}}}},
	EventDecks: map[outpost.Season][]string{outpost.Season(outpost.DeckCity): {"C-01"}}}

// editsOutpostData is invented outpost data for oneEditOfEach: a well that
// stands from the start and gives lumber, a hut to build.
var editsOutpostData = outpost.Data{Buildings: []outpost.Building{
	{Name: "well", Effects: []outpost.Effect{{Words: "Gain 1 lumber", Gain: outpost.Supply{outpost.Lumber: 1}}},
		Repair: []int{1}, Rebuild: []outpost.Supply{{outpost.Lumber: 1}}},
	{Name: "hut", Build: outpost.Cost{Prosperity: 1, Materials: outpost.Supply{outpost.Lumber: 1}}},
}, Weeks: map[int][]string{2: {"1.1"}},
	Perks: []outpost.GuardPerk{{Sections: []string{"12.1"}, Remove: []outpost.GuardCard{{Value: -10}}, Add: []outpost.GuardCard{{Value: 10}}}}}

// editsCampaign makes the campaign oneEditOfEach starts from, unrecorded.
func editsCampaign(t *testing.T, s *Store) int64 {
	t.Helper()
	ctx := context.Background()
	c, err := s.CreateCampaign(ctx, "Gloomhaven")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddCharacter(ctx, c.ID, campaign.Character{Class: "brute", Name: "Grok", Level: 2}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddNote(ctx, c.ID, "Met a merchant."); err != nil {
		t.Fatal(err)
	}
	return c.ID
}

// TestEveryEditRecordUndoRedo walks one value of every edit type through
// Store.Edit, Undo and Redo: each changes the sheet, is logged with the
// kind and payload earlier versions logged (so old logs and exports read
// as before), keeps the sheet before and after it, and Undo and Redo put
// those back; then all of them are undone and redone again.
func TestEveryEditRecordUndoRedo(t *testing.T) {
	s := openTemp(t)
	ctx := context.Background()
	id := editsCampaign(t, s)
	sheets := []exportSheet{sheetOf(t, s, id)} // sheets[i]: after i edits
	for i, c := range oneEditOfEach {
		name := reflect.TypeOf(c.edit).Name()
		if got := c.edit.Kind(); got != c.kind {
			t.Errorf("%s: kind %q, want %q", name, got, c.kind)
		}
		made, logged, err := s.Edit(ctx, id, c.edit)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if made != c.id || logged.Seq != int64(i+1) {
			t.Errorf("%s: id %d seq %d, want %d %d", name, made, logged.Seq, c.id, i+1)
		}
		after := sheetOf(t, s, id)
		if reflect.DeepEqual(after, sheets[i]) {
			t.Errorf("%s: the sheet did not change", name)
		}
		log, err := s.Log(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		if last := log[len(log)-1]; last.Kind != c.kind || string(last.Payload) != c.payload {
			t.Errorf("%s: logged %s %s, want %s %s", name, last.Kind, last.Payload, c.kind, c.payload)
		}
		var kept int
		if err := s.db.QueryRowContext(ctx,
			"SELECT count(*) FROM actions WHERE campaign_id = ? AND seq = ? AND sheet_before IS NOT NULL AND sheet_after IS NOT NULL",
			id, logged.Seq).Scan(&kept); err != nil || kept != 1 {
			t.Errorf("%s: sheets kept before and after: %d %v", name, kept, err)
		}

		step, err := s.Undo(ctx, id)
		if err != nil {
			t.Fatalf("undo %s: %v", name, err)
		}
		if !step.Sheet || step.Action.Kind != c.kind {
			t.Errorf("undo %s: step %+v", name, step)
		}
		if got := sheetOf(t, s, id); !reflect.DeepEqual(got, sheets[i]) {
			t.Fatalf("after undoing %s:\n got %+v\nwant %+v", name, got, sheets[i])
		}
		if _, err := s.Redo(ctx, id); err != nil {
			t.Fatalf("redo %s: %v", name, err)
		}
		if got := sheetOf(t, s, id); !reflect.DeepEqual(got, after) {
			t.Fatalf("after redoing %s:\n got %+v\nwant %+v", name, got, after)
		}
		sheets = append(sheets, after)
	}

	last := sheets[len(sheets)-1]
	if last.Name != "Frosthaven" || last.Party.Name != "Lurkers" || len(last.Characters) != 1 ||
		last.Characters[0].XP != 95+12 || last.Characters[0].Gold != 20+7-14+7-5 || // reward, bought, sold, enhanced
		len(last.Scenarios) != 1 || !last.Scenarios[0].Completed ||
		len(last.Notes) != 1 || last.Notes[0].Text != "Met Jekserah." {
		t.Errorf("sheet after every edit: %+v", last)
	}
	for i := len(sheets) - 1; i > 0; i-- {
		if _, err := s.Undo(ctx, id); err != nil {
			t.Fatalf("undo %d: %v", i, err)
		}
		if got := sheetOf(t, s, id); !reflect.DeepEqual(got, sheets[i-1]) {
			t.Fatalf("after undoing edit %d:\n got %+v\nwant %+v", i, got, sheets[i-1])
		}
	}
	for i := 1; i < len(sheets); i++ {
		if _, err := s.Redo(ctx, id); err != nil {
			t.Fatalf("redo %d: %v", i, err)
		}
		if got := sheetOf(t, s, id); !reflect.DeepEqual(got, sheets[i]) {
			t.Fatalf("after redoing edit %d:\n got %+v\nwant %+v", i, got, sheets[i])
		}
	}
}

// TestOneEditOfEachType: oneEditOfEach holds every type with the methods
// of a campaign edit declared in engine/campaign, and no type twice, so
// that a new edit is walked through record, undo and redo (applyEdit has a
// case for it), and checked for funcs.
func TestOneEditOfEachType(t *testing.T) {
	const dir = "../engine/campaign"
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var declared []string
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv == nil || fn.Name.Name != "Told" {
				continue
			}
			if id, ok := fn.Recv.List[0].Type.(*ast.Ident); ok {
				declared = append(declared, id.Name)
			} else {
				t.Errorf("Told declared on %T: edits are values, not pointers", fn.Recv.List[0].Type)
			}
		}
	}
	var listed []string
	for _, c := range oneEditOfEach {
		listed = append(listed, reflect.TypeOf(c.edit).Name())
	}
	slices.Sort(declared)
	slices.Sort(listed)
	if len(declared) == 0 || !slices.Equal(declared, listed) {
		t.Errorf("edit types declared %v, listed in oneEditOfEach %v", declared, listed)
	}
}

// TestEditsHoldNoFuncs: a campaign edit is plain data: no func, channel,
// interface or unsafe pointer anywhere in its type, and it survives a
// round trip through JSON unchanged (nothing hidden in unexported fields).
func TestEditsHoldNoFuncs(t *testing.T) {
	var walk func(path string, ty reflect.Type, seen map[reflect.Type]bool)
	walk = func(path string, ty reflect.Type, seen map[reflect.Type]bool) {
		if seen[ty] {
			return
		}
		seen[ty] = true
		switch ty.Kind() {
		case reflect.Func, reflect.Chan, reflect.Interface, reflect.UnsafePointer:
			t.Errorf("%s is a %s", path, ty.Kind())
		case reflect.Pointer, reflect.Slice, reflect.Array:
			walk(path+"[]", ty.Elem(), seen)
		case reflect.Map:
			walk(path+"[key]", ty.Key(), seen)
			walk(path+"[]", ty.Elem(), seen)
		case reflect.Struct:
			for i := range ty.NumField() {
				f := ty.Field(i)
				if !f.IsExported() {
					t.Errorf("%s.%s is unexported", path, f.Name)
				}
				walk(path+"."+f.Name, f.Type, seen)
			}
		}
	}
	for _, c := range oneEditOfEach {
		ty := reflect.TypeOf(c.edit)
		if ty.Kind() != reflect.Struct {
			t.Errorf("%s is a %s, not a struct", ty, ty.Kind())
		}
		walk(ty.Name(), ty, map[reflect.Type]bool{})

		js, err := json.Marshal(c.edit)
		if err != nil {
			t.Errorf("%s: %v", ty.Name(), err)
			continue
		}
		back := reflect.New(ty)
		if err := json.Unmarshal(js, back.Interface()); err != nil {
			t.Errorf("%s: %s: %v", ty.Name(), js, err)
			continue
		}
		if got := back.Elem().Interface(); !reflect.DeepEqual(got, c.edit) {
			t.Errorf("%s through JSON: %+v, want %+v", ty.Name(), got, c.edit)
		}
	}
}
