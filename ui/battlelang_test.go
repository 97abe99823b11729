package ui

import (
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/battle"
)

// formFields returns the visible entries (of any type embedding
// widget.Entry) and selects under o, in tree order.
func formFields(o fyne.CanvasObject) (entries []interface{ SetText(string) }, selects []*widget.Select) {
	visit(o, func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.Select:
			selects = append(selects, v)
		case interface {
			fyne.Focusable
			SetText(string)
			SetPlaceHolder(string)
		}: // an entry
			entries = append(entries, v)
		}
	})
	return entries, selects
}

// battleState is what a change of language must keep of the card battle.
func battleState(b *battle.Screen) string {
	board := b.Game().Board()
	var lines []string
	for _, c := range board.Cards() {
		lines = append(lines, fmt.Sprintf("%s %v %v %s/%s battle %v", c.ID, c.Kind, c.Owner, c.Strength, c.Toughness, c.InBattle))
	}
	a, qs, ok := b.Game().Pending()
	return strings.Join(lines, "\n") + fmt.Sprintf("\nphase %v turn %d\npending %v %#v %v\nundo %v", board.Phase(), board.Turn(), ok, a, qs, b.CanUndo())
}

// TestLanguageSwitchTranslatesTheCardBattle: a card battle with a question
// waiting for the player's answer, switched to German and back, speaks the
// new language everywhere (board, forms, question) and keeps its board,
// its question and its undo history.
func TestLanguageSwitchTranslatesTheCardBattle(t *testing.T) {
	s, w := newShell(t, Deps{})
	w.Resize(fyne.NewSize(1280, 800))
	s.Show(ViewBattle)
	b := s.battle.(*battle.Screen)
	entries, selects := formFields(b.Content())
	if len(entries) < 3 || len(selects) < 2 {
		t.Fatalf("the add form shows %d entries and %d selects", len(entries), len(selects))
	}
	entries[0].SetText("Knight")
	entries[1].SetText("8")
	entries[2].SetText("5")
	b.AddCard()
	b.Select("Knight") // shows the ability form with the knight as its target
	_, selects = formFields(b.Content())
	selects[0].SetSelectedIndex(2) // increase to a value
	entries, selects = formFields(b.Content())
	selects[2].SetSelectedIndex(0) // strength only
	entries[0].SetText("5")        // lower than 8: the rules ask
	b.Apply()
	if _, _, ok := b.Game().Pending(); !ok {
		t.Fatalf("no question pending; the board:\n%s", battleState(b))
	}
	before := battleState(b)
	en, _ := locales.New(language.English)
	de, _ := locales.New(language.German)
	question := func() string {
		top := w.Canvas().Overlays().Top()
		if top == nil {
			return ""
		}
		return texts(top)
	}
	if q := question(); !strings.Contains(q, en.T("BattleQuestionTitle")) {
		t.Fatalf("no question shown: %q", q)
	}

	for _, step := range []struct {
		lang language.Tag
		tr   *locales.Translator
		not  *locales.Translator
	}{{language.German, de, en}, {language.English, en, de}} {
		if err := s.SetLanguage(step.lang); err != nil {
			t.Fatal(err)
		}
		if s.battle != b || s.View() != ViewBattle {
			t.Fatalf("%v: the battle screen was replaced, or the view changed to %s", step.lang, s.View())
		}
		if got := battleState(b); got != before {
			t.Errorf("%v: the battle changed:\n%s\nwas\n%s", step.lang, got, before)
		}
		all := texts(w.Content())
		for _, id := range []string{"BattleEndPhase", "BattleInBattle", "BattleOutcome", "BattleAbilityTitle",
			"BattleFieldAbility", "BattleStatusAsking", "BattlePhaseUpkeep"} {
			if !strings.Contains(all, step.tr.T(id)) || strings.Contains(all, step.not.T(id)) {
				t.Errorf("%v: %s: want %q, not %q, in\n%s", step.lang, id, step.tr.T(id), step.not.T(id), all)
			}
		}
		if n := len(w.Canvas().Overlays().List()); n != 1 {
			t.Errorf("%v: %d overlays, want the one question", step.lang, n)
		}
		q := question()
		if !strings.Contains(q, step.tr.T("BattleQuestionTitle")) || !strings.Contains(q, step.tr.T("BattleAnswerAccept")) ||
			strings.Contains(q, step.not.T("BattleAnswerAccept")) {
			t.Errorf("%v: the question reads %q", step.lang, q)
		}
	}
}
