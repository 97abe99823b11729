package battle

import (
	"errors"
	"math/big"
	"testing"
)

// The fuzz test plays arbitrary sequences of abilities, phase ends, cards
// entering and leaving play on a small board, and checks after every step,
// against a plain reference model that keeps every ability ever played (no
// folding into a base), that the engine's values are exactly the reference's,
// that a refused operation changes nothing, that no character in play has
// toughness 0 or less, and that every value prints canonically.

// refEffect is one ability as the reference model keeps it.
type refEffect struct {
	op      effectOp
	stats   Stats
	amt     [2]*big.Rat
	factor  *big.Rat
	per     *Count
	cond    *Condition
	ongoing bool
	phase   int // the phase it was played in (counted from the start)
}

// refCard is one card in the reference model.
type refCard struct {
	spec      CardSpec
	effects   []refEffect
	frozen    [2]*big.Rat // values at discard
	inPlay    bool
	inBattle  bool
	discarded bool
}

// refBoard is the reference model.
type refBoard struct {
	phase int
	cards []*refCard
}

func (r *refBoard) find(id string) *refCard {
	for _, c := range r.cards {
		if c.spec.ID == id {
			return c
		}
	}
	return nil
}

func (r *refBoard) count(ct *Count) int64 {
	var n int64
	for _, c := range r.cards {
		if c.inPlay && contains(ct.Kinds, c.spec.Kind) && contains(ct.Owners, c.spec.Owner) {
			n++
		}
	}
	return n
}

// values folds every effect still active over the printed values.
func (r *refBoard) values(c *refCard) [2]*big.Rat {
	if !c.inPlay && c.discarded {
		return c.frozen
	}
	v := [2]*big.Rat{c.spec.Strength.Rat(), c.spec.Toughness.Rat()}
	for _, e := range c.effects {
		if e.ongoing && e.phase != r.phase {
			continue
		}
		if e.cond != nil && (r.count(&e.cond.Count) >= int64(e.cond.AtLeast)) == e.cond.Not {
			continue
		}
		for i := 0; i < 2; i++ {
			if e.stats&(1<<i) == 0 {
				continue
			}
			switch e.op {
			case opAdd:
				a := new(big.Rat).Set(e.amt[i])
				if e.per != nil {
					a.Mul(a, new(big.Rat).SetInt64(r.count(e.per)))
				}
				v[i] = new(big.Rat).Add(v[i], a)
			case opMul:
				v[i] = new(big.Rat).Mul(v[i], e.factor)
			case opSet:
				v[i] = new(big.Rat).Set(e.amt[i])
			}
		}
	}
	return v
}

// settle discards the characters at toughness 0 or less, together, until none.
func (r *refBoard) settle() map[string]bool {
	gone := map[string]bool{}
	for {
		var batch []*refCard
		for _, c := range r.cards {
			if c.inPlay && c.spec.Kind.IsCharacter() && r.values(c)[1].Sign() <= 0 {
				batch = append(batch, c)
			}
		}
		if len(batch) == 0 {
			return gone
		}
		r.discard(batch)
		for _, c := range batch {
			gone[c.spec.ID] = true
		}
	}
}

func (r *refBoard) discard(batch []*refCard) {
	frozen := make([][2]*big.Rat, len(batch))
	for i, c := range batch {
		frozen[i] = r.values(c)
	}
	for i, c := range batch {
		c.frozen, c.inPlay, c.inBattle, c.discarded, c.effects = frozen[i], false, false, true, nil
	}
}

// defeated lists the cards in battle of the sides the battle defeats as it
// stands, none when a side has no character in it.
func (r *refBoard) defeated() []*refCard {
	var str, tough [2]*big.Rat
	for p := range str {
		str[p], tough[p] = new(big.Rat), new(big.Rat)
	}
	var chars [2]int
	for _, c := range r.cards {
		if c.inPlay && c.inBattle {
			v, p := r.values(c), c.spec.Owner
			str[p].Add(str[p], v[0])
			tough[p].Add(tough[p], v[1])
			if c.spec.Kind.IsCharacter() {
				chars[p]++
			}
		}
	}
	if chars[0] == 0 || chars[1] == 0 {
		return nil
	}
	var out []*refCard
	for _, c := range r.cards {
		if p := c.spec.Owner; c.inPlay && c.inBattle && str[1-p].Cmp(tough[p]) >= 0 {
			out = append(out, c)
		}
	}
	return out
}

// fuzzReader hands out bytes of the fuzz input, then zeros.
type fuzzReader struct {
	data []byte
}

func (f *fuzzReader) byte() byte {
	if len(f.data) == 0 {
		return 0
	}
	b := f.data[0]
	f.data = f.data[1:]
	return b
}

// small returns a value in -4..4 over 1..3.
func (f *fuzzReader) small() Value {
	b := f.byte()
	return Frac(int64(b%9)-4, int64(1+(b/9)%3))
}

var fuzzIDs = []string{"h1", "h2", "ec", "enh", "out", "n1", "nobody"}

func (f *fuzzReader) target() string { return fuzzIDs[int(f.byte())%len(fuzzIDs)] }

func (f *fuzzReader) count() *Count {
	b := f.byte()
	ct := &Count{}
	for k := Hero; k <= Enhancement; k++ {
		if b&(1<<k) != 0 {
			ct.Kinds = append(ct.Kinds, k)
		}
	}
	if b&8 != 0 {
		ct.Owners = append(ct.Owners, Player1)
	}
	if b&16 != 0 {
		ct.Owners = append(ct.Owners, Player2)
	}
	return ct
}

func fuzzSpecs() []CardSpec {
	return []CardSpec{
		{ID: "h1", Kind: Hero, Owner: Player1, Strength: Int(3), Toughness: Int(3), InPlay: true, InBattle: true},
		{ID: "h2", Kind: Hero, Owner: Player1, Strength: Int(2), Toughness: Int(1), InPlay: true},
		{ID: "ec", Kind: EvilCharacter, Owner: Player2, Strength: Int(5), Toughness: Int(4), InPlay: true, InBattle: true},
		{ID: "enh", Kind: Enhancement, Owner: Player1, Strength: Int(1), Toughness: Int(0), InPlay: true},
		{ID: "out", Kind: Hero, Owner: Player2, Strength: Int(4), Toughness: Int(4)},
	}
}

func FuzzAbilitySequences(f *testing.F) {
	f.Add([]byte{0, 0, 13, 13})
	f.Add([]byte{1, 2, 0, 0, 3, 2, 1, 3, 7, 4, 0, 3, 3, 1, 1})
	f.Add([]byte{2, 0, 13, 13, 1, 8, 5, 1, 9, 1, 7})
	f.Add([]byte{6, 0, 15, 12, 1, 1, 2, 4, 2, 1, 20, 3, 0, 0, 7, 6, 0, 13, 13, 0, 1, 0})
	f.Add([]byte{4, 2, 2, 2, 3, 1, 0, 7, 5, 2, 4, 0, 9, 2, 8, 5, 13, 13, 2})
	f.Fuzz(func(t *testing.T, data []byte) {
		in := &fuzzReader{data: data}
		specs := fuzzSpecs()
		b, err := New(PhaseDraw, specs...)
		if err != nil {
			t.Fatal(err)
		}
		ref := &refBoard{}
		for _, s := range specs {
			ref.cards = append(ref.cards, &refCard{spec: s, inPlay: s.InPlay, inBattle: s.InBattle})
		}
		for step := 0; len(in.data) > 0 && step < 64; step++ {
			before := snapshot(b)
			copied := b.Clone()
			if got := snapshot(copied); got != before {
				t.Fatalf("step %d: the clone is %s, the board %s", step, got, before)
			}
			gone, err, refGone, refErr := fuzzStep(in, b, ref)
			if got := snapshot(copied); got != before {
				t.Fatalf("step %d: the step changed a clone taken before it: %s, was %s", step, got, before)
			}
			if (err != nil) != refErr {
				t.Fatalf("step %d: engine error %v, reference expects error: %v", step, err, refErr)
			}
			if err != nil {
				if after := snapshot(b); after != before {
					t.Fatalf("step %d: refused (%v) but the board changed:\n%s\n%s", step, err, before, after)
				}
			} else {
				got := map[string]bool{}
				for _, id := range gone {
					got[id] = true
				}
				if len(got) != len(refGone) || len(got) != len(gone) {
					t.Fatalf("step %d: discarded %v, reference %v", step, gone, refGone)
				}
				for id := range refGone {
					if !got[id] {
						t.Fatalf("step %d: discarded %v, reference %v", step, gone, refGone)
					}
				}
			}
			fuzzCompare(t, step, b, ref)
		}
	})
}

// fuzzStep performs one operation read from in on both the engine and the
// reference. It returns the engine's discards and error and the reference's.
func fuzzStep(in *fuzzReader, b *Board, ref *refBoard) ([]string, error, map[string]bool, bool) {
	op := in.byte() % 10
	switch op {
	case 7:
		gone := b.EndPhase()
		battle := ref.phase%5 == int(PhaseBattle)
		var defeated []*refCard
		if battle {
			defeated = ref.defeated()
		}
		ref.phase++
		for _, c := range ref.cards {
			kept := c.effects[:0:0]
			for _, e := range c.effects {
				if !e.ongoing {
					kept = append(kept, e)
				}
			}
			c.effects = kept
		}
		ref.discard(defeated)
		for _, c := range ref.cards {
			c.inBattle = c.inBattle && !battle
		}
		refGone := ref.settle()
		for _, c := range defeated {
			refGone[c.spec.ID] = true
		}
		return gone, nil, refGone, false
	case 8:
		id := fuzzIDs[int(in.byte())%len(fuzzIDs)]
		kb := in.byte()
		spec := CardSpec{ID: id, Kind: Kind(kb % 3), Owner: Player((kb / 3) % 2), Strength: in.small(), Toughness: in.small(), InPlay: true}
		gone, err := b.Enter(spec)
		rc := ref.find(id)
		if rc != nil && rc.inPlay {
			return gone, err, nil, true
		}
		if rc == nil {
			rc = &refCard{}
			ref.cards = append(ref.cards, rc)
		}
		*rc = refCard{spec: spec, inPlay: true}
		return gone, err, ref.settle(), false
	case 9:
		id := in.target()
		gone, err := b.Discard(id)
		rc := ref.find(id)
		if rc == nil || !rc.inPlay {
			return gone, err, nil, true
		}
		ref.discard([]*refCard{rc})
		refGone := ref.settle()
		refGone[id] = true
		return gone, err, refGone, false
	}
	id := in.target()
	s, tg := in.small(), in.small()
	var a Ability
	var e refEffect
	questions := false
	invalid := false
	rc := ref.find(id)
	var now [2]*big.Rat
	if rc != nil && rc.inPlay {
		now = ref.values(rc)
	}
	switch op {
	case 0, 1, 2:
		ch := Change{Target: id, Strength: s, Toughness: tg, Ongoing: op != 0}
		if op == 2 {
			ch.Per = in.count()
		}
		if cb := in.byte(); cb&1 != 0 {
			ch.If = &Condition{Count: *in.count(), AtLeast: int(cb>>1) % 4, Not: cb&32 != 0}
		}
		a = ch
		e = refEffect{op: opAdd, stats: Both, amt: [2]*big.Rat{s.Rat(), tg.Rat()}, per: ch.Per, ongoing: ch.Ongoing}
		if ch.If != nil {
			holds := (ref.count(&ch.If.Count) >= int64(ch.If.AtLeast)) != ch.If.Not
			if !ch.Ongoing && !holds {
				invalid = true
			}
			if ch.Ongoing {
				e.cond = ch.If
			}
		}
	case 3:
		fb := in.byte()
		factor := Frac(int64(fb%7)-3, int64(1+(fb/7)%4))
		stats := Stats(in.byte() % 4)
		ongoing := in.byte()%2 == 1
		a = Multiply{Target: id, Factor: factor, Stats: stats, Ongoing: ongoing}
		e = refEffect{op: opMul, stats: stats, factor: factor.Rat(), ongoing: ongoing}
		invalid = stats == 0
	case 4, 5:
		stats := Stats(in.byte() % 4)
		lowering := Answer(in.byte() % 3) // unanswered, accept, decline
		ongoing := in.byte()%2 == 1
		if op == 5 {
			a = Worth{Target: id, Strength: s, Toughness: tg}
			e = refEffect{op: opSet, stats: Both, amt: [2]*big.Rat{s.Rat(), tg.Rat()}}
			break
		}
		a = Set{Target: id, Stats: stats, Strength: s, Toughness: tg, Lowering: lowering, Ongoing: ongoing}
		e = refEffect{op: opSet, stats: stats, amt: [2]*big.Rat{s.Rat(), tg.Rat()}, ongoing: ongoing}
		invalid = stats == 0
		if !invalid && now[0] != nil {
			for i := 0; i < 2; i++ {
				if stats&(1<<i) != 0 && e.amt[i].Cmp(now[i]) < 0 {
					switch lowering {
					case 0:
						questions = true
					case Decline:
						e.stats &^= 1 << i
					}
				}
			}
		}
	case 6:
		flags := in.byte()
		en := Enhance{Target: id, Strength: s, Toughness: tg, NameMatch: flags&1 != 0, Choice: []Answer{0, ChooseIncrease, ChooseBonus}[int(flags>>1)%3], Ongoing: flags&8 != 0}
		if flags&16 != 0 {
			en.Increase = &Amounts{in.small(), in.small()}
		}
		a = en
		add := [2]*big.Rat{s.Rat(), tg.Rat()}
		switch {
		case en.Choice == ChooseBonus && !en.NameMatch, en.Choice == ChooseIncrease && en.Increase == nil:
			invalid = true
		case en.NameMatch && en.Increase != nil && en.Choice == 0:
			questions = true
		case en.Choice == ChooseBonus || (en.NameMatch && en.Increase == nil):
			two := big.NewRat(2, 1)
			add = [2]*big.Rat{new(big.Rat).Mul(add[0], two), new(big.Rat).Mul(add[1], two)}
		case en.Increase != nil:
			add = [2]*big.Rat{new(big.Rat).Add(add[0], en.Increase.Strength.Rat()), new(big.Rat).Add(add[1], en.Increase.Toughness.Rat())}
		}
		e = refEffect{op: opAdd, stats: Both, amt: add, ongoing: en.Ongoing}
	}
	qs, qerr := b.Questions(a)
	gone, err := b.Apply(a)
	if rc == nil || !rc.inPlay || invalid {
		return gone, err, nil, true
	}
	if questions {
		if qerr != nil || len(qs) == 0 || !errors.Is(err, ErrAnswerMissing) {
			return gone, errors.New("expected a question"), nil, false
		}
		return gone, err, nil, true
	}
	e.phase = ref.phase
	rc.effects = append(rc.effects, e)
	return gone, err, ref.settle(), false
}

// fuzzCompare checks the engine against the reference card by card.
func fuzzCompare(t *testing.T, step int, b *Board, ref *refBoard) {
	t.Helper()
	views := b.Cards()
	if len(views) != len(ref.cards) {
		t.Fatalf("step %d: %d cards, reference %d", step, len(views), len(ref.cards))
	}
	for i, c := range views {
		rc := ref.cards[i]
		rv := ref.values(rc)
		if c.ID != rc.spec.ID || c.InPlay != rc.inPlay || c.Discarded != rc.discarded || c.InBattle != rc.inBattle {
			t.Fatalf("step %d: card %s in play %v in battle %v discarded %v; reference %s %v %v %v", step, c.ID, c.InPlay, c.InBattle, c.Discarded,
				rc.spec.ID, rc.inPlay, rc.inBattle, rc.discarded)
		}
		if c.Strength.rat().Cmp(rv[0]) != 0 || c.Toughness.rat().Cmp(rv[1]) != 0 {
			t.Fatalf("step %d: card %s is %s/%s, reference %s/%s", step, c.ID, c.Strength, c.Toughness, rv[0].RatString(), rv[1].RatString())
		}
		if c.InPlay && c.Kind.IsCharacter() && c.Toughness.Sign() <= 0 {
			t.Fatalf("step %d: character %s in play at toughness %s", step, c.ID, c.Toughness)
		}
		for _, x := range []Value{c.Strength, c.Toughness} {
			back, err := ParseValue(x.String())
			if err != nil || !back.Equal(x) {
				t.Fatalf("step %d: %s does not read back: %v", step, x, err)
			}
		}
	}
	if _, err := b.Outcome(); err != nil && !errors.Is(err, ErrNoBattle) {
		t.Fatalf("step %d: outcome: %v", step, err)
	}
}
