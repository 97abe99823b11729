package battle

import "fmt"

// Phase is one phase of a turn.
type Phase int

const (
	// PhaseDraw is the draw phase, the first of a turn.
	PhaseDraw Phase = iota
	// PhaseUpkeep is the upkeep phase.
	PhaseUpkeep
	// PhasePreparation is the preparation phase.
	PhasePreparation
	// PhaseBattle is the battle phase.
	PhaseBattle
	// PhaseDiscard is the discard phase, the last of a turn.
	PhaseDiscard
)

// String names the phase.
func (p Phase) String() string {
	switch p {
	case PhaseDraw:
		return "draw"
	case PhaseUpkeep:
		return "upkeep"
	case PhasePreparation:
		return "preparation"
	case PhaseBattle:
		return "battle"
	case PhaseDiscard:
		return "discard"
	}
	return fmt.Sprintf("Phase(%d)", int(p))
}

func (p Phase) valid() bool { return p >= PhaseDraw && p <= PhaseDiscard }

// next returns the phase after p and whether a new turn begins.
func (p Phase) next() (Phase, bool) {
	if p == PhaseDiscard {
		return PhaseDraw, true
	}
	return p + 1, false
}
