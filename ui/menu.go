package ui

import (
	"context"
	"errors"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui/assets"
	"github.com/haventable/haventable/ui/editor"
	"github.com/haventable/haventable/ui/history"
	"github.com/haventable/haventable/ui/mapview"
	"github.com/haventable/haventable/ui/screen"
)

// shortcuts lists the window's keyboard shortcuts by name, each with the
// label of its menu item as its help. Fyne shows a menu item's shortcut
// but, outside macOS, does not act on it, so they are also added to the
// canvas (addShortcuts).
func (s *Shell) shortcuts() map[string]screen.Shortcut {
	def := fyne.KeyModifierShortcutDefault
	key := screen.NewShortcut
	return map[string]screen.Shortcut{
		"open":     key(fyne.KeyO, def, s.tr.T("MenuOpenScenario"), s.openScenario),
		"quit":     key(fyne.KeyQ, def, s.tr.T("MenuQuit"), s.quit),
		"map":      key(fyne.Key1, def, s.tr.T("ViewMap"), func() { s.Show(ViewMap) }),
		"attack":   key(fyne.Key2, def, s.tr.T("ViewAttack"), func() { s.Show(ViewAttack) }),
		"campaign": key(fyne.Key3, def, s.tr.T("ViewCampaign"), func() { s.Show(ViewCampaign) }),
		"battle":   key(fyne.Key4, def, s.tr.T("ViewBattle"), func() { s.Show(ViewBattle) }),
		"editor":   key(fyne.Key5, def, s.tr.T("ViewEditor"), func() { s.Show(ViewEditor) }),
		"keys":     key(fyne.KeyF1, 0, s.tr.T("MenuShortcuts"), s.showShortcuts),
		"undo":     key(fyne.KeyZ, def, s.tr.T("MenuUndo"), s.Undo),
		"redo":     key(fyne.KeyZ, def|fyne.KeyModifierShift, s.tr.T("MenuRedo"), s.Redo),
		"redo2":    key(fyne.KeyY, def, s.tr.T("MenuRedo"), s.Redo),
		"mapwin":   key(fyne.KeyM, def|fyne.KeyModifierShift, s.tr.T("MenuMapWindow"), func() { s.OpenMapWindow() }),
		"history":  key(fyne.KeyH, def, s.tr.T("MenuHistory"), s.ShowHistory),
		"round":    key(fyne.KeyR, def|fyne.KeyModifierShift, s.tr.T("MenuRoundPanel"), s.ToggleRound),
	}
}

// shortcutOrder is the order the shortcuts dialog lists the window's
// shortcuts in: every name of shortcuts(), once (a test checks it).
var shortcutOrder = []string{"undo", "redo", "redo2", "history", "round", "mapwin", "open",
	"map", "attack", "campaign", "battle", "editor", "keys", "quit"}

// addShortcuts gives the window's canvas the shell's shortcuts.
//
// The real driver turns Ctrl+Z and Ctrl+Y into Fyne's own undo and redo
// shortcuts (a text field with the focus takes them for its text), and it
// never sends a shortcut without a modifier, such as F1: those reach the
// window as Fyne's undo and redo and as a typed key.
//
// While an error dialog is open the shortcuts wait: the player reads it and
// closes it first, instead of piling up more failures behind it.
func (s *Shell) addShortcuts() {
	c := s.win.Canvas()
	unlessError := func(do func()) func(fyne.Shortcut) {
		return func(fyne.Shortcut) {
			if !s.env.ErrorShown() {
				do()
			}
		}
	}
	for _, sc := range s.shortcuts() {
		c.AddShortcut(sc.Key, unlessError(sc.Do))
	}
	c.AddShortcut(&fyne.ShortcutUndo{}, unlessError(s.Undo))
	c.AddShortcut(&fyne.ShortcutRedo{}, unlessError(s.Redo))
	c.SetOnTypedKey(s.typedKey)
}

// typedKey takes the keys typed with no widget focused, or that the map
// passes on (MapView.OnOtherKey): F1 shows the shortcuts, Escape closes
// the window's own dialog (shortcuts, history, about).
func (s *Shell) typedKey(ev *fyne.KeyEvent) {
	switch ev.Name {
	case fyne.KeyF1:
		if s.dialog == nil {
			s.showShortcuts()
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		// Enter draws the attack on the attack panel (HandleKey).
		if s.view == ViewAttack && s.attack != nil && s.attackTabs != nil && s.attackTabs.SelectedIndex() == 0 &&
			s.dialog == nil && !s.env.ErrorShown() {
			s.attack.HandleKey(ev)
		}
	case fyne.KeyEscape:
		switch {
		case s.escape != nil:
			s.escape()
		case s.dialog != nil:
			s.dialog.Hide()
		}
	}
}

// showDialog shows one of the window's own dialogs, closed by its button
// or by Escape: the focus leaves the window's widgets, so that the keys
// reach typedKey.
func (s *Shell) showDialog(d dialog.Dialog) { s.showDialogThen(d, nil) }

// showDialogThen is showDialog, with closed (nil: nothing) called when d
// closes.
func (s *Shell) showDialogThen(d dialog.Dialog, closed func()) {
	if s.dialog != nil {
		s.dialog.Hide()
	}
	s.dialog = d
	d.SetOnClosed(func() {
		if closed != nil {
			closed()
		}
		if s.dialog == d {
			s.dialog = nil
			if s.view == ViewMap && s.mapScreen != nil {
				s.win.Canvas().Focus(s.mapScreen.View)
			}
		}
	})
	s.win.Canvas().Unfocus()
	d.Show()
}

// item makes the menu item of the shortcut named key: its label, its keys
// and its action.
func (s *Shell) item(key string) *fyne.MenuItem {
	sc := s.shortcuts()[key]
	it := fyne.NewMenuItem(sc.Help, sc.Do)
	it.Shortcut = sc.Key
	return it
}

func (s *Shell) mainMenu() *fyne.MainMenu {
	open := s.item("open")
	open.Disabled = s.deps.LoadScenario == nil
	quit := s.item("quit")
	quit.IsQuit = true
	packs := fyne.NewMenuItem(s.tr.T("MenuDataPacks"), s.ShowDataPacks)
	shareItem := fyne.NewMenuItem(s.tr.T("MenuShareTable"), s.sharing.ShowShare)
	joinItem := fyne.NewMenuItem(s.tr.T("MenuJoinTable"), s.sharing.ShowJoin)
	file := fyne.NewMenu(s.tr.T("MenuFile"), open, packs, shareItem, joinItem, fyne.NewMenuItemSeparator(), quit)
	s.undoItem = s.item("undo")
	s.redoItem = s.item("redo")
	keep := fyne.NewMenuItem(s.tr.T("MenuKeepHistory"), nil)
	keep.Checked = s.deps.Store != nil && s.deps.Store.HistoryPolicyNow() == persistence.KeepAll
	keep.Action = func() { s.SetKeepHistory(!keep.Checked) }
	compact := fyne.NewMenuItem(s.tr.T("MenuCompactHistory"), s.CompactHistory)
	edit := fyne.NewMenu(s.tr.T("MenuEdit"), s.undoItem, s.redoItem, fyne.NewMenuItemSeparator(), s.item("history"),
		keep, compact)

	themes := []*fyne.MenuItem{}
	for _, t := range []struct {
		theme Theme
		label string
	}{{ThemeSystem, s.tr.T("ThemeSystem")}, {ThemeLight, s.tr.T("ThemeLight")}, {ThemeDark, s.tr.T("ThemeDark")}} {
		it := fyne.NewMenuItem(t.label, func() { s.SetTheme(t.theme) })
		it.Checked = s.theme == t.theme
		themes = append(themes, it)
	}
	themeItem := fyne.NewMenuItem(s.tr.T("MenuTheme"), nil)
	themeItem.ChildMenu = fyne.NewMenu("", themes...)

	var langs []*fyne.MenuItem
	for _, tag := range locales.Supported {
		it := fyne.NewMenuItem(languageName(tag), func() { s.chooseLanguage(tag) })
		it.Checked = tag == s.tr.Language()
		langs = append(langs, it)
	}
	langItem := fyne.NewMenuItem(s.tr.T("MenuLanguage"), nil)
	langItem.ChildMenu = fyne.NewMenu("", langs...)
	roundItem := s.item("round")
	roundItem.Checked = !s.roundHidden
	views := []*fyne.MenuItem{s.item("map"), s.item("attack"), s.item("campaign"), s.item("battle"), s.item("editor"),
		fyne.NewMenuItemSeparator(), roundItem}
	// a player's device has no hidden rooms to show: the host sends it
	// the table as the players see it
	if s.seesHidden() {
		waitingItem := fyne.NewMenuItem(s.tr.T("MenuShowWaiting"), s.ToggleWaiting)
		waitingItem.Checked = s.mapModel.ShowsWaiting()
		views = append(views, waitingItem)
	}
	view := fyne.NewMenu(s.tr.T("MenuView"), append(views,
		s.item("mapwin"),
		fyne.NewMenuItemSeparator(),
		langItem,
		themeItem,
	)...)
	help := fyne.NewMenu(s.tr.T("MenuHelp"),
		s.item("keys"),
		fyne.NewMenuItem(s.tr.T("MenuAbout"), s.showAbout),
	)
	menu := fyne.NewMainMenu(file, edit, view, help)
	s.setUndoItems()
	return menu
}

// prefKeepHistory is the preference key of Edit › Keep the whole history of
// finished scenarios.
const prefKeepHistory = "keepHistory"

// SetKeepHistory keeps the whole undo history of finished scenarios (on) or
// a compact log of them (off, the default), and remembers the choice.
func (s *Shell) SetKeepHistory(on bool) {
	if s.deps.Store == nil {
		return
	}
	policy := persistence.CompactFinished
	if on {
		policy = persistence.KeepAll
	}
	s.deps.Store.SetHistoryPolicy(policy)
	if s.deps.Prefs != nil {
		s.deps.Prefs.SetBool(prefKeepHistory, on)
	}
	s.win.SetMainMenu(s.mainMenu())
}

// CompactHistory drops now the undo data of the scenarios finished in the
// open campaign (Edit › Compact the history of finished scenarios), and says
// how many actions it compacted.
func (s *Shell) CompactHistory() {
	sess := s.table.Session()
	if sess == nil {
		s.flash(s.tr.T("NoCampaignOpen"))
		return
	}
	n, err := sess.CompactFinished(context.Background())
	if err != nil {
		s.env.ShowError(s.tr.T("MenuCompactHistory"), err)
		return
	}
	s.refreshUndoMenu()
	s.flash(s.tr.N("HistoryCompacted", int(n)))
}

// setUndoItems enables Undo and Redo as the open campaign allows, and
// names the action each would undo or redo.
func (s *Shell) setUndoItems() {
	if s.undoItem == nil {
		return
	}
	sess := s.table.Session()
	battle := s.view == ViewBattle && s.battle != nil
	edit := s.view == ViewEditor && s.editor != nil
	s.undoItem.Disabled = !battle && (sess == nil || !sess.CanUndo())
	s.redoItem.Disabled = !battle && (sess == nil || !sess.CanRedo())
	if edit {
		s.undoItem.Disabled, s.redoItem.Disabled = !s.editor.CanUndo(), !s.editor.CanRedo()
	}
	s.undoItem.Label, s.redoItem.Label = s.tr.T("MenuUndo"), s.tr.T("MenuRedo")
	if s.sharing.Joined() && !battle && !edit {
		// a co-game-master undoes and redoes on the host (joinedStep)
		gm := s.sharing.Role() == share.RoleGameMaster
		s.undoItem.Disabled, s.redoItem.Disabled = !gm, !gm
		return
	}
	if battle || edit || sess == nil {
		return
	}
	if a, ok := sess.LastDone(); ok {
		s.undoItem.Label = s.tr.T("HistoryUndoAction", "Action", history.Describe(s.tr, sess.Scenario(), a))
	}
	if a, ok := sess.NextUndone(); ok {
		s.redoItem.Label = s.tr.T("HistoryRedoAction", "Action", history.Describe(s.tr, sess.Scenario(), a))
	}
}

// ShowHistory lists the actions of the scenario at the table, newest
// first, in words; the undone ones, which Redo can bring back, are marked.
func (s *Shell) ShowHistory() {
	sess := s.table.Session()
	var entries []string
	if sess != nil {
		log, err := sess.History(context.Background())
		if err != nil {
			s.env.ShowError(s.tr.T("HistoryTitle"), err)
			return
		}
		for i := len(log) - 1; i >= 0; i-- {
			a := log[i]
			text := a.At.Local().Format("15:04") + "  " + history.Describe(s.tr, sess.Scenario(), a)
			if a.Undone {
				text = s.tr.T("HistoryUndone", "Action", text)
			}
			entries = append(entries, text)
		}
	}
	var body fyne.CanvasObject = widget.NewLabel(s.tr.T("HistoryEmpty"))
	if len(entries) > 0 {
		body = newLinesList(entries)
	}
	box := container.NewStack(body)
	d := dialog.NewCustom(s.tr.T("HistoryTitle"), s.tr.T("DialogClose"), box, s.win)
	d.Resize(fyne.NewSize(min(720, s.win.Canvas().Size().Width-40), min(520, s.win.Canvas().Size().Height-40)))
	s.showDialog(d)
}

// refreshUndoMenu updates Undo and Redo after a change.
func (s *Shell) refreshUndoMenu() {
	s.setUndoItems()
	if m := s.win.MainMenu(); m != nil {
		m.Refresh()
	}
}

// languageName is a language's name in that language, as a language menu
// lists it whatever the current language.
func languageName(tag language.Tag) string {
	switch tag {
	case language.German:
		return "Deutsch"
	case language.French:
		return "Français"
	}
	return "English"
}

func (s *Shell) chooseLanguage(tag language.Tag) {
	if err := s.SetLanguage(tag); err != nil {
		s.showError(s.tr.T("DialogLanguageTitle"), err.Error())
	}
}

func (s *Shell) quit() { s.app.Quit() }

// openScenario asks for a scenario file and shows it on the map screen.
func (s *Shell) openScenario() {
	if s.deps.LoadScenario == nil {
		return
	}
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			s.showError(s.tr.T("DialogScenarioTitle"), s.scenarioProblem(err))
			return
		}
		if r == nil {
			return // cancelled
		}
		path := r.URI().Path()
		r.Close()
		// checked against the data packs' monsters, off the UI goroutine
		// with progress and Cancel
		var file *scenariofile.File
		s.env.Busy(s.tr.T("DialogScenarioTitle"), r.URI().Name(), func(context.Context) (err error) {
			file, err = s.deps.LoadScenario(path)
			return err
		}, func(err error) {
			if !errors.Is(err, context.Canceled) {
				s.showScenario(path, file, err)
			}
		})
	}, s.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// OpenScenario loads the scenario file at path through Deps.LoadScenario
// and shows it on the map screen, or shows why it could not be loaded (the
// field at fault). While a scenario is in progress the map keeps showing
// it, and a dialog says the file is ready to start from the campaign.
func (s *Shell) OpenScenario(path string) {
	if s.deps.LoadScenario == nil {
		return
	}
	file, err := s.deps.LoadScenario(path)
	s.showScenario(path, file, err)
}

// showScenario shows scenario file (read from path) on the map screen, or
// why it could not be loaded (err); see OpenScenario.
func (s *Shell) showScenario(path string, file *scenariofile.File, err error) {
	if err != nil {
		s.showError(s.tr.T("DialogScenarioTitle"), s.scenarioProblem(err))
		return
	}
	s.SetPreview(file, path)
	s.rememberOpened(path)
	if s.table.Scenario() != nil {
		s.showInfo(s.tr.T("DialogScenarioTitle"), s.tr.T("ScenarioOpenedDuringPlay", "Name", file.Title))
	}
}

// prefOpened lists the scenario files opened, newest first, so that the
// campaign screen offers them again after a restart.
const prefOpened = "openedScenarios"

// maxOpened is how many opened files are remembered.
const maxOpened = 8

// rememberOpened puts path first in the list of files opened.
func (s *Shell) rememberOpened(path string) {
	if s.deps.Prefs == nil {
		return
	}
	list := []string{path}
	for _, p := range s.deps.Prefs.StringList(prefOpened) {
		if p != path && len(list) < maxOpened {
			list = append(list, p)
		}
	}
	s.deps.Prefs.SetStringList(prefOpened, list)
}

// reopenRemembered offers again the files opened in earlier runs that
// still load (oldest first, so the newest is the campaign screen's choice);
// the others are forgotten.
func (s *Shell) reopenRemembered() {
	if s.deps.Prefs == nil || s.deps.LoadScenario == nil {
		return
	}
	list := s.deps.Prefs.StringList(prefOpened)
	var kept []string
	for i := len(list) - 1; i >= 0; i-- {
		file, err := s.deps.LoadScenario(list[i])
		if err != nil {
			continue
		}
		s.offered = append(s.offered, offeredMap{file, list[i]})
		kept = append([]string{list[i]}, kept...)
	}
	if len(kept) != len(list) {
		s.deps.Prefs.SetStringList(prefOpened, kept)
	}
}

func (s *Shell) showShortcuts() {
	all := s.shortcuts()
	grid := container.NewGridWithColumns(2)
	// A row once: Return and the keypad's Enter are one key to the player.
	var shown map[string]bool
	add := func(keys []screen.Shortcut) {
		for _, sc := range keys {
			keys := keysText(s.tr, sc.Key)
			if shown[sc.Help+"\n"+keys] {
				continue
			}
			shown[sc.Help+"\n"+keys] = true
			grid.Add(widget.NewLabel(sc.Help))
			grid.Add(widget.NewLabel(keys))
		}
	}
	shown = map[string]bool{}
	for _, name := range shortcutOrder {
		add([]screen.Shortcut{all[name]})
	}
	head := func(text string) *widget.Label {
		return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	body := container.NewVBox(grid)
	// Each screen's own shortcuts, as its parts declare them: the list
	// cannot drift from the keys that work. A screen not built yet (after
	// the start or a change of language) is built after the dialog shows,
	// its section filled in then (later): building them all first kept the
	// first F1 unanswered for seconds on a loaded machine.
	section := func(v View, into *fyne.Container) {
		keys := s.screenKeys(v)
		if len(keys) == 0 && v != ViewMap && v != ViewEditor {
			return
		}
		grid = container.NewGridWithColumns(2)
		shown = map[string]bool{}
		add(keys)
		into.Add(widget.NewSeparator())
		into.Add(head(s.viewTitle(v)))
		into.Add(grid)
		if v == ViewMap {
			for _, line := range mapview.Shortcuts(s.tr) {
				into.Add(widget.NewLabel(line))
			}
		}
		if v == ViewEditor {
			for _, line := range editor.Keys(s.tr) {
				into.Add(widget.NewLabel(line))
			}
		}
	}
	var pending []func()
	for _, v := range Views {
		into := container.NewVBox()
		body.Add(into)
		if s.built[v] {
			section(v, into)
			continue
		}
		tr := s.tr
		pending = append(pending, func() {
			if s.tr == tr { // not since rebuilt in another language
				section(v, into)
				into.Refresh()
			}
		})
	}
	if len(pending) > 0 {
		s.later(pending...)
	}
	// The monster editor's (File › Data packs › New monster type …).
	grid = container.NewGridWithColumns(2)
	shown = map[string]bool{}
	add(monsterEditorKeys(s.tr, nil, nil))
	body.Add(widget.NewSeparator())
	body.Add(head(s.tr.T("KeysMonsterEditor")))
	body.Add(grid)
	scroll := container.NewVScroll(body)
	// inside the window, on a small screen too
	size := s.win.Canvas().Size()
	scroll.SetMinSize(fyne.NewSize(min(560, max(320, size.Width-80)), min(420, max(240, size.Height-160))))
	s.showDialog(dialog.NewCustom(s.tr.T("DialogShortcutsTitle"), s.tr.T("DialogClose"), scroll, s.win))
}

// viewTitle is view v's name, as its tab shows it.
func (s *Shell) viewTitle(v View) string {
	switch v {
	case ViewAttack:
		return s.tr.T("ViewAttack")
	case ViewCampaign:
		return s.tr.T("ViewCampaign")
	case ViewBattle:
		return s.tr.T("ViewBattle")
	case ViewEditor:
		return s.tr.T("ViewEditor")
	}
	return s.tr.T("ViewMap")
}

// screenKeys are the shortcuts of view v's own parts (all the attack
// screen's, whichever tab shows), each key once; the view is built first.
func (s *Shell) screenKeys(v View) []screen.Shortcut {
	s.ensureBuilt(v)
	keys := s.keys[v]
	if v == ViewAttack {
		keys = nil
		for _, part := range s.attackKeys {
			keys = append(keys, part...)
		}
		if s.attack != nil {
			keys = append(keys, s.attack.TypedKeys()...)
		}
	}
	var out []screen.Shortcut
	for _, sc := range keys {
		if !slices.ContainsFunc(out, func(o screen.Shortcut) bool { return *o.Key == *sc.Key }) {
			out = append(out, sc)
		}
	}
	return out
}

// keysText writes a shortcut as the keys to press, such as "Ctrl+1" or
// "Alt+1", in the player's words ("Strg+Eingabe"): Return and the keypad's
// Enter are both Enter.
func keysText(tr *locales.Translator, key *desktop.CustomShortcut) string {
	var b strings.Builder
	if key.Modifier&fyne.KeyModifierSuper != 0 {
		b.WriteString(tr.T("KeySuper") + "+")
	}
	if key.Modifier&fyne.KeyModifierControl != 0 {
		b.WriteString(tr.T("KeyCtrl") + "+")
	}
	if key.Modifier&fyne.KeyModifierAlt != 0 {
		b.WriteString(tr.T("KeyAlt") + "+")
	}
	if key.Modifier&fyne.KeyModifierShift != 0 {
		b.WriteString(tr.T("KeyShift") + "+")
	}
	return b.String() + keyName(tr, key.KeyName)
}

// keyName is the name of key k printed on the keyboard, in the player's
// words where it is a word.
func keyName(tr *locales.Translator, k fyne.KeyName) string {
	switch k {
	case fyne.KeyReturn, fyne.KeyEnter:
		return tr.T("KeyEnter")
	case fyne.KeyEscape:
		return tr.T("KeyEscape")
	case fyne.KeyUp:
		return tr.T("KeyUp")
	case fyne.KeyDown:
		return tr.T("KeyDown")
	case fyne.KeyLeft:
		return tr.T("KeyLeft")
	case fyne.KeyRight:
		return tr.T("KeyRight")
	case fyne.KeySpace:
		return tr.T("KeySpace")
	case fyne.KeyDelete:
		return tr.T("KeyDelete")
	}
	return string(k)
}

// monsterEditorKeys are the monster type editor's keys (File › Data
// packs): Ctrl+S saves, Escape cancels; save and cancel may be nil for the
// help's list.
func monsterEditorKeys(tr *locales.Translator, save, cancel func()) []screen.Shortcut {
	return []screen.Shortcut{
		screen.NewShortcut(fyne.KeyS, fyne.KeyModifierShortcutDefault, tr.T("KeysMonsterSave"), save),
		screen.NewShortcut(fyne.KeyEscape, 0, tr.T("KeysMonsterCancel"), cancel),
	}
}

func (s *Shell) showAbout() {
	img := widget.NewIcon(assets.Icon())
	name := widget.NewLabelWithStyle(s.tr.T("AppTitle"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	ver := widget.NewLabelWithStyle(s.tr.T("AboutVersion", "Version", s.deps.Version), fyne.TextAlignCenter, fyne.TextStyle{})
	text := widget.NewLabel(s.tr.T("AboutText"))
	text.Wrapping = fyne.TextWrapWord
	text.Alignment = fyne.TextAlignCenter
	iconBox := container.NewCenter(container.NewGridWrap(fyne.NewSize(96, 96), img))
	d := dialog.NewCustom(s.tr.T("MenuAbout"), s.tr.T("DialogClose"), container.NewVBox(iconBox, name, ver, text), s.win)
	d.Resize(fyne.NewSize(420, 0))
	s.showDialog(d)
}

// scenarioProblem says in the player's words why a scenario file cannot be
// used.
func (s *Shell) scenarioProblem(err error) string {
	var unknown *engine.UnknownMonstersError
	if errors.As(err, &unknown) {
		return s.tr.T("ScenarioUnknownMonsters", "Types", strings.Join(unknown.Types, ", "))
	}
	var limit *scenariofile.LimitError
	if errors.As(err, &limit) {
		what := ""
		switch limit.Field {
		case "file":
			what = s.tr.T("LimitFileBytes")
		case "title":
			what = s.tr.T("LimitTitle")
		case "description":
			what = s.tr.T("LimitDescription")
		case "hexes":
			what = s.tr.T("LimitHexes")
		case "monsters":
			what = s.tr.T("LimitMonsters")
		case "rooms":
			what = s.tr.T("LimitRooms")
		}
		return s.tr.T("ScenarioTooLarge", "What", what, "Found", limit.Found, "Limit", limit.Limit)
	}
	return s.tr.T("ScenarioLoadFailed", "Error", err.Error())
}
