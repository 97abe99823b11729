package main

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/ui"
)

// bigCampaign writes a campaign database holding the sample scenario in
// progress and n recorded table actions (draws, with an end of round every
// ten), as a campaign months into play would have.
func bigCampaign(tb testing.TB, path string, n int) {
	tb.Helper()
	ctx := context.Background()
	store, err := persistence.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer store.Close()
	tr, err := locales.New(language.English)
	if err != nil {
		tb.Fatal(err)
	}
	sess, err := openCampaign(ctx, store, nil, tr, nil)
	if err != nil {
		tb.Fatal(err)
	}
	var hero string
	for _, f := range sess.Scenario().Figures() {
		if f.Kind == engine.KindCharacter {
			hero = f.ID
			break
		}
	}
	for i := range n {
		if i%10 == 9 {
			_, err = sess.Do(ctx, engine.EndRound{})
		} else {
			_, err = sess.Do(ctx, engine.DrawCard{Deck: hero})
		}
		if err != nil {
			tb.Fatalf("action %d: %v", i, err)
		}
	}
}

// BenchmarkStartToFirstFrame10000 is the app's start on a campaign of 10,000
// logged actions, to its first frame: open the database, resume the campaign
// (its scenario in progress), build the whole window and paint it with the
// software painter. HAVENTABLE_BIG_DB=path keeps the database written, to
// start the real app on it.
func BenchmarkStartToFirstFrame10000(b *testing.B) {
	path := os.Getenv("HAVENTABLE_BIG_DB")
	if path == "" {
		path = filepath.Join(b.TempDir(), "campaign.db")
	}
	if _, err := os.Stat(path); err != nil {
		bigCampaign(b, path, 10000)
	}
	ctx := context.Background()
	a := test.NewTempApp(b)
	tr, err := locales.New(language.English)
	if err != nil {
		b.Fatal(err)
	}
	var ms runtime.MemStats
	b.ResetTimer()
	for b.Loop() {
		store, err := persistence.Open(path)
		if err != nil {
			b.Fatal(err)
		}
		sess, err := openCampaign(ctx, store, nil, tr, nil)
		if err != nil {
			b.Fatal(err)
		}
		w := a.NewWindow("")
		if _, err := ui.New(a, w, ui.Deps{Language: language.English, DBPath: path, Store: store, Session: sess}); err != nil {
			b.Fatal(err)
		}
		w.Resize(fyne.NewSize(1280, 800))
		if img := w.Canvas().Capture(); img.Bounds().Dx() == 0 {
			b.Fatal("empty frame")
		}
		runtime.ReadMemStats(&ms)
		w.Close()
		store.Close()
	}
	b.ReportMetric(float64(ms.HeapInuse)/(1<<20), "MB-heap")
}
