package ui

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"
)

// newShell builds the window with the test driver.
func newShell(t *testing.T, deps Deps) (*Shell, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	w := a.NewWindow("")
	t.Cleanup(w.Close)
	if deps.Language == language.Und {
		deps.Language = language.English
	}
	s, err := New(a, w, deps)
	if err != nil {
		t.Fatal(err)
	}
	w.Resize(fyne.NewSize(1000, 700))
	return s, w
}

// texts collects the text of every label, rich text and button under o.
func texts(o fyne.CanvasObject) string {
	var b strings.Builder
	var walk func(fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.Label:
			b.WriteString(v.Text + "\n")
		case *widget.Button:
			b.WriteString(v.Text + "\n")
		case *container.AppTabs:
			for _, it := range v.Items {
				b.WriteString(it.Text + "\n")
			}
			if sel := v.Selected(); sel != nil {
				walk(sel.Content)
			}
			return
		case *widget.Form:
			for _, it := range v.Items {
				b.WriteString(it.Text + "\n")
				walk(it.Widget)
			}
			return
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
		case *container.Scroll:
			walk(v.Content)
		case fyne.Widget: // a dialog and the like: look inside
			for _, c := range test.WidgetRenderer(v).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
	return b.String()
}

func TestShellTitleMenuAndViews(t *testing.T) {
	s, w := newShell(t, Deps{DBPath: "/tmp/campaign.db", Version: "0.1.0"})
	if got := w.Title(); got != "Haventable" {
		t.Errorf("title = %q, want Haventable", got)
	}
	m := s.MainMenu()
	if m == nil {
		t.Fatal("no main menu")
	}
	var labels []string
	for _, it := range m.Items {
		labels = append(labels, it.Label)
	}
	if got := strings.Join(labels, ","); got != "File,View,Help" {
		t.Errorf("menus = %s, want File,View,Help", got)
	}
	file := m.Items[0].Items
	if file[0].Label != "Open scenario…" || !file[0].Disabled {
		t.Errorf("File › %q disabled=%v, want Open scenario… disabled without a loader", file[0].Label, file[0].Disabled)
	}
	if last := file[len(file)-1]; !last.IsQuit || last.Label != "Quit" {
		t.Errorf("File ends with %q (quit %v), want Quit", last.Label, last.IsQuit)
	}
	help := m.Items[2].Items
	if len(help) != 2 || help[0].Label != "Keyboard shortcuts" || help[1].Label != "About Haventable" {
		t.Errorf("Help menu = %v", help)
	}

	for _, v := range Views {
		s.Show(v)
		if s.View() != v {
			t.Errorf("Show(%s): view is %s", v, s.View())
		}
		all := texts(w.Content())
		if !strings.Contains(all, "Not built yet") {
			t.Errorf("view %s does not say it is not built yet:\n%s", v, all)
		}
	}
	all := texts(w.Content())
	for _, want := range []string{"Map & targeting", "Attack & decks", "Campaign", "Card battle", "Campaign database: /tmp/campaign.db"} {
		if !strings.Contains(all, want) {
			t.Errorf("window lacks %q:\n%s", want, all)
		}
	}
}

func TestShortcutsSwitchViews(t *testing.T) {
	s, w := newShell(t, Deps{})
	sc := s.shortcuts()
	for _, tc := range []struct {
		key  string
		want View
	}{{"battle", ViewBattle}, {"campaign", ViewCampaign}, {"attack", ViewAttack}, {"map", ViewMap}} {
		w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(sc[tc.key].desktop())
		if s.View() != tc.want {
			t.Errorf("shortcut %s: view %s, want %s", tc.key, s.View(), tc.want)
		}
	}
}

func TestMapShowsScenario(t *testing.T) {
	sc := &Scenario{Path: "/maps/barrow.toml", Name: "Black Barrow", Width: 12, Height: 9, Hexes: 71}
	_, w := newShell(t, Deps{Scenario: sc})
	all := texts(w.Content())
	for _, want := range []string{"Black Barrow", "12 × 9 hexes", "71", "/maps/barrow.toml", "Scenario: Black Barrow"} {
		if !strings.Contains(all, want) {
			t.Errorf("map view lacks %q:\n%s", want, all)
		}
	}
}

func TestOpenScenario(t *testing.T) {
	var asked string
	load := func(path string) (*Scenario, error) {
		asked = path
		if path == "bad.toml" {
			return nil, errors.New("line 3: bad hex")
		}
		return &Scenario{Path: path, Name: "Gloom Hollow", Width: 3, Height: 4, Hexes: 10}, nil
	}
	s, w := newShell(t, Deps{LoadScenario: load})
	if s.MainMenu().Items[0].Items[0].Disabled {
		t.Error("Open scenario… is disabled although a loader is given")
	}
	s.Show(ViewBattle)
	s.OpenScenario("good.toml")
	if asked != "good.toml" || s.Scenario() == nil || s.Scenario().Name != "Gloom Hollow" {
		t.Fatalf("after OpenScenario: asked %q, scenario %+v", asked, s.Scenario())
	}
	if s.View() != ViewMap {
		t.Errorf("view after opening = %s, want map", s.View())
	}
	if !strings.Contains(texts(w.Content()), "Gloom Hollow") {
		t.Error("map view does not show the opened scenario")
	}
	s.OpenScenario("bad.toml")
	if s.Scenario().Name != "Gloom Hollow" {
		t.Error("a failed load replaced the scenario")
	}
	if len(w.Canvas().Overlays().List()) == 0 {
		t.Error("a failed load showed no dialog")
	}
}

func TestSetLanguageRebuildsAndSaves(t *testing.T) {
	var saved language.Tag
	s, w := newShell(t, Deps{SaveLanguage: func(l language.Tag) { saved = l }})
	s.Show(ViewCampaign)
	if err := s.SetLanguage(language.German); err != nil {
		t.Fatal(err)
	}
	if saved != language.German {
		t.Errorf("saved %v, want de", saved)
	}
	if s.View() != ViewCampaign {
		t.Errorf("view after language change = %s, want campaign", s.View())
	}
	if got := s.MainMenu().Items[0].Label; got != "Datei" {
		t.Errorf("File menu in German = %q", got)
	}
	if all := texts(w.Content()); !strings.Contains(all, "Noch nicht gebaut") || !strings.Contains(all, "Kampagne") {
		t.Errorf("German window:\n%s", all)
	}
	langs := s.MainMenu().Items[1].Items
	sub := langs[len(langs)-1].ChildMenu.Items
	var checked []string
	for _, it := range sub {
		if it.Checked {
			checked = append(checked, it.Label)
		}
	}
	if strings.Join(checked, ",") != "Deutsch" {
		t.Errorf("checked languages = %v, want Deutsch", checked)
	}
}

func TestStoreProblemsAreShown(t *testing.T) {
	for _, tc := range []struct {
		kind StoreKind
		want string
	}{
		{StoreNotDatabase, "is not a Haventable campaign database"},
		{StoreTooNew, "newer version of Haventable"},
		{StoreLocked, "already open in another running Haventable"},
		{StoreOther, "permission denied"},
	} {
		p := &StoreProblem{Kind: tc.kind, Path: "/x/campaign.db", Err: errors.New("permission denied")}
		s, w := newShell(t, Deps{DBPath: "/x/campaign.db", DBProblem: p})
		s.ShowProblems()
		ov := w.Canvas().Overlays().List()
		if len(ov) != 1 {
			t.Fatalf("kind %d: %d overlays, want one dialog", tc.kind, len(ov))
		}
		if !strings.Contains(texts(ov[0]), tc.want) {
			t.Errorf("kind %d: dialog lacks %q:\n%s", tc.kind, tc.want, texts(ov[0]))
		}
		if !strings.Contains(texts(w.Content()), "Campaign database unusable") {
			t.Errorf("kind %d: status bar does not say the database is unusable", tc.kind)
		}
	}
}

func TestParseView(t *testing.T) {
	for _, v := range Views {
		if got, err := ParseView(string(v)); err != nil || got != v {
			t.Errorf("ParseView(%q) = %v, %v", v, got, err)
		}
	}
	if got, err := ParseView(" Battle "); err != nil || got != ViewBattle {
		t.Errorf("ParseView(\" Battle \") = %v, %v", got, err)
	}
	if _, err := ParseView("shop"); err == nil {
		t.Error("ParseView(shop) succeeded")
	}
}

func TestMapShowsBuiltInSample(t *testing.T) {
	sc := &Scenario{Sample: "sunken-archive", Name: "The Sunken Archive", Description: "Two flooded rooms.", Width: 15, Height: 8, Hexes: 98}
	_, w := newShell(t, Deps{Scenario: sc})
	all := texts(w.Content())
	for _, want := range []string{"built-in sample map sunken-archive", "Two flooded rooms.", "15 × 8 hexes", "98"} {
		if !strings.Contains(all, want) {
			t.Errorf("map view lacks %q:\n%s", want, all)
		}
	}
}

func TestDisplayPath(t *testing.T) {
	t.Setenv("HOME", "/home/ann")
	for in, want := range map[string]string{
		"/home/ann/.config/haventable/campaign.db": "~/.config/haventable/campaign.db",
		"/home/anna/x.db":                          "/home/anna/x.db",
		"/tmp/c.db":                                "/tmp/c.db",
		"rel/c.db":                                 "rel/c.db",
	} {
		if got := displayPath(in); got != want {
			t.Errorf("displayPath(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCampaignViewListsCampaigns(t *testing.T) {
	s, w := newShell(t, Deps{DBPath: "/tmp/c.db", Campaigns: []string{"Gloomy Start", "Second Run"}})
	s.Show(ViewCampaign)
	all := texts(w.Content())
	for _, want := range []string{"2 campaigns", "Gloomy Start", "Second Run", "/tmp/c.db"} {
		if !strings.Contains(all, want) {
			t.Errorf("campaign view lacks %q:\n%s", want, all)
		}
	}
	s, w = newShell(t, Deps{DBPath: "/tmp/c.db"})
	s.Show(ViewCampaign)
	if all := texts(w.Content()); !strings.Contains(all, "0 campaigns") {
		t.Errorf("empty database:\n%s", all)
	}
}
