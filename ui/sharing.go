package ui

import (
	"cmp"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui/qr"
	"github.com/haventable/haventable/ui/screen"
	"github.com/haventable/haventable/ui/web"
)

// sharing is the table being shared from this window, if any.
type sharing struct {
	host     *share.Host
	page     *web.Server // the players' page
	session  *play.Session
	unlisten func()
	// devices is the list of devices in the open share dialog (nil when
	// it is closed): those waiting for the host's word, then those let
	// in (rows), redrawn when one asks or changes; none says there is
	// none yet. choices are the rights the host picked for each device
	// waiting, by key, until it lets it in.
	devices *widget.List
	rows    []deviceRow
	none    *widget.Label
	choices map[string]share.Rights
}

// Sharing tells where other devices join the table shared from this window
// (every address of this computer on the local network, with the port) and
// the join code; ok is false when the table is not shared.
func (s *Shell) Sharing() (addresses []string, code string, ok bool) {
	if s.shared == nil {
		return nil, "", false
	}
	return lanAddresses(s.shared.host.Address()), s.shared.host.Code(), true
}

// SharingPage tells where a browser opens the players' page of the table
// shared from this window (one address per network address of this
// computer, the code in it); nil when the table is not shared.
func (s *Shell) SharingPage() []string {
	if s.shared == nil {
		return nil
	}
	var out []string
	for _, a := range lanAddresses(s.shared.page.Address()) {
		out = append(out, "http://"+a+"/?code="+s.shared.host.Code())
	}
	return out
}

// StartSharing shares the open campaign's table on the local network
// (listen: host:port, "" for every interface on share.DefaultPort). The
// stream's files are kept beside the campaign database. Sharing stops when
// another campaign is opened or the window closes.
func (s *Shell) StartSharing(listen string) error {
	if s.shared != nil {
		return nil
	}
	sess := s.table.Session()
	if sess == nil {
		return errors.New(s.tr.T("ShareNoCampaign"))
	}
	dir := filepath.Join(filepath.Dir(s.deps.DBPath), "shared-tables", strconv.FormatInt(sess.Campaign(), 10))
	var sh *sharing
	var queued atomic.Bool
	name := ""
	if s.deps.Store != nil {
		if c, err := s.deps.Store.Campaign(context.Background(), sess.Campaign()); err == nil {
			name = c.Name
		}
	}
	host, err := share.Share(context.Background(), share.HostOptions{
		Session: sess, Dir: dir, Listen: listen, Run: s.onUIWait, Name: name,
		OnDevices: func() {
			// one redraw for every change told meanwhile
			if !queued.CompareAndSwap(false, true) {
				return
			}
			s.onUI(func() {
				queued.Store(false)
				if s.shared == sh && sh != nil {
					s.refreshDevices()
					s.refreshAskNotice()
				}
			})
		},
		// the page shows each change once the host published it: the
		// sequence it proposes with is the change's
		OnPublished: func(seq uint64) {
			if sh != nil {
				sh.showPage(s.tr, seq)
			}
		},
	})
	if err != nil {
		return err
	}
	page, err := web.Start(pageAddress(listen), host.Code(), web.Options{Players: host, Tr: s.tr})
	if err != nil {
		host.Close()
		return err
	}
	sh = &sharing{host: host, page: page, session: sess}
	s.shared = sh
	s.watchSharing()
	return nil
}

// pageAddress is where the players' page listens: the port after the
// table's (share.DefaultPort+1 by default), on the same host.
func pageAddress(listen string) string {
	if listen == "" {
		return net.JoinHostPort("0.0.0.0", strconv.Itoa(share.DefaultPort+1))
	}
	host, port, err := net.SplitHostPort(listen)
	if err != nil {
		return listen
	}
	n, err := strconv.Atoi(port)
	if err != nil || n == 0 || n >= 65535 {
		return net.JoinHostPort(host, "0")
	}
	return net.JoinHostPort(host, strconv.Itoa(n+1))
}

// watchSharing stops the sharing when the table plays another session
// (another campaign opened, or none).
func (s *Shell) watchSharing() {
	sh := s.shared
	sh.showPage(s.tr, sh.host.LastPlayers())
	sh.unlisten = s.table.OnChange(func(play.Change) {
		if s.table.Session() != sh.session {
			s.StopSharing()
		}
	})
}

// showPage gives the players' page the table as it stands, published as
// change seq (on the session's goroutine).
func (sh *sharing) showPage(tr locales.Tr, seq uint64) {
	v := web.ViewOf(tr, sh.session.Scenario())
	v.Seq = seq
	sh.page.Update(v) // a view always marshals
}

// StopSharing stops sharing the table; the devices keep their copy.
func (s *Shell) StopSharing() {
	if s.shared == nil {
		return
	}
	sh := s.shared
	s.shared = nil
	sh.unlisten()
	sh.page.Close()
	sh.host.Close()
	s.refreshAskNotice()
}

// JoinLinks are the join information of the table shared from this
// window, one per network address of this computer: the players' page
// with the code, which also names where another Haventable joins
// (&join=host:port). It is what the QR code holds. Nil when not shared.
func (s *Shell) JoinLinks() []string {
	if s.shared == nil {
		return nil
	}
	pages := s.SharingPage()
	addrs := lanAddresses(s.shared.host.Address())
	var out []string
	for i, p := range pages {
		a := addrs[min(i, len(addrs)-1)]
		out = append(out, p+"&join="+url.QueryEscape(a))
	}
	return out
}

// parseJoinLink reads the address and code of a join link (JoinLinks), as
// a player may paste it in File › Join a table…; ok is false for anything
// else.
func parseJoinLink(link string) (address, code string, ok bool) {
	u, err := url.Parse(strings.TrimSpace(link))
	if err != nil || u.Scheme != "http" && u.Scheme != "https" {
		return "", "", false
	}
	q := u.Query()
	address, code = q.Get("join"), q.Get("code")
	if _, _, err := net.SplitHostPort(address); err != nil || code == "" || len(code) > 64 {
		return "", "", false
	}
	return address, code, true
}

// showSharing is File › Share this table…: it starts sharing, then shows
// where to join and the code, as text and as a QR code, the devices that
// joined with what each may do, and a button that stops sharing.
func (s *Shell) showSharing() {
	if err := s.StartSharing(""); err != nil {
		s.env.ShowError(s.tr.T("ShareFailedTitle"), err)
		return
	}
	addrs, code, _ := s.Sharing()
	where := widget.NewLabel(strings.Join(addrs, "\n"))
	where.TextStyle.Monospace = true
	codeLabel := widget.NewLabel(code)
	codeLabel.TextStyle = fyne.TextStyle{Monospace: true}
	codeLabel.SizeName = "subHeadingText"
	about := widget.NewLabel(s.tr.T("ShareAbout"))
	about.Wrapping = fyne.TextWrapWord
	var d dialog.Dialog
	stop := widget.NewButton(s.tr.T("ShareStop"), func() {
		s.StopSharing()
		d.Hide()
	})
	pageLinks := widget.NewLabel(strings.Join(s.SharingPage(), "\n"))
	pageLinks.TextStyle.Monospace = true
	pageLinks.Wrapping = fyne.TextWrapBreak
	form := widget.NewForm(
		widget.NewFormItem(s.tr.T("ShareAddress"), where),
		widget.NewFormItem(s.tr.T("ShareCode"), codeLabel),
		widget.NewFormItem(s.tr.T("SharePage"), pageLinks),
	)
	// the QR code and Stop sharing on the right; on the left what to type,
	// then the devices, which take the height left (a window of 1024×600
	// still shows a few)
	right := container.NewVBox()
	if links := s.JoinLinks(); len(links) > 0 {
		if img, err := qr.Image(links[0], 4); err == nil {
			code := canvas.NewImageFromImage(img)
			code.FillMode = canvas.ImageFillContain
			code.ScaleMode = canvas.ImageScalePixels
			code.SetMinSize(fyne.NewSize(170, 170))
			scan := widget.NewLabelWithStyle(s.tr.T("ShareScan"), fyne.TextAlignCenter, fyne.TextStyle{})
			scan.Importance = widget.LowImportance
			scan.Wrapping = fyne.TextWrapWord
			right.Add(code)
			right.Add(scan)
		}
	}
	sh := s.shared
	sh.choices = map[string]share.Rights{}
	sh.devices = widget.NewList(func() int { return len(sh.rows) }, s.deviceRowTemplate, s.updateDeviceRow)
	sh.none = widget.NewLabel(s.tr.T("ShareNoDevices"))
	sh.none.Wrapping = fyne.TextWrapWord
	s.refreshDevices()
	s.refreshAskNotice() // the dialog lists them
	devicesTitle := widget.NewLabelWithStyle(s.tr.T("ShareDevices"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	addPhone := widget.NewButton(s.tr.T("SharePhoneAdd"), s.showAddPhone)
	left := container.NewBorder(container.NewVBox(about, form, widget.NewSeparator(),
		container.NewBorder(nil, nil, nil, addPhone, devicesTitle), sh.none), nil, nil, nil,
		sh.devices)
	content := container.NewBorder(nil, nil, nil,
		container.NewBorder(nil, stop, nil, nil, container.NewVBox(right)), left)
	d = dialog.NewCustom(s.tr.T("ShareTitle"), s.tr.T("ShareClose"), content, s.win)
	d.SetOnClosed(func() {
		if s.shared == sh {
			sh.devices = nil
			s.refreshAskNotice() // those still waiting
		}
	})
	size := fyne.NewSize(720, 540)
	if c := s.win.Canvas().Size(); c.Width > 0 && c.Height > 0 {
		size = fyne.NewSize(min(size.Width, c.Width-20), min(size.Height, c.Height-20))
	}
	d.Resize(size)
	d.Show()
}

// The roles in the share dialog's chooser, in its order.
var roleChoices = []share.Role{share.RolePlayers, share.RoleGameMaster, share.RoleRemoved}

func (s *Shell) roleName(r share.Role) string {
	switch r {
	case share.RoleGameMaster:
		return s.tr.T("ShareRoleGameMaster")
	case share.RoleRemoved:
		return s.tr.T("ShareRoleRemoved")
	}
	return s.tr.T("ShareRolePlayers")
}

// deviceRow is a row of the share dialog's list: a device waiting for the
// host's word (pending) or one the host admitted (device).
type deviceRow struct {
	pending *share.Request
	device  *share.Device
}

// refreshDevices reads the devices again and redraws the share dialog's
// list (widget.List: only the rows on screen are drawn).
func (s *Shell) refreshDevices() {
	sh := s.shared
	if sh == nil || sh.devices == nil {
		return
	}
	rows := make([]deviceRow, 0)
	for _, q := range sh.host.Pending() {
		rows = append(rows, deviceRow{pending: &q})
		if _, ok := sh.choices[q.Key]; !ok {
			sh.choices[q.Key] = sh.host.Suggest(q)
		}
	}
	for _, d := range sh.host.Devices() {
		rows = append(rows, deviceRow{device: &d})
	}
	sh.rows = rows
	if len(rows) == 0 {
		sh.none.Show()
	} else {
		sh.none.Hide()
	}
	sh.devices.Refresh()
}

// tableCharacters are the IDs and names of the table's characters.
func tableCharacters(scn *engine.Scenario) (ids, names []string) {
	if scn == nil {
		return nil, nil
	}
	for _, f := range scn.Figures() {
		if f.Kind == engine.KindCharacter {
			ids, names = append(ids, f.ID), append(names, cmp.Or(f.Name, f.ID))
		}
	}
	return ids, names
}

// deviceRowTemplate is a row of the share dialog's list: the device's name
// with what it asked for beside it; under them its characters, its role
// and (for one waiting) Let in and Refuse.
func (s *Shell) deviceRowTemplate() fyne.CanvasObject {
	label := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	info := widget.NewLabel("")
	info.Importance = widget.LowImportance
	info.Truncation = fyne.TextTruncateEllipsis
	chars := widget.NewCheckGroup(nil, nil)
	chars.Horizontal = true
	role := screen.NewSelect(s.tr, nil, nil)
	admit := widget.NewButton(s.tr.T("ShareAdmit"), nil)
	admit.Importance = widget.HighImportance
	refuse := widget.NewButton(s.tr.T("ShareRefuse"), nil)
	link := widget.NewButton(s.tr.T("SharePhoneLink"), nil)
	return container.NewVBox(container.NewBorder(nil, nil, label, nil, info),
		container.NewHBox(chars, container.NewCenter(role), container.NewCenter(admit), container.NewCenter(refuse),
			container.NewCenter(link)))
}

// updateDeviceRow shows row i of the share dialog's list in o (a
// deviceRowTemplate), its choices wired to the host.
func (s *Shell) updateDeviceRow(i widget.ListItemID, o fyne.CanvasObject) {
	sh := s.shared
	if sh == nil || i >= len(sh.rows) {
		return
	}
	row := sh.rows[i]
	box := o.(*fyne.Container)
	top := box.Objects[0].(*fyne.Container) // a Border: info in the middle, then the name on the left
	right := box.Objects[1].(*fyne.Container)
	info, label := top.Objects[0].(*widget.Label), top.Objects[1].(*widget.Label)
	chars := right.Objects[0].(*widget.CheckGroup)
	role := right.Objects[1].(*fyne.Container).Objects[0].(*widget.Select)
	admit := right.Objects[2].(*fyne.Container).Objects[0].(*widget.Button)
	refuse := right.Objects[3].(*fyne.Container).Objects[0].(*widget.Button)
	link := right.Objects[4].(*fyne.Container).Objects[0].(*widget.Button)
	ids, names := tableCharacters(sh.session.Scenario())

	var name, key string
	var asked []string
	var rights share.Rights
	choices := roleChoices
	if row.pending != nil {
		name, key, asked, rights = row.pending.Name, row.pending.Key, row.pending.Asked, sh.choices[row.pending.Key]
		choices = roleChoices[:2] // a device not let in yet is not removed: it is refused
		admit.Show()
		refuse.Show()
		admit.OnTapped = func() {
			if err := sh.host.Admit(key, sh.choices[key]); err != nil {
				s.env.ShowError(s.tr.T("ShareRightsFailedTitle"), err)
			}
			delete(sh.choices, key)
		}
		refuse.OnTapped = func() { sh.host.Refuse(key); delete(sh.choices, key) }
	} else {
		name, key, asked, rights = row.device.Name, row.device.Key, row.device.Asked, row.device.Rights
		admit.Hide()
		refuse.Hide()
	}
	// a player's device (a phone's too) has its own link to the page
	if dev := row.device; dev != nil && dev.Role == share.RolePlayers && len(dev.Characters) > 0 {
		d := *dev
		link.OnTapped = func() { s.showPlayerLink(d) }
		link.Show()
	} else {
		link.Hide()
	}
	// a change of a device let in goes to the host at once; one waiting
	// is kept until the host lets it in
	set := func(r share.Rights) {
		if row.pending != nil {
			sh.choices[key] = r
			s.onUI(s.refreshDevices)
			return
		}
		if err := sh.host.SetRights(key, r); err != nil {
			s.env.ShowError(s.tr.T("ShareRightsFailedTitle"), err)
		}
	}
	label.SetText(name)
	info.SetText("")
	if row.pending != nil {
		info.SetText(s.tr.T("ShareWaiting"))
	}
	if len(asked) > 0 {
		info.SetText(strings.TrimSpace(info.Text + " " + s.tr.T("ShareAsked", "Names", strings.Join(asked, ", "))))
	}
	if len(ids) == 0 && rights.Role == share.RolePlayers {
		info.SetText(strings.TrimSpace(info.Text + " " + s.tr.T("ShareNoCharacters")))
	}
	chars.OnChanged = nil
	chars.Options = names
	var chosen []string
	for j, id := range ids {
		if slices.Contains(rights.Characters, id) {
			chosen = append(chosen, names[j])
		}
	}
	chars.Selected = chosen
	chars.Refresh()
	chars.OnChanged = func(sel []string) {
		var pick []string
		for j, n := range names {
			if slices.Contains(sel, n) {
				pick = append(pick, ids[j])
			}
		}
		set(share.Rights{Role: share.RolePlayers, Characters: pick})
	}
	if rights.Role != share.RolePlayers || len(ids) == 0 {
		chars.Hide()
	} else {
		chars.Show()
	}
	var options []string
	for _, r := range choices {
		options = append(options, s.roleName(r))
	}
	role.OnChanged = nil
	role.Options = options
	role.SetSelected(s.roleName(rights.Role))
	role.OnChanged = func(n string) {
		j := slices.Index(options, n)
		if j < 0 || choices[j] == rights.Role {
			return
		}
		r := share.Rights{Role: choices[j]}
		if r.Role == share.RolePlayers {
			r.Characters = rights.Characters
		}
		set(r)
	}
}

// lanAddresses are the addresses other devices reach listen at: each IPv4
// address of this computer that is not a loopback one, with listen's port,
// or listen itself when it names one address (or when none is found).
func lanAddresses(listen string) []string {
	host, port, err := net.SplitHostPort(listen)
	if err != nil {
		return []string{listen}
	}
	if ip := net.ParseIP(host); ip != nil && !ip.IsUnspecified() {
		return []string{listen}
	}
	var out []string
	if addrs, err := net.InterfaceAddrs(); err == nil {
		for _, a := range addrs {
			if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLoopback() {
				out = append(out, net.JoinHostPort(n.IP.String(), port))
			}
		}
	}
	if len(out) == 0 {
		out = []string{fmt.Sprintf("127.0.0.1:%s", port)}
	}
	return out
}

// onUI runs f on the UI goroutine (fyne.Do), or as a test hands it there.
func (s *Shell) onUI(f func()) {
	if s.uiDo != nil {
		s.uiDo(f)
		return
	}
	fyne.Do(f)
}

// onUIWait runs f on the UI goroutine and waits for it (fyne.DoAndWait),
// or as a test hands it there.
func (s *Shell) onUIWait(f func()) {
	if s.uiDo != nil {
		done := make(chan struct{})
		s.uiDo(func() { f(); close(done) })
		<-done
		return
	}
	fyne.DoAndWait(f)
}

// joined is the table another device shares that this window plays.
type joined struct {
	client    *share.Client
	address   string
	connected bool
}

// remoteTable plays a joined table: its scenario as the host last
// published it, actions proposed to the host within the rights it gives
// this device.
type remoteTable struct {
	c *share.Client
	s *Shell
}

func (r remoteTable) Scenario() *engine.Scenario { return r.c.Scenario() }

func (r remoteTable) Allows(a engine.Action) bool { return r.c.Rights().Allows(r.c.Scenario(), a) }

func (r remoteTable) Do(a engine.Action) (engine.Report, error) {
	if rights := r.c.Rights(); rights.Role == share.RoleRemoved {
		return engine.Report{}, errors.New(r.s.tr.T("JoinRemoved"))
	} else if !rights.Allows(r.c.Scenario(), a) {
		return engine.Report{}, r.s.notYours(a)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	rep, err := r.c.Do(ctx, a)
	switch {
	case errors.Is(err, share.ErrStale):
		return engine.Report{}, errors.New(r.s.tr.T("JoinStale"))
	case errors.Is(err, share.ErrRemoved):
		return engine.Report{}, errors.New(r.s.tr.T("JoinRemoved"))
	case errors.Is(err, share.ErrNotAllowed):
		return engine.Report{}, r.s.notYours(a)
	case errors.Is(err, share.ErrNoReport):
		// done on the host's table, which this window shows: only what it
		// did is not told
		slog.Warn("share: "+err.Error(), "action", a.Kind())
		return engine.Report{}, nil
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, share.ErrAway):
		return engine.Report{}, errors.New(r.s.tr.T("JoinNoAnswer"))
	case err != nil:
		if words, ok := hostRefusal(r.s.tr, a.Kind(), err); ok {
			return engine.Report{}, words
		}
		return engine.Report{}, err
	}
	return rep, nil
}

// notYours says, in the player's words, why this device may not do a: it
// is a character's this device does not play, or the game master's.
func (s *Shell) notYours(a engine.Action) error {
	if scn := s.table.Scenario(); scn != nil {
		if id := scn.ActionCharacter(a); id != "" {
			name := id
			if f, ok := scn.Figure(id); ok && f.Name != "" {
				name = f.Name
			}
			return errors.New(s.tr.T("JoinNotYoursCharacter", "Name", name))
		}
	}
	return errors.New(s.tr.T("JoinNotYoursGameMaster"))
}

// Join plays the table shared at address (host:port) with the join code:
// the window shows the host's table as it changes, and every action done
// here is proposed to the host. A window the host has not let in yet asks
// to join and waits for the host's word (2 min here; File › Join a
// table… waits longer, with a Cancel). The window keeps its copy of the table as
// it takes it in a campaign of its own database made for that table
// (named after the host's), to open after leaving; its other campaigns
// are left as they are; Undo and the campaign's screens wait until the
// window leaves. as are the characters this window asks to play (IDs or
// names); the host decides.
func (s *Shell) Join(address, code string, as ...string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	j, err := s.connectJoin(ctx, address, code, nil, as...)
	if err != nil {
		return err
	}
	s.playJoined(j)
	return nil
}

// connectJoin joins the table at address (off the UI goroutine): the
// device's key is kept beside the database; waiting is called when the
// host has the request and has not said yet.
func (s *Shell) connectJoin(ctx context.Context, address, code string, waiting func(), as ...string) (*joined, error) {
	key, err := share.LoadKey(s.deps.DBPath + ".device-key")
	if err != nil {
		return nil, err
	}
	j := &joined{address: address, connected: true}
	c, err := share.Join(ctx, share.JoinOptions{
		Address: address, Code: code, Device: s.deviceName(), As: as, Key: key, OnWaiting: waiting,
		// the players keep the table as they last saw it, in a campaign of
		// this window's own database made for it
		Keep: s.deps.Store,
		KeepName: func(host string) string {
			if host == "" {
				host = address
			}
			return s.tr.T("JoinCopyName", "Name", host)
		},
		OnChange: func() {
			s.onUI(func() {
				if s.joined == j {
					s.table.Changed(play.Change{Scenario: true})
					s.followRole()
				}
			})
		},
		OnStatus: func(connected bool) {
			s.onUI(func() {
				if s.joined == j {
					j.connected = connected
					s.status.SetText(s.statusText())
				}
			})
		},
	})
	switch {
	case errors.Is(err, share.ErrRefused):
		return nil, errors.New(s.tr.T("JoinRefusedByHost"))
	case err != nil:
		return nil, err
	}
	j.client = c
	return j, nil
}

// playJoined makes the window play the joined table (on the UI goroutine).
func (s *Shell) playJoined(j *joined) {
	if s.joined != nil {
		s.Leave()
	}
	s.StopSharing()
	s.joined = j
	s.table.SetRemote(remoteTable{c: j.client, s: s})
	s.followRole()
}

// seesHidden reports whether this window may see the hidden rooms: not
// when it plays a joined table as a player or a watcher.
func (s *Shell) seesHidden() bool {
	return s.joined == nil || s.joined.client.Rights().Role == share.RoleGameMaster
}

// followRole rebuilds the menu when what the window may see changed (it
// joined, left, or the host gave it another role).
func (s *Shell) followRole() {
	if sees := s.seesHidden(); sees != s.menuSeesHidden {
		s.menuSeesHidden = sees
		s.win.SetMainMenu(s.mainMenu())
	}
}

// Leave leaves the joined table: the window plays its own campaign again.
func (s *Shell) Leave() {
	if s.joined == nil {
		return
	}
	j := s.joined
	s.joined = nil
	j.client.Close()
	s.table.SetRemote(nil)
	s.followRole()
	if _, err := j.client.Kept(); err != nil {
		s.env.ShowError(s.tr.T("JoinCopyFailedTitle"), errors.New(s.tr.T("JoinCopyFailed", "Error", err)))
	}
}

// joinedStep is Undo or Redo in a window that joined a table: a
// co-game-master's, proposed to the host, which undoes or redoes its last
// action; a player's device is told it is the game master's.
func (s *Shell) joinedStep(undo bool) {
	c := s.joined.client
	if c.Rights().Role != share.RoleGameMaster {
		s.env.ShowError(s.tr.T("JoinRefusedTitle"), errors.New(s.tr.T("JoinNotYoursGameMaster")))
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	seq, err := c.Step(ctx, undo)
	if err == nil {
		err = c.Wait(ctx, seq)
	}
	switch {
	case err == nil:
	case errors.Is(err, persistence.ErrNothingToUndo):
		s.flash(s.tr.T("NothingToUndo"))
	case errors.Is(err, persistence.ErrNothingToRedo):
		s.flash(s.tr.T("NothingToRedo"))
	case errors.Is(err, share.ErrStale):
		s.env.ShowError(s.tr.T("JoinRefusedTitle"), errors.New(s.tr.T("JoinStale")))
	case errors.Is(err, share.ErrRemoved):
		s.env.ShowError(s.tr.T("JoinRefusedTitle"), errors.New(s.tr.T("JoinRemoved")))
	case errors.Is(err, share.ErrNotAllowed):
		s.env.ShowError(s.tr.T("JoinRefusedTitle"), errors.New(s.tr.T("JoinNotYoursGameMaster")))
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, share.ErrAway):
		s.env.ShowError(s.tr.T("JoinRefusedTitle"), errors.New(s.tr.T("JoinNoAnswer")))
	default:
		what := share.StepUndo
		if !undo {
			what = share.StepRedo
		}
		if words, ok := hostRefusal(s.tr, what, err); ok {
			err = words
		}
		s.env.ShowError(s.tr.T("DialogUndoTitle"), err)
	}
}

// joinWaiting joins the table at address off the UI goroutine, saying
// meanwhile that the window waits for the host to let it in, with a
// Cancel; the window plays the table once the host said yes.
func (s *Shell) joinWaiting(address, code string) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	msg := widget.NewLabel(s.tr.T("JoinConnecting", "Address", address))
	msg.Wrapping = fyne.TextWrapWord
	wait := dialog.NewCustom(s.tr.T("JoinTitle"), s.tr.T("DialogCancel"), container.NewPadded(msg), s.win)
	wait.SetOnClosed(cancel)
	wait.Resize(fyne.NewSize(460, 0))
	wait.Show()
	go func() {
		j, err := s.connectJoin(ctx, address, code, func() {
			s.onUI(func() { msg.SetText(s.tr.T("JoinWaitingForHost")) })
		})
		s.onUI(func() {
			cancelled := errors.Is(ctx.Err(), context.Canceled) // Cancel pressed
			wait.Hide()
			switch {
			case err == nil && !cancelled:
				s.playJoined(j)
			case err == nil:
				j.client.Close()
			case !cancelled:
				s.env.ShowError(s.tr.T("JoinFailedTitle"), err)
			}
			cancel()
		})
	}()
}

// deviceName names this window to the host: the computer's name and where
// its campaign database is, so that it takes up its place in the stream
// when it joins again.
func (s *Shell) deviceName() string {
	host, _ := os.Hostname()
	sum := sha256.Sum256([]byte(s.deps.DBPath))
	return fmt.Sprintf("%s-%x", host, sum[:4])
}

// joinedStatus tells the status bar about the joined table ("" when none).
func (s *Shell) joinedStatus() string {
	if s.joined == nil {
		return ""
	}
	// a removed device is cut off by the host: it says so, not "lost"
	if !s.joined.connected && s.joined.client.Rights().Role != share.RoleRemoved {
		return s.tr.T("StatusJoinedLost", "Address", s.joined.address)
	}
	return s.tr.T("StatusJoined", "Address", s.joined.address) + "   ·   " + s.roleStatus()
}

// roleStatus tells what the host lets this window do at the joined table.
func (s *Shell) roleStatus() string {
	r := s.joined.client.Rights()
	switch r.Role {
	case share.RoleGameMaster:
		return s.tr.T("StatusRoleGameMaster")
	case share.RoleRemoved:
		return s.tr.T("StatusRoleRemoved")
	}
	if len(r.Characters) == 0 {
		return s.tr.T("StatusRoleWatching")
	}
	var names []string
	scn := s.table.Scenario()
	for _, id := range r.Characters {
		name := id
		if scn != nil {
			if f, ok := scn.Figure(id); ok && f.Name != "" {
				name = f.Name
			}
		}
		names = append(names, name)
	}
	return s.tr.T("StatusRolePlayers", "Names", strings.Join(names, ", "))
}

// showJoin is File › Join a table…: it asks for the host's address and its
// code, then plays that table; when the window already plays one, it
// offers to leave it.
func (s *Shell) showJoin() {
	if s.joined != nil {
		s.env.Confirm(s.tr.T("JoinLeaveTitle"), s.tr.T("JoinLeaveMessage", "Address", s.joined.address),
			s.tr.T("JoinLeave"), s.Leave)
		return
	}
	address := widget.NewEntry()
	address.SetPlaceHolder("192.168.1.20:" + strconv.Itoa(share.DefaultPort))
	code := widget.NewEntry()
	code.SetPlaceHolder("ABCDE23456")
	items := []*widget.FormItem{
		widget.NewFormItem(s.tr.T("ShareAddress"), address),
		widget.NewFormItem(s.tr.T("ShareCode"), code),
	}
	d := dialog.NewForm(s.tr.T("JoinTitle"), s.tr.T("JoinButton"), s.tr.T("DialogCancel"), items, func(ok bool) {
		if !ok {
			return
		}
		addr, c := strings.TrimSpace(address.Text), strings.ToUpper(strings.TrimSpace(code.Text))
		if a, linked, ok := parseJoinLink(addr); ok {
			addr, c = a, linked // the players' page's link, pasted
		} else if _, _, err := net.SplitHostPort(addr); err != nil {
			addr = net.JoinHostPort(addr, strconv.Itoa(share.DefaultPort))
		}
		s.joinWaiting(addr, c)
	}, s.win)
	d.Resize(fyne.NewSize(460, 0))
	d.Show()
}
