package pack

import (
	"strings"
	"testing"
)

// A pack's class decks are read and checked: a bad one is refused with
// the path of the fault.
func TestClassDecksParse(t *testing.T) {
	good := `{"format":"haventable-pack","version":1,"name":"P","class_decks":[{"class":"Lantern Warden","cards":[
	 {"number":1,"name":"Glass Ward","level":0,"initiative":11,
	  "top":{"actions":[{"type":"attack","value":3,"range":3}]},
	  "bottom":{"actions":[{"type":"shield","value":1}],"persistent":true,"uses":2,"lost":true,"exclusive":"song"}}]}]}`
	p, err := Parse([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	if c := p.ClassCards(); c != (ClassCardCount{Cards: 1, Classes: 1, Structured: 2, Actions: 2}) {
		t.Errorf("count %+v", c)
	}
	if d, ok := p.FindClassDeck("Lantern Warden"); !ok || d.Cards[0].Bottom.Uses != 2 || d.Cards[0].Bottom.Exclusive != "song" {
		t.Errorf("deck %+v %v", d, ok)
	}
	for _, tc := range []struct{ from, to, want string }{
		{`"uses":2`, `"uses":13`, "class_decks[0].cards[0].bottom.uses"},
		{`"persistent":true`, `"round":true,"persistent":true`, "class_decks[0].cards[0].bottom"},
		{`"level":0`, `"level":10`, "class_decks[0].cards[0].level"},
		{`"persistent":true,`, ``, "a use track belongs"},
		{`"name":"Glass Ward",`, ``, "name"},
		{`"exclusive":"song"`, `"exclusive":"Song"`, "bottom.exclusive"},
		{`"exclusive":"song"`, `"exclusive":"a-very-long-kind-of-bonus-x"`, "bottom.exclusive"},
		{`"persistent":true,"uses":2,`, ``, "bottom.exclusive"},
		{`"exclusive":"song"`, `"exclusive":"song","xp_each_turn":10`, "bottom.xp_each_turn"},
		{`"top":{"actions":[{"type":"attack","value":3,"range":3}]}`, `"top":{"actions":[{"type":"attack","value":3,"range":3}],"xp_each_turn":1}`, "top.xp_each_turn"},
		{`"top":{"actions":[{"type":"attack","value":3,"range":3}]},`, ``, "top"},
	} {
		bad := strings.Replace(good, tc.from, tc.to, 1)
		if _, err := Parse([]byte(bad)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s → %s: err %v, want %q", tc.from, tc.to, err, tc.want)
		}
	}
}

// A class card's summon with its own stats names no monster type of the
// pack; its hit points and stats are checked, and it is no monster.
func TestClassDeckSummonChecked(t *testing.T) {
	good := `{"format":"haventable-pack","version":1,"name":"P","class_decks":[{"class":"Lantern Warden","cards":[
	 {"number":1,"name":"Kindle","level":1,"initiative":40,
	  "top":{"actions":[{"type":"summon","monster":"Ember Hound","summon_hp":6,"summoned":{"move":3,"attack":2,"range":2},"text":"wound"}],"persistent":true},
	  "bottom":{"actions":[{"type":"move","value":3}]}}]}]}`
	p, err := Parse([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	if c := p.ClassCards(); c.Structured != 2 || c.Actions != 2 {
		t.Errorf("count %+v", c)
	}
	for _, tc := range []struct{ from, to, want string }{
		{`"summon_hp":6,`, ``, "summon_hp"},
		{`"move":3,"attack":2`, `"move":300,"attack":2`, "summoned"},
		{`"summon_hp":6,`, `"summon_hp":6,"elite":true,`, "no monster"},
		{`{"type":"move","value":3}`, `{"type":"move","value":3,"summoned":{"move":1,"attack":1}}`, "only a summon"},
	} {
		bad := strings.Replace(good, tc.from, tc.to, 1)
		if _, err := Parse([]byte(bad)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s → %s: err %v, want %q", tc.from, tc.to, err, tc.want)
		}
	}
}

// One ally (allies with one target) is a class card's: a class deck may
// say it, a monster's card may not.
func TestOneAllyOnClassCardsOnly(t *testing.T) {
	class := `{"format":"haventable-pack","version":1,"name":"P","class_decks":[{"class":"Lantern Warden","cards":[
	 {"number":1,"name":"Kindle","level":1,"initiative":40,
	  "top":{"actions":[{"type":"shield","value":1,"range":1,"allies":true,"target":1}]},
	  "bottom":{"actions":[{"type":"move","value":3}]}}]}]}`
	if _, err := Parse([]byte(class)); err != nil {
		t.Fatal(err)
	}
	monsters := `{"format":"haventable-pack","version":1,"name":"P","monsters":[],"decks":[{"name":"Imp","cards":[
	 {"number":1,"initiative":40,"actions":[{"type":"shield","value":1,"range":1,"allies":true,"target":1}]}]}]}`
	if _, err := Parse([]byte(monsters)); err == nil || !strings.Contains(err.Error(), "one ally") {
		t.Errorf("err %v", err)
	}
}

// A class card's ally performing an action is read from a pack and
// checked: its range, one move, attack or heal of a fixed value; a
// monster's card has none.
func TestClassDeckPerformChecked(t *testing.T) {
	good := `{"format":"haventable-pack","version":1,"name":"P","class_decks":[{"class":"Bond Caller","cards":[
	 {"number":1,"name":"Rallying Word","level":1,"initiative":18,
	  "top":{"actions":[{"type":"perform","range":3,"actions":[{"type":"attack","value":3,"range":2}]}]},
	  "bottom":{"actions":[{"type":"perform","range":1,"actions":[{"type":"move","value":3}]}]}}]}]}`
	p, err := Parse([]byte(good))
	if err != nil {
		t.Fatal(err)
	}
	if c := p.ClassCards(); c.Structured != 4 || c.Actions != 4 {
		t.Errorf("count %+v", c)
	}
	for _, tc := range []struct{ from, to, want string }{
		{`"range":3,`, `"range":0,`, "top.actions[0].range"},
		{`"range":3,`, `"range":"+1",`, "top.actions[0].range"},
		{`{"type":"move","value":3}`, `{"type":"loot","value":3}`, "bottom.actions[0].actions"},
		{`{"type":"move","value":3}`, `{"type":"move","value":"+1"}`, "bottom.actions[0].actions"},
		{`{"type":"move","value":3}`, `{"type":"move","value":3},{"type":"move","value":1}`, "bottom.actions[0].actions"},
		{`"actions":[{"type":"move","value":3}]`, `"actions":[]`, "bottom.actions[0].actions"},
	} {
		bad := strings.Replace(good, tc.from, tc.to, 1)
		if _, err := Parse([]byte(bad)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s → %s: err %v, want %q", tc.from, tc.to, err, tc.want)
		}
	}
	monsterCard := `{"format":"haventable-pack","version":1,"name":"P","decks":[{"name":"D","cards":[{"number":1,"initiative":10,"actions":[{"type":"perform","range":1,"actions":[{"type":"move","value":3}]}]}]}]}`
	if _, err := Parse([]byte(monsterCard)); err == nil || !strings.Contains(err.Error(), "class card") {
		t.Errorf("a monster's card with an ally performing: %v", err)
	}
}
