package ui

import "github.com/haventable/haventable/ui/sharing"

// newSharing is the window's side of sharing a table (ui/sharing).
func (s *Shell) newSharing() *sharing.Sharing {
	return sharing.New(sharing.Deps{
		Env:           s.env,
		DBPath:        s.deps.DBPath,
		ShowDialog:    s.showDialogThen,
		StatusChanged: func() { s.status.SetText(s.statusText()) },
		RoleChanged:   s.followRole,
		Flash:         s.flash,
	})
}

// Sharing tells where other devices join the table shared from this window
// (every address of this computer on the local network, with the port) and
// the join code; ok is false when the table is not shared.
func (s *Shell) Sharing() (addresses []string, code string, ok bool) { return s.sharing.Where() }

// SharingPage tells where a browser opens the players' page of the table
// shared from this window; nil when the table is not shared.
func (s *Shell) SharingPage() []string { return s.sharing.PageLinks() }

// StartSharing shares the open campaign's table on the local network
// (listen: host:port, "" for every interface on share.DefaultPort); see
// sharing.Sharing.Start.
func (s *Shell) StartSharing(listen string) error { return s.sharing.Start(listen) }

// StopSharing stops sharing the table; the devices keep their copy.
func (s *Shell) StopSharing() { s.sharing.Stop() }

// JoinLinks are the join information of the table shared from this
// window (what the QR code holds); nil when not shared.
func (s *Shell) JoinLinks() []string { return s.sharing.JoinLinks() }

// PlayerLinks are the links to the players' page that play a device's
// characters.
func (s *Shell) PlayerLinks(device string) ([]string, error) { return s.sharing.PlayerLinks(device) }

// Join plays the table shared at address (host:port) with the join code;
// see sharing.Sharing.Join.
func (s *Shell) Join(address, code string, as ...string) error {
	return s.sharing.Join(address, code, as...)
}

// Leave leaves the joined table: the window plays its own campaign again.
func (s *Shell) Leave() { s.sharing.Leave() }

// seesHidden reports whether this window may see the hidden rooms: not
// when it plays a joined table as a player or a watcher.
func (s *Shell) seesHidden() bool { return s.sharing.SeesHidden() }

// followRole rebuilds the menu when what the window may see changed (it
// joined, left, or the host gave it another role).
func (s *Shell) followRole() {
	if sees := s.seesHidden(); sees != s.menuSeesHidden {
		s.menuSeesHidden = sees
		s.win.SetMainMenu(s.mainMenu())
	}
}
