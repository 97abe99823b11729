// Package sharing is the window's side of a table shared on the local
// network (persistence/share does the sharing): File › Share this table…
// (the host: where to join, the code and its QR code, the devices asking
// and let in with what each may do, a phone's own link), File › Join a
// table… (a device: the host's table played in this window, each action
// proposed to the host off the window's goroutine), and the status bar's
// notice of devices asking to join. The shell builds one Sharing and asks
// it; see docs/sharing.md.
package sharing

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"

	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui/screen"
)

// Deps is what sharing needs of the window.
type Deps struct {
	// Env is the window's: its window, translator, store and table, read
	// anew each time (the window rebuilt in another language replaces
	// the translator and the table).
	Env *screen.Env
	// DBPath is the campaign database's path: the shared table's files
	// and the device's key are kept beside it.
	DBPath string
	// ShowDialog shows one of the window's dialogs, closed by its button
	// or by Escape; closed (nil: nothing) is called when it closes.
	ShowDialog func(d dialog.Dialog, closed func())
	// StatusChanged makes the status bar say the window's status again
	// (Status changed: the joined table's connection, role or waiting).
	StatusChanged func()
	// RoleChanged tells the window that what it may see changed (it
	// joined, left, or the host gave it another role: SeesHidden).
	RoleChanged func()
	// Flash says a short message in the status bar.
	Flash func(string)
}

// Sharing is the table shared from this window (File › Share this
// table…) or the table another device shares that it plays (File › Join a
// table…), if any. Use it on the UI goroutine.
type Sharing struct {
	deps   Deps
	shared *hosting
	joined *joined
	// ask is the status bar's notice of devices asking to join.
	ask *askNotice
	// uiDo, when set (by tests), hands work from other goroutines to the
	// UI goroutine instead of fyne.Do.
	uiDo func(func())
}

// New returns the window's sharing, sharing nothing and joined to nothing.
func New(deps Deps) *Sharing { return &Sharing{deps: deps} }

func (s *Sharing) env() *screen.Env { return s.deps.Env }

func (s *Sharing) tr() locales.Tr { return s.deps.Env.Tr }

// SetUI makes f hand work from other goroutines to the UI goroutine
// instead of fyne.Do (tests: f queues it for the test's goroutine).
func (s *Sharing) SetUI(f func(func())) { s.uiDo = f }

// Host is the host of the table shared from this window, nil when none.
func (s *Sharing) Host() *share.Host {
	if s.shared == nil {
		return nil
	}
	return s.shared.host
}

// PageAddress is where the players' page of the table shared from this
// window listens, "" when none.
func (s *Sharing) PageAddress() string {
	if s.shared == nil {
		return ""
	}
	return s.shared.page.Address()
}

// DialogOpen reports whether File › Share this table… is open; it has
// the list of its devices (DeviceCount rows).
func (s *Sharing) DialogOpen() bool { return s.shared != nil && s.shared.devices != nil }

// DeviceCount is the number of rows of the share dialog's list (devices
// waiting, then those let in); 0 when it is closed.
func (s *Sharing) DeviceCount() int {
	if !s.DialogOpen() {
		return 0
	}
	return s.shared.devices.Length()
}

// Joined reports whether the window plays a table another device shares.
func (s *Sharing) Joined() bool { return s.joined != nil }

// Role is what the host lets this window do at the joined table (the
// zero Role when none is joined).
func (s *Sharing) Role() share.Role {
	if s.joined == nil {
		return ""
	}
	return s.joined.client.Rights().Role
}

// Rewatch follows the window's new table (rebuilt in another language):
// the sharing stops when it plays another session.
func (s *Sharing) Rewatch() {
	if s.shared != nil {
		s.watchSharing()
	}
}

// ShowShare is File › Share this table….
func (s *Sharing) ShowShare() { s.showSharing() }

// ShowJoin is File › Join a table….
func (s *Sharing) ShowJoin() { s.showJoin() }

// Status tells the status bar about the joined table ("" when none).
func (s *Sharing) Status() string { return s.joinedStatus() }

// Step is Edit › Undo (undo) or Redo in a window that joined a table.
func (s *Sharing) Step(undo bool) { s.joinedStep(undo) }

// WithNotice is the window's screens with the notice of devices asking
// to join over their top right corner (hidden while none asks or the
// share dialog is open). Build it anew with the window.
func (s *Sharing) WithNotice(screens fyne.CanvasObject) fyne.CanvasObject {
	s.ask = s.newAskNotice(screens)
	s.refreshAskNotice()
	return s.ask.row
}
