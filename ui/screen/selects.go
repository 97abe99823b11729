package screen

import (
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/mapview"
)

// NewSelect is Fyne's choice list with its placeholder in the player's
// language: Fyne's own "(Select one)" is English whatever the language.
func NewSelect(tr locales.Tr, options []string, changed func(string)) *widget.Select {
	s := widget.NewSelect(options, changed)
	s.PlaceHolder = tr.T(mapview.MsgSelectOne)
	return s
}
