package mapview

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// Screen is the whole map screen for the shell: a toolbar (area template,
// edit mode, fit), the map widget, and the status line below it.
type Screen struct {
	// Model is the shared state; give it to New for a second window.
	Model *Model
	// View is the map widget.
	View *MapView
	// Status shows View.Status.
	Status *widget.Label

	tr        Translate
	templates *widget.Select
	edit      *widget.Check
	content   fyne.CanvasObject
	syncing   bool
}

// NewScreen builds the map screen on model (nil: a new one) with texts
// translated by tr (nil: English).
func NewScreen(model *Model, tr Translate) *Screen {
	if model == nil {
		model = NewModel()
	}
	if tr == nil {
		tr = English
	}
	s := &Screen{Model: model, View: New(model, tr), tr: tr}
	s.Status = widget.NewLabel(s.View.Status())
	s.Status.Truncation = fyne.TextTruncateEllipsis
	s.templates = widget.NewSelect(nil, nil)
	s.templates.OnChanged = func(string) {
		if !s.syncing {
			_ = s.Model.SetTemplate(s.templates.SelectedIndex() - 1)
		}
	}
	s.edit = widget.NewCheck(tr(MsgToolEdit), func(on bool) {
		if !s.syncing {
			s.View.SetEditMode(on)
		}
	})
	fit := widget.NewButton(tr(MsgToolFit), s.View.Fit)
	s.View.OnStatus = func(text string) {
		s.Status.SetText(text)
		s.sync()
	}
	s.sync()
	bar := container.NewHBox(widget.NewLabel(tr(MsgToolTemplate)), s.templates, s.edit, fit)
	s.content = container.NewBorder(bar, s.Status, nil, nil, s.View)
	return s
}

// Content returns the screen's canvas object, to put in the main window.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// sync shows the model's template and the view's edit mode in the toolbar.
func (s *Screen) sync() {
	s.syncing = true
	defer func() { s.syncing = false }()
	ts := s.Model.Templates()
	names := make([]string, 0, len(ts)+1)
	names = append(names, s.tr(MsgTemplateNone))
	for _, t := range ts {
		names = append(names, t.Title(s.tr))
	}
	if len(names) != len(s.templates.Options) {
		s.templates.SetOptions(names)
	}
	i := 0
	if _, ok := s.Model.Template(); ok {
		i = s.Model.tmpl + 1
	}
	if s.templates.SelectedIndex() != i {
		s.templates.SetSelectedIndex(i)
	}
	if s.edit.Checked != s.View.EditMode() {
		s.edit.SetChecked(s.View.EditMode())
	}
}
