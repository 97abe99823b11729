package ui

import (
	"context"
	"encoding/json"
	"fmt"
	"image"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"github.com/makiuchi-d/gozxing"
	zxqr "github.com/makiuchi-d/gozxing/qrcode"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui/sharing"
)

// queueUI makes the test's goroutine the window's: work handed to it from
// other goroutines waits until drain runs it.
func queueUI(s *Shell) (drain func()) {
	queue := make(chan func(), 1000)
	s.sharing.SetUI(func(f func()) { queue <- f })
	return func() {
		for {
			select {
			case f := <-queue:
				f()
			default:
				return
			}
		}
	}
}

// menuHas reports whether the window's main menu has an item of that label.
func menuHas(w fyne.Window, label string) bool {
	for _, m := range w.MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == label {
				return true
			}
		}
	}
	return false
}

// sharedHost shares a table of its own on loopback, letting every device
// in as it asks (admitAsSuggested), until the test ends.
func sharedHost(t *testing.T) (*share.Host, *play.Session) {
	t.Helper()
	_, hostSess := table(t)
	host, err := share.Share(context.Background(), share.HostOptions{Session: hostSess, Dir: t.TempDir(), Listen: "127.0.0.1:0",
		Admit: admitAsSuggested})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { host.Close() })
	return host, hostSess
}

// admitAsSuggested is a host that lets every device in with the rights it
// suggests (the characters asked for).
func admitAsSuggested(_ share.Request, suggested share.Rights) (share.Rights, bool) {
	return suggested, true
}

// until drains the window's work until ok holds, failing after 10 s.
func until(t *testing.T, drain func(), what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for drain(); !ok(); drain() {
		if time.Now().After(deadline) {
			t.Fatalf("waited 10 s for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// File › Share this table… shows the join information as a QR code that
// decodes back to it, and the devices that joined, each with a role
// chooser: choosing co-game-master reaches the host and the device.
func TestShareDialogDevicesAndQR(t *testing.T) {
	s, w, drain := sharingShell(t)
	addrs, code, _ := s.Sharing()
	s.sharing.ShowShare()
	dlg := w.Canvas().Overlays().Top()
	if txt := texts(dlg); !strings.Contains(txt, "No device has asked to join yet") {
		t.Fatalf("dialog before any device: %q", txt)
	}
	// the QR code
	var img image.Image
	walkObjects(dlg, func(o fyne.CanvasObject) bool {
		if i, ok := o.(*canvas.Image); ok && i.Image != nil {
			img = i.Image
			return true
		}
		return false
	})
	if img == nil {
		t.Fatal("no QR code in the dialog")
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := zxqr.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true})
	if err != nil {
		t.Fatalf("the dialog's QR code: %v", err)
	}
	addr, c, ok := sharing.ParseJoinLink(res.GetText())
	if !ok || addr != addrs[0] || c != code || !strings.HasPrefix(res.GetText(), s.SharingPage()[0]+"&") {
		t.Fatalf("the QR code holds %q: %q %q %v", res.GetText(), addr, c, ok)
	}

	// a phone that scans it opens the players' page
	resp, err := http.Get(res.GetText())
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("the QR code's link: %s", resp.Status)
	}

	// a device joins, asking for the hero: the list shows it
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	// (the host answers on the window's goroutine: the test's, which
	// drains meanwhile)
	var d *share.Client
	joined := make(chan error, 1)
	go func() {
		var err error
		d, err = share.Join(ctx, share.JoinOptions{Address: addr, Code: c, Device: "tablet", As: []string{"Hero"}})
		joined <- err
	}()
	var joinErr error
	// it waits in the dialog until the host lets it in
	until(t, drain, "the device asking in the dialog", func() bool { return strings.Contains(texts(dlg), "tablet") })
	if txt := texts(dlg); !strings.Contains(txt, "asks to join; asked for Hero") {
		t.Errorf("dialog: %q", txt)
	}
	select {
	case err := <-joined:
		t.Fatalf("joined before the host let it in: %v", err)
	default:
	}
	var admit *widget.Button
	walkObjects(dlg, func(o fyne.CanvasObject) bool {
		if b, ok := o.(*widget.Button); ok && b.Text == "Let in" && b.Visible() {
			admit = b
			return true
		}
		return false
	})
	if admit == nil {
		t.Fatal("no Let in button")
	}
	test.Tap(admit)
	until(t, drain, "the device joined", func() bool {
		select {
		case joinErr = <-joined:
			return true
		default:
			return false
		}
	})
	if joinErr != nil {
		t.Fatal(joinErr)
	}
	defer d.Close()
	// the host's answers to the device's proposals too
	propose := func(a engine.Action) error {
		done := make(chan error, 1)
		go func() { _, err := d.Propose(ctx, a); done <- err }()
		var err error
		until(t, drain, "the host's answer", func() bool {
			select {
			case err = <-done:
				return true
			default:
				return false
			}
		})
		return err
	}
	until(t, drain, "the device in the dialog", func() bool { return strings.Contains(texts(dlg), "tablet") })
	if txt := texts(dlg); !strings.Contains(txt, "asked for Hero") {
		t.Errorf("dialog: %q", txt)
	}
	var role *widget.Select
	var chars *widget.CheckGroup
	walkObjects(dlg, func(o fyne.CanvasObject) bool {
		switch v := o.(type) {
		case *widget.Select:
			role = v
			return true
		case *widget.CheckGroup:
			chars = v
			return true
		}
		return false
	})
	if role == nil || chars == nil || role.Selected != "Plays" || !slices.Equal(chars.Selected, []string{"Hero"}) {
		t.Fatalf("the device's row: role %v, characters %v", role, chars)
	}
	// the host takes the hero away, then makes it a co-game-master
	chars.SetSelected(nil)
	if r := s.sharing.Host().Devices()[0]; r.Role != share.RolePlayers || len(r.Characters) != 0 {
		t.Fatalf("rights after unticking the hero: %+v", r)
	}
	until(t, drain, "the device told it plays no one", func() bool { return len(d.Rights().Characters) == 0 })
	if err := propose(engine.SetCondition{Figure: "hero", Condition: modifier.Poison, Held: true}); err == nil {
		t.Fatal("a device that plays no one acted for the hero")
	}
	walkObjects(w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if v, ok := o.(*widget.Select); ok {
			role = v
			return true
		}
		return false
	})
	role.SetSelected("Co-game-master")
	until(t, drain, "the device told it is a co-game-master", func() bool { return d.Rights().Role == share.RoleGameMaster })
	if err := propose(engine.Infuse{Element: modifier.Fire}); err != nil {
		t.Errorf("a co-game-master's action: %v", err)
	}
}

// A window that joined plays what the host lets it: its status bar says
// which characters, an action outside its rights is refused in the
// player's words without reaching the host, and made a co-game-master it
// may do the game master's part.
func TestJoinedWindowRights(t *testing.T) {
	host, hostSess := sharedHost(t)
	store, sess := table(t)
	s, w := newShell(t, Deps{Store: store, Session: sess, DBPath: filepath.Join(t.TempDir(), "own.db")})
	drain := queueUI(s)
	if err := s.Join(host.Address(), host.Code(), "hero"); err != nil {
		t.Fatal(err)
	}
	defer s.Leave()
	if st := s.statusText(); !strings.Contains(st, "you play Hero") {
		t.Errorf("status %q", st)
	}
	// a player's window offers no hidden rooms
	if menuHas(w, "Monsters in hidden rooms, dimmed") {
		t.Error("a player's window offers View › Monsters in hidden rooms")
	}
	if !s.table.Allows(engine.HealFigure{Figure: "hero", Amount: 1}) || s.table.Allows(engine.Infuse{Element: modifier.Fire}) {
		t.Error("the table's rights are not the host's")
	}
	last := host.Last()
	_, err := s.table.Do(engine.Infuse{Element: modifier.Fire})
	if err == nil || !strings.Contains(err.Error(), "the game master's to do") {
		t.Fatalf("the game master's part: %v", err)
	}
	if host.Last() != last {
		t.Error("a refused action reached the host")
	}
	// Undo is the game master's too
	s.setUndoItems()
	if !s.undoItem.Disabled {
		t.Error("Undo enabled on a player's device")
	}
	s.Undo()
	if txt := texts(w.Canvas().Overlays().Top()); !strings.Contains(txt, "the game master's to do") || host.Last() != last {
		t.Errorf("a player's undo: %q", txt)
	}
	key := makeCoGameMaster(t, host, s, drain, engine.Infuse{Element: modifier.Fire})
	if st := s.statusText(); !strings.Contains(st, "co-game-master") {
		t.Errorf("status %q", st)
	}
	if !menuHas(w, "Monsters in hidden rooms, dimmed") {
		t.Error("a co-game-master's window does not offer View › Monsters in hidden rooms")
	}
	if _, err := s.table.Do(engine.Infuse{Element: modifier.Fire}); err != nil {
		t.Fatalf("a co-game-master's action: %v", err)
	}
	// a co-game-master undoes and redoes on the host
	s.setUndoItems()
	if s.undoItem.Disabled || s.redoItem.Disabled {
		t.Error("Undo or Redo disabled for a co-game-master")
	}
	s.Undo()
	if a, _ := hostSess.LastDone(); a.Kind == "infuse" || !hostSess.CanRedo() {
		t.Errorf("after the co-game-master's undo, the host's last action is %q", a.Kind)
	}
	s.Redo()
	if a, _ := hostSess.LastDone(); a.Kind != "infuse" {
		t.Errorf("after the co-game-master's redo, the host's last action is %q", a.Kind)
	}
	if err := host.SetRights(key, share.Rights{Role: share.RoleRemoved}); err != nil {
		t.Fatal(err)
	}
	until(t, drain, "the window removed", func() bool { return strings.Contains(s.statusText(), "took this device off") })
	if _, err := s.table.Do(engine.Infuse{Element: modifier.Ice}); err == nil || !strings.Contains(err.Error(), "took this device off") {
		t.Errorf("a removed window's action: %v", err)
	}
}

// The share dialog lists 1,000 devices as a widget.List: it builds rows
// only for those on screen, so it opens as fast with 1,000 as with a few.
func TestShareDialogThousandDevices(t *testing.T) {
	store, sess := table(t)
	db := filepath.Join(t.TempDir(), "c.db")
	s, w := newShell(t, Deps{Store: store, Session: sess, DBPath: db})
	drain := queueUI(s)
	dir := filepath.Join(filepath.Dir(db), "shared-tables", strconv.FormatInt(sess.Campaign(), 10))
	var list []share.Device
	for i := range 1000 {
		kp, err := share.NewKey()
		if err != nil {
			t.Fatal(err)
		}
		key, _ := kp.PublicKey()
		list = append(list, share.Device{Name: fmt.Sprintf("device-%04d", i), Key: key, Rights: share.Rights{Role: share.RoleRemoved}})
	}
	data, _ := json.Marshal(list)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "devices.json"), data, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := s.StartSharing("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.StopSharing)
	start := time.Now()
	s.sharing.ShowShare()
	w.Canvas().Capture() // a frame drawn
	took := time.Since(start)
	drain()
	if n := s.sharing.DeviceCount(); n != 1000 {
		t.Fatalf("%d rows, want 1000", n)
	}
	rows := 0
	walkObjects(w.Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, "device-") {
			rows++
		}
		return false
	})
	if rows == 0 || rows > 60 {
		t.Errorf("%d rows drawn for 1,000 devices, want only those on screen", rows)
	}
	t.Logf("the dialog with 1,000 devices opened and drew a frame in %v (%d rows drawn)", took, rows)
}
