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
)

// handKeptRefused: once the table keeps Ana's cards, the page says her
// initiative comes from the cards chosen at the table (no fields to type
// it), and a typed one sent anyway is refused in the player's words (says,
// in lang), her cards' initiative left as it was.
func handKeptRefused(t *testing.T, h *hosted, lang language.Tag, says string) {
	t.Helper()
	keepAnasHand(t, h)
	var v View
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		v = h.view(t, h.token)
		if len(v.Own) == 1 && v.Own[0].HandKept && v.Own[0].Chosen || time.Now().After(end) {
			break
		}
	}
	if len(v.Own) != 1 || !v.Own[0].HandKept || v.Own[0].Leading != 20 || v.Words.FromCards == "" {
		t.Fatalf("%v: Ana's part of the page %+v, words %q", lang, v.Own, v.Words.FromCards)
	}
	code, rep := h.act(t, h.token, v.Seq, engine.SetInitiative{Character: "ana", Leading: 15, Second: 25})
	if code != 200 || rep.Done || !strings.Contains(rep.Refused, says) {
		t.Errorf("%v: a typed initiative for a hand kept: %d %+v, want %q", lang, code, rep, says)
	}
	var in engine.Initiative
	h.run(func() { in, _ = h.session.Scenario().InitiativeOf("ana") })
	if in.Leading != 20 {
		t.Errorf("%v: Ana's initiative %+v, want her leading card's 20", lang, in)
	}
}

// keepAnasHand has the host's table keep Ana's cards (three, initiatives
// 10, 20, 30) and choose 2 and 3 for the round.
func keepAnasHand(t *testing.T, h *hosted) {
	t.Helper()
	var deck []engine.ClassCard
	for n := 1; n <= 3; n++ {
		deck = append(deck, engine.ClassCard{Number: n, Name: "Card", Level: 1, Initiative: 10 * n})
	}
	h.do(t, engine.ChooseHand{Character: "ana", Level: 1, HandSize: 3, Deck: deck, Cards: []int{1, 2, 3}})
	h.do(t, engine.ChooseCards{Character: "ana", Leading: 2, Second: 3})
}

// In a phone's browser (390×844), a German page shows Ana's initiative
// from her cards with no fields to type one; her long rest stays offered.
func TestHandKeptInABrowser(t *testing.T) {
	words, err := locales.New(language.German)
	if err != nil {
		t.Fatal(err)
	}
	h := hostTableIn(t, words)
	keepAnasHand(t, h)
	ctx := phone(t, 60*time.Second)
	url := "http://" + h.page.Address() + "/?player=" + h.token
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(url),
		chromedp.WaitVisible(chromedp.CSS(`section.own[data-id="ana"] .from-cards`))); err != nil {
		page, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.innerText`))
		t.Fatalf("no words for the initiative from the cards: %v\n%s", err, page)
	}
	type row struct {
		Inputs, Choose, Rest int
		Says, Chosen         string
	}
	sec := `document.querySelector('section.own[data-id="ana"]')`
	got, err := chromedp.Run(ctx, chromedp.Evaluate[row](`({Inputs: `+sec+`.querySelectorAll('input[id^="lead-"], input[id^="second-"]').length,
		Choose: `+sec+`.querySelectorAll('button.choose').length, Rest: `+sec+`.querySelectorAll('button.rest').length,
		Says: `+sec+`.querySelector('.from-cards').textContent, Chosen: `+sec+`.querySelector('.chosen').textContent})`))
	if err != nil {
		t.Fatal(err)
	}
	if want := (row{Rest: 1, Says: words.T("WebFromCards"), Chosen: "20 · 30"}); got != want {
		t.Errorf("Ana's initiative row: %+v, want %+v", got, want)
	}
	if dir := os.Getenv("HAVENTABLE_PAGE_SHOTS"); dir != "" {
		if shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot()); err == nil {
			os.WriteFile(filepath.Join(dir, "hand-kept-de-390x844.png"), shot, 0o644)
		}
	}
}
