package sharing

import (
	"cmp"
	"errors"
	"net/url"
	"slices"
	"strconv"
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

// PlayerLinks are the links to the players' page that play a device's
// characters (one per network address of this computer, the device's
// token in it): whoever opens one plays them from a browser.
func (s *Sharing) PlayerLinks(device string) ([]string, error) {
	if s.shared == nil {
		return nil, errors.New(s.tr().T("ShareNoCampaign"))
	}
	token, err := s.shared.host.PageToken(device)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, a := range lanAddresses(s.shared.page.Address()) {
		out = append(out, "http://"+a+"/?player="+url.QueryEscape(token))
	}
	return out, nil
}

// showPlayerLink shows a player device's own link to the page, as text
// and as a QR code, and what it lets its holder do.
func (s *Sharing) showPlayerLink(dev share.Device) {
	links, err := s.PlayerLinks(dev.Key)
	if err != nil {
		s.env().ShowError(s.tr().T("ShareRightsFailedTitle"), err)
		return
	}
	var names []string
	if scn := s.shared.session.Scenario(); scn != nil {
		for _, id := range dev.Characters {
			name := id
			if f, ok := scn.Figure(id); ok {
				name = cmp.Or(f.Name, id)
			}
			names = append(names, name)
		}
	}
	about := widget.NewLabel(s.tr().T("SharePhoneAbout", "Names", strings.Join(names, ", ")))
	about.Wrapping = fyne.TextWrapWord
	link := widget.NewEntry()
	link.SetText(links[0])
	link.TextStyle.Monospace = true
	items := []fyne.CanvasObject{about, link}
	if img, err := qr.Image(links[0], 4); err == nil {
		code := canvas.NewImageFromImage(img)
		code.FillMode = canvas.ImageFillContain
		code.ScaleMode = canvas.ImageScalePixels
		code.SetMinSize(fyne.NewSize(200, 200))
		items = append(items, code)
	}
	if len(links) > 1 {
		more := widget.NewLabel(strings.Join(links[1:], "\n"))
		more.TextStyle.Monospace = true
		more.Wrapping = fyne.TextWrapBreak
		items = append(items, more)
	}
	d := dialog.NewCustom(s.tr().T("SharePhoneTitle")+" · "+dev.Name, s.tr().T("ShareClose"), container.NewVBox(items...), s.env().Window)
	d.Resize(fyne.NewSize(min(520, max(s.env().Window.Canvas().Size().Width-20, 300)), 0))
	d.Show()
}

// showAddPhone asks for a phone's name and the character it plays, adds
// it as a device of the table and shows its link.
func (s *Sharing) showAddPhone() {
	sh := s.shared
	if sh == nil {
		return
	}
	var ids, names []string
	if scn := sh.session.Scenario(); scn != nil {
		for _, f := range scn.Figures() {
			if f.Kind == engine.KindCharacter {
				ids, names = append(ids, f.ID), append(names, cmp.Or(f.Name, f.ID))
			}
		}
	}
	name := widget.NewEntry()
	name.SetText(s.tr().T("SharePhoneName") + " " + strconv.Itoa(len(sh.host.Devices())+1))
	plays := screen.NewSelect(s.tr(), names, nil)
	items := []*widget.FormItem{
		widget.NewFormItem(s.tr().T("SharePhoneName"), name),
		widget.NewFormItem(s.tr().T("SharePhoneCharacter"), plays),
	}
	dialog.ShowForm(s.tr().T("SharePhoneAdd"), s.tr().T("SharePhoneLink"), s.tr().T("DialogCancel"), items, func(ok bool) {
		if !ok || s.shared != sh {
			return
		}
		i := slices.Index(names, plays.Selected)
		if i < 0 {
			s.env().ShowError(s.tr().T("ShareRightsFailedTitle"), errors.New(s.tr().T("SharePhoneNoCharacter")))
			return
		}
		dev := strings.TrimSpace(name.Text)
		key, err := sh.host.AddPageDevice(dev, []string{ids[i]})
		if err != nil {
			s.env().ShowError(s.tr().T("ShareRightsFailedTitle"), err)
			return
		}
		s.showPlayerLink(share.Device{Name: dev, Key: key, Page: true,
			Rights: share.Rights{Role: share.RolePlayers, Characters: []string{ids[i]}}})
	}, s.env().Window)
}
