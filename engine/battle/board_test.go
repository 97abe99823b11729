package battle

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

// v parses a literal value.
func v(s string) Value { return MustParse(s) }

// newBoard builds a board in the preparation phase or fails the test.
func newBoard(t *testing.T, cards ...CardSpec) *Board {
	t.Helper()
	b, err := New(PhasePreparation, cards...)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	return b
}

// want checks one card's strength and toughness.
func want(t *testing.T, b *Board, id, strength, toughness string) {
	t.Helper()
	c, err := b.Card(id)
	if err != nil {
		t.Fatal(err)
	}
	if !c.Strength.Equal(v(strength)) || !c.Toughness.Equal(v(toughness)) {
		t.Fatalf("%s: expected %s/%s, got %s/%s", id, strength, toughness, c.Strength, c.Toughness)
	}
}

// snapshot prints the whole board, to check that refused operations change nothing.
func snapshot(b *Board) string {
	var sb strings.Builder
	for _, c := range b.Cards() {
		sb.WriteString(c.ID + " " + c.Strength.String() + "/" + c.Toughness.String())
		if c.InPlay {
			sb.WriteString(" in-play")
		}
		if c.InBattle {
			sb.WriteString(" in-battle")
		}
		if c.Discarded {
			sb.WriteString(" discarded")
		}
		sb.WriteString("; ")
	}
	return sb.String() + b.Phase().String()
}

func hero(id, s, t string) CardSpec {
	return CardSpec{ID: id, Kind: Hero, Owner: Player1, Strength: v(s), Toughness: v(t), InPlay: true}
}

func evil(id, s, t string) CardSpec {
	return CardSpec{ID: id, Kind: EvilCharacter, Owner: Player2, Strength: v(s), Toughness: v(t), InPlay: true}
}

func TestDynamicAbilityFollowsTheBoard(t *testing.T) {
	// "+1/+1 for each Hero in your territory" on h1.
	b := newBoard(t, hero("h1", "5", "5"), hero("h2", "3", "3"), evil("ec", "4", "4"))
	perHero := &Count{Kinds: []Kind{Hero}, Owners: []Player{Player1}}
	if _, err := b.Apply(Change{Target: "h1", Strength: Int(1), Toughness: Int(1), Ongoing: true, Per: perHero}); err != nil {
		t.Fatal(err)
	}
	want(t, b, "h1", "7", "7")
	if _, err := b.Enter(hero("h3", "2", "2")); err != nil {
		t.Fatal(err)
	}
	want(t, b, "h1", "8", "8")
	if _, err := b.Enter(evil("ec2", "1", "1")); err != nil {
		t.Fatal(err)
	}
	want(t, b, "h1", "8", "8") // Evil Characters are not counted
	if _, err := b.Discard("h2"); err != nil {
		t.Fatal(err)
	}
	want(t, b, "h1", "7", "7")
	if c, _ := b.Card("h1"); c.OngoingAbilities != 1 {
		t.Fatalf("ongoing abilities on h1: %d, want 1", c.OngoingAbilities)
	}
	b.EndPhase()
	want(t, b, "h1", "5", "5")
}

func TestDynamicDecreaseDiscardsWhenTheCountGrows(t *testing.T) {
	// "-1/-1 for each Hero in play" on an Evil Character of toughness 3.
	b := newBoard(t, hero("h1", "1", "1"), hero("h2", "1", "1"), evil("ec", "4", "3"))
	if _, err := b.Apply(Change{Target: "ec", Strength: Int(-1), Toughness: Int(-1), Ongoing: true, Per: &Count{Kinds: []Kind{Hero}}}); err != nil {
		t.Fatal(err)
	}
	want(t, b, "ec", "2", "1")
	gone, err := b.Enter(hero("h3", "1", "1"))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(gone, []string{"ec"}) {
		t.Fatalf("discarded %v, want [ec]", gone)
	}
	c, _ := b.Card("ec")
	if c.InPlay || !c.Discarded || !c.Toughness.Equal(Int(0)) {
		t.Fatalf("ec after discard: %+v", c)
	}
	// Leaving play again does not bring it back.
	b.Discard("h3")
	b.EndPhase()
	if c, _ := b.Card("ec"); c.InPlay || !c.Discarded {
		t.Fatalf("ec came back: %+v", c)
	}
}

func TestDiscardChains(t *testing.T) {
	// h is 3/1 with "+0/+1 for each Evil Character in play" (one: 3/2), then
	// a permanent -0/-3/2 leaves it at 1/2. When the Evil Character is
	// discarded, h falls to -1/2 and follows it.
	b := newBoard(t, hero("h", "3", "1"), evil("ec", "2", "1"))
	if _, err := b.Apply(Change{Target: "h", Toughness: Int(1), Ongoing: true, Per: &Count{Kinds: []Kind{EvilCharacter}}}); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Apply(Change{Target: "h", Toughness: v("-3/2")}); err != nil {
		t.Fatal(err)
	}
	want(t, b, "h", "3", "1/2")
	gone, err := b.Apply(Change{Target: "ec", Toughness: Int(-1)})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(gone, []string{"ec", "h"}) {
		t.Fatalf("discarded %v, want [ec h]", gone)
	}
	want(t, b, "h", "3", "-1/2")
}

func TestCountedAbilityMustBeOngoing(t *testing.T) {
	b := newBoard(t, hero("h", "3", "3"))
	before := snapshot(b)
	_, err := b.Apply(Change{Target: "h", Strength: Int(1), Per: &Count{}})
	if !errors.Is(err, ErrInvalid) {
		t.Fatalf("err = %v, want ErrInvalid", err)
	}
	_, err = b.Apply(Change{Target: "h", Strength: Int(1), Ongoing: true, Per: &Count{Kinds: []Kind{Kind(9)}}})
	if !errors.Is(err, ErrInvalid) {
		t.Fatalf("err = %v, want ErrInvalid", err)
	}
	if after := snapshot(b); after != before {
		t.Fatalf("refused ability changed the board:\n%s\n%s", before, after)
	}
}

func TestLoweringSetAsksAndWaits(t *testing.T) {
	b := newBoard(t, hero("h", "9", "6"))
	a := Set{Target: "h", Stats: Strength, Strength: Int(7)}
	qs, err := b.Questions(a)
	if err != nil || len(qs) != 1 {
		t.Fatalf("Questions = %v, %v; want one question", qs, err)
	}
	q := qs[0]
	if q.Kind != LowerToValue || q.Target != "h" || q.Stats != Strength || !reflect.DeepEqual(q.Options, []Answer{Accept, Decline}) {
		t.Fatalf("question %+v", q)
	}
	before := snapshot(b)
	_, err = b.Apply(a)
	var qe *QuestionError
	if !errors.As(err, &qe) || !errors.Is(err, ErrAnswerMissing) || !reflect.DeepEqual(qe.Questions, qs) {
		t.Fatalf("Apply err = %v, want the question", err)
	}
	if !strings.Contains(err.Error(), "strength") {
		t.Fatalf("error %q does not name the stat", err)
	}
	if after := snapshot(b); after != before {
		t.Fatalf("unanswered ability changed the board")
	}
	answered, err := Answered(a, Accept)
	if err != nil {
		t.Fatal(err)
	}
	if qs, _ := b.Questions(answered); len(qs) != 0 {
		t.Fatalf("answered ability still asks %v", qs)
	}
	if _, err := b.Apply(answered); err != nil {
		t.Fatal(err)
	}
	want(t, b, "h", "7", "6")
}

func TestAnsweredRefusesAnswersThatDoNotFit(t *testing.T) {
	cases := []struct {
		a   Ability
		ans Answer
	}{
		{Set{Target: "h"}, ChooseBonus},
		{Enhance{Target: "h"}, Accept},
		{Change{Target: "h"}, Accept},
		{Worth{Target: "h"}, Decline},
	}
	for _, tc := range cases {
		if _, err := Answered(tc.a, tc.ans); !errors.Is(err, ErrInvalid) {
			t.Errorf("Answered(%T, %v) err = %v, want ErrInvalid", tc.a, tc.ans, err)
		}
	}
	b := newBoard(t, hero("h", "5", "5"))
	if _, err := b.Apply(Set{Target: "h", Stats: Strength, Strength: Int(1), Lowering: ChooseBonus}); !errors.Is(err, ErrInvalid) {
		t.Errorf("set with a bonus answer: err = %v", err)
	}
	if _, err := b.Apply(Enhance{Target: "h", Choice: Decline}); !errors.Is(err, ErrInvalid) {
		t.Errorf("enhance with a decline answer: err = %v", err)
	}
	if _, err := b.Apply(Set{Target: "h", Strength: Int(9)}); !errors.Is(err, ErrInvalid) {
		t.Errorf("set naming no stat: err = %v", err)
	}
	if _, err := b.Apply(Multiply{Target: "h", Factor: Int(2), Stats: Stats(4)}); !errors.Is(err, ErrInvalid) {
		t.Errorf("multiply naming a bad stat: err = %v", err)
	}
	want(t, b, "h", "5", "5")
}

func TestNameOnNameQuestion(t *testing.T) {
	b := newBoard(t, hero("h", "5", "5"))
	a := Enhance{Target: "h", Strength: Int(2), Toughness: Int(1), Increase: &Amounts{Int(1), Int(1)}, NameMatch: true}
	qs, err := b.Questions(a)
	if err != nil || len(qs) != 1 || qs[0].Kind != BonusOrIncrease || !reflect.DeepEqual(qs[0].Options, []Answer{ChooseIncrease, ChooseBonus}) {
		t.Fatalf("Questions = %v, %v", qs, err)
	}
	if _, err := b.Apply(a); !errors.Is(err, ErrAnswerMissing) {
		t.Fatalf("err = %v, want ErrAnswerMissing", err)
	}
	for _, tc := range []struct {
		ans      Answer
		str, tgh string
	}{{ChooseBonus, "9", "7"}, {ChooseIncrease, "8", "7"}} {
		b := newBoard(t, hero("h", "5", "5"))
		a2, err := Answered(a, tc.ans)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := b.Apply(a2); err != nil {
			t.Fatal(err)
		}
		want(t, b, "h", tc.str, tc.tgh)
	}
}

func TestWorth(t *testing.T) {
	b := newBoard(t, hero("h", "4", "4"), evil("ec", "5", "5"))
	// Worth lowers without a question: it is not an increase to a value.
	if _, err := b.Apply(Worth{Target: "h", Strength: Int(6), Toughness: Int(2)}); err != nil {
		t.Fatal(err)
	}
	want(t, b, "h", "6", "2")
	gone, err := b.Apply(Worth{Target: "ec", Strength: Int(2), Toughness: Int(0)})
	if err != nil || !reflect.DeepEqual(gone, []string{"ec"}) {
		t.Fatalf("worth 2/0: gone %v, err %v", gone, err)
	}
	b.EndPhase()
	want(t, b, "h", "6", "2")
}

func TestOngoingMultiplyAndSetEndWithThePhase(t *testing.T) {
	b := newBoard(t, hero("h", "8", "6"))
	steps := []Ability{
		Multiply{Target: "h", Factor: v("1/2"), Stats: Both, Ongoing: true},
		Change{Target: "h", Strength: Int(1)},
		Set{Target: "h", Stats: Toughness, Toughness: Int(10), Ongoing: true},
	}
	for _, a := range steps {
		if _, err := b.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	want(t, b, "h", "5", "10")
	b.EndPhase()
	want(t, b, "h", "9", "6") // only the permanent +1 stays
}

func TestEnhancementCards(t *testing.T) {
	// An enhancement standing as a card may be printed x/0 and is not
	// discarded for it; abilities may target it.
	sword := CardSpec{ID: "sword", Kind: Enhancement, Owner: Player1, Strength: Int(3), Toughness: Int(0), InPlay: true}
	b := newBoard(t, sword)
	if c, _ := b.Card("sword"); !c.InPlay {
		t.Fatal("an x/0 enhancement was discarded")
	}
	if _, err := b.Apply(Change{Target: "sword", Strength: Int(1), Toughness: Int(-2)}); err != nil {
		t.Fatal(err)
	}
	want(t, b, "sword", "4", "-2")
	if c, _ := b.Card("sword"); !c.InPlay || c.Discarded {
		t.Fatal("enhancement discarded for toughness")
	}
}

func TestNewRefusesBadCards(t *testing.T) {
	cases := map[string][]CardSpec{
		"empty id":         {{Strength: Int(1), Toughness: Int(1)}},
		"duplicate id":     {hero("a", "1", "1"), evil("a", "1", "1")},
		"bad kind":         {{ID: "x", Kind: Kind(7)}},
		"bad owner":        {{ID: "x", Owner: Player(5)}},
		"battle, not play": {{ID: "x", InBattle: true}},
	}
	for name, cards := range cases {
		if _, err := New(PhaseDraw, cards...); err == nil {
			t.Errorf("%s: New accepted %+v", name, cards)
		}
	}
	if _, err := New(Phase(9)); err == nil {
		t.Error("New accepted an unknown phase")
	}
	b, err := New(PhaseDraw, hero("dead", "2", "0"), hero("out", "2", "0"))
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := b.Card("dead"); c.InPlay || !c.Discarded {
		t.Fatalf("a character set up at toughness 0 stays in play: %+v", c)
	}
}

func TestPhasesAndTurns(t *testing.T) {
	b, err := New(PhaseDraw)
	if err != nil {
		t.Fatal(err)
	}
	var seen []string
	for i := 0; i < 6; i++ {
		seen = append(seen, b.Phase().String())
		b.EndPhase()
	}
	if got := strings.Join(seen, ","); got != "draw,upkeep,preparation,battle,discard,draw" {
		t.Fatalf("phases %s", got)
	}
	if b.Turn() != 2 || b.Phase() != PhaseUpkeep {
		t.Fatalf("turn %d phase %s, want turn 2 upkeep", b.Turn(), b.Phase())
	}
}

func TestEnterDiscardAndBattleMembership(t *testing.T) {
	b := newBoard(t, hero("h", "5", "5"), CardSpec{ID: "hand", Strength: Int(2), Toughness: Int(2)})
	before := snapshot(b)
	if _, err := b.Enter(hero("h", "1", "1")); err == nil {
		t.Fatal("Enter accepted a card already in play")
	}
	if _, err := b.Discard("hand"); !errors.Is(err, ErrNotInPlay) {
		t.Fatalf("Discard of a card not in play: %v", err)
	}
	if _, err := b.Discard("nobody"); !errors.Is(err, ErrUnknownCard) {
		t.Fatalf("Discard of an unknown card: %v", err)
	}
	if err := b.SetInBattle("hand", true); !errors.Is(err, ErrNotInPlay) {
		t.Fatalf("SetInBattle of a card not in play: %v", err)
	}
	if err := b.SetInBattle("nobody", true); !errors.Is(err, ErrUnknownCard) {
		t.Fatalf("SetInBattle of an unknown card: %v", err)
	}
	if _, err := b.Card("nobody"); !errors.Is(err, ErrUnknownCard) {
		t.Fatalf("Card of an unknown card: %v", err)
	}
	if _, err := b.Apply(nil); !errors.Is(err, ErrInvalid) {
		t.Fatalf("Apply(nil): %v", err)
	}
	if after := snapshot(b); after != before {
		t.Fatalf("refused operations changed the board:\n%s\n%s", before, after)
	}
	// A discarded card may come back into play, fresh.
	b.Apply(Change{Target: "h", Strength: Int(3)})
	if _, err := b.Discard("h"); err != nil {
		t.Fatal(err)
	}
	want(t, b, "h", "8", "5")
	if _, err := b.Enter(hero("h", "5", "5")); err != nil {
		t.Fatal(err)
	}
	want(t, b, "h", "5", "5")
	if c, _ := b.Card("h"); !c.InPlay || c.Discarded {
		t.Fatalf("re-entered card: %+v", c)
	}
	if _, err := b.Enter(hero("hand", "2", "2")); err != nil {
		t.Fatal(err)
	}
	if len(b.Cards()) != 2 {
		t.Fatalf("cards: %v", b.Cards())
	}
}

func TestConditions(t *testing.T) {
	twoHeroes := &Condition{Count: Count{Kinds: []Kind{Hero}, Owners: []Player{Player1}}, AtLeast: 2}
	noEvil := &Condition{Count: Count{Kinds: []Kind{EvilCharacter}}, AtLeast: 1, Not: true}
	b := newBoard(t, hero("h1", "3", "3"), evil("ec", "4", "4"))
	before := snapshot(b)
	for _, a := range []Ability{
		Change{Target: "h1", Strength: Int(2), If: twoHeroes},
		Multiply{Target: "h1", Factor: Int(2), Stats: Both, If: noEvil},
		Set{Target: "h1", Stats: Strength, Strength: Int(1), Lowering: Accept, If: twoHeroes},
		Worth{Target: "ec", Strength: Int(9), Toughness: Int(9), If: twoHeroes},
	} {
		if _, err := b.Apply(a); !errors.Is(err, ErrConditionNotMet) {
			t.Errorf("%T with a failed static condition: err = %v", a, err)
		}
	}
	if _, err := b.Apply(Change{Target: "h1", If: &Condition{Count: Count{Owners: []Player{Player(4)}}}}); !errors.Is(err, ErrInvalid) {
		t.Errorf("condition counting a bad owner: err = %v", err)
	}
	if after := snapshot(b); after != before {
		t.Fatalf("refused conditional abilities changed the board:\n%s\n%s", before, after)
	}
	// Dynamic: "+2/+2 while you have two Heroes in play" follows the board.
	if _, err := b.Apply(Change{Target: "h1", Strength: Int(2), Toughness: Int(2), Ongoing: true, If: twoHeroes}); err != nil {
		t.Fatal(err)
	}
	want(t, b, "h1", "3", "3")
	b.Enter(hero("h2", "1", "1"))
	want(t, b, "h1", "5", "5")
	// Static: met now, so permanent even when the condition later fails.
	if _, err := b.Apply(Change{Target: "h1", Strength: Int(1), If: twoHeroes}); err != nil {
		t.Fatal(err)
	}
	want(t, b, "h1", "6", "5")
	b.Discard("h2")
	want(t, b, "h1", "4", "3")
	b.Discard("ec")
	if _, err := b.Apply(Multiply{Target: "h1", Factor: Int(2), Stats: Strength, If: noEvil}); err != nil {
		t.Fatal(err)
	}
	want(t, b, "h1", "8", "3")
	b.EndPhase()
	want(t, b, "h1", "8", "3")
}

func TestPendingQuestionOnTheBoard(t *testing.T) {
	b := newBoard(t, hero("h", "9", "6"))
	if _, err := b.Answer(Accept); !errors.Is(err, ErrNothingPending) {
		t.Fatalf("Answer with nothing pending: %v", err)
	}
	set := Set{Target: "h", Stats: Both, Strength: Int(7), Toughness: Int(8)}
	before := snapshot(b)
	if _, err := b.Play(set); !errors.Is(err, ErrAnswerMissing) {
		t.Fatalf("Play: err = %v", err)
	}
	if after := snapshot(b); after != before {
		t.Fatal("a pending ability changed the cards")
	}
	a, qs, ok := b.Pending()
	if !ok || a != Ability(set) || len(qs) != 1 || qs[0].Stats != Strength {
		t.Fatalf("Pending = %v %v %v", a, qs, ok)
	}
	if _, err := b.Answer(ChooseBonus); !errors.Is(err, ErrInvalid) {
		t.Fatalf("a wrong answer: %v", err)
	}
	if _, _, ok := b.Pending(); !ok {
		t.Fatal("a wrong answer dropped the pending ability")
	}
	if _, err := b.Answer(Decline); err != nil {
		t.Fatal(err)
	}
	want(t, b, "h", "9", "8")
	if _, _, ok := b.Pending(); ok {
		t.Fatal("the answered ability is still pending")
	}
	// Withdraw and EndPhase drop a pending ability.
	b.Play(Set{Target: "h", Stats: Strength, Strength: Int(1)})
	b.Withdraw()
	if _, _, ok := b.Pending(); ok {
		t.Fatal("Withdraw kept the pending ability")
	}
	b.Play(Set{Target: "h", Stats: Strength, Strength: Int(1)})
	b.EndPhase()
	if _, _, ok := b.Pending(); ok {
		t.Fatal("EndPhase kept the pending ability")
	}
	// Play without a question applies at once.
	if _, err := b.Play(Change{Target: "h", Strength: Int(1)}); err != nil {
		t.Fatal(err)
	}
	want(t, b, "h", "10", "8")
}

func TestConditionRefusesBeforeAsking(t *testing.T) {
	b := newBoard(t, hero("h", "9", "6"))
	never := &Condition{Count: Count{Kinds: []Kind{EvilCharacter}}, AtLeast: 1}
	if _, err := b.Apply(Set{Target: "h", Stats: Strength, Strength: Int(1), If: never}); !errors.Is(err, ErrConditionNotMet) {
		t.Fatalf("err = %v, want ErrConditionNotMet before the lowering question", err)
	}
	bad := &Condition{Count: Count{Kinds: []Kind{Kind(5)}}}
	if _, err := b.Apply(Set{Target: "h", Stats: Strength, Strength: Int(1), Lowering: Decline, Ongoing: true, If: bad}); !errors.Is(err, ErrInvalid) {
		t.Fatalf("err = %v, want ErrInvalid for a bad condition even when declined", err)
	}
}

// The end of the battle phase ends the battle: the defeated side's cards in
// it are discarded, the winner's leave it, cards not in it stay in play;
// mutual destruction discards both sides, a stalemate neither.
func TestBattleEndsWithItsPhase(t *testing.T) {
	for _, c := range []struct {
		name       string
		evil       CardSpec
		wantEnd    string
		wantReturn []string
	}{
		{"player 2 wins", evil("Ogre", "7", "9"), "Knight 6/3 discarded; Ogre 7/9 in-play; Squire 1/1 in-play; discard", []string{"Knight"}},
		{"mutual", evil("Ogre", "3", "6"), "Knight 6/3 discarded; Ogre 3/6 discarded; Squire 1/1 in-play; discard", []string{"Knight", "Ogre"}},
		{"stalemate", evil("Ogre", "2", "9"), "Knight 6/3 in-play; Ogre 2/9 in-play; Squire 1/1 in-play; discard", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			b, err := New(PhaseBattle, hero("Knight", "6", "3"), c.evil, hero("Squire", "1", "1"))
			if err != nil {
				t.Fatal(err)
			}
			for _, id := range []string{"Knight", "Ogre"} {
				if err := b.SetInBattle(id, true); err != nil {
					t.Fatal(err)
				}
			}
			gone := b.EndPhase()
			if got := snapshot(b); got != c.wantEnd {
				t.Errorf("after the battle phase:\n got %s\nwant %s", got, c.wantEnd)
			}
			if !reflect.DeepEqual(gone, c.wantReturn) {
				t.Errorf("EndPhase returned %v, want %v", gone, c.wantReturn)
			}
		})
	}
	// Other phases leave the battle as it is.
	b := newBoard(t, hero("Knight", "6", "3"), evil("Ogre", "7", "9"))
	b.SetInBattle("Knight", true)
	b.SetInBattle("Ogre", true)
	b.EndPhase()
	if got := snapshot(b); got != "Knight 6/3 in-play in-battle; Ogre 7/9 in-play in-battle; battle" {
		t.Errorf("after the preparation phase: %s", got)
	}
}
