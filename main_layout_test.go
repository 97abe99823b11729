package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui"
	"github.com/haventable/haventable/ui/field"
)

// control is a button, check, list or entry of the real window: its text,
// kind, where it lies on the window's canvas and whether it is inside a
// scroll container that scrolls up and down (a list, which may hold it out
// of sight). A control in a container that scrolls sideways only (a
// toolbar) must be in sight: it lies inside Clip, the part of the window
// the container shows.
type control struct {
	Text     string
	Kind     string
	X, Y     float32
	W, H     float32
	Scrolled bool
	Clip     *[4]float32 `json:",omitempty"` // x, y, width, height
}

// layoutProbe is what the program under TestRealWindowLayout reports:
// the canvas's size and the controls of the map screen with a monster's
// turn shown, and of the editor, and where the first initiative field lies.
type layoutProbe struct {
	Canvas         fyne.Size
	Map, Editor    []control
	EntryX, EntryY float32
	// MapView is the size of the map widget; Compact tells whether the
	// round is folded into its compact bar; Cut are the texts of the map screen and of
	// the card battle shown cut (an ellipsis or a name running into the
	// text after it), BattleFields how many of the card battle's
	// fields show whole at once.
	MapView      fyne.Size
	Compact      bool
	Cut          []string
	BattleFields int
}

// In the program run by TestRealWindowLayout (HAVENTABLE_PROBE names a
// folder), the window reports where its controls lie once the driver
// script has resized it (the file "resized" in that folder).
func init() {
	dir := os.Getenv("HAVENTABLE_PROBE")
	if dir == "" || os.Getenv("HAVENTABLE_RUN_MAIN") != "1" {
		return
	}
	windowShown = func(w fyne.Window, s *ui.Shell) { go probeLayout(w, s, dir) }
}

// probeLayout waits for the driver script's resize, shows a monster's
// turn on the map, reads the map screen's controls, then the editor's,
// goes back to the map and writes all that to dir/probe.json.
func probeLayout(w fyne.Window, s *ui.Shell, dir string) {
	waitResized(dir)
	waitCanvasSize(w)
	settle := func() { time.Sleep(700 * time.Millisecond) } // a few frames: the window lays out again
	settle()
	var p layoutProbe
	fyne.DoAndWait(func() {
		s.Show(ui.ViewMap)
		if scn := s.Env().Table.Scenario(); scn != nil {
			for _, f := range scn.Figures() {
				if f.Kind == engine.KindMonster {
					s.MapScreen().PlayTurn(f.ID)
					break
				}
			}
		}
	})
	settle()
	shoot(dir, "map")
	fyne.DoAndWait(func() {
		p.Canvas = w.Canvas().Size()
		p.Map = controlsUnder(w.Content(), false, nil)
		p.MapView = s.MapScreen().View.Size()
		p.Compact = s.RoundCompact()
		p.Cut = cutTexts(w.Content())
	})
	fyne.DoAndWait(func() { s.Show(ui.ViewBattle) })
	settle()
	shoot(dir, "battle")
	fyne.DoAndWait(func() {
		p.Cut = append(p.Cut, cutTexts(w.Content())...)
		p.BattleFields = wholeEntries(w.Content(), w.Canvas().Size())
	})
	fyne.DoAndWait(func() { s.Show(ui.ViewEditor) })
	settle()
	fyne.DoAndWait(func() { p.Editor = controlsUnder(w.Content(), false, nil) })
	fyne.DoAndWait(func() { s.Show(ui.ViewMap) })
	settle()
	fyne.DoAndWait(func() {
		d := fyne.CurrentApp().Driver()
		if es := entriesUnder(w.Content()); len(es) > 0 {
			at, size := d.AbsolutePositionForObject(es[0]), es[0].Size()
			p.EntryX, p.EntryY = at.X+size.Width/2, at.Y+size.Height/2
		}
	})
	writeProbe(dir, "probe.json", p)
	if os.Getenv("HAVENTABLE_PROBE_STALE") == "1" {
		probeStaleOdds(s, dir)
	}
}

// sizeAndShoot goes on a driver script after startWindow: it makes the
// window $SW×$SH and tells the probe so (the file $PROBE/resized, see
// waitResized), then takes each picture the window asks for (shoot) until
// the probe wrote $PROBE/$REPORT, for at most $ROUNDS tenths of a second.
const sizeAndShoot = `
xdotool windowsize --sync "$wid" "$SW" "$SH" 2>/dev/null || xdotool windowsize "$wid" "$SW" "$SH"
touch "$PROBE/resized"
for i in $(seq 1 "$ROUNDS"); do
  [ -f "$PROBE/$REPORT" ] && break
  for f in "$PROBE"/shoot-*; do
    [ -e "$f" ] || continue
    n=${f##*/shoot-}
    rm -f "$f"
    import -window root "$PROBE/$n.png" 2>/dev/null || true
    touch "$PROBE/shot-$n"
  done
  sleep 0.1
done
`

// waitResized waits (up to 30 s) for the driver script to say it made
// the window its size (the file dir/resized).
func waitResized(dir string) {
	for i := 0; i < 300; i++ {
		if _, err := os.Stat(filepath.Join(dir, "resized")); err == nil {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// waitCanvasSize waits (up to 30 s) until the window's canvas has the size
// the driver script made the window ($SW×$SH): on a loaded machine the
// window takes the resize some frames after xdotool returns.
func waitCanvasSize(w fyne.Window) {
	var sw, sh float32
	fmt.Sscan(os.Getenv("SW"), &sw)
	fmt.Sscan(os.Getenv("SH"), &sh)
	if sw <= 0 || sh <= 0 {
		return
	}
	for i := 0; i < 300; i++ {
		var size fyne.Size
		fyne.DoAndWait(func() { size = w.Canvas().Size() })
		if size.Width >= sw-1 && size.Height >= sh-1 {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// shoot asks the driver script for a picture of the screen, saved as
// dir/name.png, and waits for it (up to 10 s).
func shoot(dir, name string) {
	os.WriteFile(filepath.Join(dir, "shoot-"+name), nil, 0o600)
	for i := 0; i < 100; i++ {
		if _, err := os.Stat(filepath.Join(dir, "shot-"+name)); err == nil {
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// writeProbe writes v as JSON to dir/name whole (the driver script waits
// for the file).
func writeProbe(dir, name string, v any) {
	b, _ := json.Marshal(v)
	os.WriteFile(filepath.Join(dir, name+".tmp"), b, 0o600)
	os.Rename(filepath.Join(dir, name+".tmp"), filepath.Join(dir, name))
}

// staleProbe is what the map's status line said during a monster's turn
// with odds: Before, Hurt after its focus was brought to 1 hit point,
// After a real Ctrl+Z, and Drawn after a second one, which takes back the
// monsters' draw (Found is false when no round gave such a turn).
type staleProbe struct {
	Found                      bool
	Before, Hurt, After, Drawn string
	Why                        string // when not Found: what went wrong, or the last line
}

// probeStaleOdds plays rounds until a monster's turn attacks a character
// with odds on the status line, hurts that character, writes
// dir/stale.json, waits for the driver's Ctrl+Z to change the line and
// writes what it says then to dir/stale-after.json.
func probeStaleOdds(s *ui.Shell, dir string) {
	var p staleProbe
	line := func() string { return s.MapScreen().Status.Text }
	fyne.DoAndWait(func() {
		table := s.Env().Table
		scn := table.Scenario()
		if scn == nil {
			return
		}
		// Every character next to the first monster, to be attacked.
		var m engine.Figure
		for _, f := range scn.Figures() {
			if f.Kind == engine.KindMonster && m.ID == "" {
				m = f
			}
		}
		for _, f := range scn.Figures() {
			for _, h := range m.At.Neighbors() {
				if f.Kind == engine.KindCharacter && m.ID != "" && scn.CanStand(h) {
					table.Do(engine.Move{Figure: f.ID, To: h})
					scn = table.Scenario()
					break
				}
			}
		}
		for round := 0; round < 30 && !p.Found; round++ {
			for _, f := range scn.Figures() {
				if f.Kind == engine.KindCharacter {
					table.Do(engine.SetInitiative{Character: f.ID, Leading: 99, Second: 99})
				}
			}
			if _, err := table.Do(engine.DrawAbilities{}); err != nil {
				p.Why = err.Error()
				return
			}
			scn = table.Scenario()
			for _, m := range scn.Figures() {
				plan, ok := scn.MonsterPlan(m.ID)
				if m.Kind != engine.KindMonster || !ok || plan.Attack == nil {
					continue
				}
				turn, err := scn.MonsterTurn(m.ID, plan.Action)
				if err != nil {
					continue
				}
				var focus engine.Figure // the first character it attacks
				for _, f := range scn.Figures() {
					if focus.ID == "" && len(turn.Choices) == 1 && slices.Contains(turn.Choices[0].Targets, f.ID) &&
						f.Kind == engine.KindCharacter && f.HP > 1 {
						focus = f
					}
				}
				s.MapScreen().PlayTurn(m.ID)
				if focus.ID == "" || !strings.Contains(line(), "%") {
					p.Why = fmt.Sprintf("%s: %q (attacks %v)", m.ID, line(), turn.Choices[0].Targets)
					continue
				}
				p.Before = line()
				if _, err := table.Do(engine.DamageFigure{Figure: focus.ID, Amount: focus.HP - 1}); err != nil {
					return
				}
				p.Hurt, p.Found = line(), true
				break
			}
			if !p.Found {
				if _, err := table.Do(engine.EndRound{}); err != nil {
					p.Why = err.Error()
					return
				}
				scn = table.Scenario()
			}
		}
	})
	writeProbe(dir, "stale.json", p)
	// changed waits (up to a minute: the driver's Ctrl+Z may take long to
	// arrive on a loaded machine) for the line to say something else than
	// was.
	changed := func(was string) (now string) {
		for end := time.Now().Add(time.Minute); p.Found && time.Now().Before(end); {
			time.Sleep(100 * time.Millisecond)
			if fyne.DoAndWait(func() { now = line() }); now != was {
				break
			}
		}
		return now
	}
	p.After = changed(p.Hurt)
	writeProbe(dir, "stale-after.json", p)
	p.Drawn = changed(p.After)
	writeProbe(dir, "stale-drawn.json", p)
}

// children are o's visible parts.
func children(o fyne.CanvasObject) []fyne.CanvasObject {
	switch v := o.(type) {
	case *fyne.Container:
		return v.Objects
	case fyne.Widget:
		return test.WidgetRenderer(v).Objects()
	}
	return nil
}

// controlsUnder lists the visible buttons, checks, lists and entries under o.
func controlsUnder(o fyne.CanvasObject, scrolled bool, clip *[4]float32) []control {
	if !o.Visible() {
		return nil
	}
	d := fyne.CurrentApp().Driver()
	add := func(text, kind string) []control {
		at, size := d.AbsolutePositionForObject(o), o.Size()
		return []control{{Text: text, Kind: kind, X: at.X, Y: at.Y, W: size.Width, H: size.Height, Scrolled: scrolled, Clip: clip}}
	}
	switch v := o.(type) {
	case *widget.Button:
		return add(v.Text, "button")
	case *widget.Check:
		return add(v.Text, "check")
	case *widget.Select:
		return add(v.Selected, "list")
	case *widget.Entry, *field.Entry:
		return add("", "entry")
	case *container.Scroll:
		if v.Direction == container.ScrollHorizontalOnly {
			at, size := d.AbsolutePositionForObject(o), o.Size()
			clip = &[4]float32{at.X, at.Y, size.Width, size.Height}
		} else {
			scrolled = true
		}
	}
	var out []control
	for _, k := range children(o) {
		out = append(out, controlsUnder(k, scrolled, clip)...)
	}
	return out
}

// cutTexts are the texts under o shown cut: a label or status line whose
// text is wider than it (with an ellipsis), or a canvas text running into
// the next one on its line (a turn's name into its state).
func cutTexts(o fyne.CanvasObject) []string {
	if o == nil || !o.Visible() {
		return nil
	}
	var out []string
	wide := func(text string, style fyne.TextStyle, room float32) bool {
		return text != "" && fyne.MeasureText(text, theme.TextSize(), style).Width+2*theme.InnerPadding() > room+0.5
	}
	switch v := o.(type) {
	case *field.Status:
		if v.Truncation != fyne.TextTruncateOff && v.Wrapping == fyne.TextWrapOff && wide(v.Text, v.TextStyle, v.Size().Width) {
			out = append(out, v.Text)
		}
		return out
	case *widget.Label:
		if v.Truncation != fyne.TextTruncateOff && v.Wrapping == fyne.TextWrapOff && wide(v.Text, v.TextStyle, v.Size().Width) {
			out = append(out, v.Text)
		}
		return out
	case *fyne.Container:
		// texts side by side: one must end before the next begins
		var texts []*canvas.Text
		for _, k := range v.Objects {
			if t, ok := k.(*canvas.Text); ok && t.Visible() && t.Text != "" && t.Alignment == fyne.TextAlignLeading {
				texts = append(texts, t)
			}
		}
		for i := 0; i+1 < len(texts); i++ {
			a, b := texts[i], texts[i+1]
			if a.Position().Y == b.Position().Y && b.Position().X > a.Position().X &&
				a.Position().X+a.MinSize().Width > b.Position().X+0.5 {
				out = append(out, a.Text+"|"+b.Text)
			}
		}
	}
	for _, k := range children(o) {
		out = append(out, cutTexts(k)...)
	}
	return out
}

// wholeEntries counts the fields (text entries and lists to choose from)
// under o that show whole inside a window of the size given and inside
// every scroll container around them.
func wholeEntries(o fyne.CanvasObject, size fyne.Size) int {
	d := fyne.CurrentApp().Driver()
	n := 0
	var walk func(o fyne.CanvasObject, clip [4]float32)
	walk = func(o fyne.CanvasObject, clip [4]float32) {
		if !o.Visible() {
			return
		}
		at, sz := d.AbsolutePositionForObject(o), o.Size()
		_, entry := o.(interface{ SetPlaceHolder(string) }) // an entry, or a widget made of one
		_, list := o.(interface{ ClearSelected() })         // a list to choose from
		if entry || list {
			if at.X >= clip[0]-0.5 && at.Y >= clip[1]-0.5 && at.X+sz.Width <= clip[2]+0.5 && at.Y+sz.Height <= clip[3]+0.5 {
				n++
			}
			return
		}
		if _, ok := o.(*container.Scroll); ok {
			clip = [4]float32{max(clip[0], at.X), max(clip[1], at.Y), min(clip[2], at.X+sz.Width), min(clip[3], at.Y+sz.Height)}
		}
		for _, k := range children(o) {
			walk(k, clip)
		}
	}
	walk(o, [4]float32{0, 0, size.Width, size.Height})
	return n
}

// entriesUnder lists the text entries under o.
func entriesUnder(o fyne.CanvasObject) []fyne.CanvasObject {
	if !o.Visible() {
		return nil
	}
	switch o.(type) {
	case *field.Entry, *widget.Entry:
		return []fyne.CanvasObject{o}
	}
	var out []fyne.CanvasObject
	for _, k := range children(o) {
		out = append(out, entriesUnder(k)...)
	}
	return out
}

// TestRealWindowLayout runs the real program under a virtual X server of
// 1024×600, 1280×800 and 1920×1080, in English and German. The window must
// open over most of the screen, inside it, the first time (issue 40), and
// at the size it was left at the next (the German run); then, made as large as the screen
// (xdotool windowsize), every control of the map screen (its toolbars,
// the monster's turn bar, the round's bar) and of the editor's toolbar
// must lie inside it. In the first run, a click into an initiative field
// and Ctrl+Z must undo the table's last action (the scenario's start) all
// the same. In the third run, a monster's turn is shown with its odds
// against a character, who is then hurt: after Ctrl+Z the turn line must
// tell the odds it told before. It needs xvfb-run and xdotool, as
// TestRealWindow.
func TestRealWindowLayout(t *testing.T) {
	if testing.Short() {
		t.Skip("the real-window test is not run with -short")
	}
	for _, tool := range []string{"xvfb-run", "xdotool", "bash"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("the real-window test needs %s (bash .ci/deps xvfb installs it): %v", tool, err)
		}
	}
	type screen struct{ w, h int }
	step := 0
	var home string
	for _, sc := range []screen{{1024, 600}, {1280, 800}, {1920, 1080}} {
		// The German run follows the English one in the same home folder:
		// the window opens at the size the English run left it at.
		home = t.TempDir()
		for i, lang := range []string{"en", "de"} {
			t.Run(fmt.Sprintf("%dx%d-%s", sc.w, sc.h, lang), func(t *testing.T) {
				runLayout(t, sc.w, sc.h, lang, home, step == 0, step == 2, i > 0)
			})
			step++
		}
	}
	// Issue 40: the window left at 1920×1080 opens inside a 1024×600
	// screen (the settings taken to a smaller screen).
	t.Run("1024x600-after-1920x1080", func(t *testing.T) {
		runLayout(t, 1024, 600, "de", home, false, false, false)
	})
}

// runLayout runs the program on a screen of sw×sh in language lang with
// home as its home folder; undo: try Ctrl+Z from an initiative field;
// stale: try Ctrl+Z on a monster's turn with odds; again: the window was
// made sw×sh in that home folder before.
func runLayout(t *testing.T, sw, sh int, lang, home string, undo, stale, again bool) {
	dir := t.TempDir()
	db := filepath.Join(dir, "c.db")
	script := startWindow + `
sleep 1
xdotool getwindowgeometry --shell "$wid" > "$PROBE/geometry"
` + sizeAndShoot + `
# waitfor FILE: waits for the probe's FILE, for at most 3 minutes (the
# probe bounds its own waits); says so when it never came.
waitfor() {
  local end=$((SECONDS + 180))
  until [ -f "$PROBE/$1" ]; do
    if [ $SECONDS -ge $end ]; then echo "no $1 from the probe within 180 s" >&2; return 1; fi
    sleep 0.1
  done
}
# (the keys typed: the window focused first; Ctrl+Z takes back, so it is
# pressed once, and only once the probe is ready for it)
if [ "$UNDO" = 1 ] && waitfor click; then
  set -- $(cat "$PROBE/click" 2>/dev/null)
  if [ $# = 2 ]; then
    xdotool mousemove "$1" "$2" click 1
    sleep 0.5
    focus
    xdotool type 7
    xdotool key BackSpace
    sleep 0.3
    xdotool key ctrl+z
    sleep 1
    import -window root "$PROBE/undo.png" 2>/dev/null || true
  fi
fi
if [ "$STALE" = 1 ] && waitfor stale.json; then
  focus
  sleep 0.3
  xdotool key ctrl+z
  waitfor stale-after.json
  import -window root "$PROBE/stale.png" 2>/dev/null || true
  focus
  xdotool key ctrl+z
  waitfor stale-drawn.json
fi
` + quitWindow
	flag := func(b bool) string {
		if b {
			return "1"
		}
		return "0"
	}
	cmd := exec.Command("xvfb-run", "-a", "-s", fmt.Sprintf("-screen 0 %dx%dx24", sw, sh), "bash", "-c", script)
	cmd.Env = append(os.Environ(), "HAVENTABLE_RUN_MAIN=1", "HAVENTABLE_ARGS=--db "+db+" --lang "+lang,
		"HV="+os.Args[0], "PROBE="+dir, "HAVENTABLE_PROBE="+dir, "UNDO="+flag(undo),
		"STALE="+flag(stale), "HAVENTABLE_PROBE_STALE="+flag(stale),
		fmt.Sprintf("SW=%d", sw), fmt.Sprintf("SH=%d", sh), "REPORT=probe.json", "ROUNDS=900",
		"HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, "config"))
	var stderr lockedBuffer // read while the program may still write it (a timeout)
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()

	var p layoutProbe
	deadline := time.Now().Add(120 * time.Second)
	for {
		b, err := os.ReadFile(filepath.Join(dir, "probe.json"))
		if err == nil {
			if err := json.Unmarshal(b, &p); err != nil {
				t.Fatal(err)
			}
			break
		}
		select {
		case err := <-done:
			t.Fatalf("the driver stopped before the window told where its controls lie: %v\n%s", err, stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("timed out\n%s", stderr.String())
		}
		time.Sleep(100 * time.Millisecond)
	}
	if undo {
		os.WriteFile(filepath.Join(dir, "click"), []byte(fmt.Sprintf("%d %d\n", int(p.EntryX), int(p.EntryY))), 0o600)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("driver: %v\n%s", err, stderr.String())
		}
		if said := stderr.String(); said != "" {
			t.Logf("driver said: %s", said) // a Ctrl+Q pressed again, say
		}
	case <-time.After(4*time.Minute + quitWait): // the probe's and the script's bounds
		cmd.Process.Kill()
		t.Fatalf("the driver did not finish\n%s", stderr.String())
	}

	if out := os.Getenv("HAVENTABLE_WINDOW_SHOTS"); out != "" { // to look at them
		name := fmt.Sprintf("layout-%dx%d-%s", sw, sh, lang)
		for _, f := range []string{"probe.json", "undo.png", "stale-drawn.json", "stale.png", "map.png", "battle.png"} {
			if b, err := os.ReadFile(filepath.Join(dir, f)); err == nil {
				os.WriteFile(filepath.Join(out, name+"-"+f), b, 0o600)
			}
		}
	}
	// The window opened over most of the screen, or at the size it was
	// left at.
	geom, _ := os.ReadFile(filepath.Join(dir, "geometry"))
	var gw, gh int
	for _, l := range strings.Fields(string(geom)) {
		fmt.Sscanf(l, "WIDTH=%d", &gw)
		fmt.Sscanf(l, "HEIGHT=%d", &gh)
	}
	switch {
	case again && (gw != sw || gh != sh):
		t.Errorf("the window opened at %dx%d, not at the %dx%d it was left at (%q)", gw, gh, sw, sh, geom)
	case !again && (gw == 0 || gh == 0 || gw > sw || gh > sh || gw < sw*9/10 || gh < sh*85/100):
		// issue 40: it opened at 1000×540 on every screen
		t.Errorf("the first time the window opened at %dx%d: not over most of the %dx%d screen (%q)", gw, gh, sw, sh, geom)
	}
	// Issue 40: on a 1024×600 screen the map gets at least half the
	// window's height (the round folded into a bar), and no text of the map
	// screen or of the card battle is cut, in English and in German; the
	// card battle shows more than three of its fields at once.
	if sw == 1024 && sh == 600 {
		if !p.Compact || p.MapView.Height < p.Canvas.Height/2 {
			t.Errorf("the map is %v in a %v window (round folded: %v): want at least half the height", p.MapView, p.Canvas, p.Compact)
		}
		if p.BattleFields < 5 {
			t.Errorf("the card battle shows %d fields whole at once, want 5 or more", p.BattleFields)
		}
	}
	if len(p.Cut) > 0 {
		t.Errorf("texts shown cut: %q", p.Cut)
	}
	// Made as large as the screen, every control of the map screen and of
	// the editor lies inside it.
	if p.Canvas.Width < float32(sw)-1 || p.Canvas.Height < float32(sh)-1 {
		t.Errorf("the window is %v after xdotool made it %dx%d", p.Canvas, sw, sh)
	}
	tag, _ := locales.Parse(lang)
	if tag == language.Und {
		tag = language.English
	}
	tr, err := locales.New(tag)
	if err != nil {
		t.Fatal(err)
	}
	for _, part := range []struct {
		name     string
		controls []control
		want     []string
	}{
		{"map", p.Map, []string{"MapToolFit", "MapTurnShow", "MapTurnMoveIt", "MapTurnAttack", "MapTurnSummon", "MapTurnClear"}},
		{"editor", p.Editor, []string{"EditorNew", "EditorSave", "EditorUndo", "EditorRedo"}},
	} {
		seen := map[string]bool{}
		for _, c := range part.controls {
			seen[c.Text] = true
			if c.Scrolled {
				continue
			}
			if c.X < 0 || c.Y < 0 || c.X+c.W > p.Canvas.Width+0.5 || c.Y+c.H > p.Canvas.Height+0.5 {
				t.Errorf("%s: the %s %q at %v,%v (%vx%v) lies outside the %v window", part.name, c.Kind, c.Text, c.X, c.Y, c.W, c.H, p.Canvas)
			}
			if k := c.Clip; k != nil && (c.X < k[0]-0.5 || c.Y < k[1]-0.5 || c.X+c.W > k[0]+k[2]+0.5 || c.Y+c.H > k[1]+k[3]+0.5) {
				t.Errorf("%s: the %s %q at %v,%v (%vx%v) is scrolled out of its toolbar at %v", part.name, c.Kind, c.Text, c.X, c.Y, c.W, c.H, *k)
			}
		}
		for _, id := range part.want {
			if text := tr.T(id); !seen[text] {
				t.Errorf("%s: no control %q (%s) shown", part.name, text, id)
			}
		}
	}
	if stale {
		var sp staleProbe
		b, err := os.ReadFile(filepath.Join(dir, "stale-drawn.json"))
		if err == nil {
			err = json.Unmarshal(b, &sp)
		}
		switch {
		case err != nil:
			t.Errorf("no report of the turn line after Ctrl+Z: %v", err)
		case !sp.Found:
			t.Errorf("no monster's turn with odds against a character in 30 rounds: %s", sp.Why)
		case sp.Hurt == sp.Before:
			t.Errorf("the turn line did not change when the focus was hurt: %q", sp.Hurt)
		case sp.After != sp.Before:
			t.Errorf("after Ctrl+Z the turn line says %q, want %q (hurt: %q)", sp.After, sp.Before, sp.Hurt)
		case strings.Contains(sp.Drawn, "%"):
			t.Errorf("after a second Ctrl+Z took back the monsters' cards, the turn line still tells odds: %q", sp.Drawn)
		}
	}
	if !undo {
		return
	}
	tb, err := onlyPlayState(t, db)
	if err != nil || tb.Cursor != 0 || tb.Last != 1 {
		t.Errorf("Ctrl+Z in the initiative field at %v,%v: the table is at %d of %d, want 0 of 1 (the start undone): %v",
			p.EntryX, p.EntryY, tb.Cursor, tb.Last, err)
	}
}

// lockedBuffer is a bytes.Buffer a program's output is written into while
// the test may read it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}
