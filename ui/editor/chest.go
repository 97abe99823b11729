package editor

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine/scenariofile"
	"github.com/haventable/haventable/hexgrid"
)

// buildChest builds the chest tool's options: the treasure's number (or
// name, as the scenario book prints it) the chests placed carry.
func (s *Screen) buildChest() {
	s.chest = widget.NewEntry()
	s.chest.SetPlaceHolder(s.tr.T("EditorChestPlaceholder"))
	s.chest.SetText(s.doc.Treasure)
	s.chest.OnChanged = func(text string) { s.doc.Treasure = text }
	s.chest.OnSubmitted = func(string) { s.focusMap() }
	// the field wide enough for a number and its placeholder (the toolbar
	// gives each widget its least size), on the same row as its label
	s.chestBox = container.NewHBox(widget.NewLabel(s.tr.T("EditorChestLabel")),
		container.NewGridWrap(fyne.NewSize(150, s.chest.MinSize().Height), s.chest))
}

// SetTreasure sets the label the chest tool puts on chests, as typed in
// its field.
func (s *Screen) SetTreasure(label string) { s.chest.SetText(label) }

// applyChest applies the chest tool to h: on a hex without a chest it
// places one with the label typed; on a chest it gives it the label typed,
// or takes it away when it has that label already (or none is typed).
func (s *Screen) applyChest(h hexgrid.Hex) error {
	label := strings.TrimSpace(s.doc.Treasure)
	i, there := scenariofile.TreasureAt(s.cur(), h)
	switch {
	case there && (label == "" || label == s.cur().Treasures[i].Label):
		label = ""
	case label == "":
		return errors.New(s.tr.T("EditorChestNoLabel"))
	case scenariofile.CheckTreasureLabel(label) != nil:
		return errors.New(s.tr.T("EditorChestBadLabel", "Max", scenariofile.MaxTreasureLabel))
	}
	return s.edit(scenariofile.TreasureEdit{At: h, Label: label})
}
