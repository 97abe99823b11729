package ui

import (
	"context"
	"errors"
	"io"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/packfile"
	"github.com/haventable/haventable/persistence"
)

// packsDialog is File › Data packs…: the data packs the campaign database
// keeps, with what each holds, importing more and deleting one.
type packsDialog struct {
	s        *Shell
	packs    []persistence.StoredPack
	list     *widget.List
	selected int
	del      *widget.Button
	status   *widget.Label
}

// ShowDataPacks opens File › Data packs….
func (s *Shell) ShowDataPacks() {
	if s.deps.Store == nil {
		s.flash(s.tr.T("NoCampaignOpen"))
		return
	}
	p := &packsDialog{s: s, selected: -1}
	p.status = widget.NewLabel("")
	p.status.Wrapping = fyne.TextWrapWord
	p.list = widget.NewList(func() int { return len(p.packs) },
		func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(p.describe(p.packs[i])) })
	p.list.OnSelected = func(i widget.ListItemID) { p.selected = i; p.del.Enable() }
	p.list.OnUnselected = func(widget.ListItemID) { p.selected = -1; p.del.Disable() }
	imp := widget.NewButton(s.tr.T("PacksImport"), p.importDialog)
	imp.Importance = widget.HighImportance
	p.del = widget.NewButton(s.tr.T("PacksDelete"), p.deleteSelected)
	p.del.Importance = widget.DangerImportance
	p.del.Disable()
	body := container.NewBorder(nil, container.NewVBox(p.status, container.NewHBox(imp, p.del)), nil, nil, p.list)
	d := dialog.NewCustom(s.tr.T("PacksTitle"), s.tr.T("DialogClose"), body, s.win)
	d.Resize(fyne.NewSize(720, 460))
	p.reload()
	s.showDialog(d)
}

// reload lists the data packs the store keeps.
func (p *packsDialog) reload() {
	packs, err := p.s.deps.Store.Packs(context.Background())
	if err != nil {
		p.s.env.ShowError(p.s.tr.T("PacksTitle"), err)
		return
	}
	p.packs = packs
	p.list.UnselectAll()
	p.list.Refresh()
	if len(packs) == 0 {
		p.status.SetText(p.s.tr.T("PacksNone"))
	}
}

func (p *packsDialog) describe(sp persistence.StoredPack) string {
	tr := p.s.tr
	c := sp.Counts
	source := tr.T("PacksSourceHaventable")
	switch packfile.Source(sp.Source) {
	case packfile.XHaven:
		source = tr.T("PacksSourceXHaven")
	case packfile.Secretariat:
		source = tr.T("PacksSourceSecretariat")
	}
	return tr.T("PacksRow", "Name", sp.Name, "Source", source,
		"Monsters", c.Monsters, "Decks", c.Decks, "Classes", c.Classes, "Scenarios", c.Scenarios)
}

func (p *packsDialog) importDialog() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err == nil && r == nil {
			return // cancelled
		}
		if err == nil {
			err = p.importFrom(r.URI().Name(), r)
			r.Close()
		}
		if err != nil {
			p.s.env.ShowError(p.s.tr.T("PacksImportFailed"), err)
		}
	}, p.s.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// importFrom reads a data file of any known format and keeps it as a pack;
// the status line says what was imported and what was left out.
func (p *packsDialog) importFrom(name string, r io.Reader) error {
	data, err := io.ReadAll(io.LimitReader(r, pack.MaxFileSize+1))
	if err != nil {
		return err
	}
	pk, rep, src, err := packfile.Read(name, data)
	if err != nil {
		return err
	}
	sp, err := p.s.deps.Store.AddPack(context.Background(), pk, string(src))
	if err != nil {
		return err
	}
	p.s.env.ForgetPacks()
	p.reload()
	text := p.s.tr.T("PacksImported", "Name", sp.Name, "Left", len(rep.Warnings))
	if n := len(rep.Warnings); n > 0 {
		lines := make([]string, 0, 5)
		for _, w := range rep.Warnings[:min(n, 5)] {
			lines = append(lines, w.String())
		}
		text += "\n" + strings.Join(lines, "\n")
		if n > 5 {
			text += "\n…"
		}
	}
	p.status.SetText(text)
	return nil
}

func (p *packsDialog) deleteSelected() {
	if p.selected < 0 || p.selected >= len(p.packs) {
		return
	}
	sp := p.packs[p.selected]
	tr := p.s.tr
	p.s.env.ConfirmDestructive(tr.T("PacksDeleteTitle"), tr.T("PacksDeleteQuestion", "Name", sp.Name), tr.T("PacksDelete"), func() {
		if err := p.s.deps.Store.DeletePack(context.Background(), sp.ID); err != nil {
			var inUse *persistence.PackInUseError
			if errors.As(err, &inUse) {
				err = errors.New(tr.T("PacksInUse", "Name", inUse.Pack, "Campaign", inUse.Campaign,
					"Scenario", inUse.Scenario, "Monster", inUse.Monster))
			}
			p.s.env.ShowError(tr.T("PacksTitle"), err)
		}
		p.s.env.ForgetPacks()
		p.reload()
	})
}
