// Package ui draws Haventable: the main window's navigation between the
// product's screens, its application menu, dialogs and, later, the map and
// card widgets. It works with any fyne.App, so the same window is built by
// the real GLFW app in main and by Fyne's software test driver for
// screenshots and widget tests.
package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/locales"
	// Imported for its side effect: it makes a C or POSIX locale readable
	// by Fyne before Fyne reads it, so nothing is logged.
	_ "github.com/haventable/haventable/locales/syslocale"
	"github.com/haventable/haventable/ui/assets"
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
)

// Views lists every screen in navigation order.
var Views = []View{ViewMap, ViewAttack, ViewCampaign, ViewBattle}

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

// Scenario is what the window shows of a loaded scenario map until the map
// widget exists.
type Scenario struct {
	Path        string // the file it was read from, or ""
	Sample      string // the built-in sample it is, if Path is ""
	Name        string // its title
	Description string // what the file says about it, may be empty
	Width       int    // columns of the map's bounding box
	Height      int    // rows of the map's bounding box
	Hexes       int    // hexes on the map
}

// Deps is what the window shows and acts on; main fills it in.
type Deps struct {
	// Language is the language to start in (one of locales.Supported).
	Language language.Tag
	// Version is the application's version, for the about box.
	Version string
	// DBPath is the campaign database file.
	DBPath string
	// Campaigns are the names of the campaigns in the database, oldest
	// first (empty for a new database or when it could not be opened).
	Campaigns []string
	// DBProblem, when not nil, says why DBPath could not be opened; the
	// window shows it in a dialog once it is shown (see ShowProblems).
	DBProblem *StoreProblem
	// Scenario is the scenario loaded at start, or nil.
	Scenario *Scenario
	// ScenarioProblem, when not nil, is why the scenario given at start
	// could not be loaded; shown like DBProblem.
	ScenarioProblem error
	// LoadScenario reads a scenario file for File › Open scenario…; nil
	// disables the menu item.
	LoadScenario func(path string) (*Scenario, error)
	// SaveLanguage stores the language chosen in View › Language as the
	// user's preference; may be nil.
	SaveLanguage func(language.Tag)
}

// Shell is the main window's content, menu and shortcuts.
type Shell struct {
	app  fyne.App
	win  fyne.Window
	deps Deps
	tr   *locales.Translator

	tabs     *container.AppTabs
	view     View
	scenario *Scenario
	status   *widget.Label
}

// New builds the main window into win (created by app): title, icon,
// application menu, keyboard shortcuts and the navigation between the
// screens, starting on the map.
func New(app fyne.App, win fyne.Window, deps Deps) (*Shell, error) {
	tr, err := locales.New(deps.Language)
	if err != nil {
		return nil, fmt.Errorf("load translations: %w", err)
	}
	s := &Shell{app: app, win: win, deps: deps, tr: tr, view: ViewMap, scenario: deps.Scenario}
	win.SetIcon(assets.Icon())
	s.build()
	s.addShortcuts()
	return s, nil
}

// Translator returns the translator the window speaks through.
func (s *Shell) Translator() *locales.Translator { return s.tr }

// View returns the screen shown.
func (s *Shell) View() View { return s.view }

// Show switches to the screen v.
func (s *Shell) Show(v View) {
	for i, w := range Views {
		if w == v {
			s.tabs.SelectIndex(i)
			return
		}
	}
}

// Scenario returns the scenario shown on the map screen, or nil.
func (s *Shell) Scenario() *Scenario { return s.scenario }

// SetScenario shows sc on the map screen and switches to it.
func (s *Shell) SetScenario(sc *Scenario) {
	s.scenario = sc
	s.build()
	s.Show(ViewMap)
}

// SetLanguage redraws the whole window in lang and stores the choice
// through Deps.SaveLanguage.
func (s *Shell) SetLanguage(lang language.Tag) error {
	tr, err := locales.New(lang)
	if err != nil {
		return err
	}
	s.tr = tr
	s.build()
	if s.deps.SaveLanguage != nil {
		s.deps.SaveLanguage(lang)
	}
	return nil
}

// MainMenu returns the application menu as set on the window.
func (s *Shell) MainMenu() *fyne.MainMenu { return s.win.MainMenu() }

// build (re)creates title, menu and content in the current language,
// keeping the screen shown.
func (s *Shell) build() {
	keep := s.view
	s.win.SetTitle(s.tr.T("AppTitle"))
	s.win.SetMainMenu(s.mainMenu())

	// one tab per entry of Views, in that order
	s.tabs = container.NewAppTabs(
		container.NewTabItemWithIcon(s.tr.T("ViewMap"), theme.GridIcon(), s.mapView()),
		container.NewTabItemWithIcon(s.tr.T("ViewAttack"), theme.ContentCopyIcon(), s.attackView()),
		container.NewTabItemWithIcon(s.tr.T("ViewCampaign"), theme.StorageIcon(), s.campaignView()),
		container.NewTabItemWithIcon(s.tr.T("ViewBattle"), theme.MediaPlayIcon(), s.battleView()),
	)
	s.tabs.SetTabLocation(container.TabLocationLeading)
	s.tabs.OnSelected = func(*container.TabItem) { s.view = Views[s.tabs.SelectedIndex()] }

	s.status = widget.NewLabel(s.statusText())
	s.status.Truncation = fyne.TextTruncateEllipsis
	bottom := container.NewVBox(widget.NewSeparator(), s.status)
	s.win.SetContent(container.NewBorder(nil, bottom, nil, nil, s.tabs))
	s.Show(keep)
	s.view = keep
}

func (s *Shell) statusText() string {
	db := s.tr.T("StatusDatabase", "Path", displayPath(s.deps.DBPath))
	if s.deps.DBProblem != nil {
		db = s.tr.T("StatusDatabaseUnusable", "Path", displayPath(s.deps.DBPath))
	}
	sc := s.tr.T("StatusNoScenario")
	if s.scenario != nil {
		sc = s.tr.T("StatusScenario", "Name", s.scenario.Name)
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

// page lays out one screen: a heading, what the screen is for, and what
// exists of it so far.
func page(heading, purpose string, body ...fyne.CanvasObject) fyne.CanvasObject {
	title := widget.NewLabelWithStyle(heading, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	title.SizeName = theme.SizeNameHeadingText
	intro := widget.NewLabel(purpose)
	intro.Wrapping = fyne.TextWrapWord
	objs := append([]fyne.CanvasObject{title, intro, widget.NewSeparator()}, body...)
	return container.NewPadded(container.NewVScroll(container.NewVBox(objs...)))
}

// notBuilt is the plain notice a screen shows until a later issue builds it.
func (s *Shell) notBuilt(what string) fyne.CanvasObject {
	icon := widget.NewIcon(theme.InfoIcon())
	head := widget.NewLabelWithStyle(s.tr.T("NotBuiltYet"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	text := widget.NewLabel(what)
	text.Wrapping = fyne.TextWrapWord
	box := container.NewBorder(nil, nil, container.NewVBox(icon), nil, container.NewVBox(head, text))
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = theme.InputRadiusSize()
	return container.NewStack(bg, container.NewPadded(box))
}

func (s *Shell) mapView() fyne.CanvasObject {
	var body []fyne.CanvasObject
	if sc := s.scenario; sc != nil {
		source := sc.Path
		if source == "" {
			source = s.tr.T("MapBuiltInSample", "Name", sc.Sample)
		}
		form := widget.NewForm(
			widget.NewFormItem(s.tr.T("MapScenarioName"), widget.NewLabelWithStyle(sc.Name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})),
		)
		if sc.Description != "" {
			d := widget.NewLabel(sc.Description)
			d.Wrapping = fyne.TextWrapWord
			form.Append(s.tr.T("MapScenarioDescription"), d)
		}
		form.Append(s.tr.T("MapScenarioSize"), widget.NewLabel(s.tr.T("MapSizeValue", "Width", sc.Width, "Height", sc.Height)))
		form.Append(s.tr.T("MapScenarioHexes"), widget.NewLabel(fmt.Sprint(sc.Hexes)))
		form.Append(s.tr.T("MapScenarioFile"), widget.NewLabel(source))
		open := widget.NewButtonWithIcon(s.tr.T("MenuOpenScenario"), theme.FolderOpenIcon(), s.openScenario)
		if s.deps.LoadScenario == nil {
			open.Disable()
		}
		body = append(body, form, container.NewHBox(open, layout.NewSpacer()))
	} else {
		hint := widget.NewLabel(s.tr.T("MapNoScenario"))
		hint.Wrapping = fyne.TextWrapWord
		open := widget.NewButtonWithIcon(s.tr.T("MenuOpenScenario"), theme.FolderOpenIcon(), s.openScenario)
		if s.deps.LoadScenario == nil {
			open.Disable()
		}
		body = append(body, hint, container.NewHBox(open, layout.NewSpacer()))
	}
	body = append(body, s.notBuilt(s.tr.T("MapNotBuilt")))
	return page(s.tr.T("ViewMap"), s.tr.T("MapPurpose"), body...)
}

func (s *Shell) attackView() fyne.CanvasObject {
	return page(s.tr.T("ViewAttack"), s.tr.T("AttackPurpose"), s.notBuilt(s.tr.T("AttackNotBuilt")))
}

func (s *Shell) campaignView() fyne.CanvasObject {
	db := widget.NewForm(widget.NewFormItem(s.tr.T("CampaignDatabase"), widget.NewLabel(displayPath(s.deps.DBPath))))
	body := []fyne.CanvasObject{db}
	if p := s.deps.DBProblem; p != nil {
		warn := widget.NewLabel(p.Text(s.tr))
		warn.Wrapping = fyne.TextWrapWord
		warn.Importance = widget.DangerImportance
		body = append(body, warn)
	} else {
		db.Append(s.tr.T("CampaignCount"), widget.NewLabel(s.tr.N("CampaignCountValue", len(s.deps.Campaigns))))
		for _, name := range s.deps.Campaigns {
			db.Append("", widget.NewLabel(name))
		}
	}
	body = append(body, s.notBuilt(s.tr.T("CampaignNotBuilt")))
	return page(s.tr.T("ViewCampaign"), s.tr.T("CampaignPurpose"), body...)
}

func (s *Shell) battleView() fyne.CanvasObject {
	return page(s.tr.T("ViewBattle"), s.tr.T("BattlePurpose"), s.notBuilt(s.tr.T("BattleNotBuilt")))
}

// ShowProblems shows, in dialogs over the window, why the database or the
// scenario named at start could not be opened. Call it once the window is
// shown.
func (s *Shell) ShowProblems() {
	if p := s.deps.DBProblem; p != nil {
		s.showError(s.tr.T("DialogDatabaseTitle"), p.Text(s.tr))
	}
	if err := s.deps.ScenarioProblem; err != nil {
		s.showError(s.tr.T("DialogScenarioTitle"), s.tr.T("ScenarioLoadFailed", "Error", err.Error()))
	}
}

// showError shows a translated message with a translated dismiss button
// (Fyne's own error dialog would label it in the system language).
func (s *Shell) showError(title, message string) {
	text := widget.NewLabel(message)
	text.Wrapping = fyne.TextWrapWord
	content := container.NewBorder(nil, nil, widget.NewIcon(theme.ErrorIcon()), nil, text)
	d := dialog.NewCustom(title, s.tr.T("DialogClose"), content, s.win)
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
}
