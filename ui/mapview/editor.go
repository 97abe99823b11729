package mapview

import "github.com/haventable/haventable/hexgrid"

// Editor carries out the edits made on the map screen. While one is set
// (Model.SetEditor), an edit changes the model only through it: the shell
// routes edits through the engine, records them, and then sets the model
// from the engine's state. An edit the editor refuses changes nothing and
// its error is shown in the status line. Without an editor, edits change the
// model directly.
type Editor interface {
	MoveFigure(id string, to hexgrid.Hex) error
	SetDoor(h hexgrid.Hex, open bool) error
	AddMoney(h hexgrid.Hex, n int) error
	MoveMoney(from, to hexgrid.Hex) error
	TakeMoney(h hexgrid.Hex) error
	NewStandee(monsterType string, elite bool, h hexgrid.Hex) error
	RemoveFigure(id string) error
}

// SetEditor makes e carry out the edits of the map screen (nil: the model
// changes itself).
func (m *Model) SetEditor(e Editor) { m.editor = e }

// The edits of the map screen, through the editor when one is set.

func (m *Model) editMoveFigure(id string, to hexgrid.Hex) error {
	if m.editor != nil {
		return m.editor.MoveFigure(id, to)
	}
	return m.MoveFigure(id, to)
}

func (m *Model) editToggleDoor(h hexgrid.Hex) (bool, error) {
	if m.editor != nil {
		_, open := m.Door(h)
		if err := m.editor.SetDoor(h, !open); err != nil {
			return open, err
		}
		return !open, nil
	}
	return m.ToggleDoor(h)
}

func (m *Model) editAddMoney(h hexgrid.Hex, n int) error {
	if m.editor != nil {
		return m.editor.AddMoney(h, n)
	}
	return m.AddMoney(h, n)
}

func (m *Model) editMoveMoney(from, to hexgrid.Hex) error {
	if m.editor != nil {
		return m.editor.MoveMoney(from, to)
	}
	return m.MoveMoney(from, to)
}

func (m *Model) editTakeMoney(h hexgrid.Hex) error {
	if m.editor != nil {
		return m.editor.TakeMoney(h)
	}
	m.TakeMoney(h)
	return nil
}

func (m *Model) editNewStandee(monsterType string, elite bool, h hexgrid.Hex) error {
	if m.editor != nil {
		return m.editor.NewStandee(monsterType, elite, h)
	}
	_, err := m.NewStandee(monsterType, elite, h)
	return err
}

func (m *Model) editRemoveFigure(id string) error {
	if m.editor != nil {
		return m.editor.RemoveFigure(id)
	}
	m.RemoveFigure(id)
	return nil
}
