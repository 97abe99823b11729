package figures

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// On a shared table, a window that plays the brute has the brute's
// buttons and no one else's; made a co-game-master, it has every figure's.
func TestRowsFollowTheRights(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t)
	j := screentest.Joined(env, share.Rights{Role: share.RolePlayers, Characters: []string{"brute"}})
	l := New(env)
	show(t, l.Content(), 1280, 800)
	enabled := func(id string) bool {
		t.Helper()
		r := l.rows[id]
		if r == nil {
			t.Fatalf("no row for %s", id)
		}
		on := !r.minus.Disabled()
		for _, w := range []interface{ Disabled() bool }{r.addBonus, r.maxHP, r.more, r.conds[modifier.Poison]} {
			if !w.Disabled() != on {
				t.Fatalf("%s: some of its buttons enabled, some not", id)
			}
		}
		return on
	}
	if !enabled("brute") || enabled("spellweaver") || enabled("cave-rat-2") {
		t.Fatalf("players of the brute: brute %v, spellweaver %v, cave-rat-2 %v",
			enabled("brute"), enabled("spellweaver"), enabled("cave-rat-2"))
	}
	if l.rows["spellweaver"].xpPlus.Disabled() == false {
		t.Error("experience of another's character may be changed")
	}
	test.Tap(l.rows["brute"].minus)
	if got := figure(t, env, "brute").HP; got != 9 {
		t.Fatalf("the brute's own − : hp %d, want 9", got)
	}
	test.Tap(l.rows["cave-rat-2"].minus) // disabled: nothing happens
	if got := figure(t, env, "cave-rat-2").HP; got != 6 {
		t.Fatalf("a monster's − tapped: hp %d, want 6", got)
	}
	j.Rights = share.Rights{Role: share.RoleGameMaster}
	env.Table.Changed(play.Change{Scenario: true})
	if !enabled("brute") || !enabled("spellweaver") || !enabled("cave-rat-2") {
		t.Fatal("a co-game-master lacks some figure's buttons")
	}
}
