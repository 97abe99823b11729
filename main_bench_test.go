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
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui"
)

// bigCampaign writes a campaign database holding the sample scenario in
// progress and n recorded table actions (draws, with an end of round every
// ten), as a campaign months into play would have.
func bigCampaign(tb testing.TB, path string, n int) {
	tb.Helper()
	ctx := context.Background()
	store, sess, hero := sampleCampaign(tb, path)
	defer store.Close()
	for i := range n {
		var err error
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

// sampleCampaign opens (or makes) the campaign database at path with the
// sample scenario in progress, as the app does; hero is its first
// character's ID. The caller closes the store.
func sampleCampaign(tb testing.TB, path string) (store *persistence.Store, sess *play.Session, hero string) {
	tb.Helper()
	store, err := persistence.Open(path)
	if err != nil {
		tb.Fatal(err)
	}
	tr, err := locales.New(language.English)
	if err != nil {
		store.Close()
		tb.Fatal(err)
	}
	if sess, err = openCampaign(context.Background(), store, nil, tr, nil); err != nil {
		store.Close()
		tb.Fatal(err)
	}
	for _, f := range sess.Scenario().Figures() {
		if f.Kind == engine.KindCharacter {
			return store, sess, f.ID
		}
	}
	return store, sess, ""
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
