package web

import (
	"context"
	"os/exec"
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

// The page in a real browser shows the table's standees, hit points and
// turn order, follows the table's changes live, and holds nothing hidden.
func TestPageInABrowser(t *testing.T) {
	path := browser(t)
	srv, err := Start("127.0.0.1:0", "PAGECODE23")
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
