package web

import (
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
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
