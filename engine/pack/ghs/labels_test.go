package ghs

import "testing"

// GHS's texts name labels; the import puts the English text in, and never
// shows a raw key.
func TestLabelText(t *testing.T) {
	l := labels{}
	l.add([]byte(`{"custom": {"inv": {"mire-hound": {"1": "Leave a %game.damage:3% puddle of tar behind."}}},
		"monster": {"mire-hound": "Mire Hound", "hound-solo": "%data.monster.mire-hound% (solo)"}}`))
	for _, c := range []struct{ in, want string }{
		{"%data.custom.inv.mire-hound.1%", "Leave a 3 damage puddle of tar behind."},
		{"%data.monster.hound-solo%", "Mire Hound (solo)"},
		{"%data.custom.inv.missing-text%", "missing text"},
		{"Add %game.condition.poison% and %game.action.attack%", "Add poison and attack"},
		{"towards %game.mapMarker.b%", "towards b"},
		{"suffer %game.damage%", "suffer damage"},
		{"%attack% stays", "%attack% stays"},
		// the number of an experience icon is said: it was lost ("gain experience" for 2)
		{"Add +4 %game.action.attack% and gain %game.card.experience:2% when", "Add +4 attack and gain 2 experience when"},
		{"gain %game.card.experience:1%", "gain experience"},
		// the GHS app's own labels its data names: this program's words
		{"%game.custom.perks.ignoreNegativeScenario%", "Ignore negative scenario effects"},
		{"%game.custom.perks.ignoreNegativeItemFh%", "Ignore item −1 effects"},
		{"%game.custom.perks.rollTwiceOnRest%", "Roll twice on rest"},
	} {
		if got := l.text(c.in); got != c.want {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}
