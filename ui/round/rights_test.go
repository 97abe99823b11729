package round

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// On a shared table, a window that plays the brute may set the brute's
// initiative only; the monsters' and the round's buttons are the game
// master's.
func TestRoundFollowsTheRights(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	j := screentest.Joined(env, share.Rights{Role: share.RolePlayers, Characters: []string{"brute"}})
	c := New(env)
	show(t, c.Content(), 1280, 800)
	if c.charRows["brute"].leading.Disabled() || !c.charRows["spellweaver"].leading.Disabled() ||
		!c.charRows["spellweaver"].set.Disabled() {
		t.Error("initiative entries: the brute's should be enabled, the spellweaver's not")
	}
	if c.charRows["spellweaver"].cards.Disabled() == false {
		t.Error("another character's cards may be counted")
	}
	for typ, r := range c.monRows {
		if r.edit.Visible() {
			t.Errorf("monster %s's initiative may be set by a player", typ)
		}
	}
	if !c.endRound.Disabled() || !c.draw.Disabled() {
		t.Error("the round's buttons are enabled for a player")
	}
	c.SetInitiative("brute", "12", "40")
	if in, ok := env.Table.Scenario().InitiativeOf("brute"); !ok || in.Leading != 12 {
		t.Fatalf("the brute's initiative: %+v %v", in, ok)
	}
	j.Rights = share.Rights{Role: share.RoleGameMaster}
	env.Table.Changed(play.Change{Scenario: true})
	if c.charRows["spellweaver"].leading.Disabled() || c.endRound.Disabled() {
		t.Error("a co-game-master lacks the round's buttons or another's initiative")
	}
	for typ, r := range c.monRows {
		if !r.edit.Visible() {
			t.Errorf("monster %s's initiative hidden from a co-game-master", typ)
		}
	}
}
