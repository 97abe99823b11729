package monsterturn

// FocusRule is the part of the focus key (§4: movement to an attack hex,
// then proximity, then initiative) that sets a monster's focus before
// another enemy.
type FocusRule int

const (
	// FocusUnrivalled: every other enemy it could attack is a focus too
	// (the players choose), or there is none.
	FocusUnrivalled FocusRule = iota
	// FocusByMovement: an attack hex costs the focus less to reach (fewer
	// negative hexes on the way, then fewer movement points).
	FocusByMovement
	// FocusByProximity: as much movement, but the focus is nearer.
	FocusByProximity
	// FocusByInitiative: as much movement and as near, but the focus acts
	// first (with a farthest focus: as far away, but it acts first).
	FocusByInitiative
	// FocusByDistance: the card says to focus on the enemy farthest away
	// (Action.FocusFarthest), and the focus is farther away.
	FocusByDistance
)

// FocusWhy is why a monster focuses on one enemy rather than on the next,
// as numbers for the players' words.
type FocusWhy struct {
	// Focus is the focus's key: Focus.Cost.Points is the movement it needs
	// to reach a hex to attack it from.
	Focus Candidate
	// Next is the best enemy it could attack that is not a focus (its
	// key, Next.Cost.Points its movement); the zero value when Rule is
	// FocusUnrivalled.
	Next Candidate
	// Rule is the first part of the key in which Focus and Next differ.
	Rule FocusRule
}

// WhyFocus returns why the monster focuses on enemy id rather than on the
// best candidate that is not a focus (Candidates are best first); false
// when id is no candidate.
func (t Turn) WhyFocus(id string) (FocusWhy, bool) {
	var w FocusWhy
	found, rival := false, false
	for _, c := range t.Candidates {
		switch {
		case c.ID == id:
			w.Focus, found = c, true
		case !c.Focus && !rival:
			w.Next, rival = c, true
		}
	}
	if !found {
		return FocusWhy{}, false
	}
	switch {
	case rival && t.FocusFarthest && w.Focus.Proximity != w.Next.Proximity:
		w.Rule = FocusByDistance
	case rival && t.FocusFarthest:
		w.Rule = FocusByInitiative
	case rival:
		w.Rule = focusRule(w.Focus, w.Next, t.Rules.FocusIgnoresProximity())
	}
	return w, true
}

// focusRule is the first part of the focus key in which a and b differ
// (FocusByInitiative when only their initiatives may); noProximity leaves
// proximity out of the key.
func focusRule(a, b Candidate, noProximity bool) FocusRule {
	switch {
	case a.Cost != b.Cost:
		return FocusByMovement
	case !noProximity && a.Proximity != b.Proximity:
		return FocusByProximity
	}
	return FocusByInitiative
}
