package ghs

import "testing"

// GHS's texts name labels; the import puts the English text in, and never
// shows a raw key.
func TestLabelText(t *testing.T) {
	l := labels{}
	l.add([]byte(`{"custom": {"gh": {"archer": {"1": "Create a %game.damage:3% trap in an adjacent empty hex closest to an enemy."}}},
		"monster": {"bandit-archer": "Bandit Archer", "archer-solo": "%data.monster.bandit-archer% (solo)"}}`))
	for _, c := range []struct{ in, want string }{
		{"%data.custom.gh.archer.1%", "Create a 3 damage trap in an adjacent empty hex closest to an enemy."},
		{"%data.monster.archer-solo%", "Bandit Archer (solo)"},
		{"%data.custom.gh.missing-text%", "missing text"},
		{"Add %game.condition.poison% and %game.action.attack%", "Add poison and attack"},
		{"towards %game.mapMarker.b%", "towards b"},
		{"suffer %game.damage%", "suffer damage"},
		{"%attack% stays", "%attack% stays"},
	} {
		if got := l.text(c.in); got != c.want {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}
