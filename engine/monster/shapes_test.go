package monster

import "testing"

// An action of one rank is worked out for the monsters of that rank only;
// relative targets add to the stat card's, at least one.
func TestResolveRanksAndRelativeTargets(t *testing.T) {
	acts := []Action{
		{Type: KindAttack, Value: Plus(0), Range: Fixed(4), Only: []string{RankNormal}},
		{Type: KindAttack, Value: Plus(0), TargetPlus: -1, Only: []string{RankElite, RankBoss}},
		{Type: KindSummon, Monster: "Rat", Elite: true, Only: []string{RankBoss}},
		{Type: KindAttack, Value: Plus(1), TargetPlus: 2},
	}
	for _, c := range []struct {
		st   StatCard
		want string
	}{
		{StatCard{Attack: 2, Target: 1}, "Attack 2, Range 4 | Attack 3, Target 3"},
		{StatCard{Attack: 3, Target: 3, Elite: true}, "Attack 3, Target 2 | Attack 4, Target 5"},
		{StatCard{Attack: 5, Target: 1, Boss: true}, "Attack 5 | Summon elite Rat | Attack 6, Target 3"},
	} {
		if got := Summary(Resolve(acts, c.st)); got != c.want {
			t.Errorf("%s: got %s, want %s", c.st.Rank(), got, c.want)
		}
		perf, idx := Performed(acts, c.st)
		if len(perf) != len(idx) || len(perf) != len(Resolve(acts, c.st)) || idx[len(idx)-1] != 3 {
			t.Errorf("%s: performed %v at %v", c.st.Rank(), perf, idx)
		}
	}
	if got := OtherRanks([]string{RankNormal}); len(got) != 2 || got[0] != RankElite || got[1] != RankBoss {
		t.Errorf("other ranks %v", got)
	}
}
