package sharing

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// askRecheck is how often the window reads the waiting requests again
// while its notice shows: a device that stops asking drops off the host's
// list without a word, and the notice goes with it.
const askRecheck = 5 * time.Second

// askNotice is the window's notice that devices wait for the host's word
// while File › Share this table… is closed: one line, whatever the number
// of requests, and a button that opens the dialog.
type askNotice struct {
	row   *fyne.Container // the screens, with the notice over their top right corner
	box   *fyne.Container // the notice's layer over the screens, shown while devices wait
	label *widget.Label
	open  *widget.Button
	timer *time.Timer
}

// newAskNotice lays the notice, hidden, over the top right corner of
// screens (where the screens' toolbars leave room; at the bottom it hid
// the round's buttons), its button opening the share dialog. It lies over them rather
// than beside them: showing it changes no screen's size, so the map is
// not drawn anew when a device asks (a row of its own cost a frame of
// 230 ms under a flood of requests, issue 39), and the status line below
// keeps the window's width (beside it, the status was cut short at
// 1024×600 in German and French, issue 40).
func (s *Sharing) newAskNotice(screens fyne.CanvasObject) *askNotice {
	n := &askNotice{label: widget.NewLabel("")}
	n.label.TextStyle.Bold = true
	n.label.Importance = widget.WarningImportance
	n.open = widget.NewButtonWithIcon(s.tr().T("ShareAskOpen"), theme.AccountIcon(), s.showSharing)
	n.open.Importance = widget.HighImportance
	banner := container.NewStack(canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground)),
		container.NewPadded(container.NewHBox(n.label, container.NewCenter(n.open))))
	n.box = container.NewBorder(container.NewBorder(nil, nil, nil, banner), nil, nil, nil)
	n.box.Hide()
	n.row = container.NewStack(screens, n.box)
	return n
}

// refreshAskNotice shows over the screens the devices that ask to join
// the table shared from this window, while the share dialog (which lists
// them) is closed; it hides the notice otherwise. Call it on the UI
// goroutine.
func (s *Sharing) refreshAskNotice() {
	n := s.ask
	if n == nil {
		return
	}
	sh := s.shared
	text := ""
	if sh != nil && sh.devices == nil {
		switch p := sh.host.Pending(); len(p) {
		case 0:
		case 1:
			text = s.tr().T("ShareAskOne", "Name", p[0].Name)
		default:
			text = s.tr().N("ShareAskMany", len(p))
		}
	}
	if text == "" {
		if n.timer != nil {
			n.timer.Stop()
		}
		if n.box.Visible() {
			n.box.Hide()
			n.box.Refresh() // only the notice: a refresh of the screens would draw the map anew
		}
		return
	}
	n.label.SetText(text)
	n.box.Show()
	n.box.Refresh() // laid out again: the text's width changes (only the notice: see above)
	if n.timer == nil {
		n.timer = time.AfterFunc(askRecheck, func() { s.onUI(s.refreshAskNotice) })
	} else {
		n.timer.Reset(askRecheck)
	}
}

// Notice is the window's notice of devices asking to join: its words,
// its button (which opens the share dialog), and whether it shows.
func (s *Sharing) Notice() (label *widget.Label, open *widget.Button, shown bool) {
	if s.ask == nil {
		return nil, nil, false
	}
	return s.ask.label, s.ask.open, s.ask.box.Visible()
}

// ShowNotice shows words in the notice as devices asking to join would (a
// picture of the window, a test of its layout); the next read of the
// host's waiting list replaces them. Call it on the UI goroutine.
func (s *Sharing) ShowNotice(words string) {
	if s.ask == nil {
		return
	}
	s.ask.label.SetText(words)
	s.ask.box.Show()
	s.ask.box.Refresh()
}
