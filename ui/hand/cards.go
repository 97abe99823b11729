package hand

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
)

// cardBox is a card as the screen shows it: its place in the list (the
// Alt+number that picks it), name, initiative and level, its two halves
// in the player's words, and control beside its name.
func cardBox(tr locales.Tr, c engine.ClassCard, place int, control fyne.CanvasObject) fyne.CanvasObject {
	return framed(container.NewVBox(
		container.NewBorder(nil, nil, nil, control, cardTitle(tr, c, place, true)),
		halfLine(tr, tr.T("HandTop"), c.Top),
		halfLine(tr, tr.T("HandBottom"), c.Bottom)))
}

// turnBox is a card of the round's two on the character's turn: each half
// with its buttons (the half, and the default action instead) beside it.
func turnBox(tr locales.Tr, c engine.ClassCard, place int, role fyne.CanvasObject, buttons [2][]fyne.CanvasObject) fyne.CanvasObject {
	return framed(container.NewVBox(
		container.NewBorder(nil, nil, nil, role, cardTitle(tr, c, place, false)),
		container.NewBorder(nil, nil, nil, container.NewHBox(buttons[0]...), halfLine(tr, tr.T("HandTop"), c.Top)),
		container.NewBorder(nil, nil, nil, container.NewHBox(buttons[1]...), halfLine(tr, tr.T("HandBottom"), c.Bottom))))
}

// cardTitle is a card's name with its place and initiative, and with
// level its level (what matters when the hand is chosen, not in play).
func cardTitle(tr locales.Tr, c engine.ClassCard, place int, level bool) fyne.CanvasObject {
	name := heading(strconv.Itoa(place) + "  " + c.Name)
	name.Truncation = fyne.TextTruncateEllipsis
	text := tr.T("HandInitiative", "Initiative", c.Initiative)
	if level {
		text = tr.T("HandCardInfo", "Initiative", c.Initiative, "Level", levelText(tr, c.Level))
	}
	info := widget.NewLabel(text)
	return container.NewBorder(nil, nil, nil, info, name)
}

// halfLine is a half in the player's words, after its name.
func halfLine(tr locales.Tr, name string, h engine.CardHalf) fyne.CanvasObject {
	l := widget.NewLabel(name + ": " + halfText(tr, h))
	l.Wrapping = fyne.TextWrapWord
	return l
}

// cardGrid lays the cards two a row, each as wide as the other.
func cardGrid(objs []fyne.CanvasObject) []fyne.CanvasObject {
	if len(objs) == 0 {
		return nil
	}
	return []fyne.CanvasObject{container.NewGridWithColumns(2, objs...)}
}

// framed draws o on a card's background.
func framed(o fyne.CanvasObject) fyne.CanvasObject {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	bg.CornerRadius = theme.InputRadiusSize()
	bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	bg.StrokeWidth = 1
	return container.NewStack(bg, container.NewPadded(o))
}
