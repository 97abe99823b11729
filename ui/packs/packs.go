// Package packs is File › Data packs…: the data packs the campaign
// database keeps, with what each holds, importing more, deleting one and
// the monster type editor that keeps a type in the players' own pack.
package packs

import (
	"context"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/packfile"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/ui/monsters"
	"github.com/haventable/haventable/ui/screen"
)

// Host is what the dialog needs of the window that opens it.
type Host struct {
	// Env is the window's environment: its translator, campaign store,
	// data packs and dialogs. Env.Store must not be nil.
	Env *screen.Env
	// Show shows one of the window's own dialogs, closed by its button or
	// by Escape.
	Show func(dialog.Dialog)
	// Escape gives the Escape key to f while the monster type editor is
	// open, and gives it back with nil.
	Escape func(f func())
	// SaveKey saves in the monster type editor; SaveKeyText is how the
	// player writes it (Ctrl+S).
	SaveKey     fyne.Shortcut
	SaveKeyText string
	// Clipboard takes what the dialog copies.
	Clipboard fyne.Clipboard
}

// Dialog is File › Data packs…'s content: the data packs the campaign
// database keeps, with what each holds, importing more and deleting one.
type Dialog struct {
	h        Host
	tr       locales.Tr
	packs    []persistence.StoredPack
	list     *widget.List
	selected int
	del      *widget.Button
	export   *widget.Button
	status   *widget.Label
	// leftOut lists what the last import left out, one line each;
	// showLeftOut opens it.
	leftOut     []string
	leftOutName string
	showLeftOut *widget.Button
	monster     *widget.Select
	edit        *widget.Button
}

// New makes File › Data packs…'s content; Reload fills it.
func New(h Host) (*Dialog, fyne.CanvasObject) {
	tr := h.Env.Tr
	p := &Dialog{h: h, tr: tr, selected: -1}
	p.status = widget.NewLabel("")
	p.status.Wrapping = fyne.TextWrapWord
	p.showLeftOut = widget.NewButton(tr.T("PacksLeftOutShow"), p.showLeftOutList)
	p.showLeftOut.Hide()
	// Each pack on two lines, its name and where it came from, then what
	// it holds: the whole line shows in a dialog of a small screen's width.
	p.list = widget.NewList(func() int { return len(p.packs) },
		func() fyne.CanvasObject {
			return container.NewVBox(widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
				widget.NewLabel(""))
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			name, holds := p.describe(p.packs[i])
			lines := o.(*fyne.Container).Objects
			lines[0].(*widget.Label).SetText(name)
			lines[1].(*widget.Label).SetText(holds)
		})
	p.list.OnSelected = func(i widget.ListItemID) { p.selected = i; p.del.Enable(); p.export.Enable(); p.showContents(i) }
	p.list.OnUnselected = func(widget.ListItemID) { p.selected = -1; p.del.Disable(); p.export.Disable() }
	imp := widget.NewButton(tr.T("PacksImport"), p.importDialog)
	imp.Importance = widget.HighImportance
	impFolder := widget.NewButton(tr.T("PacksImportFolder"), p.importFolderDialog)
	p.del = widget.NewButton(tr.T("PacksDelete"), p.deleteSelected)
	p.del.Importance = widget.DangerImportance
	p.del.Disable()
	p.export = widget.NewButton(tr.T("PacksExport"), p.exportDialog)
	p.export.Disable()
	p.monster = screen.NewSelect(tr, nil, func(string) { p.edit.Enable() })
	p.edit = widget.NewButton(tr.T("PacksEditMonster"), func() { p.editMonster(p.monster.Selected) })
	p.edit.Disable()
	newType := widget.NewButtonWithIcon(tr.T("PacksNewMonster"), theme.ContentAddIcon(), func() { p.editMonster("") })
	monsters := container.NewBorder(nil, nil, widget.NewLabel(tr.T("PacksMonsterType")),
		container.NewHBox(p.edit, newType), p.monster)
	return p, container.NewBorder(nil, container.NewVBox(p.status, container.NewHBox(p.showLeftOut), monsters,
		container.NewHBox(imp, impFolder, p.export, p.del, widget.NewButton(tr.T("LootCardsButton"), func() { p.editLootCards() }))), nil, nil, p.list)
}

// Reload lists the data packs the store keeps.
func (p *Dialog) Reload() {
	packs, err := p.h.Env.Store.Packs(context.Background())
	if err != nil {
		p.h.Env.ShowError(p.tr.T("PacksTitle"), err)
		return
	}
	p.packs = packs
	p.list.UnselectAll()
	p.list.Refresh()
	p.monster.SetOptions(pack.MonsterNames(p.h.Env.DataPacks()))
	if len(packs) == 0 {
		p.status.SetText(p.tr.T("PacksNone"))
	}
}

// describe says what pack sp is, on two lines: its name and where it came
// from, and what it holds.
func (p *Dialog) describe(sp persistence.StoredPack) (name, holds string) {
	tr := p.tr
	c := sp.Counts
	source := tr.T("PacksSourceHaventable")
	if sp.Source == persistence.SourceMadeHere {
		source = tr.T("PacksSourceMine")
	}
	switch packfile.Source(sp.Source) {
	case packfile.XHaven:
		source = tr.T("PacksSourceXHaven")
	case packfile.Secretariat:
		source = tr.T("PacksSourceSecretariat")
	case packfile.VGB:
		source = tr.T("PacksSourceVGB")
	case packfile.FHTTS:
		source = tr.T("PacksSourceFHTTS")
	}
	return tr.T("PacksRowName", "Name", sp.Name, "Source", source),
		tr.T("PacksRowHolds", "Monsters", tr.N("PacksCountMonsters", c.Monsters), "Decks", tr.N("PacksCountDecks", c.Decks),
			"Classes", tr.N("PacksCountClasses", c.Classes), "Scenarios", tr.N("PacksCountScenarios", c.Scenarios))
}

func (p *Dialog) importDialog() {
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err == nil && r == nil {
			return // cancelled
		}
		if err != nil {
			p.h.Env.ShowError(p.tr.T("PacksImportFailed"), err)
			return
		}
		if r.URI().Scheme() == "file" {
			// read from where it lies: a Virtual Gloomhaven Board scenario
			// takes the tile shapes of the checkout it is in
			r.Close()
			p.importInBackground(r.URI().Name(), func(ctx context.Context, others []*pack.Pack) (imported, error) {
				return readPath(ctx, r.URI().Path(), others)
			})
			return
		}
		p.importInBackground(r.URI().Name(), func(ctx context.Context, others []*pack.Pack) (imported, error) {
			defer r.Close()
			return readFrom(ctx, r.URI().Name(), r, others)
		})
	}, p.h.Env.Window)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// imported is a data file read as a pack, not kept yet.
type imported struct {
	pack   *pack.Pack
	report *pack.Report
	source packfile.Source
}

// importInBackground reads a data file (name, for the player) with read
// off the UI goroutine, showing progress with a Cancel button
// (screen.Env.Busy), then keeps it as a pack or says why it could not.
// read gets the packs imported before (an edition whose monsters draw from
// another edition's decks takes them from those).
func (p *Dialog) importInBackground(name string, read func(ctx context.Context, others []*pack.Pack) (imported, error)) {
	others := p.h.Env.DataPacks()
	var got imported
	p.h.Env.Busy(p.tr.T("PacksTitle"), name, func(ctx context.Context) (err error) {
		got, err = read(ctx, others)
		return err
	}, func(err error) {
		if errors.Is(err, context.Canceled) {
			return
		}
		if err == nil {
			err = p.keep(got)
		}
		if err != nil {
			p.h.Env.ShowError(p.tr.T("PacksImportFailed"), err)
		}
	})
}

// importFrom reads a data file of any known format from r and keeps it as
// a pack; the status line says what was imported and what was left out.
// It returns ctx's error as soon as ctx ends.
func (p *Dialog) importFrom(ctx context.Context, name string, r io.Reader) error {
	got, err := readFrom(ctx, name, r, p.h.Env.DataPacks())
	if err != nil {
		return err
	}
	return p.keep(got)
}

// readFrom reads a data file of any known format from r (packfile.ReadWith,
// with the packs imported before); it may run off the UI goroutine and
// returns ctx's error as soon as ctx ends.
func readFrom(ctx context.Context, name string, r io.Reader, others []*pack.Pack) (imported, error) {
	return screen.Cancellable(ctx, func() (got imported, err error) {
		data, err := io.ReadAll(io.LimitReader(r, pack.MaxFileSize+1))
		if err != nil {
			return got, err
		}
		got.pack, got.report, got.source, err = packfile.ReadWith(name, data, others)
		return got, err
	})
}

// importFolderDialog asks for a folder to import: a Virtual Gloomhaven
// Board checkout, or its scenarios folder.
func (p *Dialog) importFolderDialog() {
	dialog.ShowFolderOpen(func(dir fyne.ListableURI, err error) {
		if err == nil && dir == nil {
			return // cancelled
		}
		if err != nil {
			p.h.Env.ShowError(p.tr.T("PacksImportFailed"), err)
			return
		}
		p.importInBackground(dir.Name(), func(ctx context.Context, others []*pack.Pack) (imported, error) {
			return readPath(ctx, dir.Path(), others)
		})
	}, p.h.Env.Window)
}

// ImportPath reads the data file or folder at path (readPath) and keeps it
// as a pack. It returns ctx's error as soon as ctx ends.
func (p *Dialog) ImportPath(ctx context.Context, path string) error {
	got, err := readPath(ctx, path, p.h.Env.DataPacks())
	if err != nil {
		return err
	}
	return p.keep(got)
}

// readPath reads the data file or folder at path (packfile.ReadPath, with
// the packs imported before for tile shapes and decks); it may run off the
// UI goroutine and returns ctx's error as soon as ctx ends.
func readPath(ctx context.Context, path string, others []*pack.Pack) (imported, error) {
	return screen.Cancellable(ctx, func() (got imported, err error) {
		got.pack, got.report, got.source, err = packfile.ReadPath(path, others)
		return got, err
	})
}

// keep stores an imported pack; the status line says what was imported and
// what was left out.
func (p *Dialog) keep(got imported) error {
	rep := got.report
	sp, err := p.h.Env.Store.AddPack(context.Background(), got.pack, string(got.source))
	if err != nil {
		return err
	}
	if got.source == packfile.FHTTS {
		// the layouts laid out again (with the tiles confirmed since)
		// replace those laid out before
		if err := p.dropEarlier(sp); err != nil {
			return err
		}
	}
	p.h.Env.ForgetPacks()
	p.Reload()
	p.status.SetText(p.tr.N("PacksImported", rep.Count(), "Name", sp.Name, "Left", rep.Count()))
	p.leftOut, p.leftOutName = make([]string, len(rep.Warnings)), sp.Name
	for i, w := range rep.Warnings {
		p.leftOut[i] = leftOutText(p.tr, w)
	}
	if len(p.leftOut) > 0 {
		p.showLeftOut.Show()
	} else {
		p.showLeftOut.Hide()
	}
	return nil
}

// showLeftOutList shows every line of what the last import left out, in a
// list that scrolls, with a button that copies them all.
func (p *Dialog) showLeftOutList() {
	lines := p.leftOut
	list := widget.NewList(func() int { return len(lines) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) { o.(*widget.Label).SetText(lines[i]) })
	whole := widget.NewLabel("")
	whole.Wrapping = fyne.TextWrapWord
	list.OnSelected = func(i widget.ListItemID) { whole.SetText(lines[i]) } // the whole line, however long
	copyAll := widget.NewButtonWithIcon(p.tr.T("PacksCopy"), theme.ContentCopyIcon(), func() {
		p.h.Clipboard.SetContent(strings.Join(lines, "\n"))
	})
	body := container.NewBorder(nil, container.NewVBox(whole, container.NewHBox(copyAll)), nil, nil, list)
	d := dialog.NewCustom(p.tr.T("PacksLeftOutTitle", "Name", p.leftOutName), p.tr.T("DialogClose"), body, p.h.Env.Window)
	d.Resize(fyne.NewSize(820, 520))
	p.h.Show(d)
}

func (p *Dialog) deleteSelected() {
	if p.selected < 0 || p.selected >= len(p.packs) {
		return
	}
	sp := p.packs[p.selected]
	tr := p.tr
	p.h.Env.ConfirmDestructive(tr.T("PacksDeleteTitle"), tr.T("PacksDeleteQuestion", "Name", sp.Name), tr.T("PacksDelete"), func() {
		if err := p.h.Env.Store.DeletePack(context.Background(), sp.ID); err != nil {
			var inUse *persistence.PackInUseError
			if errors.As(err, &inUse) {
				err = errors.New(tr.T("PacksInUse", "Name", inUse.Pack, "Campaign", inUse.Campaign,
					"Scenario", inUse.Scenario, "Monster", inUse.Monster))
			}
			p.h.Env.ShowError(tr.T("PacksTitle"), err)
		}
		p.h.Env.ForgetPacks()
		p.Reload()
	})
}

// editMonster opens the monster type editor on type name as the data packs
// have it ("": a new type). Save keeps it in the players' own pack, where
// it takes the place of a type of the same name from any other pack; the
// editor stays open with the problem said when it cannot be kept, and
// closing it with changes not saved asks first.
func (p *Dialog) editMonster(name string) *monsterEditor {
	tr := p.tr
	packs := p.h.Env.DataPacks()
	var form *monsters.Form
	title := tr.T("MonsterNewTitle")
	known := pack.MonsterNames(packs)
	if m, d, ok := pack.FindMonster(packs, name); ok && name != "" {
		if d == nil {
			for _, pk := range packs {
				if d, ok = pk.Deck(m.DeckName()); ok {
					break
				}
			}
		}
		form = monsters.New(tr, *m, d, known)
		title = tr.T("MonsterEditTitle", "Name", name)
	} else {
		form = monsters.New(tr, pack.Monster{}, nil, known)
	}
	status := widget.NewLabel("")
	status.Wrapping = fyne.TextWrapWord
	status.Importance = widget.DangerImportance
	var d *dialog.CustomDialog
	saveKey := p.h.SaveKey
	save := widget.NewButtonWithIcon(tr.T("MonsterSaveKey", "Keys", p.h.SaveKeyText), theme.DocumentSaveIcon(), func() {
		if err := p.saveMonster(form); err != nil {
			status.SetText(err.Error())
			return
		}
		d.Hide()
	})
	save.Importance = widget.HighImportance
	cancel := widget.NewButtonWithIcon(tr.T("MonsterCancelKey"), theme.CancelIcon(), func() {
		if !form.Dirty() {
			d.Hide()
			return
		}
		shown := form.Name()
		if shown == "" {
			shown = tr.T("MonsterNewTitle")
		}
		p.h.Env.ConfirmDestructive(tr.T("MonsterDiscardTitle"), tr.T("MonsterDiscardQuestion", "Name", shown),
			tr.T("MonsterDiscard"), d.Hide)
	})
	form.OnChanged = func() { status.SetText("") }
	form.OnSave, form.OnCancel = save.OnTapped, cancel.OnTapped
	body := container.NewBorder(nil, container.NewVBox(status, container.NewHBox(layout.NewSpacer(), cancel, save)),
		nil, nil, form.Content())
	d = dialog.NewCustomWithoutButtons(title, body, p.h.Env.Window)
	size := p.h.Env.Window.Canvas().Size()
	d.Resize(fyne.NewSize(min(1000, size.Width-24), min(680, size.Height-24)))
	// Ctrl+S saves and Escape cancels while the editor is open.
	cv := p.h.Env.Window.Canvas()
	cv.AddShortcut(saveKey, func(fyne.Shortcut) { save.OnTapped() })
	p.h.Escape(cancel.OnTapped)
	d.SetOnClosed(func() {
		cv.RemoveShortcut(saveKey)
		p.h.Escape(nil)
	})
	d.Show() // over File › Data packs, which shows what was saved once it closes
	return &monsterEditor{form: form, save: save, cancel: cancel, status: status, dialog: d}
}

// monsterEditor is the monster type editor's dialog as shown.
type monsterEditor struct {
	form         *monsters.Form
	save, cancel *widget.Button
	status       *widget.Label
	dialog       *dialog.CustomDialog
}

// saveMonster keeps the form's type in the players' pack; the error is in
// the player's words.
func (p *Dialog) saveMonster(form *monsters.Form) error {
	tr := p.tr
	m, d, err := form.Result()
	if err != nil {
		return err
	}
	mine := tr.T("PacksMineMonsters")
	rename := ""
	if old := form.Original().Name; old != "" && old != m.Name {
		rename = old
	}
	sp, err := p.h.Env.Store.SaveMonster(context.Background(), mine, rename, m, d)
	var taken *persistence.NameTakenError
	var imported *persistence.ImportedPackError
	switch {
	case errors.As(err, &taken) && taken.Deck:
		return errors.New(tr.T("MonsterErrDeckTaken", "Deck", taken.Name, "Other", taken.Of))
	case errors.As(err, &taken):
		return errors.New(tr.T("MonsterErrNameTaken", "Name", taken.Name))
	case errors.As(err, &imported):
		return errors.New(tr.T("MonsterErrImportedPack", "Pack", imported.Pack))
	case err != nil:
		return errors.New(tr.T("MonsterSaveFailed") + ": " + err.Error())
	}
	p.h.Env.ForgetPacks()
	p.Reload()
	p.monster.SetSelected(m.Name)
	p.status.SetText(tr.T("MonsterSaved", "Name", m.Name, "Pack", sp.Name))
	return nil
}

// showContents says in the status line what pack i holds, by name.
func (p *Dialog) showContents(i int) {
	if i < 0 || i >= len(p.packs) {
		return
	}
	pk, err := p.h.Env.Store.Pack(context.Background(), p.packs[i].ID)
	if err != nil {
		p.h.Env.ShowError(p.tr.T("PacksTitle"), err)
		return
	}
	names := func(n int, name func(int) string) string {
		out := make([]string, 0, min(n, 12))
		for j := range min(n, 12) {
			out = append(out, name(j))
		}
		if n > 12 {
			out = append(out, "…")
		}
		return strings.Join(out, ", ")
	}
	var lines []string
	if n := len(pk.Monsters); n > 0 {
		lines = append(lines, p.tr.T("PacksHoldsMonsters", "Names", names(n, func(j int) string { return pk.Monsters[j].Name })))
	}
	if n := len(pk.Classes); n > 0 {
		lines = append(lines, p.tr.T("PacksHoldsClasses", "Names", names(n, func(j int) string { return pk.Classes[j].Name })))
	}
	if n := len(pk.Scenarios); n > 0 {
		lines = append(lines, p.tr.T("PacksHoldsScenarios", "Names", names(n, func(j int) string { return pk.Scenarios[j].Title })))
	}
	if d, ok := pk.Outpost.In("en"); ok && len(d.Buildings)+len(d.Weeks) == 0 { // Gloomhaven's events alone
		lines = append(lines, p.tr.T("PacksHoldsCityEvents", "Events", len(d.Events)))
	} else if ok {
		lines = append(lines, p.tr.T("PacksHoldsOutpost", "Buildings", len(d.Buildings), "Weeks", len(d.Weeks), "Events", len(d.Events)))
	}
	p.status.SetText(strings.Join(lines, "\n"))
}

// timesSuffix is how an importer counts a part left out many times.
var timesSuffix = regexp.MustCompile(` \((\d+) times\)$`)

// leftOutText says in the player's words what an import left out: the part
// of the game data (character classes, monsters …) rather than the file's
// JSON path, a detail of the file the table does not use by its name, and
// how many times. What the importer says beyond that is kept as it says it.
func leftOutText(tr locales.Tr, w pack.Warning) string {
	switch {
	case w.More > 0 && w.Like:
		return tr.N("PacksLeftOutMoreLike", w.More)
	case w.More > 0:
		return tr.N("PacksLeftOutMore", w.More)
	}
	msg, times := w.Message, 0
	if m := timesSuffix.FindStringSubmatch(msg); m != nil {
		times, _ = strconv.Atoi(m[1])
		msg = strings.TrimSuffix(msg, m[0])
	}
	part, detail := dataPart(tr, w.Path)
	var text string
	switch {
	case msg == "skipped" && detail != "":
		text = tr.T("PacksLeftOutDetail", "Part", part, "Detail", detail)
	case msg == "skipped":
		text = tr.T("PacksLeftOutPart", "Part", part)
	default:
		text = tr.T("PacksLeftOutSaid", "Part", part, "Said", strings.TrimPrefix(msg, "skipped: "))
	}
	if times > 1 {
		text = tr.N("PacksLeftOutTimes", times, "Text", text)
	}
	return text
}

// dataPart names in the player's words the part of the game data a JSON
// path points into ("classes[*].colorSecondary": the character classes,
// detail colorSecondary); a path that names a file is the file's name.
func dataPart(tr locales.Tr, path string) (part, detail string) {
	head, rest := path, ""
	if i := strings.IndexAny(path, "[./"); i > 0 && !strings.HasSuffix(strings.ToLower(path), ".json") {
		head, rest = path[:i], path[i:]
	}
	if i := strings.LastIndexAny(rest, "./"); i >= 0 && i+1 < len(rest) && !strings.ContainsAny(rest[i+1:], "[]*") {
		detail = rest[i+1:]
	}
	switch strings.ToLower(head) {
	case "classes", "character", "characters":
		return tr.T("PacksPartClasses"), detail
	case "monsters", "monster":
		return tr.T("PacksPartMonsters"), detail
	case "scenarios", "scenario":
		return tr.T("PacksPartScenarios"), detail
	case "deck", "decks":
		return tr.T("PacksPartDecks"), detail
	case "items", "item":
		return tr.T("PacksPartItems"), detail
	}
	return path, ""
}

// dropEarlier deletes the packs imported before sp from the same source.
func (p *Dialog) dropEarlier(sp persistence.StoredPack) error {
	ctx := context.Background()
	all, err := p.h.Env.Store.Packs(ctx)
	if err != nil {
		return err
	}
	for _, o := range all {
		if o.ID != sp.ID && o.Source == sp.Source {
			if err := p.h.Env.Store.DeletePack(ctx, o.ID); err != nil {
				return err
			}
		}
	}
	return nil
}

// exportDialog saves the data pack selected as a file in Haventable's own
// format (docs/data-format.md), which File › Data packs… imports again on
// another computer: a group shares the tiles it confirmed, its monster
// types and its loot cards this way.
func (p *Dialog) exportDialog() {
	if p.selected < 0 || p.selected >= len(p.packs) {
		return
	}
	sp := p.packs[p.selected]
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err == nil && w == nil {
			return // cancelled
		}
		if err == nil {
			err = p.writePack(w, sp.ID)
			if cerr := w.Close(); err == nil {
				err = cerr
			}
		}
		if err != nil {
			p.h.Env.ShowError(p.tr.T("PacksExportFailed"), err)
			return
		}
		p.status.SetText(p.tr.T("PacksExported", "Name", sp.Name, "File", w.URI().Name()))
	}, p.h.Env.Window)
	d.SetFileName(exportName(sp.Name))
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	p.h.Show(d)
}

// writePack writes the stored data pack id to w in Haventable's format.
func (p *Dialog) writePack(w io.Writer, id int64) error {
	pk, err := p.h.Env.Store.Pack(context.Background(), id)
	if err != nil {
		return err
	}
	data, err := pk.Encode()
	if err != nil {
		return fmt.Errorf("export data pack %q: %w", pk.Name, err)
	}
	_, err = w.Write(data)
	return err
}

// exportName is a file name for a pack named name: its letters, digits,
// spaces and dashes, then ".json".
func exportName(name string) string {
	var b strings.Builder
	for _, r := range name {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || r == ' ' || r == '-' || r == '_' {
			b.WriteRune(r)
		}
	}
	base := strings.TrimSpace(b.String())
	if base == "" {
		base = "pack"
	}
	return base + ".json"
}
