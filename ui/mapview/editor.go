package mapview

import (
	"errors"

	"github.com/haventable/haventable/engine"
)

// Editor carries out the edits made on the map screen of a scenario being
// played. The shell routes them through its table, which records them (so
// they can be undone) and then shows the engine's new state with
// SetFromEngine. An edit the editor refuses changes nothing and its error
// is shown in the status line.
type Editor interface {
	Do(a engine.Action) error
}

// Allower is an Editor that says beforehand whether it would do an edit
// (a window on a shared table does what the host lets it): the map then
// does not start what would be refused (a drag of someone else's figure
// pans instead).
type Allower interface {
	Allows(a engine.Action) bool
}

// Allows reports whether the editor would do a (true when it does not
// say: it may still refuse).
func (m *Model) Allows(a engine.Action) bool {
	if al, ok := m.editor.(Allower); ok {
		return al.Allows(a)
	}
	return true
}

// SetEditor makes e carry out the edits of the map screen (nil: the edits
// change the model's own preview, and are refused on a scenario being
// played).
func (m *Model) SetEditor(e Editor) { m.editor = e }

// ErrNotEditable is the refusal of an edit of a scenario being played when
// no Editor is set.
var ErrNotEditable = errors.New("the map cannot be edited here")

// Do carries out one edit of the map screen as an engine action: through
// the Editor when one is set, on the model's own preview otherwise. Editing
// the preview and playing a scenario are one path: the same actions, the
// same rules.
func (m *Model) Do(a engine.Action) error {
	switch {
	case m.editor != nil:
		return m.editor.Do(a)
	case m.eng == nil || !m.own:
		return ErrNotEditable
	}
	if _, err := m.eng.Do(a); err != nil {
		return err
	}
	m.show(m.eng, true, m.changeTo(m.eng))
	return nil
}
