package history

import (
	"encoding/json"
	"strings"
	"testing"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"

	// A C or POSIX locale must not make Fyne log an error in tests.
	_ "github.com/haventable/haventable/locales/syslocale"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
)

func logged(t *testing.T, a engine.Action, sum engine.Summary) persistence.LoggedAction {
	t.Helper()
	b, err := engine.MarshalEntry(a, sum)
	if err != nil {
		t.Fatal(err)
	}
	return persistence.LoggedAction{Seq: 1, Kind: a.Kind(), Payload: b}
}

func scenario(t *testing.T) *engine.Scenario {
	t.Helper()
	m, err := hexgrid.NewMap(hexgrid.MapSpec{Hexes: []hexgrid.Hex{hexgrid.H(0, 0), hexgrid.H(1, 0), hexgrid.H(2, 0)}})
	if err != nil {
		t.Fatal(err)
	}
	s, err := engine.NewScenario("Test", m, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if s, err = s.WithCharacter(engine.Figure{ID: "ysolde", Name: "Ysolde", Kind: engine.KindCharacter,
		Side: engine.SideParty, At: hexgrid.H(0, 0), OnMap: true, HP: 10, MaxHP: 10}, nil); err != nil {
		t.Fatal(err)
	}
	if s, err = s.WithMonster(engine.Figure{ID: "cave-rat-2", Name: "Cave Rat", Kind: engine.KindMonster,
		MonsterType: "Cave Rat", Standee: 2, Side: engine.SideMonsters, At: hexgrid.H(1, 0), OnMap: true, HP: 4, MaxHP: 4}); err != nil {
		t.Fatal(err)
	}
	return s
}

func TestDescribe(t *testing.T) {
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	scn := scenario(t)
	for _, tc := range []struct {
		a    engine.Action
		sum  engine.Summary
		want string
	}{
		{engine.ApplyAttack{}, engine.Summary{Attacker: "ysolde", Hits: []engine.Hit{{Target: "cave-rat-2", Damage: 4}}, Fell: []string{"cave-rat-2"}},
			"Ysolde attacks Cave Rat 2: 4 damage; Cave Rat 2 falls"},
		{engine.Move{Figure: "ysolde", To: hexgrid.H(2, 0)}, engine.Summary{}, "Ysolde moves to [2,0]"},
		{engine.DamageFigure{Figure: "ysolde", Amount: 2}, engine.Summary{Negated: true}, "Ysolde’s damage is negated"},
		{engine.NextTurn{}, engine.Summary{Started: "ysolde", Damage: 1}, "Ysolde’s turn, Ysolde suffers 1 damage"},
		{engine.NextTurn{}, engine.Summary{Ended: "cave-rat-2", Bane: 10, Fell: []string{"cave-rat-2"}, Started: "ysolde", Regenerated: 1},
			"bane: Cave Rat 2 suffers 10 damage; Ysolde’s turn, regenerate: Ysolde heals 1 hit point; Cave Rat 2 falls"},
		{engine.NextTurn{}, engine.Summary{Started: "ysolde", CardXP: 2}, "Ysolde’s turn, Ysolde gains 2 experience from active cards"},
		{engine.EndTurn{}, engine.Summary{Ended: "ysolde", BaneNegated: true}, "Ysolde’s turn ended, Ysolde’s bane damage is negated"},
		{engine.AddCard{Card: modifier.MustParseCard("curse @M")}, engine.Summary{}, "Curse shuffled into the monster deck"},
		{engine.DrawCard{Deck: "ysolde"}, engine.Summary{Card: "+1 push:1 @*"}, "+1 Push 1 drawn from Ysolde’s deck"},
		{engine.SetCondition{Figure: "cave-rat-2", Condition: modifier.Poison, Held: true}, engine.Summary{}, "Cave Rat 2 gains Poison"},
		{engine.EndRound{}, engine.Summary{Round: 3}, "Round 3 ended"},
		{engine.GainXP{Character: "ysolde", Amount: 3}, engine.Summary{}, "Ysolde gains 3 experience"},
		{engine.MoveAlong{Figure: "cave-rat-2", Path: []hexgrid.Hex{hexgrid.H(1, 0), hexgrid.H(2, 0)}},
			engine.Summary{Sprung: []engine.Sprung{{At: hexgrid.H(2, 0), Trap: true, Damage: 3}}},
			"Cave Rat 2 moves to [2,0]; the trap on [2,0] does 3 damage"},
		{engine.AddSummon{Summoner: "ysolde", Name: "Bear", At: hexgrid.H(1, 0)}, engine.Summary{Added: "bear"}, "Ysolde summons Bear on [1,0]"},
		{engine.GainXP{Character: "ysolde", Amount: -1}, engine.Summary{}, "Ysolde’s experience lowered by 1"},
		{engine.LootToken{}, engine.Summary{Looted: 1, LootedBy: "ysolde"}, "Ysolde loots 1 money token"},
		{engine.LootToken{}, engine.Summary{Looted: 1, LootedBy: "ysolde", Loot: []engine.LootCard{{Kind: "lumber", Amount: 2}}},
			"Ysolde loots 1 money token, drawing 2 lumber"},
		{engine.LootChest{At: hexgrid.H(2, 0)}, engine.Summary{Treasure: "67", LootedBy: "ysolde"},
			"Ysolde opens treasure chest 67: read treasure 67 in the scenario book"},
		{engine.LootChest{At: hexgrid.H(2, 0)}, engine.Summary{Treasure: "2", LootedBy: "ysolde", Gives: []engine.TreasureGain{
			{Kind: engine.GainDamage, Amount: 3}, {Kind: engine.GainCondition, Name: "muddle"}, {Kind: engine.GainGold, Amount: 15},
			{Kind: engine.GainItem, Amount: 32, Name: "Tower Shield"}, {Kind: engine.GainResource, Amount: 2, Name: "lumber"},
			{Kind: engine.GainLootCards, Amount: 4}, {Kind: engine.GainRandomScenario}, {Kind: engine.GainItemBlueprint, Amount: 64},
			{Kind: engine.GainExperience, Amount: 5}, {Kind: engine.GainText, Name: "Read section 78.1"}}},
			"Ysolde opens treasure chest 2: 3 damage, Muddle, 15 gold, item 32 (Tower Shield), 2 lumber, draw 4 loot cards, " +
				"draw a random side scenario, the blueprint of item 64, 5 experience, Read section 78.1"},
		{engine.EndTurn{}, engine.Summary{Ended: "ysolde", Treasure: "7", LootedBy: "ysolde", Gives: []engine.TreasureGain{{Kind: engine.GainDamage, Amount: 3}}, Fell: []string{"ysolde"}},
			"Ysolde opens treasure chest 7: 3 damage; Ysolde’s turn ended; Ysolde falls"},
		{engine.LootChest{At: hexgrid.H(2, 0)}, engine.Summary{Treasure: "?", LootedBy: "ysolde"},
			"Ysolde opens a treasure chest: read the treasure whose number the scenario book's map prints on it"},
		{engine.LootChest{At: hexgrid.H(2, 0)}, engine.Summary{Treasure: "goal", LootedBy: "ysolde"},
			"Ysolde opens the goal treasure chest: read what it holds in the scenario book"},
		{engine.EndTurn{}, engine.Summary{Ended: "ysolde", Treasure: "7", LootedBy: "ysolde"},
			"Ysolde opens treasure chest 7: read treasure 7 in the scenario book; Ysolde’s turn ended"},
		{engine.LootMoney{At: hexgrid.H(2, 0)}, engine.Summary{Looted: 2, LootedBy: "ysolde"}, "2 money tokens looted on [2,0] by Ysolde"},
		{engine.EndTurn{}, engine.Summary{Ended: "ysolde", Looted: 1, LootedBy: "ysolde"}, "Ysolde loots 1 money token; Ysolde’s turn ended"},
		{engine.DrawAbilities{}, engine.Summary{Abilities: []engine.AbilityDraw{{Type: "Cave Rat", Initiative: 35}, {Type: "Stone Warden", Initiative: 72}}},
			"Monster ability cards drawn: Cave Rat: initiative 35; Stone Warden: initiative 72"},
		{engine.OpenDoor{At: hexgrid.H(3, 0)}, engine.Summary{}, "The door on [3,0] is opened"},
		{engine.OpenDoor{At: hexgrid.H(3, 0)}, engine.Summary{Revealed: []string{"Vault"}, Appeared: []string{"cave-rat-2", "x"}},
			"The door on [3,0] is opened: Vault revealed, 2 monsters appear"},
		{engine.LootMoney{At: hexgrid.H(1, 0)}, engine.Summary{Looted: 2}, "2 money tokens looted on [1,0]"},
		{engine.Move{Figure: "gone", To: hexgrid.H(2, 0)}, engine.Summary{}, "gone moves to [2,0]"},
		{engine.DrawAttack{Attacker: "ysolde", Attack: modifier.Attack{Value: 2, Range: 1}, Targets: []string{"cave-rat-2"}},
			engine.Summary{}, "Ysolde draws an attack 2 on Cave Rat 2"},
		{engine.DrawAttack{Attacker: "ysolde", Attack: modifier.Attack{Value: 2, Ranged: true, Range: 3}, Targets: []string{"cave-rat-2"}},
			engine.Summary{}, "Ysolde draws a ranged attack 2 (range 3) on Cave Rat 2"},
		{engine.DrawAttack{Attacker: "ysolde", Attack: modifier.Attack{Value: 2, Ranged: true}, Targets: []string{"cave-rat-2"}},
			engine.Summary{}, "Ysolde draws an attack 2 on Cave Rat 2"}, // range 0: from a template, or before ranges
	} {
		if got := Describe(tr, scn, logged(t, tc.a, tc.sum)); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.a.Kind(), got, tc.want)
		}
	}
	start, _ := json.Marshal(map[string]string{"name": "Black Barrow"})
	won := json.RawMessage(`{"name":"Black Barrow","success":true,"rewards":[{"name":"Ana","xp":13,"gold":6}]}`)
	if got := Describe(tr, nil, persistence.LoggedAction{Kind: play.KindEndScenario, Payload: won}); got != "Scenario Black Barrow won; rewards written to the character sheets" {
		t.Errorf("won: %q", got)
	}
	if got := Describe(tr, nil, persistence.LoggedAction{Kind: play.KindStartScenario, Payload: start}); got != "Scenario Black Barrow started" {
		t.Errorf("start: %q", got)
	}
	// A payload of an earlier version (free-form, no "action" key).
	old := persistence.LoggedAction{Kind: "money", Payload: json.RawMessage(`{"loot":{"Q":1,"R":0}}`)}
	if got := Describe(tr, scn, old); got != "An action recorded by an earlier version" {
		t.Errorf("old payload: %q", got)
	}
}

// Every kind of action is told in every language, without a template
// left unfilled.
func TestDescribeEveryKindInEveryLanguage(t *testing.T) {
	scn := scenario(t)
	examples := map[string]engine.Action{}
	for _, a := range []engine.Action{
		engine.Move{Figure: "ysolde"}, engine.RemoveFigure{Figure: "ysolde"}, engine.OpenDoor{},
		engine.PlaceMoney{Count: 1}, engine.MoveMoney{}, engine.LootMoney{}, engine.LootChest{}, engine.LootToken{}, engine.AddStandee{Type: "Cave Rat"},
		engine.DamageFigure{Figure: "ysolde"}, engine.HealFigure{Figure: "ysolde"},
		engine.SetCondition{Figure: "ysolde", Condition: modifier.Wound}, engine.AddBonus{Figure: "ysolde", Bonus: modifier.Bonus{Kind: modifier.BonusShield, Value: 1, Duration: modifier.BonusRound}},
		engine.RemoveBonus{Figure: "ysolde"}, engine.NextTurn{}, engine.EndTurn{}, engine.EndRound{},
		engine.Infuse{Element: modifier.Fire}, engine.Consume{Element: modifier.Ice},
		engine.SetInitiative{Character: "ysolde", Leading: 1, Second: 2}, engine.LongRest{Character: "ysolde"},
		engine.SetMonsterInitiative{Type: "Cave Rat", Initiative: 3},
		engine.DrawAttack{Attacker: "ysolde", Attack: modifier.Attack{Value: 2}, Targets: []string{"cave-rat-2"}},
		engine.ApplyAttack{}, engine.AddCard{Card: modifier.MustParseCard("bless")}, engine.DrawCard{}, engine.ResetDeck{}, engine.SetImbuement{Level: modifier.Imbued},
		engine.DrawAbilities{}, engine.GainXP{Character: "ysolde", Amount: 2}, engine.Exhaust{Character: "ysolde"},
		engine.AddSummon{Summoner: "ysolde", Name: "Bear", HP: 5},
		engine.MoveAlong{Figure: "cave-rat-2", Path: []hexgrid.Hex{hexgrid.H(1, 0), hexgrid.H(2, 0)}},
		engine.SetMaxHP{Figure: "ysolde", MaxHP: 12},
		engine.SetHand{Character: "ysolde", Size: 10}, engine.PlayCards{Character: "ysolde", Discarded: 2},
		engine.ShortRest{Character: "ysolde"},
		engine.ChooseHand{Character: "ysolde", Cards: []int{1, 2}}, engine.DropHand{Character: "ysolde"},
		engine.ChooseCards{Character: "ysolde", Leading: 1, Second: 2}, engine.DeclareLongRest{Character: "ysolde"},
		engine.PlayHalf{Character: "ysolde", Card: 1, Half: engine.HalfTop}, engine.UseBonus{Character: "ysolde", Card: 1, Event: engine.EventDamage},
		engine.EndBonus{Character: "ysolde", Card: 1}, engine.RestShort{Character: "ysolde"}, engine.RestRedraw{Character: "ysolde"},
		engine.RestLong{Character: "ysolde", Lose: 2},
		engine.UseItem{Character: "ysolde", Item: 3}, engine.RefreshItem{Character: "ysolde", Item: 3}, engine.KeepBattleGoal{Character: "ysolde", Choice: 1},
		engine.ConsumeForCard{Character: "ysolde", Card: 1, Action: 1, Element: "fire"}, engine.ApplyCardAction{Character: "ysolde", Card: 1, Targets: []string{"ysolde"}},
		engine.TeleportForCard{Character: "ysolde", Card: 1, To: hexgrid.H(2, 1)},
	} {
		examples[a.Kind()] = a
	}
	for _, k := range engine.ActionKinds() {
		if examples[k] == nil {
			t.Errorf("no example of action kind %s", k)
		}
	}
	for _, lang := range locales.Supported {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		earlier := tr.T("HistoryEarlier")
		ranged := engine.DrawAttack{Attacker: "ysolde", Attack: modifier.Attack{Value: 2, Ranged: true, Range: 3}, Targets: []string{"cave-rat-2"}}
		for kind, a := range examples {
			for _, a := range []engine.Action{a, ranged} {
				got := Describe(tr, scn, logged(t, a, engine.Summary{Attacker: "ysolde", Started: "ysolde", Ended: "ysolde", Card: "+0"}))
				if got == "" || got == earlier || strings.Contains(got, "{{") || strings.Contains(got, "no value") || strings.HasPrefix(got, "History") {
					t.Errorf("%v %s: %q", lang, kind, got)
				}
			}
		}
	}
}

// Every campaign edit is told in every language, naming what it changed.
func TestDescribeCampaignEdits(t *testing.T) {
	for _, lang := range locales.Supported {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		earlier := tr.T("HistoryEarlier")
		seen := map[string]bool{}
		for _, e := range []struct {
			kind  string
			p     campaign.EditPayload
			about bool
		}{
			{campaign.EditRename, campaign.EditPayload{About: "Frosthaven"}, true},
			{campaign.EditParty, campaign.EditPayload{About: "Lurkers"}, false},
			{campaign.EditRules, campaign.EditPayload{About: "frosthaven"}, false},
			{campaign.EditAddCharacter, campaign.EditPayload{About: "Ana"}, true},
			{campaign.EditSaveCharacter, campaign.EditPayload{About: "Ana"}, true},
			{campaign.EditDeleteCharacter, campaign.EditPayload{About: "Ana"}, true},
			{campaign.EditScenario, campaign.EditPayload{About: "12", Detail: "completed"}, true},
			{campaign.EditScenario, campaign.EditPayload{About: "12", Detail: "unlocked"}, true},
			{campaign.EditScenario, campaign.EditPayload{About: "12", Detail: "locked"}, true},
			{campaign.EditAddNote, campaign.EditPayload{About: "Found a map"}, true},
			{campaign.EditNote, campaign.EditPayload{About: "Found a map"}, true},
			{campaign.EditDeleteNote, campaign.EditPayload{About: "Found a map"}, true},
			{campaign.EditBuyItem, campaign.EditPayload{About: "Reed Boots", Detail: "Ana|14"}, true},
			{campaign.EditSellItem, campaign.EditPayload{About: "Reed Boots", Detail: "Ana|7"}, true},
			{campaign.EditPickCard, campaign.EditPayload{About: "Firewalk", Detail: "Ana"}, true},
			{campaign.EditEnhance, campaign.EditPayload{About: "Firewalk", Detail: "Ana|move|55"}, true},
			{campaign.EditOutpostStart, campaign.EditPayload{About: "30"}, true},
			{campaign.EditOutpostWeek, campaign.EditPayload{About: "5"}, true},
			{campaign.EditOutpostWeek, campaign.EditPayload{About: "10", Detail: "302.2, 303.3"}, true},
			{campaign.EditOutpostEvent, campaign.EditPayload{About: "SO-14 B"}, true},
			{campaign.EditOutpostEvent, campaign.EditPayload{About: "WR-14 B", Detail: "road"}, true},
			{campaign.EditOutpostEvent, campaign.EditPayload{About: "B-14 A", Detail: "boat"}, true},
			{campaign.EditOutpostEvent, campaign.EditPayload{About: "SO-32 A", Detail: "Inn:wrecked;Tavern:repaired"}, true},
			{campaign.EditOutpostOperate, campaign.EditPayload{About: "Smithy"}, true},
			{campaign.EditOutpostCraft, campaign.EditPayload{About: "Potion", Detail: "1 arrowvine, 2 hide"}, true},
			{campaign.EditOutpostBuild, campaign.EditPayload{About: "Tavern", Detail: "1"}, true},
			{campaign.EditOutpostBuild, campaign.EditPayload{About: "Tavern", Detail: "2"}, true},
			{campaign.EditOutpostRebuild, campaign.EditPayload{About: "Inn"}, true},
			{campaign.EditOutpostPerk, campaign.EditPayload{About: "320.1"}, true},
			{campaign.EditGiveResources, campaign.EditPayload{About: "Ana", Detail: "2 lumber, 1 arrowvine"}, true},
			{campaign.EditCraftItem, campaign.EditPayload{About: "Ice Pick", Detail: "Ana|1 metal, 2 arrowvine, 5 gold"}, true},
			{campaign.EditCraftItem, campaign.EditPayload{About: "Mending Draught", Detail: "Ana|1 arrowvine, 1 rockroot||brewed"}, true},
		} {
			b, _ := json.Marshal(e.p)
			got := Describe(tr, nil, persistence.LoggedAction{Kind: e.kind, Payload: b})
			if got == earlier || strings.Contains(got, "{{") || strings.Contains(got, "no value") || seen[got] ||
				(e.about && !strings.Contains(got, e.p.About)) {
				t.Errorf("%v %s %s: %q", lang, e.kind, e.p.Detail, got)
			}
			seen[got] = true
			if e.p.Detail != "" && e.kind != campaign.EditOutpostBuild && (strings.Contains(got, "Inn:") || strings.Contains(got, "arrowvine") && lang.String() == "de") {
				t.Errorf("%v %s: the detail is not in words: %q", lang, e.kind, got)
			}
		}
		// an item edit names who, what and for how much
		b, _ := json.Marshal(campaign.EditPayload{About: "Reed Boots", Detail: "Ana|14"})
		if got := Describe(tr, nil, persistence.LoggedAction{Kind: campaign.EditBuyItem, Payload: b}); !strings.Contains(got, "Ana") || !strings.Contains(got, "14") {
			t.Errorf("%v: %q", lang, got)
		}
	}
}

// TestDescribeRoadEvent: the history names a road or boat event as such,
// not as an outpost event nor as an attack.
func TestDescribeRoadEvent(t *testing.T) {
	tr, err := locales.New(language.English)
	if err != nil {
		t.Fatal(err)
	}
	for detail, want := range map[string]string{"road": "Road event WR-14 B", "boat": "Boat event B-14 A", "": "Outpost event SO-14 B"} {
		about := strings.Fields(want)[2] + " " + strings.Fields(want)[3]
		b, _ := json.Marshal(campaign.EditPayload{About: about, Detail: detail})
		if got := Describe(tr, nil, persistence.LoggedAction{Kind: campaign.EditOutpostEvent, Payload: b}); got != want {
			t.Errorf("%q: %q, want %q", detail, got, want)
		}
	}
}

// TestBrewSaysBrews: a potion brewed is told as brewed, not crafted, in
// every language; an item crafted still says crafted.
func TestBrewSaysBrews(t *testing.T) {
	for lang, want := range map[language.Tag][2]string{
		language.English: {"Ana brews Mending Draught for 1 arrowvine, 1 rockroot", "Ana crafts Ice Pick for 1 metal"},
		language.German:  {"Ana braut Mending Draught für", "Ana stellt Ice Pick her für"},
		language.French:  {"Ana prépare Mending Draught pour", "Ana fabrique Ice Pick pour"},
	} {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		for i, e := range []campaign.CraftItem{
			{CharacterName: "Ana", ItemName: "Mending Draught", Brewed: true, Item: 83,
				Pay: outpost.Craft{Own: outpost.Supply{outpost.Arrowvine: 1, outpost.Rockroot: 1}}},
			{CharacterName: "Ana", ItemName: "Ice Pick", Item: 1, Pay: outpost.Craft{Own: outpost.Supply{outpost.Metal: 1}}},
		} {
			b, _ := json.Marshal(e.Told())
			if got := Describe(tr, nil, persistence.LoggedAction{Kind: e.Kind(), Payload: b}); !strings.HasPrefix(got, want[i]) {
				t.Errorf("%v: %q, want it to begin %q", lang, got, want[i])
			}
		}
	}
}

// TestOutcomeWordsUnrepaired: a damaged building not repaired is told with
// the morale lost instead (rulebook p. 61); logs of earlier builds keep
// "wrecked".
func TestOutcomeWordsUnrepaired(t *testing.T) {
	for lang, want := range map[language.Tag]string{
		language.English: "Inn damaged, not repaired: morale −1, Tavern damaged and repaired, Hut wrecked",
		language.German:  "Inn beschädigt, nicht repariert: Moral −1, Tavern beschädigt und repariert, Hut zerstört",
	} {
		tr, err := locales.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := OutcomeWords(tr, "Inn:"+campaign.Unrepaired+";Tavern:repaired;Hut:wrecked"); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}
