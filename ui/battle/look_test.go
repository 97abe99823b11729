package battle

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/text/language"

	rules "github.com/haventable/haventable/engine/battle"
	"github.com/haventable/haventable/locales"
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

// TestLook writes PNGs of the screen at 1280×800 in the light and dark
// themes for a person to look at when BATTLE_LOOK names a directory.
func TestLook(t *testing.T) {
	dir := os.Getenv("BATTLE_LOOK")
	if dir == "" {
		t.Skip("BATTLE_LOOK not set")
	}
	for _, variant := range []struct {
		name  string
		theme fyne.Theme
	}{{"light", theme.LightTheme()}, {"dark", theme.DarkTheme()}} { //nolint:staticcheck // fixed variants for the look
		lang := language.English
		if code := os.Getenv("BATTLE_LOOK_LANG"); code != "" {
			var err error
			if lang, err = locales.Parse(code); err != nil {
				t.Fatal(err)
			}
		}
		s, w := newTestScreenIn(t, lang)
		fyne.CurrentApp().Settings().SetTheme(variant.theme)
		write(t, filepath.Join(dir, "battle-empty-"+variant.name+".png"), w)
		sampleBoard(t, s)
		write(t, filepath.Join(dir, "battle-"+variant.name+".png"), w)
		s.ab.kind.SetSelectedIndex(abilitySet)
		s.ab.stats.SetSelectedIndex(0)
		s.ab.target.SetSelected("Knight")
		s.ab.strength.SetText("2")
		test.Tap(s.ab.button)
		write(t, filepath.Join(dir, "battle-question-"+variant.name+".png"), w)
		test.Tap(dialogButton(t, w, answerName(s.tr, rules.Decline)))
		s.ab.kind.SetSelectedIndex(abilityEnhance)
		s.ab.increase.SetChecked(true)
		s.ab.nameMatch.SetChecked(true)
		s.ab.strength.SetText("1")
		s.ab.tough.SetText("1")
		s.ab.incStrength.SetText("2")
		test.Tap(s.ab.button)
		write(t, filepath.Join(dir, "battle-enhance-"+variant.name+".png"), w)
		test.Tap(dialogButton(t, w, answerName(s.tr, rules.ChooseBonus)))
		s.EndPhase()
		s.Select("Ogre")
		s.tabs.SelectIndex(0)
		write(t, filepath.Join(dir, "battle-phase-"+variant.name+".png"), w)
	}
}

func write(t *testing.T, path string, w fyne.Window) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, w.Canvas().Capture()); err != nil {
		t.Fatal(err)
	}
}

// TestBoardImage compares the screen with a sample battle to the golden
// image testdata/board.png (test theme, 1280×800).
func TestBoardImage(t *testing.T) {
	s, w := newTestScreen(t)
	sampleBoard(t, s)
	test.AssertImageMatches(t, "board.png", w.Canvas().Capture())
}
