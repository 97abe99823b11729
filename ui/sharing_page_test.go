package ui

import (
	"image/png"
	"io"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/makiuchi-d/gozxing"
	zxqr "github.com/makiuchi-d/gozxing/qrcode"
)

// The share dialog gives a phone that plays the hero its own link, as a QR
// code; the page opened with it plays the hero through the host: an action
// from it reaches the window's table.
func TestSharePhoneLink(t *testing.T) {
	store, sess := table(t)
	s, w := newShell(t, Deps{Store: store, Session: sess, DBPath: filepath.Join(t.TempDir(), "c.db")})
	w.Resize(fyne.NewSize(1024, 600))
	drain := queueUI(s)
	if err := s.StartSharing("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.StopSharing)
	s.sharing.ShowShare()
	dlg := w.Canvas().Overlays().Top()
	phone, err := s.sharing.Host().AddPageDevice("Hero's phone", []string{"hero"})
	if err != nil {
		t.Fatal(err)
	}
	var link *widget.Button
	until(t, drain, "the phone's row", func() bool {
		walkObjects(dlg, func(o fyne.CanvasObject) bool {
			if b, ok := o.(*widget.Button); ok && b.Text == "Phone link…" {
				link = b
				return true
			}
			return false
		})
		return link != nil
	})
	shoot := func(name string) {
		if dir := os.Getenv("HAVENTABLE_PHONE_SHOTS"); dir != "" {
			f, err := os.Create(filepath.Join(dir, name))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			png.Encode(f, w.Canvas().Capture())
		}
	}
	shoot("share-dialog-1024x600.png")
	test.Tap(link)
	shoot("phone-link-1024x600.png")
	var img *canvas.Image
	walkObjects(w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if i, ok := o.(*canvas.Image); ok && i.Image != nil {
			img = i
			return true
		}
		return false
	})
	if img == nil {
		t.Fatal("no QR code for the phone")
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img.Image)
	if err != nil {
		t.Fatal(err)
	}
	res, err := zxqr.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true})
	if err != nil {
		t.Fatalf("the phone's QR code: %v", err)
	}
	u, err := url.Parse(res.GetText())
	if err != nil {
		t.Fatal(err)
	}
	token := u.Query().Get("player")
	if links, _ := s.PlayerLinks(phone); len(links) == 0 || links[0] != res.GetText() || len(token) < 40 ||
		strings.Contains(res.GetText(), s.sharing.Host().Code()) {
		t.Fatalf("the QR code holds %q, the links are %q", res.GetText(), links)
	}
	// the page, opened with it, plays the hero
	base := "http://" + s.sharing.PageAddress()
	resp, err := http.Get(base + "/view.json?player=" + url.QueryEscape(token))
	if err != nil {
		t.Fatal(err)
	}
	view, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(view), `"own":[{"id":"hero"`) {
		t.Fatalf("the phone's view: %s", view)
	}
	seq := s.sharing.Host().LastPlayers()
	done := make(chan string, 1)
	go func() {
		req, _ := http.NewRequest("POST", base+"/act", strings.NewReader(
			`{"seen":`+strconv.FormatUint(seq, 10)+`,"action":{"kind":"damage","figure":"hero","amount":2}}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Haventable-Player", token)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			done <- err.Error()
			return
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		done <- string(body)
	}()
	var answer string
	until(t, drain, "the host's answer", func() bool {
		select {
		case answer = <-done:
			return true
		default:
			return false
		}
	})
	hero, _ := s.table.Scenario().Figure("hero")
	if !strings.Contains(answer, `"done":true`) || hero.HP != hero.MaxHP-2 {
		t.Errorf("the phone's damage: %s; hero %d/%d", answer, hero.HP, hero.MaxHP)
	}
}
