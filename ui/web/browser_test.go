package web

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/haventable/haventable/engine"
)

// browser finds Chromium (Debian's package, which .ci/deps browser
// installs); the test is skipped without one.
func browser(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	t.Skip("no Chromium: bash .ci/deps browser installs it")
	return ""
}

// phone is a headless Chromium the size of a phone (390×844), for at most
// d; it is closed when the test ends.
func phone(t *testing.T, d time.Duration) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(browser(t)), chromedp.NoSandbox,
		chromedp.Headless, chromedp.DisableGPU, chromedp.WindowSize(390, 844))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	ctx, cancelTime := context.WithTimeout(ctx, d)
	t.Cleanup(func() { cancelTime(); cancel(); cancelAlloc() })
	return ctx
}

// The page in a real browser shows the table's standees, hit points and
// turn order, follows the table's changes live, and holds nothing hidden.
func TestPageInABrowser(t *testing.T) {
	path := browser(t)
	srv, err := Start("127.0.0.1:0", "PAGECODE23", Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	scn := scenario(t)
	if err := srv.Update(ViewOf(tr(t), scn)); err != nil {
		t.Fatal(err)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox,
		chromedp.Headless, chromedp.DisableGPU)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	ctx, cancelTime := context.WithTimeout(ctx, 60*time.Second)
	defer cancelTime()

	url := "http://" + srv.Address() + "/?code=PAGECODE23"
	if err := chromedp.Do(ctx, chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS(`body[data-ready="1"]`))); err != nil {
		t.Fatal(err)
	}
	standees, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("g.standee").length`))
	if err != nil {
		t.Fatal(err)
	}
	figures, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#figures")))
	if err != nil {
		t.Fatal(err)
	}
	held, err := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify(view)`))
	if err != nil {
		t.Fatal(err)
	}
	if standees != 3 || !strings.Contains(figures, "Ana") || !strings.Contains(figures, "8 / 10") {
		t.Fatalf("%d standees; figures %q", standees, figures)
	}
	if strings.Contains(held, "stone-warden") || strings.Contains(held, "@M") {
		t.Errorf("the page holds what the players do not see: %s", held)
	}

	// a change at the table reaches the open page
	for _, a := range []engine.Action{
		engine.DamageFigure{Figure: "ana", Amount: 3},
		engine.SetInitiative{Character: "ana", Leading: 12, Second: 40},
		engine.SetInitiative{Character: "bo", Leading: 30, Second: 50},
		engine.SetMonsterInitiative{Type: "Cave Rat", Initiative: 20},
	} {
		if _, err := scn.Do(a); err != nil {
			t.Fatal(err)
		}
	}
	if err := srv.Update(ViewOf(tr(t), scn)); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`document.querySelector("#figures").textContent.includes("5 / 10")`,
		chromedp.WithPollingTimeout(20*time.Second))); err != nil {
		t.Fatal(err)
	}
	turns, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS("#turns")))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(turns, "12") || !strings.Contains(turns, "Cave Rat") || strings.Index(turns, "Ana") > strings.Index(turns, "Cave Rat") {
		t.Errorf("turn order on the page: %q", turns)
	}
}

// A player plays their character from a phone's browser (390×844): sets
// the initiative, takes 2 damage, is poisoned, draws a modifier card with the odds
// shown, ends the turn; the host's database holds each action. Another
// player's character is refused on the page, in the player's words.
func TestPlayerPageInABrowser(t *testing.T) {
	h := hostTable(t)
	ctx := phone(t, 90*time.Second)
	poll := func(what, js string) {
		t.Helper()
		if _, err := chromedp.Run(ctx, chromedp.Poll[bool](js, chromedp.WithPollingTimeout(20*time.Second))); err != nil {
			page, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.innerText`))
			t.Fatalf("%s: %v\n%s", what, err, page)
		}
	}
	idle := `document.body.dataset.busy !== "1"`
	url := "http://" + h.page.Address() + "/?player=" + h.token
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844), chromedp.Navigate(url),
		chromedp.WaitVisible(chromedp.CSS(`section.own[data-id="ana"]`))); err != nil {
		t.Fatal(err)
	}
	poll("the odds", `document.body.dataset.odds === "1"`)
	// the initiative
	if err := chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS(`#lead-ana`), "12"), chromedp.SetValue(chromedp.CSS(`#second-ana`), "40"),
		chromedp.Click(chromedp.CSS(`section.own button.choose`))); err != nil {
		t.Fatal(err)
	}
	poll("the initiative chosen", `(document.querySelector("section.own .chosen")||{}).textContent === "12 · 40" && `+idle)
	// 2 damage
	if err := chromedp.Do(ctx, chromedp.SetValue(chromedp.CSS(`#amount-ana`), "2"), chromedp.Click(chromedp.CSS(`section.own button.damage`))); err != nil {
		t.Fatal(err)
	}
	poll("2 damage", `document.querySelector("section.own .hp-own").textContent === "6 / 10" && `+idle)
	// poisoned
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`section.own button.condition`))); err != nil {
		t.Fatal(err)
	}
	poll("poisoned", `(document.querySelector("section.own button.condition.held")||{}).textContent === "Poison" && `+idle)
	// a modifier card drawn
	counts, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(`section.own .counts`)))
	if err != nil || !strings.HasPrefix(counts, "20 to draw") {
		t.Fatalf("deck before drawing: %q %v", counts, err)
	}
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`section.own button.draw`))); err != nil {
		t.Fatal(err)
	}
	poll("a card drawn", `document.querySelector("section.own .counts").textContent.startsWith("19 to draw, 1 discarded") && `+idle)
	poll("the odds of the deck drawn from", `document.querySelectorAll("#odds-ana .bar").length > 0`)
	// Ana's turn, the game master having done the rest: she ends it
	for _, a := range []engine.Action{engine.SetInitiative{Character: "bo", Leading: 30, Second: 50},
		engine.SetMonsterInitiative{Type: "Cave Rat", Initiative: 20}, engine.NextTurn{}} {
		h.do(t, a)
	}
	poll("End my turn enabled", `!document.querySelector("section.own button.end").disabled`)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`section.own button.end`))); err != nil {
		t.Fatal(err)
	}
	poll("the turn ended", `document.querySelector("section.own button.end").disabled && `+idle)
	// another player's character, refused by the host and said on the page
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](`act({kind: "damage", figure: "bo", amount: 1}), null`)); err != nil {
		t.Fatal(err)
	}
	poll("Bo refused", `document.querySelector("#refusal").textContent.includes("this link plays Ana") && `+idle)
	if dir := os.Getenv("HAVENTABLE_PAGE_SHOTS"); dir != "" {
		shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "player-390x844.png"), shot, 0o644); err != nil {
			t.Fatal(err)
		}
		if shot, err := chromedp.Run(ctx, chromedp.FullScreenshot(90)); err == nil {
			os.WriteFile(filepath.Join(dir, "player-390x844-full.jpg"), shot, 0o644)
		}
	}
	var mine []string
	for _, k := range h.history(t) {
		switch k {
		case "initiative", "damage", "condition", "draw-card", "end-turn":
			mine = append(mine, k)
		}
	}
	if strings.Join(mine, " ") != "initiative damage condition draw-card initiative end-turn" {
		t.Errorf("the host's log: %v", mine)
	}
	var hp int
	h.run(func() {
		f, _ := h.session.Scenario().Figure("bo")
		hp = f.HP
	})
	if hp != 8 {
		t.Errorf("Bo's hit points %d after Ana's phone tried", hp)
	}
}
