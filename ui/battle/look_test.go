package battle

import (
	"testing"

	"fyne.io/fyne/v2/test"

	rules "github.com/haventable/haventable/engine/battle"
)

// sampleBoard plays a small battle: cards of every kind on both sides, an
// ongoing ability, a halving, a discard.
func sampleBoard(t *testing.T, s *Screen) {
	t.Helper()
	addCard(s, 0, 0, "Knight", "6", "3")
	addCard(s, 0, 0, "Squire", "1", "1")
	addCard(s, 2, 0, "Longsword", "2", "0")
	addCard(s, 1, 1, "Ogre", "7", "9")
	addCard(s, 1, 1, "Goblin", "2", "1")
	addCard(s, 1, 1, "Imp of the Very Long Name Swamp", "1", "1")
	for _, id := range []string{"Knight", "Ogre"} {
		s.Select(id)
		s.ToggleBattle()
	}
	ability(s, abilityChange, "Knight", "+2", "+1", true)
	s.ab.per.SetChecked(true)
	ability(s, abilityChange, "Knight", "+1", "+1", true)
	s.ab.per.SetChecked(false)
	s.ab.kind.SetSelectedIndex(abilityMultiply)
	s.ab.target.SetSelected("Ogre")
	s.ab.factor.SetText("1/2")
	s.ab.ongoing.SetChecked(false)
	test.Tap(s.ab.button)
	ability(s, abilityChange, "Goblin", "0", "-1", false)
	s.Select("Knight")
}

// TestLookQuestionsAndPhase plays on from the sample board: a Set ability
// the rules let the player decline, an Enhance ability that asks for the
// bonus, then the end of the phase. Each question shows as a dialog with its
// answers; declining changes nothing, the end of the phase moves to the next
// phase and ends the ongoing abilities. The question and the board after
// the phase are compared with the goldens question.png and phase.png.
func TestLookQuestionsAndPhase(t *testing.T) {
	s, w := newTestScreen(t)
	sampleBoard(t, s)
	board := s.game.Board()
	values := func() map[string]rules.CardView {
		out := map[string]rules.CardView{}
		for _, c := range board.Cards() {
			out[c.ID] = c
		}
		return out
	}
	before := values()

	s.ab.kind.SetSelectedIndex(abilitySet)
	s.ab.stats.SetSelectedIndex(0)
	s.ab.target.SetSelected("Knight")
	s.ab.strength.SetText("2")
	test.Tap(s.ab.button)
	if _, _, ok := s.game.Pending(); !ok {
		t.Fatal("the Set ability asks no question")
	}
	test.AssertImageMatches(t, "question.png", w.Canvas().Capture())
	test.Tap(dialogButton(t, w, answerName(s.tr, rules.Decline)))
	if _, _, ok := s.game.Pending(); ok {
		t.Fatal("a question is still pending after Decline")
	}
	if after := values(); !sameValues(before, after) {
		t.Fatalf("declining changed the board:\nbefore %+v\nafter  %+v", before, after)
	}

	s.ab.kind.SetSelectedIndex(abilityEnhance)
	s.ab.increase.SetChecked(true)
	s.ab.nameMatch.SetChecked(true)
	s.ab.strength.SetText("1")
	s.ab.tough.SetText("1")
	s.ab.incStrength.SetText("2")
	test.Tap(s.ab.button)
	if _, _, ok := s.game.Pending(); !ok {
		t.Fatal("the Enhance ability asks no question")
	}
	test.Tap(dialogButton(t, w, answerName(s.tr, rules.ChooseBonus)))
	if _, _, ok := s.game.Pending(); ok {
		t.Fatal("a question is still pending after choosing the bonus")
	}

	phase := board.Phase()
	if len(s.game.Ongoing("Knight")) == 0 {
		t.Fatal("the sample board has no ongoing ability on the Knight")
	}
	s.EndPhase()
	if board.Phase() == phase {
		t.Fatalf("still in phase %v after EndPhase", phase)
	}
	if got := s.game.Ongoing("Knight"); len(got) != 0 {
		t.Fatalf("ongoing abilities on the Knight after the phase: %+v", got)
	}
	s.Select("Ogre")
	s.tabs.SelectIndex(0)
	test.AssertImageMatches(t, "phase.png", w.Canvas().Capture())
}

// sameValues reports whether two boards' cards have the same strength,
// toughness and place.
func sameValues(a, b map[string]rules.CardView) bool {
	if len(a) != len(b) {
		return false
	}
	for id, x := range a {
		y, ok := b[id]
		if !ok || !x.Strength.Equal(y.Strength) || !x.Toughness.Equal(y.Toughness) ||
			x.InPlay != y.InPlay || x.InBattle != y.InBattle || x.Discarded != y.Discarded {
			return false
		}
	}
	return true
}

// TestBoardImage compares the screen with a sample battle to the golden
// image testdata/board.png (test theme, 1280×800).
func TestBoardImage(t *testing.T) {
	s, w := newTestScreen(t)
	sampleBoard(t, s)
	test.AssertImageMatches(t, "board.png", w.Canvas().Capture())
}
