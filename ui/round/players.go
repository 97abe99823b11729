package round

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/screen"
)

// PlayersPanel is what the players' window shows beside the map: the
// round, the turn order (the figure in its turn marked, the turns taken
// dimmed) and the elements. It only reads the table.
type PlayersPanel struct {
	env      *screen.Env
	title    *widget.Label
	order    *widget.Label
	elements *ElementBoard
	content  fyne.CanvasObject
	stop     func()
}

// NewPlayersPanel returns the panel following env's table; Close stops it.
func NewPlayersPanel(env *screen.Env) *PlayersPanel {
	tr := env.Tr
	p := &PlayersPanel{env: env}
	p.title = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.order = widget.NewLabel("")
	p.order.Wrapping = fyne.TextWrapWord
	p.elements = NewElementBoard(elementNames(tr), func(s engine.Strength, pending bool) string {
		return strengthName(tr, s, pending)
	})
	p.elements.Columns = 2
	heading := func(text string) *widget.Label {
		return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	p.content = container.NewVScroll(container.NewVBox(p.title, widget.NewSeparator(),
		heading(tr.T("RoundTurnOrder")), p.order, widget.NewSeparator(), heading(tr.T("RoundElements")), p.elements))
	if env.Table != nil {
		p.stop = env.Table.OnChange(screen.RedrawOn(engine.PartRound|engine.PartFigures, p.Refresh))
	}
	p.Refresh()
	return p
}

// Content returns the panel's widgets.
func (p *PlayersPanel) Content() fyne.CanvasObject { return p.content }

// Follow follows the env's table again (after the shell replaced it).
func (p *PlayersPanel) Follow() {
	p.Close()
	if p.env.Table != nil {
		p.stop = p.env.Table.OnChange(screen.RedrawOn(engine.PartRound|engine.PartFigures, p.Refresh))
	}
	p.Refresh()
}

// Close stops following the table.
func (p *PlayersPanel) Close() {
	if p.stop != nil {
		p.stop()
		p.stop = nil
	}
}

// Text returns what the panel says of the round and the turn order, one
// line each (for tests and screen readers).
func (p *PlayersPanel) Text() string { return p.title.Text + "\n" + p.order.Text }

// Refresh shows the table as it is now.
func (p *PlayersPanel) Refresh() {
	tr := p.env.Tr
	var scn *engine.Scenario
	if p.env.Table != nil {
		scn = p.env.Table.Scenario()
	}
	if scn == nil {
		p.title.SetText(tr.T("RoundNoScenario"))
		p.order.SetText("")
		p.elements.Set(engine.ElementBoard{})
		return
	}
	p.title.SetText(tr.T("RoundNumber", "Round", scn.Round()))
	p.elements.Set(scn.Elements())
	order, err := scn.TurnOrder()
	if err != nil || len(order) == 0 {
		p.order.SetText(tr.T("RoundPlayersWaiting"))
		return
	}
	active, _ := scn.Active()
	text := ""
	for _, t := range order {
		line := fmt.Sprintf("%d  %s", t.Initiative, figureName(scn, t.Figure))
		switch {
		case t.Figure == active:
			line = tr.T("RoundPlayersNow", "Turn", line)
		case t.Done || t.Missed:
			line = tr.T("RoundPlayersDone", "Turn", line)
		}
		text += line + "\n"
	}
	p.order.SetText(text[:len(text)-1])
}
