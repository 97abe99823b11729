package web

import (
	"io"
	"net/http"
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

// rawView is the players' page's view as the server sends it to Ana's
// phone, once it holds the host's last change (what wait says).
func rawView(t *testing.T, h *hosted, wait func(string) bool) string {
	t.Helper()
	var body string
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		resp, err := http.Get("http://" + h.page.Address() + "/view.json?player=" + h.token)
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		body = string(data)
		if wait(body) || time.Now().After(end) {
			return body
		}
	}
}

// The players' page shows each character's two cards chosen at the table
// (names and initiatives, the leading one first) once every character
// has chosen; before, the message the page is sent holds none of them.
func TestPageShowsTheChosenCardsOnceRevealed(t *testing.T) {
	h := hostTable(t)
	deck := []engine.ClassCard{{Number: 1, Name: "Glacier", Level: 1, Initiative: 20},
		{Number: 2, Name: "Thaw", Level: 1, Initiative: 30}, {Number: 3, Name: "Rime", Level: 1, Initiative: 40}}
	h.do(t, engine.ChooseHand{Character: "ana", Level: 1, HandSize: 3, Deck: deck, Cards: []int{1, 2, 3}})
	h.do(t, engine.ChooseCards{Character: "ana", Leading: 3, Second: 1})
	before := rawView(t, h, func(b string) bool { return strings.Contains(b, `"waiting":["Bo"]`) })
	if !strings.Contains(before, `"waiting":["Bo"]`) || !strings.Contains(before, `"chosen":[]`) ||
		strings.Contains(before, "Rime") || strings.Contains(before, "Glacier") {
		t.Fatalf("before Bo has chosen, the page is sent:\n%s", before)
	}
	h.do(t, engine.SetInitiative{Character: "bo", Leading: 50, Second: 60})
	want := `"chosen":[{"character":"Ana","cards":[{"name":"Rime","initiative":40},{"name":"Glacier","initiative":20}]}]`
	after := rawView(t, h, func(b string) bool { return strings.Contains(b, `"revealed":true`) })
	if !strings.Contains(after, want) {
		t.Fatalf("once all have chosen, the page is sent:\n%s\nwant it to hold %s", after, want)
	}
}

// In a phone's browser, a German page shows no characters' cards while
// Bo is choosing, then Ana's two cards, leading first, with their
// initiatives.
func TestChosenCardsInABrowser(t *testing.T) {
	words, err := locales.New(language.German)
	if err != nil {
		t.Fatal(err)
	}
	h := hostTableIn(t, words)
	deck := []engine.ClassCard{{Number: 1, Name: "Glacier", Level: 1, Initiative: 20},
		{Number: 2, Name: "Thaw", Level: 1, Initiative: 30}, {Number: 3, Name: "Rime", Level: 1, Initiative: 40}}
	h.do(t, engine.ChooseHand{Character: "ana", Level: 1, HandSize: 3, Deck: deck, Cards: []int{1, 2, 3}})
	h.do(t, engine.ChooseCards{Character: "ana", Leading: 3, Second: 1})
	ctx := phone(t, 60*time.Second)
	url := "http://" + h.page.Address() + "/?player=" + h.token
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(url),
		chromedp.WaitVisible(chromedp.CSS(`section.own[data-id="ana"]`))); err != nil {
		t.Fatal(err)
	}
	hidden, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("s-chosen").hidden`))
	if err != nil || !hidden {
		t.Fatalf("the characters' cards shown while Bo chooses (hidden %v, %v)", hidden, err)
	}
	h.do(t, engine.SetInitiative{Character: "bo", Leading: 50, Second: 60})
	want := "Ana: Rime (40), Glacier (20)"
	var got string
	for end := time.Now().Add(20 * time.Second); got != want && time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
		got, _ = chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("s-chosen").hidden ? "" : document.getElementById("chosen").innerText.trim()`))
	}
	title, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("h-chosen").textContent`))
	if got != want || title != words.T("WebChosenCards") {
		t.Fatalf("the page shows %q under %q, want %q under %q", got, title, want, words.T("WebChosenCards"))
	}
	if dir := os.Getenv("HAVENTABLE_PAGE_SHOTS"); dir != "" {
		if shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(90)); err == nil {
			os.WriteFile(filepath.Join(dir, "chosen-cards-de-390x844.jpg"), shot, 0o644)
		}
	}
}
