package ui

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// Edit › History at 1024×600 shows its lines whole, in English and
// German: the start of a scenario that applied the effects of several
// events (longer than the dialog is wide) wraps, its row as tall as its
// lines, where the list cut it; the short lines after it keep one line.
func TestHistoryShowsLongLinesWhole(t *testing.T) {
	for _, lang := range []language.Tag{language.English, language.German} {
		t.Run(lang.String(), func(t *testing.T) {
			store, sess := startedWithEvents(t)
			for _, a := range []engine.Action{engine.DamageFigure{Figure: "hero", Amount: 2}, engine.HealFigure{Figure: "hero", Amount: 1}} {
				if _, err := sess.Do(context.Background(), a); err != nil {
					t.Fatal(err)
				}
			}
			s, w := newShell(t, Deps{Store: store, Session: sess, Preview: sample(t), Language: lang})
			w.Resize(fyne.NewSize(1024, 600))
			s.ShowHistory()
			ov := w.Canvas().Overlays().Top()
			if ov == nil {
				t.Fatal("no history dialog")
			}
			list := findList(ov)
			if list == nil {
				t.Fatal("the history dialog has no list")
			}
			rows := map[string]bool{}
			for i := range list.Length() {
				item := list.CreateItem()
				list.UpdateItem(i, item)
				rows[item.(*widget.Label).Text] = true
			}
			var labels []*widget.Label
			walkLabels([]fyne.CanvasObject{ov}, &labels)
			long, shown := false, 0
			for _, l := range labels {
				if !rows[l.Text] || !l.Visible() {
					continue
				}
				shown++
				one := fyne.MeasureText(l.Text, l.Theme().Size("text"), l.TextStyle).Width
				long = long || one > l.Size().Width
				min := l.MinSize()
				if min.Width > l.Size().Width+0.5 || min.Height > l.Size().Height+0.5 {
					t.Errorf("the line %q needs %v and has %v: cut", l.Text, min, l.Size())
				}
				if one <= l.Size().Width && l.Size().Height > min.Height+0.5 {
					t.Errorf("the short line %q has %v for %v", l.Text, l.Size(), min)
				}
			}
			if !long || shown < len(rows) {
				t.Fatalf("%d of %d rows shown, none longer than the dialog is wide", shown, len(rows))
			}
		})
	}
}

// walkLabels collects the labels under objs.
func walkLabels(objs []fyne.CanvasObject, out *[]*widget.Label) {
	for _, o := range objs {
		switch v := o.(type) {
		case *widget.Label:
			*out = append(*out, v)
		case *fyne.Container:
			walkLabels(v.Objects, out)
		case fyne.Widget:
			walkLabels(test.WidgetRenderer(v).Objects(), out)
		}
	}
}

// startedWithEvents is a table whose scenario started with the effects
// of five events kept for it (campaign.Pending): its start line in the
// history names them all.
func startedWithEvents(t *testing.T) (*persistence.Store, *play.Session) {
	t.Helper()
	var pending []campaign.Pending
	for i, n := range []outpost.NextScenario{{Conditions: []string{"poison"}}, {Damage: 2}, {Conditions: []string{"muddle", "wound"}},
		{Conditions: []string{outpost.NextBless, outpost.NextBless}}, {Discard: 2, Conditions: []string{outpost.NextCurse}}} {
		pending = append(pending, campaign.Pending{Card: fmt.Sprintf("C-%02d", 10+i), Option: "B", Next: n})
	}
	store, sess := screentest.OpenSampleWith(t, "Lions", engine.Setup{Level: 1, Seed: 5}, pending, screentest.Hero{ID: "hero", Name: "Hero"})
	if log, err := sess.History(context.Background()); err != nil || len(log) == 0 || !strings.Contains(string(log[0].Payload), "C-14") {
		t.Fatalf("the start does not name the events: %+v %v", log, err)
	}
	return store, sess
}
