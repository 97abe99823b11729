package mapview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// When the monster's turn toolbar appears above the map (a monster
// selected) and goes again, the map neither zooms nor moves on the screen:
// a click lands on the hex the player saw under the pointer (issue 40).
func TestMapStaysPutWhenTheTurnBarAppears(t *testing.T) {
	m, _, _ := setup(t)
	s := NewScreen(m, nil)
	w := test.NewWindow(s.Content())
	t.Cleanup(w.Close)
	w.Resize(fyne.NewSize(640, 480))
	s.View.Fit()
	at := func() (fyne.Position, float32) {
		d := fyne.CurrentApp().Driver()
		return d.AbsolutePositionForObject(s.View).Add(s.View.PositionOf(h(2, 0))), s.View.Zoom()
	}
	before, zoom := at()
	if err := m.Select("rat-1"); err != nil {
		t.Fatal(err)
	}
	s.Content().Refresh()
	w.Content().Refresh()
	if !s.turnBar.Visible() || s.View.Position().Y <= 0 {
		t.Fatalf("the turn toolbar is not shown above the map (map at %v)", s.View.Position())
	}
	if p, z := at(); p != before || z != zoom {
		t.Errorf("with the toolbar the hex [2,0] is at %v zoom %v, was %v zoom %v", p, z, before, zoom)
	}
	if err := m.Select(""); err != nil {
		t.Fatal(err)
	}
	s.Content().Refresh()
	if p, z := at(); p != before || z != zoom {
		t.Errorf("without the toolbar again the hex [2,0] is at %v zoom %v, was %v zoom %v", p, z, before, zoom)
	}
}
