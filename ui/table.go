package ui

import (
	"context"
	"errors"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/ui/mapview"
	"github.com/haventable/haventable/ui/rooms"
	"github.com/haventable/haventable/ui/round"
)

// mapEditor carries out the map screen's edits on the scenario in progress
// through the table, each one a recorded table action (so it can be
// undone); the map then follows the engine (syncMap).
type mapEditor struct{ s *Shell }

// Do does a; on a shared table, a refusal that comes from the host once
// the map went on is said in a dialog.
func (e mapEditor) Do(a engine.Action) error {
	return e.s.table.DoNow(a, nil, func(err error) { e.s.env.ShowError(e.s.tr.T("JoinRefusedTitle"), err) })
}

// Allows is the table's: on a shared table, what the host lets this
// window do (mapview.Allower).
func (e mapEditor) Allows(a engine.Action) bool { return e.s.table.Allows(a) }

// syncMap shows on the map what the table holds: the scenario in progress
// (its map, terrain and doors as the engine has them, its figures and
// money), or, when none is, the preview map (--scenario or the sample) to
// look at.
func (s *Shell) syncMap() {
	scn := s.table.Scenario()
	file := s.preview
	if scn != nil {
		if f := scn.MapFile(); f != nil {
			file = f
		}
	} else if s.mapModel.Engine() != nil && !s.mapModel.Preview() {
		s.shown = nil // the scenario ended: show the preview afresh
	}
	if file != nil && !file.Equal(s.shown) {
		s.mapModel.SetMonsters(s.packMonsters())
		if err := s.mapScreen.View.SetScenario(file); err != nil {
			msg := s.scenarioProblem(err)
			var unknown *engine.UnknownMonstersError
			if errors.As(err, &unknown) { // shown all the same, without them
				msg = s.tr.T("MapUnknownMonsters", "Types", strings.Join(unknown.Types, ", "))
			}
			s.env.ShowError(s.tr.T("DialogScenarioTitle"), errors.New(msg))
		}
		s.shown = file
	}
	if scn == nil {
		s.mapModel.SetEditor(nil) // a preview: edits change only the model's own scenario
	} else {
		s.mapModel.SetEditor(mapEditor{s})
		if err := s.mapModel.SetFromEngine(scn); err != nil {
			s.env.ShowError(s.tr.T("DialogScenarioTitle"), err)
		}
		s.mapScreen.FollowCard()
	}
	s.refreshUndoMenu()
	if s.status != nil {
		s.status.SetText(s.statusText())
	}
	if s.playersSync != nil {
		s.playersSync()
	}
}

// packMonsters are the monster stats of the data packs in use (the players'
// own, the built-in and the imported ones), which a map is shown with.
func (s *Shell) packMonsters() engine.MonsterTable {
	packs := s.env.DataPacks()
	tables := make([]engine.MonsterTable, len(packs))
	for i, p := range packs {
		tables[i] = p.MonsterTable(scenariofile.MaxPlayers)
	}
	return pack.MergeTables(tables...)
}

// Undo undoes the last table action of the open campaign (or, on the card
// battle screen, the last change to its board).
func (s *Shell) Undo() { s.undoRedo(true) }

// Redo redoes the last undone action.
func (s *Shell) Redo() { s.undoRedo(false) }

func (s *Shell) undoRedo(undo bool) {
	var screen undoable
	switch {
	case s.view == ViewBattle && s.battle != nil:
		screen = s.battle
	case s.view == ViewEditor && s.editor != nil:
		screen = s.editor
	}
	if screen != nil {
		if undo {
			screen.Undo()
		} else {
			screen.Redo()
		}
		return
	}
	if s.sharing.Joined() {
		s.sharing.Step(undo)
		return
	}
	sess := s.table.Session()
	if sess == nil {
		s.flash(s.tr.T("NoCampaignOpen"))
		return
	}
	var err error
	if undo {
		err = sess.Undo(context.Background())
	} else {
		err = sess.Redo(context.Background())
	}
	switch {
	case errors.Is(err, persistence.ErrNothingToUndo):
		s.flash(s.tr.T("NothingToUndo"))
	case errors.Is(err, persistence.ErrNothingToRedo):
		s.flash(s.tr.T("NothingToRedo"))
	case errors.Is(err, persistence.ErrCompacted):
		s.flash(s.tr.T("UndoCompacted"))
	case err != nil:
		s.env.ShowError(s.tr.T("DialogUndoTitle"), err)
	}
}

// flash shows a short message in the status line until the next change.
func (s *Shell) flash(msg string) {
	if s.status != nil {
		s.status.SetText(msg)
	}
}

// OpenMapWindow opens a second window for a screen that faces the players:
// the map, following the main window's map, figures and overlays (but never
// a room not yet revealed) and panning and zooming on its own, and beside
// it the round, the turn order and the elements. A scenario played without
// a map shows in the map's place the rooms revealed with their standees.
func (s *Shell) OpenMapWindow() fyne.Window {
	w := s.app.NewWindow(s.tr.T("MapWindowTitle"))
	v := mapview.NewFollower(s.mapModel, s.tr)
	panel := round.NewPlayersPanel(s.env)
	s.playersPanel = panel
	list := rooms.Players(s.env, v)
	s.playersRooms = list
	split := container.NewHSplit(list.Content(), panel.Content())
	split.SetOffset(0.78)
	// Before a scenario starts the players see that none is in progress,
	// and nothing else: not the game master's preview map.
	none := widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	noneBox := container.NewCenter(none)
	w.SetContent(container.NewStack(split, noneBox))
	sync := func() {
		none.SetText(s.tr.T("PlayersNoScenario"))
		w.SetTitle(s.tr.T("MapWindowTitle"))
		if s.table.Scenario() == nil {
			split.Hide()
			noneBox.Show()
			return
		}
		noneBox.Hide()
		if !split.Visible() {
			split.Show()
			v.Fit()
		}
	}
	s.playersSync = sync
	sync()
	w.SetOnClosed(func() {
		panel.Close()
		list.Close()
		if s.playersPanel == panel {
			s.playersPanel = nil
			s.playersSync = nil
		}
		if s.playersRooms == list {
			s.playersRooms = nil
		}
	})
	w.Resize(fyne.NewSize(1100, 700))
	w.Show()
	v.Fit()
	return w
}

// Theme names a colour scheme the user can choose.
type Theme string

// The colour schemes of View › Theme.
const (
	ThemeSystem Theme = "system"
	ThemeLight  Theme = "light"
	ThemeDark   Theme = "dark"
)

// variantTheme is Fyne's default theme held to one variant, light or dark.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// SetTheme applies a colour scheme to the app and remembers it.
func (s *Shell) SetTheme(t Theme) {
	switch t {
	case ThemeLight:
		s.app.Settings().SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantLight})
	case ThemeDark:
		s.app.Settings().SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantDark})
	default:
		t = ThemeSystem
		s.app.Settings().SetTheme(theme.DefaultTheme())
	}
	s.theme = t
	if s.deps.Prefs != nil {
		s.deps.Prefs.SetString(prefTheme, string(t))
	}
	s.win.SetMainMenu(s.mainMenu())
}

// prefTheme is the preference key of the chosen colour scheme.
const prefTheme = "theme"
