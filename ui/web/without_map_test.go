package web

import (
	"bufio"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// nextData reads the data of the next event of a page's feed.
func nextData(t *testing.T, lines *bufio.Reader) string {
	t.Helper()
	done := make(chan string, 1)
	go func() {
		for {
			l, err := lines.ReadString('\n')
			if err != nil {
				done <- ""
				return
			}
			if strings.HasPrefix(l, "data: ") {
				done <- strings.TrimPrefix(strings.TrimSpace(l), "data: ")
				return
			}
		}
	}()
	select {
	case d := <-done:
		return d
	case <-time.After(10 * time.Second):
		t.Fatal("no event")
	}
	return ""
}

// Without a map the raw view a page is sent lists the rooms revealed in
// book order, each with its standees (type, number, normal, elite or boss,
// hit points, conditions), and nothing of a room not yet revealed: not its
// name, nor its standees, until its door opens.
func TestPageJSONWithoutMap(t *testing.T) {
	srv, err := Start("127.0.0.1:0", "NOMAPCODE2", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	events, err := http.Get("http://" + srv.Address() + "/events?code=NOMAPCODE2")
	if err != nil {
		t.Fatal(err)
	}
	defer events.Body.Close()
	lines := bufio.NewReader(events.Body)
	nextData(t, lines) // no table yet
	scn := screentest.WithoutMap(t)
	if err := srv.Update(ViewOf(tr(t), scn)); err != nil {
		t.Fatal(err)
	}
	raw := nextData(t, lines)
	for _, hidden := range []string{"Section 3.2", "Section 7.1", "stone-warden", "Stone Warden", "Bone Tyrant", "Bog Lurker"} {
		if strings.Contains(raw, hidden) {
			t.Errorf("before any door opens the page is sent %q: %s", hidden, raw)
		}
	}
	var v View
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		t.Fatal(err)
	}
	if !v.NoMap || len(v.Rooms) != 1 || v.Rooms[0].Name != "Room 1" || strings.Join(v.Rooms[0].Figures, ",") != "cave-rat-1,ana,bo" {
		t.Fatalf("no map %v, rooms %+v", v.NoMap, v.Rooms)
	}
	figs := map[string]FigureOut{}
	for _, f := range v.Figures {
		figs[f.ID] = f
	}
	if r := figs["cave-rat-1"]; r.Type != "Cave Rat" || r.Number != 1 || r.Elite || r.Boss || r.HP != r.MaxHP || r.HP == 0 {
		t.Errorf("rat %+v", r)
	}
	if a := figs["ana"]; len(a.Conditions) != 1 || a.Conditions[0] != "Poison" || a.Type != "" {
		t.Errorf("Ana %+v", a)
	}
	// the door of section 3.2 opens
	if _, err := scn.Do(engine.OpenDoor{At: hexgrid.H(12, 0)}); err != nil {
		t.Fatal(err)
	}
	if err := srv.Update(ViewOf(tr(t), scn)); err != nil {
		t.Fatal(err)
	}
	raw = nextData(t, lines)
	if strings.Contains(raw, "Section 7.1") || strings.Contains(raw, "Bog Lurker") {
		t.Errorf("a room not revealed is sent: %s", raw)
	}
	v = View{}
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		t.Fatal(err)
	}
	if len(v.Rooms) != 2 || v.Rooms[1].Name != "Section 3.2" || strings.Join(v.Rooms[1].Figures, ",") != "stone-warden-2,bone-tyrant-1" {
		t.Fatalf("rooms %+v", v.Rooms)
	}
	for _, f := range v.Figures {
		switch f.ID {
		case "stone-warden-2":
			if !f.Elite || f.Boss || f.Number != 2 || f.Label != "Stone Warden 2" {
				t.Errorf("warden %+v", f)
			}
		case "bone-tyrant-1":
			if !f.Boss || f.HP != 20 {
				t.Errorf("boss %+v", f)
			}
		}
	}
	// a map's scenario has no rooms list
	if m := ViewOf(tr(t), scenario(t)); m.NoMap || len(m.Rooms) != 0 {
		t.Errorf("with a map: no map %v, rooms %+v", m.NoMap, m.Rooms)
	}
}

// On a phone (390×844) the page of a scenario played without a map shows
// the list of the rooms revealed with their standees in place of the map,
// no room not yet revealed, and follows a door opened.
func TestPageWithoutMapInABrowser(t *testing.T) {
	ctx := phone(t, 60*time.Second)
	srv, err := Start("127.0.0.1:0", "NOMAPPAGE2", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	scn := screentest.WithoutMap(t)
	if err := srv.Update(ViewOf(tr(t), scn)); err != nil {
		t.Fatal(err)
	}
	url := "http://" + srv.Address() + "/?code=NOMAPPAGE2"
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(url),
		chromedp.WaitVisible(chromedp.CSS(`body[data-ready="1"]`))); err != nil {
		t.Fatal(err)
	}
	text := func() string {
		t.Helper()
		s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.querySelector("#rooms").innerText`))
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	got := text()
	for _, want := range []string{"Room 1", "Ana", "Poison", "8 / 10", "Cave Rat 1", "Normal"} {
		if !strings.Contains(got, want) {
			t.Errorf("the list lacks %q:\n%s", want, got)
		}
	}
	for _, hidden := range []string{"Section 3.2", "Section 7.1", "Stone Warden", "Bone Tyrant"} {
		if strings.Contains(got, hidden) {
			t.Errorf("the list shows %q before its door opens:\n%s", hidden, got)
		}
	}
	shown, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`getComputedStyle(document.querySelector("#map")).display !== "none"`))
	if err != nil || shown {
		t.Errorf("the map is shown without a map (%v)", err)
	}
	// fits the phone's width: nothing wider than the screen
	if wide, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.documentElement.scrollWidth > 390`)); err != nil || wide {
		t.Errorf("the page is wider than the phone (%v)", err)
	}
	if _, err := scn.Do(engine.OpenDoor{At: hexgrid.H(12, 0)}); err != nil {
		t.Fatal(err)
	}
	if err := srv.Update(ViewOf(tr(t), scn)); err != nil {
		t.Fatal(err)
	}
	js := `document.querySelector("#rooms").innerText.includes("Section 3.2")`
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatalf("the section revealed is not listed: %v\n%s", err, text())
	}
	got = text()
	for _, want := range []string{"Stone Warden 2", "Elite", "Bone Tyrant 1", "Boss", "20 / 20"} {
		if !strings.Contains(got, want) {
			t.Errorf("after the door: the list lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "Section 7.1") || strings.Contains(got, "Bog Lurker") {
		t.Errorf("a room not revealed is listed:\n%s", got)
	}
	if dir := os.Getenv("HAVENTABLE_PAGE_SHOTS"); dir != "" {
		if shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot()); err == nil {
			os.WriteFile(filepath.Join(dir, "page-nomap-390x844.png"), shot, 0o644)
		}
	}
}
