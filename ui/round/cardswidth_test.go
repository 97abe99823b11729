package round

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/ui/screen/screentest"
)

// Issue 40: unfolded in the round's width in a 1000×540 window (a
// 1024×600 screen's), while the initiatives are set, every character's
// cards button shows whole beside its entries, in English and German (it
// was cut to "Rast, Kart" in German); dragged, the divider stays where the
// player put it.
func TestCardsButtonShowsWholeUnfolded(t *testing.T) {
	test.NewTempApp(t)
	for _, lang := range []language.Tag{language.English, language.German} {
		c := New(screentest.NewEnv(t, lang))
		w := show(t, c.Content(), 876, 320)
		c.SetCompact(true)
		c.Unfold(true)
		c.Refresh()
		w.Resize(fyne.NewSize(876, 320))
		split := c.body.Objects[0].(*container.Split)
		d := fyne.CurrentApp().Driver()
		pane := d.AbsolutePositionForObject(split.Leading).X + split.Leading.Size().Width
		rows := 0
		for _, r := range c.charRows {
			if !r.obj.Visible() || !r.leading.Visible() {
				continue
			}
			rows++
			if end := d.AbsolutePositionForObject(r.cards).X + r.cards.Size().Width; end > pane {
				t.Errorf("%s: %q's cards button %q ends at %v, its pane at %v: cut", lang, r.name.Text, r.cards.Text, end, pane)
			}
		}
		if rows == 0 {
			t.Fatalf("%s: no character row with its entries", lang)
		}
		// the player's divider stays
		split.SetOffset(0.5)
		c.body.Refresh()
		if split.Offset != 0.5 {
			t.Errorf("%s: the divider dragged to 0.5 went back to %v", lang, split.Offset)
		}
	}
}
