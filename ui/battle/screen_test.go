package battle

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	rules "github.com/haventable/haventable/engine/battle"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/screen"
)

// newTestScreen builds the screen in a 1280×800 test window with the
// English translator.
func newTestScreen(t *testing.T) (*Screen, fyne.Window) {
	t.Helper()
	return newTestScreenIn(t, language.English)
}

// newTestScreenIn is newTestScreen in another language.
func newTestScreenIn(t *testing.T, lang language.Tag) (*Screen, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	tr, err := locales.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	env := &screen.Env{Tr: tr}
	s := New(env)
	w := test.NewTempWindow(t, s.Content())
	env.Window = w
	w.Resize(fyne.NewSize(1280, 800))
	return s, w
}

// addCard fills the add form as a player does and taps Add card.
func addCard(s *Screen, kind, owner int, name, strength, toughness string) {
	s.add.kind.SetSelectedIndex(kind)
	s.add.owner.SetSelectedIndex(owner)
	s.add.name.SetText("")
	test.Type(s.add.name, name)
	s.add.strength.SetText("")
	test.Type(s.add.strength, strength)
	s.add.tough.SetText("")
	test.Type(s.add.tough, toughness)
	test.Tap(s.add.button)
}

// ability fills the ability form: kind, target, strength and toughness
// fields, and taps Play ability.
func ability(s *Screen, kind int, target, strength, toughness string, ongoing bool) {
	s.ab.kind.SetSelectedIndex(kind)
	s.ab.target.SetSelected(target)
	s.ab.strength.SetText(strength)
	s.ab.tough.SetText(toughness)
	s.ab.ongoing.SetChecked(ongoing)
	test.Tap(s.ab.button)
}

// cardText is everything a card shows, one text per line.
func cardText(t *testing.T, s *Screen, id string) string {
	t.Helper()
	c := s.cards[id]
	if c == nil {
		t.Fatalf("no card %s on screen", id)
	}
	var lines []string
	for _, o := range test.WidgetRenderer(c).Objects() {
		if tx, ok := o.(*canvas.Text); ok && tx.Text != "" {
			lines = append(lines, tx.Text)
		}
	}
	return strings.Join(lines, "\n")
}

// dialogButton finds the button with the given label in the top overlay.
func dialogButton(t *testing.T, w fyne.Window, label string) *widget.Button {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("no dialog shown, looking for %q", label)
	}
	var texts []string
	for _, o := range test.LaidOutObjects(top) {
		if b, ok := o.(*widget.Button); ok {
			if b.Text == label {
				return b
			}
			texts = append(texts, b.Text)
		}
	}
	t.Fatalf("dialog has no button %q, only %q", label, texts)
	return nil
}

// dialogText is all label text in the top overlay.
func dialogText(w fyne.Window) string {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	var texts []string
	for _, o := range test.LaidOutObjects(top) {
		switch l := o.(type) {
		case *widget.Label:
			texts = append(texts, l.Text)
		case *canvas.Text:
			texts = append(texts, l.Text)
		}
	}
	return strings.Join(texts, "\n")
}

func contains(t *testing.T, what, got string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("%s: %q lacks %q", what, got, w)
		}
	}
}

func inContainer(c *fyne.Container, w fyne.CanvasObject) bool {
	for _, o := range c.Objects {
		if o == w {
			return true
		}
	}
	return false
}

func TestAddCards(t *testing.T) {
	s, w := newTestScreen(t)
	addCard(s, 0, 0, "Knight", "6", "3")
	addCard(s, 1, 1, "Ogre", "7/2", "4.5")
	addCard(s, 2, 0, "Sword", "2", "0")
	if n := len(s.game.Board().Cards()); n != 3 {
		t.Fatalf("%d cards on the board", n)
	}
	contains(t, "Knight", cardText(t, s, "Knight"), "Knight", "Hero", "Strength 6", "Toughness 3", "printed 6")
	contains(t, "Ogre", cardText(t, s, "Ogre"), "Evil Character", "Strength 7/2", "Toughness 9/2")
	contains(t, "Sword", cardText(t, s, "Sword"), "Enhancement", "Toughness 0")
	if !inContainer(s.sides[0].territory, s.cards["Knight"]) || !inContainer(s.sides[1].territory, s.cards["Ogre"]) {
		t.Error("cards not in their owners' territories")
	}
	// A value the battle package cannot read is refused, naming the field,
	// and the board keeps what it had.
	addCard(s, 0, 0, "Squire", "three", "1")
	contains(t, "error dialog", dialogText(w), "Cannot add the card", "Strength")
	if n := len(s.game.Board().Cards()); n != 3 {
		t.Fatalf("a refused card changed the board: %d cards", n)
	}
	test.Tap(dialogButton(t, w, "Close"))
	// The same name again is refused too.
	addCard(s, 0, 1, "Knight", "1", "1")
	contains(t, "duplicate", dialogText(w), "Knight is already in play")
	test.Tap(dialogButton(t, w, "Close"))

	// In battle and out again, through the selection.
	test.Tap(s.cards["Knight"])
	if s.ab.target.Selected != "Knight" {
		t.Errorf("tapping a card makes it the target: %q", s.ab.target.Selected)
	}
	test.Tap(s.battleBtn)
	if !inContainer(s.sides[0].battle, s.cards["Knight"]) || s.battleBtn.Text != "Take out of battle" {
		t.Error("Knight not shown in battle")
	}
	test.Tap(s.battleBtn)
	if !inContainer(s.sides[0].territory, s.cards["Knight"]) {
		t.Error("Knight not back in its territory")
	}
	// Discarding asks first, then greys the card in the discard pile.
	test.Tap(s.discardBtn)
	test.Tap(dialogButton(t, w, "Discard"))
	if !inContainer(s.sides[0].discard, s.cards["Knight"]) {
		t.Error("Knight not in the discard pile")
	}
	contains(t, "discarded Knight", cardText(t, s, "Knight"), "discarded")
	for _, id := range s.ab.target.Options {
		if id == "Knight" {
			t.Error("a discarded card is offered as a target")
		}
	}
}

func TestOngoingEndsWithThePhase(t *testing.T) {
	s, _ := newTestScreen(t)
	addCard(s, 0, 0, "Knight", "6", "3")
	ability(s, abilityChange, "Knight", "+2", "+1", true)
	contains(t, "after +2/+1", cardText(t, s, "Knight"), "Strength 8", "Toughness 4", "printed 6", "until the end of the phase:", "• +2/+1")
	if s.phases[0].Importance != widget.HighImportance {
		t.Error("the draw phase is not shown as current")
	}
	test.Tap(s.endPhase)
	got := cardText(t, s, "Knight")
	contains(t, "after the phase", got, "Strength 6", "Toughness 3")
	if strings.Contains(got, "+2/+1") {
		t.Errorf("the ongoing ability is still listed: %q", got)
	}
	contains(t, "status", s.statusLabel.Text, "Draw phase ended, now Upkeep", "Knight: Strength 8 → 6, Toughness 4 → 3")
	if s.phases[1].Importance != widget.HighImportance || s.phases[0].Importance == widget.HighImportance {
		t.Error("the upkeep phase is not shown as current")
	}
	for i := 0; i < 4; i++ {
		test.Tap(s.endPhase)
	}
	if s.turn.Text != "Turn 2" || s.phases[0].Importance != widget.HighImportance {
		t.Errorf("after the discard phase: %q", s.turn.Text)
	}
}

func TestLoweringSetAsksAndDecliningKeepsTheValue(t *testing.T) {
	s, w := newTestScreen(t)
	addCard(s, 0, 0, "Knight", "8", "5")
	s.ab.stats.SetSelectedIndex(0) // strength
	ability(s, abilitySet, "Knight", "5", "", false)
	contains(t, "question", dialogText(w), "Knight: Strength from 8 to 5", "optional")
	if _, _, ok := s.game.Pending(); !ok {
		t.Fatal("no ability pending while the question shows")
	}
	test.Tap(dialogButton(t, w, "Keep the current value"))
	contains(t, "declined", cardText(t, s, "Knight"), "Strength 8")
	if _, _, ok := s.game.Pending(); ok || w.Canvas().Overlays().Top() != nil {
		t.Fatal("question left open after the answer")
	}
	// Accepting lowers it.
	ability(s, abilitySet, "Knight", "5", "", false)
	test.Tap(dialogButton(t, w, "Lower it"))
	contains(t, "accepted", cardText(t, s, "Knight"), "Strength 5", "printed 8")
	// Cancel plays nothing.
	ability(s, abilitySet, "Knight", "2", "", false)
	test.Tap(dialogButton(t, w, "Cancel the ability"))
	contains(t, "cancelled", cardText(t, s, "Knight"), "Strength 5")
	// A set that raises asks nothing.
	ability(s, abilitySet, "Knight", "9", "", false)
	if w.Canvas().Overlays().Top() != nil {
		t.Fatal("a raising set asked")
	}
	contains(t, "raised", cardText(t, s, "Knight"), "Strength 9")
}

func TestNameMatchAsksBonusOrIncrease(t *testing.T) {
	s, w := newTestScreen(t)
	addCard(s, 0, 0, "Knight", "4", "4")
	s.ab.increase.SetChecked(true)
	s.ab.incStrength.SetText("+3")
	s.ab.incTough.SetText("0")
	s.ab.nameMatch.SetChecked(true)
	ability(s, abilityEnhance, "Knight", "+1", "+2", false)
	contains(t, "question", dialogText(w), "increase ability (+3/+0)", "name-on-name bonus (+2/+4)")
	test.Tap(dialogButton(t, w, "Name-on-name bonus"))
	contains(t, "bonus", cardText(t, s, "Knight"), "Strength 6", "Toughness 8")
	s.Undo()
	ability(s, abilityEnhance, "Knight", "+1", "+2", false)
	test.Tap(dialogButton(t, w, "Increase ability"))
	contains(t, "increase", cardText(t, s, "Knight"), "Strength 8", "Toughness 6")
}

func TestHalvingShowsAFraction(t *testing.T) {
	s, _ := newTestScreen(t)
	addCard(s, 1, 1, "Ogre", "7", "9")
	s.ab.kind.SetSelectedIndex(abilityMultiply)
	s.ab.target.SetSelected("Ogre")
	s.ab.factor.SetText("1/2")
	s.ab.stats.SetSelectedIndex(2)
	test.Tap(s.ab.button)
	contains(t, "halved", cardText(t, s, "Ogre"), "Strength 7/2", "Toughness 9/2", "printed 7", "printed 9")
}

func TestOutcomeShown(t *testing.T) {
	s, w := newTestScreen(t)
	if !strings.Contains(s.outResult.Text, "no battle") {
		t.Errorf("empty board: %q", s.outResult.Text)
	}
	addCard(s, 0, 0, "Knight", "6", "3")
	addCard(s, 1, 1, "Ogre", "7", "9")
	for _, id := range []string{"Knight", "Ogre"} {
		s.Select(id)
		s.ToggleBattle()
	}
	contains(t, "knight loses", s.outResult.Text, "Player 2 wins, Player 1 is defeated")
	contains(t, "totals", s.outTotals[0].Text, "Player 1: strength 6, toughness 3 (defeated)")
	contains(t, "totals", s.outTotals[1].Text, "Player 2: strength 7, toughness 9")
	ability(s, abilityChange, "Knight", "+3", "+3", false)
	contains(t, "mutual", s.outResult.Text, "mutual destruction")
	ability(s, abilityWorth, "Knight", "1", "8", false)
	contains(t, "stalemate", s.outResult.Text, "stalemate")
	// Undo and redo through the screen's API, as the shell's Ctrl+Z does.
	if !s.CanUndo() || s.CanRedo() {
		t.Fatal("undo state")
	}
	s.Undo()
	contains(t, "undone", s.outResult.Text, "mutual destruction")
	if !s.CanRedo() {
		t.Fatal("nothing to redo")
	}
	s.Redo()
	contains(t, "redone", s.outResult.Text, "stalemate")
	_ = w
}

func TestNewBattleAsksAndCanBeUndone(t *testing.T) {
	s, w := newTestScreen(t)
	addCard(s, 0, 0, "Knight", "6", "3")
	test.Tap(s.clear)
	test.Tap(dialogButton(t, w, "New battle"))
	if len(s.game.Board().Cards()) != 0 || len(s.cards) != 0 {
		t.Fatal("board not cleared")
	}
	test.Tap(s.undo)
	if _, ok := s.cards["Knight"]; !ok {
		t.Fatal("undo did not bring the board back")
	}
}

func TestShortcuts(t *testing.T) {
	s, w := newTestScreen(t)
	s.Register(w.Canvas())
	addCard(s, 0, 0, "Knight", "6", "3")
	names := map[string]bool{}
	for _, sc := range s.Shortcuts() {
		names[sc.Key.ShortcutName()] = true
		if sc.Help == "" || sc.Do == nil {
			t.Errorf("shortcut %s without name or action", sc.Key.ShortcutName())
		}
	}
	if len(names) != len(s.Shortcuts()) {
		t.Fatal("two shortcuts share keys")
	}
	for _, sc := range s.Shortcuts() {
		if sc.Key.KeyName == fyne.KeyE {
			w.Canvas().(fyne.Shortcutable).TypedShortcut(sc.Key)
		}
	}
	if s.game.Board().Phase().String() != "upkeep" {
		t.Errorf("Ctrl+E left the phase at %v", s.game.Board().Phase())
	}
	// A focused entry passes the screen's shortcuts on: Ctrl+Enter while
	// typing the amounts plays the ability; its own shortcuts stay its own.
	s.ab.kind.SetSelectedIndex(abilityChange)
	s.ab.target.SetSelected("Knight")
	s.ab.strength.SetText("+1")
	s.ab.tough.SetText("")
	w.Canvas().Focus(s.ab.strength)
	s.ab.strength.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyReturn, Modifier: fyne.KeyModifierShortcutDefault})
	contains(t, "Ctrl+Enter in an entry", cardText(t, s, "Knight"), "Strength 7")
	s.ab.strength.TypedShortcut(&fyne.ShortcutSelectAll{})
	if s.ab.strength.SelectedText() != "+1" {
		t.Errorf("select all in the entry: %q", s.ab.strength.SelectedText())
	}
	s.Unregister(w.Canvas())
}

func TestRefusedAbilityKeepsTheBoard(t *testing.T) {
	s, w := newTestScreen(t)
	addCard(s, 0, 0, "Knight", "6", "3")
	history := s.game.log.Len()
	// "+2/+2 if you have at least 3 Heroes": one Hero only, so it is refused.
	s.ab.cond.SetChecked(true)
	s.ab.ifKind.SetSelectedIndex(1)
	s.ab.ifOwner.SetSelectedIndex(1)
	s.ab.atLeast.SetText("3")
	ability(s, abilityChange, "Knight", "+2", "+2", false)
	contains(t, "error", dialogText(w), "Cannot play the ability", "condition not met")
	test.Tap(dialogButton(t, w, "Close"))
	contains(t, "after the refusal", cardText(t, s, "Knight"), "Strength 6", "Toughness 3")
	if s.game.log.Len() != history {
		t.Error("a refused ability entered the history")
	}
	// Entries that are not exact values name their field.
	s.ab.cond.SetChecked(false)
	ability(s, abilityChange, "Knight", "2,5", "", false)
	contains(t, "bad amount", dialogText(w), "Strength ±")
	test.Tap(dialogButton(t, w, "Close"))
	// The same with the condition met is played.
	s.ab.cond.SetChecked(true)
	s.ab.atLeast.SetText("1")
	ability(s, abilityChange, "Knight", "+2", "+2", false)
	contains(t, "played", cardText(t, s, "Knight"), "Strength 8", "Toughness 5")
}

// Issue 40: in German and French a decimal comma is a decimal, and a value
// that cannot be read, or a field left empty, is told in the player's
// language, naming the field, not in the engine's parser text.
func TestValuesInThePlayersLanguage(t *testing.T) {
	for _, c := range []struct {
		lang                 language.Tag
		close, empty, badArg string
		want                 []string
	}{
		{language.German, "Schließen", "Geben Sie eine Zahl ein", "„drei“ ist keine Zahl", []string{"Zähigkeit", "3,5"}},
		{language.French, "Fermer", "Saisissez un nombre", "« trois » n’est pas un nombre", []string{"3,5"}},
	} {
		s, w := newTestScreenIn(t, c.lang)
		addCard(s, 0, 0, "Ritter", "3,5", "1,25")
		cv, err := s.game.Board().Card("Ritter")
		if err != nil {
			t.Fatalf("%v: 3,5 and 1,25 refused: %v\n%s", c.lang, err, dialogText(w))
		}
		if cv.Strength.String() != "7/2" || cv.Toughness.String() != "5/4" {
			t.Errorf("%v: 3,5/1,25 read as %s/%s", c.lang, cv.Strength, cv.Toughness)
		}
		addCard(s, 0, 0, "Knappe", "2", "")
		got := dialogText(w)
		contains(t, "empty field", got, c.empty)
		if strings.Contains(got, "parse value") || strings.Contains(got, "want digits") {
			t.Errorf("%v: engine text shown: %q", c.lang, got)
		}
		test.Tap(dialogButton(t, w, c.close))
		word := map[language.Tag]string{language.German: "drei", language.French: "trois"}[c.lang]
		addCard(s, 0, 0, "Knappe", word, "1")
		got = dialogText(w)
		contains(t, "bad value", got, append(c.want[1:], c.badArg)...)
		if strings.Contains(got, "parse value") || strings.Contains(got, "want digits") {
			t.Errorf("%v: engine text shown: %q", c.lang, got)
		}
		test.Tap(dialogButton(t, w, c.close))
		if n := len(s.game.Board().Cards()); n != 1 {
			t.Errorf("%v: refused cards changed the board: %d cards", c.lang, n)
		}
	}
	// In English a comma is no decimal point.
	s, w := newTestScreen(t)
	addCard(s, 0, 0, "Knight", "3,5", "1")
	contains(t, "English comma", dialogText(w), "“3,5” is not a number", "Strength")
}

// Issue 40: when the battle phase ends the battle is over: the defeated
// side's cards in it are discarded, and no card is left "in battle"
// through the discard phase into the next turn.
func TestDefeatedCardLeavesTheBattle(t *testing.T) {
	s, _ := newTestScreen(t)
	addCard(s, 0, 0, "Knight", "6", "3")
	addCard(s, 1, 1, "Ogre", "7", "9")
	for _, id := range []string{"Knight", "Ogre"} {
		s.Select(id)
		s.ToggleBattle()
	}
	for s.game.Board().Phase() != rules.PhaseBattle {
		s.EndPhase()
	}
	s.EndPhase() // the battle phase ends: Player 1 is defeated
	if s.game.Board().Phase() != rules.PhaseDiscard {
		t.Fatalf("phase %v", s.game.Board().Phase())
	}
	k, _ := s.game.Board().Card("Knight")
	o, _ := s.game.Board().Card("Ogre")
	if !k.Discarded || k.InBattle || !inContainer(s.sides[0].discard, s.cards["Knight"]) {
		t.Errorf("the defeated Knight after the battle: %+v", k)
	}
	if o.InBattle || !o.InPlay || inContainer(s.sides[1].battle, s.cards["Ogre"]) {
		t.Errorf("the winning Ogre is still in battle after the battle phase: %+v", o)
	}
	if strings.Contains(cardText(t, s, "Ogre"), "in battle") {
		t.Errorf("the Ogre's card says in battle: %q", cardText(t, s, "Ogre"))
	}
	s.Undo()
	if k, _ := s.game.Board().Card("Knight"); !k.InBattle || s.game.Board().Phase() != rules.PhaseBattle {
		t.Errorf("undo did not bring the battle back: %+v", k)
	}
}
