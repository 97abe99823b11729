// Package screen holds what every screen of the main window shares: the
// window, the translator, the campaign store, the map model and the table of
// the campaign being played, with the dialogs screens show. Each screen lives
// in its own package under ui/ and is built from an *Env.
package screen

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/excerpt"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/mapview"
)

// Env is what a screen works with. Screens change the game only through
// Table, so that every change is recorded and can be undone.
type Env struct {
	// Window is the main window, for dialogs.
	Window fyne.Window
	// Tr translates; see locales.Tr.
	Tr locales.Tr
	// Store is the campaign database, nil when it could not be opened.
	Store *persistence.Store
	// Table is the campaign being played.
	Table *Table
	// Map is the map screen's model: the figures as placed, the selected
	// figure and the area template with its targets (Map.Area).
	Map *mapview.Model

	// errDialog is the error dialog last shown, nil when it was closed;
	// errOverlay is its overlay on the window, errTitle and errText its
	// title and message label.
	errDialog  *dialog.CustomDialog
	errOverlay fyne.CanvasObject
	errTitle   string
	errText    *widget.Label

	// packs are the data packs as last read (DataPacks); nil: not read.
	packs []*pack.Pack
	// packsChanged are called by ForgetPacks (WatchPacks).
	packsChanged []func()
}

// DataPacks returns the data packs monsters are read from (in the order
// persistence.Store.DataPacks gives: the players' own, the built-in pack,
// then the imported ones), read once and kept until ForgetPacks: the
// built-in pack alone without a store, or when the store's cannot be read.
func (e *Env) DataPacks() []*pack.Pack {
	if e.packs != nil {
		return e.packs
	}
	e.packs = []*pack.Pack{pack.Builtin()}
	if e.Store != nil {
		if ps, err := e.Store.DataPacks(context.Background()); err == nil {
			e.packs = ps
		}
	}
	return e.packs
}

// ClassDeck returns the ability cards of character class name (the first
// data pack with a deck of that class, matched without regard to case)
// and the class's hand size (0: no pack says); found is false when no
// pack has the class's cards.
func (e *Env) ClassDeck(name string) (cards []engine.ClassCard, handSize int, found bool) {
	packs := e.DataPacks()
	name = strings.TrimSpace(name)
	for _, p := range packs {
		i := slices.IndexFunc(p.ClassDecks, func(d pack.ClassDeck) bool { return strings.EqualFold(d.Class, name) })
		if i >= 0 {
			cards, found = p.ClassDecks[i].Cards, true
			break
		}
	}
	handSize, _ = pack.ClassHandSize(packs, name)
	return cards, handSize, found
}

// ForgetPacks makes DataPacks read the packs afresh (one was imported or
// removed), and tells those that watch the packs (WatchPacks).
func (e *Env) ForgetPacks() {
	e.packs = nil
	for _, f := range e.packsChanged {
		f()
	}
}

// WatchPacks calls f after every change of the data packs (ForgetPacks),
// on the goroutine that made it: a list of what the packs give (classes,
// monster types) reads them again at once, not at the next start.
func (e *Env) WatchPacks(f func()) { e.packsChanged = append(e.packsChanged, f) }

// ShowError shows err in a dialog under title (translated by the caller),
// or under err's own title when it has one (a Titled error: the caller's
// title would not be true of it); err's own text names the field or file
// at fault. Errors never stack up dialogs: while one is open, another
// error of the same title replaces its message, and one of another title
// replaces the dialog.
func (e *Env) ShowError(title string, err error) {
	if err == nil || e.Window == nil {
		return
	}
	var own Titled
	if errors.As(err, &own) {
		title = own.Title()
	}
	shown := e.ErrorShown()
	if shown && e.errTitle == title {
		e.errText.SetText(excerpt.Message(err.Error()))
		return
	}
	if old := e.errDialog; shown {
		e.errDialog = nil // its OnClosed must not forget the new one
		old.Hide()
	}
	text := widget.NewLabel(excerpt.Message(err.Error()))
	text.Wrapping = fyne.TextWrapWord
	// The dialog's own icon, as dialog.NewError has it: drawn in its top
	// corner, inside its box however the window is sized when it opens.
	d := dialog.NewCustom(title, e.Tr.T("DialogClose"), text, e.Window)
	d.SetIcon(theme.ErrorIcon())
	d.SetOnClosed(func() {
		if e.errDialog == d {
			e.errDialog, e.errText = nil, nil
		}
	})
	e.errDialog, e.errTitle, e.errText = d, title, text
	d.Resize(fyne.NewSize(480, 0))
	d.Show()
	e.errOverlay = e.Window.Canvas().Overlays().Top()
}

// ShowInfo tells the player something worth knowing in a dialog: title and
// message translated by the caller.
func (e *Env) ShowInfo(title, message string) {
	if e.Window == nil {
		return
	}
	dialog.ShowInformation(title, message, e.Window)
}

// Titled is an error that says under which title it is shown (translated),
// whatever the caller would show it under: "No answer yet" is no
// "Cannot do that".
type Titled interface {
	error
	Title() string
}

// ErrorShown reports whether an error dialog (of ShowError) is open.
func (e *Env) ErrorShown() bool {
	if e.errDialog == nil || e.Window == nil {
		return false
	}
	// Closed by its button (OnClosed), or its overlay taken away otherwise.
	return slices.Contains(e.Window.Canvas().Overlays().List(), e.errOverlay)
}

// Confirm asks before something destructive: title, message and the label
// of the confirming button, all translated by the caller. ok runs only when
// the player confirms.
func (e *Env) Confirm(title, message, confirm string, ok func()) {
	e.confirm(title, message, confirm, widget.HighImportance, ok)
}

// ConfirmDestructive is Confirm for what cannot be taken back (a deletion):
// its confirm button is styled as dangerous.
func (e *Env) ConfirmDestructive(title, message, confirm string, ok func()) {
	e.confirm(title, message, confirm, widget.DangerImportance, ok)
}

func (e *Env) confirm(title, message, confirm string, importance widget.Importance, ok func()) {
	if e.Window == nil {
		ok()
		return
	}
	text := widget.NewLabel(message)
	text.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm(title, confirm, e.Tr.T("DialogCancel"), text,
		func(yes bool) {
			if yes {
				ok()
			}
		}, e.Window)
	d.SetConfirmImportance(importance)
	d.Resize(fyne.NewSize(420, 0))
	d.Show()
}

// ErrNoCampaign is returned for a table action when no campaign is open.
var ErrNoCampaign = errors.New("no campaign is open")

// Table is the campaign being played: its session (scenario in progress and
// undo history) and the screens listening for changes. Use it from the UI
// goroutine only.
type Table struct {
	session   *play.Session
	unlisten  func() // stops following the session
	listeners Listeners[play.Change]
	// remote is the table another device shares, when this window joined
	// one (SetRemote): it is played instead of the session.
	remote Remote
}

// Remote is a table another device shares and this window joined: its
// scenario as the host last published it, and actions proposed to the
// host, which does them.
type Remote interface {
	// Scenario is the shared scenario in progress, or nil.
	Scenario() *engine.Scenario
	// Do proposes a to the host and returns when this device holds the
	// change it made, with what the action did on the host's table (as
	// play.Session.Do reports it), or with the host's reason for refusing
	// it.
	Do(a engine.Action) (engine.Report, error)
	// Allows reports whether the host lets this device do a on the table
	// as it stands (its rights: the characters it plays, or everything
	// for a co-game-master).
	Allows(a engine.Action) bool
}

// Proposer is a Remote that proposes without making the UI goroutine wait
// for the host's answer: Table.DoThen uses it when the remote has it.
type Proposer interface {
	// Propose proposes a to the host and returns at once; done is called
	// later on the UI goroutine (through fyne.Do) with what Remote.Do
	// would have returned. Proposals are made one after another in the
	// order proposed (each on the table as the one before left it), or
	// refused at once through done, in the player's words, when too many
	// wait.
	Propose(a engine.Action, done func(engine.Report, error))
	// After calls f on the UI goroutine once every action proposed
	// before has its answer (at once when none waits).
	After(f func())
}

// Session returns the open campaign's session, or nil when none is open
// (or when the window plays a table another device shares).
func (t *Table) Session() *play.Session {
	if t.remote != nil {
		return nil
	}
	return t.session
}

// SetRemote makes the window play the table another device shares (nil:
// its own campaign's again) and tells every listener. Call Changed when
// the shared table changes.
func (t *Table) SetRemote(r Remote) {
	t.remote = r
	t.changed(play.Change{Scenario: true, Sheet: true})
}

// Remote is the shared table the window plays, or nil.
func (t *Table) Remote() Remote { return t.remote }

// Allows reports whether this window may do action a on the table as it
// stands: always on its own campaign (or with no table); on a shared table
// another device hosts, what the host lets this device do. Screens read it
// to disable or hide what the window may not do; Do refuses the rest.
func (t *Table) Allows(a engine.Action) bool {
	if t == nil || t.remote == nil {
		return true
	}
	return t.remote.Allows(a)
}

// Changed tells every listener that the shared table changed (see
// SetRemote); on the UI goroutine.
func (t *Table) Changed(c play.Change) { t.changed(c) }

// Scenario returns the scenario in progress, or nil. Read it freely; change
// it only through Do.
func (t *Table) Scenario() *engine.Scenario {
	if t.remote != nil {
		return t.remote.Scenario()
	}
	if t.session == nil {
		return nil
	}
	return t.session.Scenario()
}

// SetSession makes s the open campaign's session (nil: none) and tells every
// listener.
func (t *Table) SetSession(s *play.Session) {
	t.follow(s)
	t.changed(play.Change{Scenario: true, Sheet: true})
}

// follow makes s the session, listening to it (and no longer to the one
// before).
func (t *Table) follow(s *play.Session) {
	if t.unlisten != nil {
		t.unlisten()
		t.unlisten = nil
	}
	t.session = s
	if s != nil {
		t.unlisten = s.OnChange(t.changed)
	}
}

// OnChange registers f, called once after every change (a session opened
// or closed, an action done, undone or redone, a campaign edit) with what
// it changed. It returns the function that stops it.
func (t *Table) OnChange(f func(play.Change)) (remove func()) { return t.listeners.Add(f) }

// Listening counts the functions OnChange registered and not removed.
func (t *Table) Listening() int { return t.listeners.Len() }

// Redraw adapts a screen's redraw, which shows the whole table whatever
// changed, to OnChange.
func Redraw(f func()) func(play.Change) {
	return func(play.Change) {
		redraws.Add(1)
		f()
	}
}

// redraws counts the screens' redraws made through Redraw and RedrawOn.
var redraws atomic.Int64

// Redraws counts the redraws of screens after table changes made through
// Redraw and RedrawOn so far, for the tests that count what one change
// costs.
func Redraws() int64 { return redraws.Load() }

// RedrawOn adapts the redraw of a screen that shows only parts of the
// scenario to OnChange: f runs after a change of any of them, after a
// change that does not say what it changed (Parts 0), and after a change
// of the campaign's sheet; not after an action that changed only other
// parts (a monster moving on plain hexes redraws no deck).
func RedrawOn(parts engine.Part, f func()) func(play.Change) {
	return func(c play.Change) {
		if c.Parts == 0 || c.Parts&parts != 0 || c.Sheet {
			redraws.Add(1)
			f()
		}
	}
}

// Detach drops every listener and the session without telling anyone, when
// the screens listening are being thrown away (the window is rebuilt in
// another language); the session is then handed to a new Table.
func (t *Table) Detach() *play.Session {
	s := t.session
	t.follow(nil)
	t.listeners = Listeners[play.Change]{}
	return s
}

// DoThen performs one recorded table action and calls then with what Do
// returns: the same report whether the table is this window's own or one
// another device hosts. On its own table then is called before DoThen
// returns; on a shared table whose Remote is a Proposer, the action is
// proposed and then is called on the UI goroutine once the host answered,
// so the window never waits for the host (it says meanwhile that it waits,
// and the actions done meanwhile are proposed after it, in order). The
// screens change the table through DoThen.
func (t *Table) DoThen(a engine.Action, then func(engine.Report, error)) {
	if p, ok := t.remote.(Proposer); ok {
		p.Propose(a, then)
		return
	}
	then(t.Do(a))
}

// DoNow is DoThen for a caller that wants the refusal as an error: it
// returns the refusal when it comes at once (always so on the window's own
// table); one that comes later, from a shared table's host, goes to late.
// then (nil: nothing) is called with what a did.
func (t *Table) DoNow(a engine.Action, then func(engine.Report), late func(error)) error {
	var now error
	returned := false
	t.DoThen(a, func(rep engine.Report, err error) {
		switch {
		case err != nil && !returned:
			now = err
		case err != nil:
			late(err)
		case then != nil:
			then(rep)
		}
	})
	returned = true
	return now
}

// Then calls f once every action done before through DoThen has its
// answer: at once on the window's own table, later (on the UI goroutine)
// while a shared table's host has not answered yet. A screen that reads the
// table after actions it proposed reads it in f.
func (t *Table) Then(f func()) {
	if p, ok := t.remote.(Proposer); ok {
		p.After(f)
		return
	}
	f()
}

// Do performs one recorded table action (see play.Session.Do); on a
// shared table another device hosts, it proposes the action to the host
// and returns the host's report: the same report either way. On a shared
// table it waits for the host's answer: the screens use DoThen, which does
// not make the UI goroutine wait.
func (t *Table) Do(a engine.Action) (engine.Report, error) {
	if t.remote != nil {
		return t.remote.Do(a)
	}
	if t.session == nil {
		return engine.Report{}, ErrNoCampaign
	}
	return t.session.Do(context.Background(), a)
}

func (t *Table) changed(c play.Change) { t.listeners.Call(c) }

// Key names the table as it stands: the scenario, its round, the figure
// taking its turn and the last action done (an undo makes it another). A
// screen's status line saying what an action did is stale once the key
// differs from the one it was said at.
func (t *Table) Key() string {
	if t == nil {
		return ""
	}
	scn := t.Scenario()
	if scn == nil {
		return ""
	}
	active, _ := scn.Active()
	key := fmt.Sprintf("%p %d %s", scn, scn.Round(), active)
	if sess := t.Session(); sess != nil {
		last, _ := sess.LastDone()
		key += fmt.Sprintf(" %d", last.Seq)
	}
	return key
}
