package web

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence/share"
)

// The table's refusal of a phone's action reaches the player in the
// page's language, worded for players: never the engine's own text.
func TestRefusalInThePlayersWords(t *testing.T) {
	for _, tc := range []struct {
		lang                           language.Tag
		initiative, negative, handKept string
	}{
		{language.English, "from 1 to 99", "0 or more", "chosen at the table"},
		{language.German, "von 1 bis 99", "ab 0", "am Tisch gewählt"},
		{language.French, "de 1 à 99", "0 ou plus", "choisie à la table"},
	} {
		words, err := locales.New(tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		h := hostTableIn(t, words)
		v := h.view(t, h.token)
		code, rep := h.act(t, h.token, v.Seq, engine.SetInitiative{Character: "ana", Leading: 0})
		if code != 200 || rep.Done || !strings.Contains(rep.Refused, tc.initiative) || strings.Contains(rep.Refused, "out of") {
			t.Errorf("%v: initiative 0: %d %+v, want %q", tc.lang, code, rep, tc.initiative)
		}
		code, rep = h.act(t, h.token, v.Seq, engine.DamageFigure{Figure: "ana", Amount: -2})
		if code != 200 || rep.Done || !strings.Contains(rep.Refused, tc.negative) || strings.Contains(rep.Refused, "below") {
			t.Errorf("%v: damage -2: %d %+v, want %q", tc.lang, code, rep, tc.negative)
		}
		handKeptRefused(t, h, tc.lang, tc.handKept)
	}
}

// A refusal with no reason the page knows (an older host's, or a new
// one) is a sentence for players, not the host's error text.
func TestRefusalFallback(t *testing.T) {
	words := tr(t)
	other := words.T("WebRefusedOther")
	for _, reason := range []string{"", share.ReasonOther, "a-reason-of-tomorrow"} {
		if got := refusedWords(words, reason); got != other {
			t.Errorf("reason %q: %q, want %q", reason, got, other)
		}
	}
	s := &Server{opts: Options{Tr: words}}
	got := s.refusal(player{}, share.Reply{Error: `set initiative of "ana": leading card: initiative out of 1..99: 0`})
	if got != other {
		t.Errorf("a reply without a reason: %q", got)
	}
}

// In a phone's browser (390×844) a German page's initiative of 0 is
// refused by the host's table and said in German player words.
func TestRefusalInABrowser(t *testing.T) {
	words, err := locales.New(language.German)
	if err != nil {
		t.Fatal(err)
	}
	h := hostTableIn(t, words)
	ctx := phone(t, 60*time.Second)
	url := "http://" + h.page.Address() + "/?player=" + h.token
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(url),
		chromedp.WaitVisible(chromedp.CSS(`section.own[data-id="ana"]`))); err != nil {
		t.Fatal(err)
	}
	// the page asks for 1 to 99 before it sends (Choose); the host's table
	// is the judge all the same
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](`act({kind: "initiative", character: "ana", leading: 0, second: 40}), null`)); err != nil {
		t.Fatal(err)
	}
	want := words.T("WebRefusedInitiativeRange", "Min", engine.MinInitiative, "Max", engine.MaxInitiative)
	js := `document.querySelector("#refusal").textContent.includes("von 1 bis 99") && document.body.dataset.busy !== "1"`
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		page, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.innerText`))
		t.Fatalf("the refusal of an initiative of 0 (want %q): %v\n%s", want, err, page)
	}
	if got, _ := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#refusal"))); got != want {
		t.Errorf("refusal %q, want %q", got, want)
	}
	if dir := os.Getenv("HAVENTABLE_PAGE_SHOTS"); dir != "" {
		if shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot()); err == nil {
			os.WriteFile(filepath.Join(dir, "refusal-de-390x844.png"), shot, 0o644)
		}
	}
}
