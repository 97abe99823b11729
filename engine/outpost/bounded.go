package outpost

// Bounded is change c as rewards give it to outpost o: "If the party is
// required to lose something, they cannot lose more than they have"
// (Frosthaven rulebook p. 48, Scenario Rewards). Each resource, the
// inspiration and the soldiers c takes away are at most what o holds;
// morale and prosperity are bounded by Apply itself (morale at 0,
// prosperity at the numbered box). Everything c gives is kept.
func (o Outpost) Bounded(c Change) Change {
	out := c
	if len(c.Lose) > 0 {
		out.Lose = Supply{}
		for r, n := range c.Lose {
			if take := min(n, o.Supply.Of(r)); take > 0 {
				out.Lose[r] = take
			}
		}
		if len(out.Lose) == 0 {
			out.Lose = nil
		}
	}
	out.Inspiration = max(c.Inspiration, -o.Inspiration)
	out.Soldiers = max(c.Soldiers, -o.Soldiers)
	return out
}
