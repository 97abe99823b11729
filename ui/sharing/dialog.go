package sharing

import (
	"cmp"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui/qr"
	"github.com/haventable/haventable/ui/screen"
)

// showSharing is File › Share this table…: it starts sharing, then shows
// where to join and the code, as text and as a QR code, the devices that
// joined with what each may do, and a button that stops sharing.
func (s *Sharing) showSharing() {
	if err := s.Start(""); err != nil {
		s.env().ShowError(s.tr().T("ShareFailedTitle"), err)
		return
	}
	addrs, code, _ := s.Where()
	where := widget.NewLabel(strings.Join(addrs, "\n"))
	where.TextStyle.Monospace = true
	codeLabel := widget.NewLabel(code)
	codeLabel.TextStyle = fyne.TextStyle{Monospace: true}
	codeLabel.SizeName = "subHeadingText"
	about := widget.NewLabel(s.tr().T("ShareAbout"))
	about.Wrapping = fyne.TextWrapWord
	var d dialog.Dialog
	stop := widget.NewButton(s.tr().T("ShareStop"), func() {
		s.Stop()
		d.Hide()
	})
	pageLinks := widget.NewLabel(strings.Join(s.PageLinks(), "\n"))
	pageLinks.TextStyle.Monospace = true
	pageLinks.Wrapping = fyne.TextWrapBreak
	form := widget.NewForm(
		widget.NewFormItem(s.tr().T("ShareAddress"), where),
		widget.NewFormItem(s.tr().T("ShareCode"), codeLabel),
		widget.NewFormItem(s.tr().T("SharePage"), pageLinks),
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
			scan := widget.NewLabelWithStyle(s.tr().T("ShareScan"), fyne.TextAlignCenter, fyne.TextStyle{})
			scan.Importance = widget.LowImportance
			scan.Wrapping = fyne.TextWrapWord
			right.Add(code)
			right.Add(scan)
		}
	}
	sh := s.shared
	sh.choices = map[string]share.Rights{}
	sh.devices = widget.NewList(func() int { return len(sh.rows) }, s.deviceRowTemplate, s.updateDeviceRow)
	sh.none = widget.NewLabel(s.tr().T("ShareNoDevices"))
	sh.none.Wrapping = fyne.TextWrapWord
	s.refreshDevices()
	s.refreshAskNotice() // the dialog lists them
	devicesTitle := widget.NewLabelWithStyle(s.tr().T("ShareDevices"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	addPhone := widget.NewButton(s.tr().T("SharePhoneAdd"), s.showAddPhone)
	left := container.NewBorder(container.NewVBox(about, form, widget.NewSeparator(),
		container.NewBorder(nil, nil, nil, addPhone, devicesTitle), sh.none), nil, nil, nil,
		sh.devices)
	content := container.NewBorder(nil, nil, nil,
		container.NewBorder(nil, stop, nil, nil, container.NewVBox(right)), left)
	d = dialog.NewCustom(s.tr().T("ShareTitle"), s.tr().T("ShareClose"), content, s.env().Window)
	closed := func() {
		if s.shared == sh {
			sh.devices = nil
			s.refreshAskNotice() // those still waiting
		}
	}
	size := fyne.NewSize(720, 540)
	if c := s.env().Window.Canvas().Size(); c.Width > 0 && c.Height > 0 {
		size = fyne.NewSize(min(size.Width, c.Width-20), min(size.Height, c.Height-20))
	}
	d.Resize(size)
	// the window's own dialog: Escape closes it
	if s.deps.ShowDialog != nil {
		s.deps.ShowDialog(d, closed)
		return
	}
	d.SetOnClosed(closed)
	d.Show()
}

// The roles in the share dialog's chooser, in its order.
var roleChoices = []share.Role{share.RolePlayers, share.RoleGameMaster, share.RoleRemoved}

func (s *Sharing) roleName(r share.Role) string {
	switch r {
	case share.RoleGameMaster:
		return s.tr().T("ShareRoleGameMaster")
	case share.RoleRemoved:
		return s.tr().T("ShareRoleRemoved")
	}
	return s.tr().T("ShareRolePlayers")
}

// deviceRow is a row of the share dialog's list: a device waiting for the
// host's word (pending) or one the host admitted (device).
type deviceRow struct {
	pending *share.Request
	device  *share.Device
}

// refreshDevices reads the devices again and redraws the share dialog's
// list (widget.List: only the rows on screen are drawn).
func (s *Sharing) refreshDevices() {
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
func (s *Sharing) deviceRowTemplate() fyne.CanvasObject {
	label := widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	info := widget.NewLabel("")
	info.Importance = widget.LowImportance
	info.Truncation = fyne.TextTruncateEllipsis
	chars := widget.NewCheckGroup(nil, nil)
	chars.Horizontal = true
	role := screen.NewSelect(s.tr(), nil, nil)
	admit := widget.NewButton(s.tr().T("ShareAdmit"), nil)
	admit.Importance = widget.HighImportance
	refuse := widget.NewButton(s.tr().T("ShareRefuse"), nil)
	link := widget.NewButton(s.tr().T("SharePhoneLink"), nil)
	return container.NewVBox(container.NewBorder(nil, nil, label, nil, info),
		container.NewHBox(chars, container.NewCenter(role), container.NewCenter(admit), container.NewCenter(refuse),
			container.NewCenter(link)))
}

// updateDeviceRow shows row i of the share dialog's list in o (a
// deviceRowTemplate), its choices wired to the host.
func (s *Sharing) updateDeviceRow(i widget.ListItemID, o fyne.CanvasObject) {
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
				s.env().ShowError(s.tr().T("ShareRightsFailedTitle"), err)
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
			s.env().ShowError(s.tr().T("ShareRightsFailedTitle"), err)
		}
	}
	label.SetText(name)
	info.SetText("")
	if row.pending != nil {
		info.SetText(s.tr().T("ShareWaiting"))
	}
	if len(asked) > 0 {
		info.SetText(strings.TrimSpace(info.Text + " " + s.tr().T("ShareAsked", "Names", strings.Join(asked, ", "))))
	}
	if len(ids) == 0 && rights.Role == share.RolePlayers {
		info.SetText(strings.TrimSpace(info.Text + " " + s.tr().T("ShareNoCharacters")))
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
