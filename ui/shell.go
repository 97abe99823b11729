// Package ui draws Haventable: the main window's navigation between the
// product's screens, its application menu, dialogs and, later, the map and
// card widgets. It works with any fyne.App, so the same window is built by
// the real GLFW app in main and by Fyne's software test driver for
// screenshots and widget tests.
package ui

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/excerpt"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"

	// Imported for its side effect: it makes a C or POSIX locale readable
	// by Fyne before Fyne reads it, so nothing is logged.
	_ "github.com/haventable/haventable/locales/syslocale"
	"github.com/haventable/haventable/ui/assets"
	"github.com/haventable/haventable/ui/attack"
	"github.com/haventable/haventable/ui/battle"
	"github.com/haventable/haventable/ui/campaign"
	"github.com/haventable/haventable/ui/editor"
	"github.com/haventable/haventable/ui/field"
	"github.com/haventable/haventable/ui/hand"
	"github.com/haventable/haventable/ui/mapview"
	"github.com/haventable/haventable/ui/rooms"
	"github.com/haventable/haventable/ui/round"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/sharing"
)

// View names one screen of the main window.
type View string

// The screens of the main window, in navigation order. Their names are the
// values of the --view flag.
const (
	ViewMap      View = "map"      // the scenario map and targeting
	ViewAttack   View = "attack"   // attack modifier decks and attack resolution
	ViewCampaign View = "campaign" // the offline campaign
	ViewBattle   View = "battle"   // the card battle module
	ViewEditor   View = "editor"   // the scenario editor
)

// Views lists every screen in navigation order.
var Views = []View{ViewMap, ViewAttack, ViewCampaign, ViewBattle, ViewEditor}

// ParseView returns the screen called name (see Views).
func ParseView(name string) (View, error) {
	for _, v := range Views {
		if string(v) == strings.ToLower(strings.TrimSpace(name)) {
			return v, nil
		}
	}
	names := make([]string, len(Views))
	for i, v := range Views {
		names[i] = string(v)
	}
	return "", fmt.Errorf("unknown view %q (use one of %s)", name, strings.Join(names, ", "))
}

// Deps is what the window shows and acts on; main fills it in.
type Deps struct {
	// Language is the language to start in (one of locales.Supported).
	Language language.Tag
	// Version is the application's version, for the about box.
	Version string
	// DBPath is the campaign database file.
	DBPath string
	// DBProblem, when not nil, says why DBPath could not be opened; the
	// window shows it in a dialog once it is shown (see ShowProblems).
	DBProblem *StoreProblem
	// Store is the open campaign database; nil when DBProblem says why not.
	Store *persistence.Store
	// Session is the table of the open campaign (its scenario in progress
	// and undo history); nil when no campaign is open.
	Session *play.Session
	// Preview is the map the map screen shows while no scenario is in
	// progress: the file given with --scenario or the built-in sample.
	Preview *scenariofile.File
	// PreviewSource names where Preview came from: a file's path, or ""
	// for the built-in sample.
	PreviewSource string
	// ScenarioProblem, when not nil, is why the scenario given at start
	// could not be loaded; shown like DBProblem.
	ScenarioProblem error
	// LoadScenario reads a scenario file for File › Open scenario…; nil
	// disables the menu item.
	LoadScenario func(path string) (*scenariofile.File, error)
	// SaveLanguage stores the language chosen in View › Language as the
	// user's preference; may be nil.
	SaveLanguage func(language.Tag)
	// Prefs keeps the user's other choices (colour scheme, last campaign);
	// nil keeps them for this run only.
	Prefs fyne.Preferences
}

// Shell is the main window's content, menu and shortcuts.
type Shell struct {
	app  fyne.App
	win  fyne.Window
	deps Deps
	tr   *locales.Translator

	env       *screen.Env
	table     *screen.Table
	mapModel  *mapview.Model
	mapScreen *mapview.Screen
	// roundPanel is the round below the map, roundHidden the player's
	// choice to give the map the whole height (View › Round below the map).
	roundPanel  fyne.CanvasObject
	roundHidden bool
	// menuSeesHidden is whether the menu offers the hidden rooms (see
	// seesHidden).
	menuSeesHidden bool
	mapArea        *mapSplit // the map above the round
	preview        *scenariofile.File
	// offered are the map files opened this session (File › Open
	// scenario, the editor's Show on the map): the campaign screen offers
	// them to start from, also when it is built again.
	offered []offeredMap
	shown   *scenariofile.File // the scenario file the map screen shows
	battle  undoable
	editor  *editor.Screen
	// playersPanel is the round beside the map in the players' window,
	// while it is open.
	playersPanel *round.PlayersPanel
	// playersRooms is, in the players' window, the list of the rooms
	// revealed shown in place of the map while the scenario is played
	// without one.
	playersRooms *rooms.View
	// playersSync shows in the players' window the map and the round while
	// a scenario is in progress, else only that none is (syncMap).
	playersSync func()
	// turnShown is the figure whose turn the map last showed (followTurn).
	turnShown string
	campaign  *campaign.Screen
	attack    *attack.Panel
	hand      *hand.Screen
	round     *round.Control
	theme     Theme
	// keys are the shortcuts of each screen, active while it shows.
	keys       map[View][]screen.Shortcut
	activeKeys []screen.Shortcut
	attackKeys [][]screen.Shortcut // of the attack screen's parts, in tab order
	attackTabs *container.AppTabs  // the attack screen's parts: the panel, the decks, the figures, the hands
	// closers are the screens listening to the map model, closed when the
	// window is rebuilt.
	closers []interface{ Close() }
	// built marks the screens built since the window was (re)built.
	built map[View]bool
	// later runs jobs on the window's goroutine after what it does now, one
	// at a time, each queued once the one before has run, so that keys and
	// clicks are answered between them (runLater; a test steps through
	// them).
	later func(jobs ...func())

	tabs   *container.AppTabs
	view   View
	status *field.Status
	// dialog is the window's own dialog shown (showDialog), if any.
	dialog dialog.Dialog
	// escape, when set, is what Escape does instead of closing dialog: a
	// dialog over it that asks before it closes (the monster editor).
	escape   func()
	undoItem *fyne.MenuItem
	redoItem *fyne.MenuItem
	// keepSize is set once the window is shown at its size
	// (RememberSize): from then on its size is kept in Prefs.
	keepSize bool
	// sharing is the table shared from this window (File › Share this
	// table…) or the table another device shares that it plays.
	sharing *sharing.Sharing
}

// undoable is a screen with an undo history of its own.
type undoable interface {
	Undo()
	Redo()
}

// New builds the main window into win (created by app): title, icon,
// application menu, keyboard shortcuts and the navigation between the
// screens, starting on the map, with the open campaign's table.
func New(app fyne.App, win fyne.Window, deps Deps) (*Shell, error) {
	tr, err := locales.New(deps.Language)
	if err != nil {
		return nil, fmt.Errorf("load translations: %w", err)
	}
	s := &Shell{app: app, win: win, deps: deps, tr: tr, view: ViewMap, preview: deps.Preview,
		mapModel: mapview.NewModel(), table: &screen.Table{}, theme: ThemeSystem, later: runLater}
	s.env = &screen.Env{Window: win, Tr: tr, Store: deps.Store, Table: s.table, Map: s.mapModel}
	s.sharing = s.newSharing()
	win.SetIcon(assets.Icon())
	s.menuSeesHidden = true // not joined: the whole table
	if deps.Prefs != nil {
		if t := Theme(deps.Prefs.String(prefTheme)); t == ThemeLight || t == ThemeDark {
			s.SetTheme(t)
		}
		if deps.Store != nil && deps.Prefs.Bool(prefKeepHistory) {
			deps.Store.SetHistoryPolicy(persistence.KeepAll)
		}
		s.roundHidden = deps.Prefs.Bool(prefRoundHidden)
		s.mapModel.ShowWaiting(deps.Prefs.Bool(prefShowWaiting))
	}
	s.reopenRemembered()
	s.build()
	s.table.SetSession(deps.Session)
	s.addShortcuts()
	return s, nil
}

// runLater runs jobs on the window's goroutine once it is free, in order,
// each queued only once the one before has run (runInTurn).
func runLater(jobs ...func()) {
	go runInTurn(fyne.DoAndWait, laterGap, jobs)
}

// Translator returns the translator the window speaks through.
func (s *Shell) Translator() *locales.Translator { return s.tr }

// Env returns what the screens share (the table of the open campaign, the
// map model ...).
func (s *Shell) Env() *screen.Env { return s.env }

// View returns the screen shown.
func (s *Shell) View() View { return s.view }

// Show switches to the screen v.
func (s *Shell) Show(v View) {
	for i, w := range Views {
		if w == v {
			s.ensureBuilt(v)
			s.tabs.SelectIndex(i)
			s.view = v
			s.focus()
			return
		}
	}
}

// ensureBuilt builds screen v the first time it is needed.
func (s *Shell) ensureBuilt(v View) {
	if s.built[v] {
		return
	}
	s.built[v] = true
	var content fyne.CanvasObject
	switch v {
	case ViewMap:
		content = s.mapTab()
	case ViewAttack:
		content = s.attackTab()
	case ViewCampaign:
		content = s.campaignTab()
	case ViewBattle:
		content = s.battleTab()
	case ViewEditor:
		content = s.editorTab()
	}
	for i, w := range Views {
		if w == v {
			s.tabs.Items[i].Content = content
		}
	}
	s.tabs.Refresh()
}

// focus gives the keyboard to the map when the map screen is shown, so its
// keys (R, M, B ...) work without a click first, and makes the shortcuts of
// the screen shown the active ones.
func (s *Shell) focus() {
	if s.view == ViewMap && s.mapScreen != nil {
		s.win.Canvas().Focus(s.mapScreen.View)
	}
	s.activateKeys()
	s.refreshUndoMenu()
}

// offeredMap is a map file opened, and where from.
type offeredMap struct {
	file   *scenariofile.File
	source string
}

// Preview returns the map shown while no scenario is in progress.
func (s *Shell) Preview() *scenariofile.File { return s.preview }

// MapScreen returns the map screen.
func (s *Shell) MapScreen() *mapview.Screen { return s.mapScreen }

// SetPreview shows file on the map screen while no scenario is in progress,
// and switches to it.
func (s *Shell) SetPreview(file *scenariofile.File, source string) {
	s.preview = file
	s.deps.PreviewSource = source
	s.offered = append(s.offered, offeredMap{file, source})
	if s.campaign != nil {
		s.campaign.OfferMap(file, filepath.Base(source))
	}
	s.syncMap()
	s.Show(ViewMap)
}

// SetLanguage redraws the whole window in lang and stores the choice
// through Deps.SaveLanguage. Nothing of the table is lost: the screens are
// rebuilt on the same campaign, scenario and map, and the card battle
// screen, kept with its board, is translated in place.
func (s *Shell) SetLanguage(lang language.Tag) error {
	tr, err := locales.New(lang)
	if err != nil {
		return err
	}
	s.tr = tr
	s.env.Tr = tr
	if b, ok := s.battle.(*battle.Screen); ok {
		b.SetTranslator(tr) // kept, not rebuilt: see battleTab
	}
	remote := s.table.Remote()
	sess := s.table.Detach()
	s.table = &screen.Table{}
	s.env.Table = s.table
	s.shown = nil
	s.build()
	if s.playersPanel != nil {
		s.playersPanel.Follow()
	}
	if s.playersRooms != nil {
		s.playersRooms.Follow()
	}
	s.table.SetSession(sess)
	if remote != nil {
		s.table.SetRemote(remote)
	}
	s.sharing.Rewatch()
	if s.deps.SaveLanguage != nil {
		s.deps.SaveLanguage(lang)
	}
	return nil
}

// MainMenu returns the application menu as set on the window.
func (s *Shell) MainMenu() *fyne.MainMenu { return s.win.MainMenu() }

// build (re)creates title, menu and content in the current language,
// keeping the screen shown. The screens listen to the table from here on.
func (s *Shell) build() {
	keep := s.view
	s.win.SetTitle(s.tr.T("AppTitle"))
	s.win.SetMainMenu(s.mainMenu())
	s.mapScreen = mapview.NewScreen(s.mapModel, s.tr)
	s.mapScreen.View.OnOtherKey = s.typedKey
	s.mapScreen.OnAttack = func(attacker string, targets []string) {
		s.Show(ViewAttack)
		if s.attackTabs != nil {
			s.attackTabs.SelectIndex(0) // the attack panel, whatever part showed last
		}
		if s.attack != nil {
			s.attack.SetAttacker(attacker)
			s.attack.SetTargets(targets)
		}
	}
	s.table.OnChange(screen.Redraw(s.syncMap))
	s.table.OnChange(screen.Redraw(s.followTurn))
	s.keys = map[View][]screen.Shortcut{}

	for _, c := range s.closers {
		c.Close()
	}
	s.closers = nil
	// One tab per entry of Views, in that order. A screen is built when it
	// is first shown: the window opens sooner and holds less.
	s.built = map[View]bool{}
	s.tabs = container.NewAppTabs(
		container.NewTabItemWithIcon(s.viewTitle(ViewMap), theme.GridIcon(), container.NewStack()),
		container.NewTabItemWithIcon(s.viewTitle(ViewAttack), theme.ContentCopyIcon(), container.NewStack()),
		container.NewTabItemWithIcon(s.viewTitle(ViewCampaign), theme.StorageIcon(), container.NewStack()),
		container.NewTabItemWithIcon(s.viewTitle(ViewBattle), theme.MediaPlayIcon(), container.NewStack()),
		container.NewTabItemWithIcon(s.viewTitle(ViewEditor), theme.DocumentCreateIcon(), container.NewStack()),
	)
	s.tabs.SetTabLocation(container.TabLocationLeading)
	s.tabs.OnSelected = func(*container.TabItem) {
		s.view = Views[s.tabs.SelectedIndex()]
		s.ensureBuilt(s.view)
		s.focus()
	}

	s.status = field.NewStatus("")
	bottom := container.NewVBox(widget.NewSeparator(), s.status)
	s.win.SetContent(container.New(sizeKeeper{s}, container.NewBorder(nil, bottom, nil, nil, s.sharing.WithNotice(s.tabs))))
	s.syncMap()
	s.Show(keep)
}

func (s *Shell) statusText() string {
	db := s.tr.T("StatusDatabase", "Path", displayPath(s.deps.DBPath))
	if s.deps.DBProblem != nil {
		db = s.tr.T("StatusDatabaseUnusable", "Path", displayPath(s.deps.DBPath))
	}
	sc := s.tr.T("StatusNoScenario")
	if scn := s.table.Scenario(); scn != nil {
		sc = s.tr.T("StatusScenarioRound", "Name", scn.Name(), "Round", scn.Round())
		if f := scn.MapFile(); f != nil && len(f.Outlined) > 0 {
			// laid out from outlines the group has not confirmed
			sc += "   ·   " + s.tr.T("StatusOutlined", "Tiles", strings.Join(f.Outlined, ", "))
		}
	} else if s.preview != nil {
		sc = s.tr.T("StatusPreview", "Name", s.preview.Title)
	}
	if j := s.sharing.Status(); j != "" {
		return j + "   ·   " + sc
	}
	return db + "   ·   " + sc
}

// displayPath shortens a path in the user's home folder to ~/...
func displayPath(p string) string {
	home, err := os.UserHomeDir()
	if err != nil || home == "" || home == string(filepath.Separator) {
		return p
	}
	if rel, err := filepath.Rel(home, p); err == nil && filepath.IsAbs(p) && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return filepath.Join("~", rel)
	}
	return p
}

// ShowProblems shows, in dialogs over the window, why the database or the
// scenario named at start could not be opened, and what the database lost
// in a crash (persistence.Store.Warning). Call it once the window is shown.
func (s *Shell) ShowProblems() {
	if p := s.deps.DBProblem; p != nil {
		s.showError(s.tr.T("DialogDatabaseTitle"), p.Text(s.tr))
	}
	var lost *persistence.LostActions
	if s.deps.Store != nil && errors.As(s.deps.Store.Warning(), &lost) {
		s.showError(s.tr.T("DialogDatabaseTitle"), LostText(s.tr, lost))
	}
	if err := s.deps.ScenarioProblem; err != nil {
		s.showError(s.tr.T("DialogScenarioTitle"), s.scenarioProblem(err))
	}
}

// showError shows a translated message with a translated dismiss button
// (Fyne's own error dialog would label it in the system language).
func (s *Shell) showError(title, message string) { s.showMessage(theme.ErrorIcon(), title, message) }

// showInfo is showError for news that is not an error.
func (s *Shell) showInfo(title, message string) { s.showMessage(theme.InfoIcon(), title, message) }

func (s *Shell) showMessage(icon fyne.Resource, title, message string) {
	text := widget.NewLabel(excerpt.Message(message))
	text.Wrapping = fyne.TextWrapWord
	content := container.NewBorder(nil, nil, widget.NewIcon(icon), nil, text)
	d := dialog.NewCustom(title, s.tr.T("DialogClose"), content, s.win)
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}

// followTurn shows on the map the turn of a monster as it starts (the
// round's Next turn): the monster selected, its focus, path and targets
// from the card its type drew, for the players to carry out with Move and
// Attack. Other turns select the figure.
//
// A monster's turn over (the next turn started, every turn taken, the
// round ended, an undo), the monster is no longer selected: its turn's
// toolbar goes with it.
func (s *Shell) followTurn() {
	scn := s.table.Scenario()
	id, ok := "", false
	if scn != nil {
		id, ok = scn.Active()
	}
	if ok && id == s.turnShown {
		return
	}
	if f, sel := s.mapModel.Selected(); sel && f.ID == s.turnShown && f.Kind == engine.KindMonster {
		_ = s.mapModel.Select("")
	}
	s.turnShown = id
	if !ok {
		return
	}
	f, _ := scn.Figure(id)
	if f.Kind == engine.KindMonster {
		s.mapScreen.PlayTurn(id)
		return
	}
	_ = s.mapModel.Select(id)
}

// The preference keys holding the window's size, kept as the player
// leaves it (RememberSize) and opened at next time (WindowSize).
const (
	PrefWindowWidth  = "windowWidth"
	PrefWindowHeight = "windowHeight"
)

// DefaultWindowSize is the size the window first opens at when the
// screen's size is unknown: inside a 1024×600 screen (a small laptop's),
// with room for a window manager's title bar and panel. The window's
// content asks for less (its minimum size), so the player may make it
// smaller still, or larger.
var DefaultWindowSize = fyne.NewSize(1000, 540)

// WindowSize is the size to open the window at: the one it had when the
// player last left it (Deps.Prefs), or DefaultWindowSize.
func (s *Shell) WindowSize() fyne.Size {
	if p := s.deps.Prefs; p != nil {
		if w, h := p.Float(PrefWindowWidth), p.Float(PrefWindowHeight); w > 0 && h > 0 {
			return fyne.NewSize(float32(w), float32(h))
		}
	}
	return DefaultWindowSize
}

// WindowSizeOn is the size to open the window at on a screen of the size
// given (in the window's units; zero when unknown): the size the player
// left it at, fitted to the screen (FitWindow), or the first time, the
// screen's room (issue 40: a window of 1000×540 on a 1920×1080 screen
// folded the round and left most of the screen unused).
func (s *Shell) WindowSizeOn(screen fyne.Size) fyne.Size {
	if p := s.deps.Prefs; p != nil && p.Float(PrefWindowWidth) > 0 && p.Float(PrefWindowHeight) > 0 {
		return FitWindow(s.WindowSize(), screen)
	}
	return FirstWindow(screen)
}

// FirstWindow is the size the window first opens at on a screen of the
// size given: all of it but the room a window manager's title bar and
// panel take, and DefaultWindowSize when the screen is unknown (zero).
func FirstWindow(screen fyne.Size) fyne.Size {
	if screen.Width <= 0 || screen.Height <= 0 {
		return DefaultWindowSize
	}
	return screenRoom(screen)
}

// screenRoom is what a screen of the size given leaves a window: all of
// it but screenMargin, and at least half of it.
func screenRoom(screen fyne.Size) fyne.Size {
	return fyne.NewSize(max(screen.Width-screenMargin.Width, screen.Width/2),
		max(screen.Height-screenMargin.Height, screen.Height/2))
}

// screenMargin is what a window leaves of its screen to the window
// manager: a title bar and a panel.
var screenMargin = fyne.NewSize(24, 60)

// FitWindow is size made to fit a screen of the size given (in the
// window's units): a window size kept from a bigger screen opens inside a
// smaller one, leaving room for a title bar and a panel. A size that fits
// the screen (a window the player made as large as the screen too), or an
// unknown screen (zero), leaves size as it is.
func FitWindow(size, screen fyne.Size) fyne.Size {
	if screen.Width <= 0 || screen.Height <= 0 || (size.Width <= screen.Width && size.Height <= screen.Height) {
		return size
	}
	room := screenRoom(screen)
	return fyne.NewSize(min(size.Width, room.Width), min(size.Height, room.Height))
}

// RememberSize keeps the window's size in Deps.Prefs from now on, as the
// player changes it; call it once the window is shown.
func (s *Shell) RememberSize() {
	s.keepSize = true
	s.saveSize(s.win.Canvas().Size())
}

func (s *Shell) saveSize(size fyne.Size) {
	p := s.deps.Prefs
	if !s.keepSize || p == nil || size.Width < 1 || size.Height < 1 {
		return
	}
	if float32(p.Float(PrefWindowWidth)) != size.Width || float32(p.Float(PrefWindowHeight)) != size.Height {
		p.SetFloat(PrefWindowWidth, float64(size.Width))
		p.SetFloat(PrefWindowHeight, float64(size.Height))
	}
}

// sizeKeeper lays out the window's content over the whole window, as Fyne
// does, and keeps the window's size (Shell.RememberSize) each time it
// changes.
type sizeKeeper struct{ s *Shell }

func (k sizeKeeper) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func (k sizeKeeper) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
	k.s.saveSize(k.s.win.Canvas().Size())
}
