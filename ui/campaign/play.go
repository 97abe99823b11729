package campaign

import (
	"crypto/rand"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/hexgrid/mapfile"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/ui/screen"
)

// MaxScenarioLevel is the highest scenario level.
const MaxScenarioLevel = 7

// SampleHitPoints is SAMPLE DATA made up for this program, not the figures
// of any published game: a character's maximum hit points by level (index 0
// is level 1), the same for every class. Characters join a scenario with
// these hit points until classes with their own tables exist.
var SampleHitPoints = [maxLevel]int{8, 9, 11, 12, 14, 15, 17, 18, 20}

// HitPoints returns a character's maximum hit points at level from
// SampleHitPoints; levels outside 1..9 are clamped.
func HitPoints(level int) int {
	return SampleHitPoints[min(max(level, 1), maxLevel)-1]
}

// RecommendedLevel is the scenario level suggested for a party: half the
// characters' average level, rounded up, within 0..MaxScenarioLevel; 1 for
// a party without characters.
func RecommendedLevel(party []persistence.Character) int {
	if len(party) == 0 {
		return 1
	}
	sum := 0
	for _, c := range party {
		sum += c.Level
	}
	n := len(party)
	return min(max((sum+2*n-1)/(2*n), 0), MaxScenarioLevel) // ceil(sum/n/2)
}

// BuildScenario builds the scenario of map file at level with seed: the
// map's monsters from engine.SampleMonsters and every character of party,
// in order, on the file's starting hexes with its perks' deck and
// HitPoints for its level. Retired characters must be left out by the
// caller. It fails if the party has more characters than the map has
// starting hexes.
func BuildScenario(file *mapfile.Scenario, level int, seed uint64, party []persistence.Character) (*engine.Scenario, error) {
	if len(party) > len(file.Starts) {
		return nil, fmt.Errorf("scenario %q: %d characters but only %d starting hexes", file.Title, len(party), len(file.Starts))
	}
	scn, err := engine.LoadScenario(file, level, seed, engine.SampleMonsters)
	if err != nil {
		return nil, err
	}
	for i, c := range party {
		hp := HitPoints(c.Level)
		f := engine.Figure{
			ID:    figureID(scn, c),
			Name:  c.Name,
			Kind:  engine.KindCharacter,
			Side:  engine.SideParty,
			At:    file.Starts[i],
			OnMap: true,
			HP:    hp,
			MaxHP: hp,
		}
		if err := scn.AddCharacterWithPerks(f, c.Perks); err != nil {
			return nil, fmt.Errorf("character %q: %w", c.Name, err)
		}
	}
	return scn, nil
}

// figureID names a character's figure after its name ("Ana Brisk" is
// "ana-brisk"), with the character's ID added if another figure has it.
func figureID(scn *engine.Scenario, c persistence.Character) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(c.Name) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') || r > 127 {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	id := b.String()
	if id == "" {
		id = "character"
	}
	if _, taken := scn.Figure(id); taken {
		id += "-" + strconv.FormatInt(c.ID, 10)
	}
	return id
}

// mapChoice is a map the player may start: a built-in sample or a file.
type mapChoice struct {
	label string
	file  *mapfile.Scenario
}

// playPanel resumes or ends the scenario in progress, or starts one.
type playPanel struct {
	s *Screen

	status  *widget.Label
	detail  *widget.Label
	resume  *widget.Button
	end     *widget.Button
	running *fyne.Container

	choices      []mapChoice
	maps         *widget.Select
	openFile     *widget.Button
	level        *widget.Select
	levelItem    *widget.FormItem
	form         *widget.Form
	levelChosen  bool // the player picked a level: keep it
	partyLabel   *widget.Label
	start        *widget.Button
	starter      *fyne.Container
	body         *fyne.Container
	content      fyne.CanvasObject
	lastCampaign int64
}

func newPlayPanel(s *Screen) *playPanel {
	tr := s.tr()
	p := &playPanel{s: s}
	p.status = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.detail = widget.NewLabel("")
	p.resume = widget.NewButtonWithIcon(tr.T("CampaignResume"), theme.MediaPlayIcon(), s.resume)
	p.resume.Importance = widget.HighImportance
	p.end = widget.NewButtonWithIcon(tr.T("CampaignEnd"), theme.MediaStopIcon(), p.endScenario)
	p.end.Importance = widget.DangerImportance
	p.running = container.NewVBox(container.NewHBox(p.resume, p.end), p.detail)

	for _, name := range mapfile.Samples() {
		f, err := mapfile.Sample(name)
		if err != nil {
			continue // the mapfile tests keep the samples readable
		}
		p.choices = append(p.choices, mapChoice{label: tr.T("CampaignSampleMap", "Title", f.Title, "Name", name), file: f})
	}
	p.maps = widget.NewSelect(p.labels(), nil)
	for i, c := range p.choices {
		if c.label == tr.T("CampaignSampleMap", "Title", c.file.Title, "Name", mapfile.DefaultSample) {
			p.maps.SetSelectedIndex(i)
		}
	}
	p.openFile = widget.NewButtonWithIcon(tr.T("CampaignMapFile"), theme.FolderOpenIcon(), p.openDialog)
	levels := make([]string, MaxScenarioLevel+1)
	for i := range levels {
		levels[i] = strconv.Itoa(i)
	}
	p.level = widget.NewSelect(levels, func(string) { p.levelChosen = true })
	p.partyLabel = widget.NewLabel("")
	p.start = widget.NewButtonWithIcon(tr.T("CampaignStart"), theme.MediaPlayIcon(), p.startScenario)
	p.start.Importance = widget.HighImportance
	p.levelItem = widget.NewFormItem(tr.T("CampaignScenarioLevel"), p.level)
	p.levelItem.HintText = tr.T("CampaignLevelRecommended", "Level", RecommendedLevel(nil))
	p.form = widget.NewForm(
		widget.NewFormItem(tr.T("CampaignMap"), container.NewBorder(nil, nil, nil, p.openFile, p.maps)),
		p.levelItem,
		widget.NewFormItem(tr.T("CampaignParty"), p.partyLabel),
	)
	p.starter = narrow(760, container.NewVBox(p.form, container.NewHBox(p.start)))
	p.body = container.NewVBox(p.status, widget.NewSeparator(), p.running, p.starter)
	p.content = container.NewVScroll(p.body)
	return p
}

func (p *playPanel) labels() []string {
	out := make([]string, len(p.choices))
	for i, c := range p.choices {
		out[i] = c.label
	}
	return out
}

// party returns the characters of the open campaign who would join a
// scenario: those not retired.
func (p *playPanel) party() ([]persistence.Character, error) {
	chars, err := p.s.env.Store.Characters(p.s.ctx, p.s.current)
	if err != nil {
		return nil, err
	}
	var out []persistence.Character
	for _, c := range chars {
		if !c.Retired {
			out = append(out, c)
		}
	}
	return out, nil
}

// refresh shows the scenario in progress, or what starting one would do.
func (p *playPanel) refresh() {
	tr := p.s.tr()
	if p.s.current == 0 {
		return
	}
	if p.lastCampaign != p.s.current {
		p.lastCampaign, p.levelChosen = p.s.current, false
	}
	if scn := p.s.env.Table.Scenario(); scn != nil {
		p.status.SetText(tr.T("CampaignInProgress", "Name", scn.Name()))
		p.detail.SetText(scenarioSummary(tr, scn))
		p.running.Show()
		p.starter.Hide()
		p.body.Refresh()
		return
	}
	p.status.SetText(tr.T("CampaignNoScenario"))
	p.running.Hide()
	p.starter.Show()
	defer p.body.Refresh() // lay out what was hidden or shown
	party, err := p.party()
	if err != nil {
		p.s.env.ShowError(tr.T("CampaignLoadFailed"), err)
		return
	}
	rec := RecommendedLevel(party)
	if hint := tr.T("CampaignLevelRecommended", "Level", rec); p.levelItem.HintText != hint {
		p.levelItem.HintText = hint
		p.form.Refresh()
	}
	if !p.levelChosen {
		p.level.SetSelectedIndex(rec)
		p.levelChosen = false
	}
	if len(party) == 0 {
		p.partyLabel.SetText(tr.T("CampaignPartyEmpty"))
		return
	}
	lines := make([]string, len(party))
	for i, c := range party {
		lines[i] = tr.T("CampaignJoins", "Name", c.Name, "Class", c.Class, "Level", c.Level, "HP", HitPoints(c.Level))
	}
	p.partyLabel.SetText(strings.Join(lines, "\n"))
}

// scenarioSummary describes the scenario in progress: round, level and
// the figures still standing.
func scenarioSummary(tr screen.Translator, scn *engine.Scenario) string {
	lines := []string{tr.T("CampaignRoundLevel", "Round", scn.Round(), "Level", scn.Level())}
	monsters := 0
	for _, f := range scn.Figures() {
		switch {
		case f.Kind == engine.KindCharacter && f.State == engine.Active:
			lines = append(lines, tr.T("CampaignFigureHP", "Name", f.Name, "HP", f.HP, "Max", f.MaxHP))
		case f.Kind == engine.KindCharacter:
			lines = append(lines, tr.T("CampaignFigureOut", "Name", f.Name))
		case f.Kind == engine.KindMonster && f.Alive():
			monsters++
		}
	}
	return strings.Join(append(lines, tr.N("CampaignMonstersLeft", monsters)), "\n")
}

// resume goes back to the scenario in progress.
func (s *Screen) resume() {
	if s.env.Table.Scenario() != nil && s.opts.OnResume != nil {
		s.opts.OnResume()
	}
}

func (s *Screen) seed() uint64 {
	if s.opts.Seed != nil {
		return s.opts.Seed()
	}
	var b [8]byte
	if _, err := io.ReadFull(rand.Reader, b[:]); err != nil {
		return uint64(time.Now().UnixNano())
	}
	return binary.LittleEndian.Uint64(b[:])
}

// startScenario starts the chosen map with the party at the chosen level.
func (p *playPanel) startScenario() {
	tr := p.s.tr()
	if err := p.startChosen(); err != nil {
		p.s.env.ShowError(tr.T("CampaignStartFailed"), err)
		return
	}
	p.s.resume()
}

func (p *playPanel) startChosen() error {
	tr := p.s.tr()
	sess := p.s.env.Table.Session()
	if sess == nil {
		return screen.ErrNoCampaign
	}
	i := p.maps.SelectedIndex()
	if i < 0 || i >= len(p.choices) {
		return errors.New(tr.T("CampaignNoMap"))
	}
	file := p.choices[i].file
	level := p.level.SelectedIndex()
	if level < 0 {
		return errors.New(tr.T("CampaignFieldBlank", "Field", tr.T("CampaignScenarioLevel")))
	}
	party, err := p.party()
	if err != nil {
		return err
	}
	if len(party) == 0 {
		return errors.New(tr.T("CampaignPartyEmpty"))
	}
	if len(party) > len(file.Starts) {
		return errors.New(tr.T("CampaignTooManyCharacters", "Characters", len(party), "Starts", len(file.Starts), "Map", file.Title))
	}
	scn, err := BuildScenario(file, level, p.s.seed(), party)
	if err != nil {
		return err
	}
	return sess.Start(p.s.ctx, scn)
}

// endScenario ends the scenario in progress once the player confirms.
func (p *playPanel) endScenario() {
	tr := p.s.tr()
	scn := p.s.env.Table.Scenario()
	sess := p.s.env.Table.Session()
	if scn == nil || sess == nil {
		return
	}
	p.s.env.Confirm(tr.T("CampaignEndTitle"), tr.T("CampaignEndMessage", "Name", scn.Name()), tr.T("CampaignEnd"), func() {
		if err := sess.End(p.s.ctx); err != nil {
			p.s.env.ShowError(tr.T("CampaignEndFailed"), err)
		}
	})
}

// openDialog lets the player start a map file of their own.
func (p *playPanel) openDialog() {
	if p.s.env.Window == nil {
		return
	}
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err == nil && r == nil {
			return
		}
		if err == nil {
			defer r.Close()
			err = p.addFile(r.URI().Name(), r)
		}
		if err != nil {
			p.s.env.ShowError(p.s.tr().T("CampaignMapFileFailed"), err)
		}
	}, p.s.env.Window)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// addFile reads a scenario map file and chooses it.
func (p *playPanel) addFile(name string, r io.Reader) error {
	data, err := io.ReadAll(r)
	if err != nil {
		return fmt.Errorf("read %s: %w", name, err)
	}
	f, err := mapfile.Parse(data)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	p.choices = append(p.choices, mapChoice{label: p.s.tr().T("CampaignFileMap", "Title", f.Title, "Name", name), file: f})
	p.maps.SetOptions(p.labels())
	p.maps.SetSelectedIndex(len(p.choices) - 1)
	return nil
}
