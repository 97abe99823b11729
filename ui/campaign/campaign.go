// Package campaign is the campaign screen: the campaigns of the database
// (create, rename, delete, open, export, import), and for the open campaign
// its party, character sheets with their attack modifier decks, scenario
// progress and notes, and the table: start a scenario with the party, resume
// or end the one in progress.
//
// Embed it with
//
//	c := campaign.New(env, campaign.Options{OnOpen: ..., Remember: ..., OnResume: ...})
//	tabs.Append(container.NewTabItem(tr.T("ViewCampaign"), c.Content()))
//	c.Register(win.Canvas()) // optional keyboard shortcuts
//	_ = c.Open(rememberedID) // reopen the last campaign at start
package campaign

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/safefile"
	"github.com/haventable/haventable/ui/screen"
)

// Options are the hooks through which the shell follows the screen. Every
// field may be nil.
type Options struct {
	// OnOpen is called after a campaign has been opened from this screen:
	// its session is already set on env.Table.
	OnOpen func(campaignID int64)
	// Remember is called with the ID of the campaign just opened, so the
	// shell can reopen it at the next start (Open), and with 0 when the
	// remembered campaign has been deleted.
	Remember func(campaignID int64)
	// OnResume is called when the player resumes the scenario in progress
	// or has just started one: the shell shows the map.
	OnResume func()
	// Seed returns the seed of a new scenario's random source; nil draws
	// it from crypto/rand. The seeded source is saved in the scenario's
	// snapshot, so undo, redo and restarts replay exactly.
	Seed func() uint64
	// OnDraw is called when the player chooses a data pack's scenario entry
	// that has no map: the shell opens the scenario editor on a new map
	// for it (named after it, its monster types listed per room). Nil: such
	// entries cannot be drawn from here.
	OnDraw func(entry pack.Scenario)
}

// Screen is the campaign screen. Use it from the UI goroutine only.
type Screen struct {
	env  *screen.Env
	opts Options
	ctx  context.Context

	campaigns []campaign.Campaign
	current   int64 // the open campaign, 0 when none
	// editing is true while the screen makes an edit itself (it then shows
	// the result on its own).
	editing bool
	// unreadable holds, for each campaign whose scenario in progress this
	// build cannot read, why; such a campaign is listed and marked, and
	// choosing it shows the broken panel instead of opening it.
	unreadable map[int64]error
	brokenID   int64 // the unreadable campaign shown, 0 when none

	list     *widget.List
	newName  *widget.Entry
	create   *widget.Button
	importB  *widget.Button
	rename   *widget.Entry
	renameB  *widget.Button
	exportB  *widget.Button
	deleteB  *widget.Button
	title    *widget.Label
	tabs     *container.AppTabs
	detail   *fyne.Container // the open campaign
	broken   *brokenPanel    // an unreadable campaign
	none     *fyne.Container // shown when no campaign is open
	right    *fyne.Container
	content  fyne.CanvasObject
	party    *partyPanel
	chars    *characterPanel
	shop     *shopPanel
	progress *progressPanel
	notes    *notePanel
	play     *playPanel
	outpost  *outpostPanel
	stats    *statsPanel
	// statsTab is the Statistics tab, counted afresh when shown.
	statsTab *container.TabItem
	// outpostTab is shown only where an outpost belongs (showOutpostTab).
	outpostTab *container.TabItem
	// city and cityTab are the city and road events of a campaign
	// without an outpost (shown in the outpost tab's stead).
	city    *cityPanel
	cityTab *container.TabItem
}

// New builds the campaign screen on env. A nil env.Store (the database could
// not be opened) gives a screen that says so and offers nothing else.
func New(env *screen.Env, opts Options) *Screen {
	s := &Screen{env: env, opts: opts, ctx: context.Background()}
	if env.Store == nil {
		msg := widget.NewLabel(env.Tr.T("CampaignNoDatabase"))
		msg.Wrapping = fyne.TextWrapWord
		msg.Importance = widget.DangerImportance
		title := widget.NewLabelWithStyle(env.Tr.T("CampaignTitle"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		s.content = container.NewPadded(container.NewVBox(title, widget.NewIcon(theme.ErrorIcon()), msg))
		return s
	}
	s.build()
	if env.Table != nil {
		env.Table.OnChange(s.tableChanged)
		if sess := env.Table.Session(); sess != nil {
			s.current = sess.Campaign()
		}
	}
	s.reloadAll()
	return s
}

// OfferMap adds scenario map file f (from the file called name: opened
// with File › Open scenario, or made in the scenario editor) to the maps a
// scenario starts from, and chooses it.
func (s *Screen) OfferMap(f *scenariofile.File, name string) { s.play.offer(f, name) }

// MapLabels lists the maps a scenario may start from, as the list shows
// them.
func (s *Screen) MapLabels() []string {
	if s.play == nil {
		return nil
	}
	return s.play.labels()
}

// Content is the screen's root object.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// Current returns the ID of the open campaign, 0 when none is open.
func (s *Screen) Current() int64 { return s.current }

func (s *Screen) tr() locales.Tr { return s.env.Tr }

func (s *Screen) build() {
	tr := s.tr()
	s.list = widget.NewList(
		func() int { return len(s.campaigns) },
		func() fyne.CanvasObject {
			l := widget.NewLabel("")
			l.Truncation = fyne.TextTruncateEllipsis
			return l
		},
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(s.campaigns) {
				c := s.campaigns[i]
				l := o.(*widget.Label)
				if s.unreadable[c.ID] != nil {
					l.SetText(tr.T("CampaignUnreadableMark", "Name", shownName(c.Name)))
					l.Importance = widget.DangerImportance
				} else {
					l.SetText(shownName(c.Name))
					l.Importance = widget.MediumImportance
				}
				l.Refresh()
			}
		})
	s.list.OnSelected = func(i widget.ListItemID) {
		if i >= len(s.campaigns) {
			return
		}
		id := s.campaigns[i].ID
		if s.unreadable[id] != nil {
			s.showBroken(id)
			return
		}
		if id == s.current {
			if s.brokenID != 0 {
				s.brokenID = 0
				s.showCampaign()
			}
			return
		}
		s.syncSelection() // stay until the sheet's edits are kept or dropped
		s.chars.leave(func() {
			if err := s.Open(id); err != nil {
				s.env.ShowError(tr.T("CampaignOpenFailed"), err)
			}
		})
	}
	s.newName = widget.NewEntry()
	s.newName.SetPlaceHolder(tr.T("CampaignNewName"))
	s.newName.OnSubmitted = func(string) { s.createCampaign() }
	s.create = widget.NewButtonWithIcon(tr.T("CampaignCreate"), theme.ContentAddIcon(), s.createCampaign)
	s.importB = widget.NewButtonWithIcon(tr.T("CampaignImport"), theme.FolderOpenIcon(), s.importDialog)
	heading := widget.NewLabelWithStyle(tr.T("CampaignTitle"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	// The new name over its button, so that a narrow list still shows what
	// is typed (it was crushed to "Nou" in French).
	left := container.NewBorder(
		container.NewVBox(heading, s.newName, s.create),
		s.importB, nil, nil, s.list)

	s.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	s.title.Truncation = fyne.TextTruncateEllipsis
	s.rename = widget.NewEntry()
	s.rename.OnSubmitted = func(string) { s.renameCampaign() }
	s.renameB = widget.NewButtonWithIcon(tr.T("CampaignRename"), theme.DocumentCreateIcon(), s.renameCampaign)
	s.exportB = widget.NewButtonWithIcon(tr.T("CampaignExport"), theme.DocumentSaveIcon(), s.exportDialog)
	s.deleteB = widget.NewButtonWithIcon(tr.T("CampaignDelete"), theme.DeleteIcon(), s.deleteCampaign)
	s.deleteB.Importance = widget.DangerImportance
	header := container.NewBorder(nil, nil, nil,
		container.NewHBox(s.renameB, s.exportB, s.deleteB), s.rename)

	s.play = newPlayPanel(s)
	s.party = newPartyPanel(s)
	s.chars = newCharacterPanel(s)
	s.shop = newShopPanel(s)
	s.progress = newProgressPanel(s)
	s.notes = newNotePanel(s)
	s.outpost = newOutpostPanel(s)
	s.stats = newStatsPanel(s)
	s.statsTab = container.NewTabItemWithIcon(tr.T("StatsTab"), theme.InfoIcon(), container.NewScroll(s.stats.content))
	s.outpostTab = container.NewTabItemWithIcon(tr.T("CampaignTabOutpost"), theme.GridIcon(), container.NewScroll(s.outpost.content))
	s.city = newCityPanel(s)
	s.cityTab = container.NewTabItemWithIcon(tr.T("CampaignTabEvents"), theme.WarningIcon(), container.NewScroll(s.city.content))
	s.tabs = container.NewAppTabs(
		// Each tab scrolls both ways: a form wider than a small window (or a
		// longer translation) scrolls instead of widening the window.
		container.NewTabItemWithIcon(tr.T("CampaignTabPlay"), theme.MediaPlayIcon(), container.NewScroll(s.play.content)),
		container.NewTabItemWithIcon(tr.T("CampaignTabParty"), theme.HomeIcon(), container.NewScroll(s.party.content)),
		container.NewTabItemWithIcon(tr.T("CampaignTabCharacters"), theme.AccountIcon(), container.NewScroll(s.chars.content)),
		container.NewTabItemWithIcon(tr.T("ShopTab"), theme.GridIcon(), s.shop.content),
		container.NewTabItemWithIcon(tr.T("CampaignTabScenarios"), theme.ListIcon(), container.NewScroll(s.progress.content)),
		container.NewTabItemWithIcon(tr.T("CampaignTabNotes"), theme.DocumentIcon(), container.NewScroll(s.notes.content)),
		s.statsTab,
		s.outpostTab,
	)
	s.tabs.OnSelected = func(t *container.TabItem) {
		if t == s.statsTab {
			s.stats.refresh()
		}
	}
	s.detail = container.NewBorder(container.NewVBox(s.title, header, widget.NewSeparator()), nil, nil, nil, s.tabs)
	hint := widget.NewLabel(tr.T("CampaignChoose"))
	hint.Wrapping = fyne.TextWrapWord
	s.none = container.NewVBox(hint)
	s.broken = newBrokenPanel(s)
	s.right = container.NewStack(s.none, s.detail, s.broken.content)

	split := container.NewHSplit(container.NewPadded(left), container.NewPadded(s.right))
	split.Offset = 0.24
	s.content = split
}

// tableChanged follows the table: a session opened or closed elsewhere (the
// shell reopening the remembered campaign), or an action done, undone or
// redone, which may have changed the scenario and the character sheets.
func (s *Screen) tableChanged(c play.Change) {
	var id int64
	if sess := s.env.Table.Session(); sess != nil {
		id = sess.Campaign()
	}
	if id != s.current {
		s.current = id
		s.reloadAll()
		return
	}
	if !c.Sheet {
		if c.Parts == 0 || c.Parts&(engine.PartRound|engine.PartFigures) != 0 {
			s.play.refresh() // the scenario at the table: the sheets did not change
		}
		return
	}
	if !s.editing { // undone or redone: show the sheet as it is now
		s.reloadCampaigns()
		s.showCampaign()
		return
	}
	s.play.refresh()
	s.chars.reload(false)
	s.shop.refresh()
	s.refreshStats()
}

// refreshStats counts the statistics afresh while their tab is shown.
func (s *Screen) refreshStats() {
	if s.tabs.Selected() == s.statsTab {
		s.stats.refresh()
	}
}

// refuseKeeping shows d again, with what was typed in it, under the
// refusal err: a form the player got wrong is corrected, not typed anew.
func (s *Screen) refuseKeeping(d dialog.Dialog, title string, err error) {
	d.Show()
	s.env.ShowError(title, err)
}

// edit makes e to the open campaign through the table's session, so that
// it is recorded in the history and Edit › Undo takes it back. It returns
// the ID of what an add created.
func (s *Screen) edit(e campaign.Edit) (int64, error) {
	sess := s.env.Table.Session()
	if sess == nil || sess.Campaign() != s.current {
		return 0, errors.New(s.tr().T("CampaignNotOpen"))
	}
	s.editing = true
	defer func() { s.editing = false }()
	return sess.Edit(s.ctx, e)
}

// reloadAll reads the campaign list and the open campaign afresh.
func (s *Screen) reloadAll() {
	s.reloadCampaigns()
	s.showCampaign()
}

func (s *Screen) reloadCampaigns() {
	list, err := s.env.Store.Campaigns(s.ctx)
	if err != nil {
		s.env.ShowError(s.tr().T("CampaignLoadFailed"), err)
		return
	}
	unreadable, err := s.env.Store.Unreadable(s.ctx)
	if err != nil {
		s.env.ShowError(s.tr().T("CampaignLoadFailed"), err)
		return
	}
	s.campaigns, s.unreadable = list, unreadable
	if s.brokenID != 0 && s.unreadable[s.brokenID] == nil {
		s.brokenID = 0 // deleted
	}
	s.list.Refresh()
	s.syncSelection()
}

func (s *Screen) syncSelection() {
	want := s.current
	if s.brokenID != 0 {
		want = s.brokenID
	}
	for i, c := range s.campaigns {
		if c.ID == want {
			s.list.Select(i)
			return
		}
	}
	s.list.UnselectAll()
}

func (s *Screen) campaign() (campaign.Campaign, bool) {
	for _, c := range s.campaigns {
		if c.ID == s.current {
			return c, true
		}
	}
	return campaign.Campaign{}, false
}

// showCampaign fills the right side with the open campaign, or the hint.
func (s *Screen) showCampaign() {
	if s.brokenID != 0 {
		s.showBroken(s.brokenID)
		return
	}
	s.broken.content.Hide()
	c, ok := s.campaign()
	if !ok {
		s.none.Show()
		s.detail.Hide()
		return
	}
	s.none.Hide()
	s.detail.Show()
	s.title.SetText(shownName(c.Name))
	s.rename.SetText(shownName(c.Name))
	s.party.load(c.Party)
	s.party.loadRules(c)
	s.chars.reload(true)
	s.shop.refresh()
	s.progress.reload()
	s.notes.reload()
	s.outpost.reload()
	s.showOutpostTab()
	if slices.Contains(s.tabs.Items, s.cityTab) {
		s.city.reload()
	}
	s.play.refresh()
	s.refreshStats()
}

// showOutpostTab shows the Outpost tab for a Frosthaven campaign, and for
// a campaign of any edition that has an outpost stored already, so that
// nothing kept is hidden (docs/editions.md, "Outpost").
func (s *Screen) showOutpostTab() {
	c, ok := s.campaign()
	want := ok && (c.Rules.HasOutpost() || s.outpost.has)
	at := slices.Index(s.tabs.Items, s.outpostTab)
	switch {
	case want && at < 0:
		s.tabs.Append(s.outpostTab)
	case !want && at >= 0:
		s.tabs.Remove(s.outpostTab)
	}
	// a campaign without an outpost has Gloomhaven's city and road events
	city := slices.Index(s.tabs.Items, s.cityTab)
	switch {
	case ok && !want && city < 0:
		s.tabs.Append(s.cityTab)
	case (!ok || want) && city >= 0:
		s.tabs.Remove(s.cityTab)
	}
}

// Open opens campaign id: its session (scenario in progress and undo
// history) becomes the table's, the choice is remembered and OnOpen told.
func (s *Screen) Open(id int64) error {
	if s.env.Store == nil {
		return errors.New(s.tr().T("CampaignNoDatabase"))
	}
	sess, err := play.Open(s.ctx, s.env.Store, id)
	if err != nil {
		return fmt.Errorf("open campaign %d: %w", id, err)
	}
	s.brokenID = 0
	s.env.Table.SetSession(sess) // tableChanged shows it
	if s.current != id {         // a table without listeners: show it here
		s.current = id
		s.reloadAll()
	}
	s.syncSelection()
	if s.opts.Remember != nil {
		s.opts.Remember(id)
	}
	if s.opts.OnOpen != nil {
		s.opts.OnOpen(id)
	}
	return nil
}

func (s *Screen) createCampaign() {
	tr := s.tr()
	name := strings.TrimSpace(s.newName.Text)
	if name == "" {
		s.env.ShowError(tr.T("CampaignCreateFailed"), errors.New(tr.T("CampaignNameBlank")))
		return
	}
	c, err := s.env.Store.CreateCampaignFor(s.ctx, name, pack.DefaultRules(s.env.DataPacks()))
	if err != nil {
		s.env.ShowError(tr.T("CampaignCreateFailed"), err)
		return
	}
	s.newName.SetText("")
	s.reloadCampaigns()
	if err := s.Open(c.ID); err != nil {
		s.env.ShowError(tr.T("CampaignOpenFailed"), err)
	}
}

func (s *Screen) renameCampaign() {
	tr := s.tr()
	name := strings.TrimSpace(s.rename.Text)
	if s.current == 0 {
		return
	}
	if name == "" {
		s.env.ShowError(tr.T("CampaignRenameFailed"), errors.New(tr.T("CampaignNameBlank")))
		return
	}
	if _, err := s.edit(campaign.Rename{Name: name}); err != nil {
		s.env.ShowError(tr.T("CampaignRenameFailed"), err)
		return
	}
	s.reloadCampaigns()
	s.title.SetText(name)
}

func (s *Screen) deleteCampaign() {
	if c, ok := s.campaign(); ok {
		s.confirmDelete(c)
	}
}

// confirmDelete deletes campaign c once the player confirms.
func (s *Screen) confirmDelete(c campaign.Campaign) {
	tr := s.tr()
	s.env.ConfirmDestructive(tr.T("CampaignDeleteTitle"), tr.T("CampaignDeleteMessage", "Name", shownName(c.Name)), tr.T("CampaignDelete"), func() {
		if err := s.env.Store.DeleteCampaign(s.ctx, c.ID); err != nil {
			s.env.ShowError(tr.T("CampaignDeleteFailed"), err)
			return
		}
		if s.env.Table.Session() != nil && s.env.Table.Session().Campaign() == c.ID {
			s.env.Table.SetSession(nil)
			if s.opts.Remember != nil {
				s.opts.Remember(0)
			}
		}
		if s.current == c.ID {
			s.current = 0
		}
		if s.brokenID == c.ID {
			s.brokenID = 0
		}
		s.reloadAll()
	})
}

// fileName turns a campaign name into a file name for its export.
func fileName(name string) string {
	var b strings.Builder
	for _, r := range name {
		switch {
		case strings.ContainsRune(`/\:*?"<>|`, r) || r < ' ':
			b.WriteRune('_')
		default:
			b.WriteRune(r)
		}
	}
	out := strings.TrimSpace(b.String())
	if out == "" {
		out = "campaign"
	}
	return out + ".json"
}

func (s *Screen) exportDialog() {
	if c, ok := s.campaign(); ok {
		s.exportCampaign(c)
	}
}

// exportCampaign asks where to export campaign c, and exports it there.
func (s *Screen) exportCampaign(c campaign.Campaign) {
	if s.env.Window == nil {
		return
	}
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err == nil && w == nil {
			return // cancelled
		}
		if err != nil {
			s.env.ShowError(s.tr().T("CampaignExportFailed"), err)
			return
		}
		go func() { // a long log takes a while to write
			if err := s.exportTo(c.ID, w); err != nil {
				fyne.Do(func() { s.env.ShowError(s.tr().T("CampaignExportFailed"), err) })
			}
		}()
	}, s.env.Window)
	d.SetFileName(fileName(shownName(c.Name)))
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	s.atBackups(d) // restoring a backup is an import
	d.Show()
}

// exportTo writes campaign id to w and closes w. If the export fails, w is
// aborted: a file that was there keeps its old content (safefile).
func (s *Screen) exportTo(id int64, w fyne.URIWriteCloser) error {
	if err := s.env.Store.Export(s.ctx, id, w); err != nil {
		safefile.Abort(w)
		return err
	}
	if err := w.Close(); err != nil {
		return fmt.Errorf("export campaign %d: %w", id, err)
	}
	return nil
}

func (s *Screen) importDialog() {
	if s.env.Window == nil {
		return
	}
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err == nil && r == nil {
			return
		}
		if err != nil {
			s.env.ShowError(s.tr().T("CampaignImportFailed"), err)
			return
		}
		// checking a whole file takes a while: off the UI goroutine, with
		// progress and Cancel
		var c campaign.Campaign
		s.env.Busy(s.tr().T("CampaignImport"), r.URI().Name(), func(ctx context.Context) (err error) {
			defer r.Close()
			c, err = s.importCampaign(ctx, r.URI().Name(), r)
			return err
		}, func(err error) {
			if errors.Is(err, context.Canceled) {
				s.reloadCampaigns() // in case it was kept as Cancel was pressed
				return
			}
			if err == nil {
				err = s.imported(c)
			}
			if err != nil {
				s.env.ShowError(s.tr().T("CampaignImportFailed"), err)
			}
		})
	}, s.env.Window)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	s.atBackups(d) // restoring a backup is an import
	d.Show()
}

// importFrom adds the campaign exported in r as a new campaign and opens
// it. A bad file changes nothing; the error names the field at fault.
func (s *Screen) importFrom(name string, r io.Reader) error {
	c, err := s.importCampaign(s.ctx, name, r)
	if err != nil {
		return err
	}
	return s.imported(c)
}

// importCampaign adds the campaign in r to the store; it may run off the
// UI goroutine, and returns ctx's error as soon as ctx ends (the store's
// transaction, cut short, then keeps nothing).
func (s *Screen) importCampaign(ctx context.Context, name string, r io.Reader) (campaign.Campaign, error) {
	c, err := screen.Cancellable(ctx, func() (campaign.Campaign, error) { return s.env.Store.Import(ctx, r) })
	if err != nil {
		return c, fmt.Errorf("%s: %w", name, err)
	}
	return c, nil
}

// shownName is a campaign's name as the screen shows it: cut to
// campaign.MaxName characters, so that a longer one kept by an older
// version (which took any name from an imported file) is never laid out
// whole.
func shownName(name string) string { return campaign.Clip(name, campaign.MaxName) }

// imported lists and opens a campaign just imported.
//
// A campaign whose name another campaign already has gets the next free
// "Name (2)", "Name (3)" ..., and the player is told.
func (s *Screen) imported(c campaign.Campaign) error {
	list, err := s.env.Store.Campaigns(s.ctx)
	if err != nil {
		return err
	}
	taken := map[string]bool{}
	for _, o := range list {
		if o.ID != c.ID {
			taken[o.Name] = true
		}
	}
	if taken[c.Name] {
		name := c.Name
		for n := 2; taken[name]; n++ {
			name = fmt.Sprintf("%s (%d)", c.Name, n)
		}
		if err := s.env.Store.RenameCampaign(s.ctx, c.ID, name); err != nil {
			return err
		}
		s.env.ShowInfo(s.tr().T("CampaignImportedTitle"), s.tr().T("CampaignImportedRenamed", "Name", shownName(c.Name), "New", shownName(name)))
	}
	s.reloadCampaigns()
	return s.Open(c.ID)
}
