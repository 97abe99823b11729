package battle

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
)

// allTexts is every text the screen shows: labels, buttons, selects,
// entries, tab titles and the texts drawn on the cards.
func allTexts(o fyne.CanvasObject) []string {
	var out []string
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if o == nil || !o.Visible() {
			return
		}
		switch v := o.(type) {
		case *widget.Label:
			out = append(out, v.Text)
		case *widget.Button:
			out = append(out, v.Text)
		case *widget.Check:
			out = append(out, v.Text)
		case *widget.Select:
			out = append(out, v.Selected)
		case *canvas.Text:
			out = append(out, v.Text)
		case *container.AppTabs:
			for _, it := range v.Items {
				out = append(out, it.Text)
			}
		}
		switch v := o.(type) {
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		case *container.Scroll:
			walk(v.Content)
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return out
}

// boardState is everything of the battle that a change of language must
// keep: every card's values and place, the phase, the outcome, the pending
// ability and the undo history.
func boardState(s *Screen) string {
	b := s.game.Board()
	var lines []string
	for _, c := range b.Cards() {
		lines = append(lines, fmt.Sprintf("%s %v owner %d str %s tough %s battle %v play %v discarded %v ongoing %d",
			c.ID, c.Kind, c.Owner, c.Strength, c.Toughness, c.InBattle, c.InPlay, c.Discarded, c.OngoingAbilities))
	}
	lines = append(lines, fmt.Sprintf("turn %d phase %v", b.Turn(), b.Phase()))
	if o, err := b.Outcome(); err == nil {
		lines = append(lines, fmt.Sprintf("outcome %v %v %v", o.Strength, o.Toughness, o.Defeated))
	}
	a, qs, ok := s.game.Pending()
	lines = append(lines, fmt.Sprintf("pending %v %#v %v", ok, a, qs))
	lines = append(lines, fmt.Sprintf("undo %v redo %v done %d selected %q", s.CanUndo(), s.CanRedo(), s.game.log.Len(), s.selected))
	return strings.Join(lines, "\n")
}

func translator(t *testing.T, lang language.Tag) locales.Tr {
	t.Helper()
	tr, err := locales.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func capture(w fyne.Window) image.Image { return w.Canvas().Capture() }

// sameImage tells whether a and b have the same pixels.
func sameImage(a, b image.Image) bool {
	if a.Bounds() != b.Bounds() {
		return false
	}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				return false
			}
		}
	}
	return true
}

// TestSetTranslator: a battle with an ongoing ability and a question
// waiting for an answer, switched to German, shows German texts on the
// board, in the forms, in the status line and in the question, and keeps
// the board, the question, the forms and the history; switched back to
// English it looks exactly as before; the question can still be answered.
func TestSetTranslator(t *testing.T) {
	s, w := newTestScreen(t)
	content := s.Content()
	addCard(s, 0, 0, "Knight", "8", "5")
	addCard(s, 1, 1, "Ogre", "6", "7")
	s.Select("Ogre")
	test.Tap(s.battleBtn) // the ogre goes into battle
	ability(s, abilityChange, "Knight", "+2", "+1", true)
	s.Select("Knight")
	s.ab.stats.SetSelectedIndex(0) // strength
	ability(s, abilitySet, "Knight", "5", "", false)
	if _, _, ok := s.game.Pending(); !ok {
		t.Fatal("no question pending")
	}
	s.add.name.SetText("Squire")
	s.add.strength.SetText("3/2")
	s.add.kind.SetSelectedIndex(2)
	en, de := translator(t, language.English), translator(t, language.German)
	before, english := boardState(s), capture(w)
	englishTexts := strings.Join(allTexts(content), "\n")
	question := dialogText(w)

	s.SetTranslator(de)
	if s.Content() != content {
		t.Error("the screen's content is another object after the switch")
	}
	if got := boardState(s); got != before {
		t.Errorf("the battle changed with the language:\nbefore\n%s\nafter\n%s", before, got)
	}
	texts := strings.Join(allTexts(content), "\n")
	for _, id := range []string{"BattleEndPhase", "BattleUndo", "BattleNewBattle", "BattleInBattle", "BattleTerritory",
		"BattleDiscardPile", "BattleOutcome", "BattleAddTitle", "BattleAbilityTitle", "BattlePhaseUpkeep",
		"BattlePutInBattle", "BattleStatusAsking", "BattleAbilitySet", "BattleFieldAbility", "BattleFieldTarget"} {
		if !strings.Contains(texts, de.T(id)) {
			t.Errorf("German screen lacks %s %q", id, de.T(id))
		}
		if strings.Contains(texts, en.T(id)) {
			t.Errorf("German screen still shows %s in English %q", id, en.T(id))
		}
	}
	contains(t, "German card", cardText(t, s, "Knight"), de.T("BattleStatValue", "Stat", de.T("BattleStrength"), "Value", "10"))
	contains(t, "German question", dialogText(w), de.T("BattleQuestionTitle"), "Knight", "10", "5")
	if strings.Contains(dialogText(w), en.T("BattleQuestionTitle")) || len(w.Canvas().Overlays().List()) != 1 {
		t.Errorf("the English question is still shown (%d overlays)", len(w.Canvas().Overlays().List()))
	}
	dialogButton(t, w, de.T("BattleAnswerAccept"))
	if s.add.name.Text != "Squire" || s.add.strength.Text != "3/2" || s.add.kind.SelectedIndex() != 2 ||
		s.ab.kind.SelectedIndex() != abilitySet || s.ab.target.Selected != "Knight" || s.ab.strength.Text != "5" ||
		s.ab.stats.SelectedIndex() != 0 {
		t.Errorf("the forms lost what was in them: add %q %q %d, ability %d %q %q %d", s.add.name.Text, s.add.strength.Text,
			s.add.kind.SelectedIndex(), s.ab.kind.SelectedIndex(), s.ab.target.Selected, s.ab.strength.Text, s.ab.stats.SelectedIndex())
	}

	s.SetTranslator(en)
	if got := boardState(s); got != before {
		t.Errorf("the battle changed switching back:\n%s", got)
	}
	if got := strings.Join(allTexts(content), "\n"); got != englishTexts {
		t.Errorf("back in English the screen reads\n%s\nnot as before\n%s", got, englishTexts)
	}
	if got := dialogText(w); got != question {
		t.Errorf("back in English the question reads %q, not %q", got, question)
	}
	if !sameImage(english, capture(w)) {
		t.Error("back in English the screen does not look as before")
	}

	// The question asked again still plays the ability.
	test.Tap(dialogButton(t, w, en.T("BattleAnswerAccept")))
	contains(t, "answered", cardText(t, s, "Knight"), "Strength 5")
	if _, _, ok := s.game.Pending(); ok || w.Canvas().Overlays().Top() != nil {
		t.Error("the question is still open after the answer")
	}
}
