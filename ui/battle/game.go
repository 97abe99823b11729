package battle

import (
	"errors"
	"fmt"

	rules "github.com/haventable/haventable/engine/battle"
)

// Game is the card battle on the screen: the engine's board and the
// history of what was done to it, for undo and redo. The engine's board
// cannot be copied, so the history is the list of operations applied since
// the empty board; undo rebuilds the board from all but the last one.
// Every operation is atomic: when one fails, the board is as it was.
type Game struct {
	board   *rules.Board
	ongoing map[string][]rules.Ability // per card: the ongoing abilities of this phase, in play order
	done    []op                       // applied, oldest first
	undone  []op                       // undone, most recently undone last
	last    []string                   // ids of the cards the last operation discarded
}

// opKind is what an operation does.
type opKind int

const (
	opEnter opKind = iota + 1
	opInBattle
	opDiscard
	opAbility
	opEndPhase
	opClear
)

// op is one operation on the board, kept to rebuild it.
type op struct {
	kind    opKind
	spec    rules.CardSpec
	id      string
	in      bool
	ability rules.Ability // answered: it raises no question when replayed
}

// NewGame returns a game with an empty board in the draw phase of turn 1.
func NewGame() *Game {
	g := &Game{}
	g.reset()
	return g
}

func (g *Game) reset() {
	b, err := rules.New(rules.PhaseDraw)
	if err != nil {
		panic(err) // the draw phase is valid
	}
	g.board, g.ongoing = b, map[string][]rules.Ability{}
}

// Board returns the board as it stands. Read it only; change it through
// the Game's methods so that the history follows.
func (g *Game) Board() *rules.Board { return g.board }

// Ongoing returns the ongoing abilities on the card with the given id, in
// play order; they end with the phase.
func (g *Game) Ongoing(id string) []rules.Ability {
	return append([]rules.Ability(nil), g.ongoing[id]...)
}

// Discarded returns the ids of the cards the last operation discarded.
func (g *Game) Discarded() []string { return append([]string(nil), g.last...) }

// Enter puts a new card into play in its owner's territory.
func (g *Game) Enter(spec rules.CardSpec) ([]string, error) {
	return g.do(op{kind: opEnter, spec: spec})
}

// SetInBattle puts a card in play into the battle or takes it out.
func (g *Game) SetInBattle(id string, in bool) error {
	_, err := g.do(op{kind: opInBattle, id: id, in: in})
	return err
}

// Discard takes a card in play out of play.
func (g *Game) Discard(id string) ([]string, error) {
	return g.do(op{kind: opDiscard, id: id})
}

// EndPhase ends the phase: ongoing abilities end, the next phase begins.
func (g *Game) EndPhase() []string {
	gone, _ := g.do(op{kind: opEndPhase})
	return gone
}

// Clear starts a new battle on an empty board (undoable).
func (g *Game) Clear() { _, _ = g.do(op{kind: opClear}) }

// Play plays ability a. When the rules leave a choice to the player, it
// changes nothing, returns the engine's *rules.QuestionError and keeps a
// pending on the board (Pending) until Answer or Withdraw.
func (g *Game) Play(a rules.Ability) ([]string, error) {
	return g.do(op{kind: opAbility, ability: a})
}

// Pending returns the ability awaiting the player's answer and its
// questions, if any.
func (g *Game) Pending() (rules.Ability, []rules.Question, bool) { return g.board.Pending() }

// Answer answers the pending ability's question and plays it. When it
// fails, nothing changes and the ability stays pending.
func (g *Game) Answer(ans rules.Answer) ([]string, error) {
	a, _, ok := g.board.Pending()
	if !ok {
		return nil, rules.ErrNothingPending
	}
	answered, err := rules.Answered(a, ans)
	if err != nil {
		return nil, err
	}
	before := g.ongoingCount(a.TargetID())
	gone, err := g.board.Answer(ans)
	if err != nil {
		return nil, err
	}
	g.played(answered, before)
	g.done = append(g.done, op{kind: opAbility, ability: answered})
	g.undone, g.last = nil, gone
	return gone, nil
}

// Withdraw drops the pending ability unplayed.
func (g *Game) Withdraw() { g.board.Withdraw() }

// CanUndo reports whether there is an operation to undo.
func (g *Game) CanUndo() bool { return len(g.done) > 0 }

// CanRedo reports whether there is an undone operation to redo.
func (g *Game) CanRedo() bool { return len(g.undone) > 0 }

// Undo takes back the last operation. It reports whether there was one.
func (g *Game) Undo() (bool, error) {
	if len(g.done) == 0 {
		return false, nil
	}
	keep := g.done[:len(g.done)-1]
	fresh := &Game{}
	fresh.reset()
	for i, o := range keep {
		if _, err := fresh.apply(o); err != nil {
			// Cannot happen with a deterministic engine; keep the board as it is.
			return false, fmt.Errorf("undo: replay operation %d: %w", i, err)
		}
	}
	g.undone = append(g.undone, g.done[len(g.done)-1])
	g.board, g.ongoing, g.done, g.last = fresh.board, fresh.ongoing, append([]op(nil), keep...), nil
	return true, nil
}

// Redo applies the last undone operation again. It reports whether there
// was one.
func (g *Game) Redo() (bool, error) {
	if len(g.undone) == 0 {
		return false, nil
	}
	o := g.undone[len(g.undone)-1]
	gone, err := g.apply(o)
	if err != nil {
		return false, fmt.Errorf("redo: %w", err)
	}
	g.undone = g.undone[:len(g.undone)-1]
	g.done = append(g.done, o)
	g.last = gone
	return true, nil
}

// do applies a new operation and records it; the redo history ends.
func (g *Game) do(o op) ([]string, error) {
	gone, err := g.apply(o)
	if err != nil {
		return nil, err
	}
	g.done = append(g.done, o)
	g.undone = nil
	g.last = gone
	return gone, nil
}

// apply performs o on the board and follows the ongoing abilities.
func (g *Game) apply(o op) ([]string, error) {
	var gone []string
	var err error
	switch o.kind {
	case opEnter:
		gone, err = g.board.Enter(o.spec)
		if err == nil {
			delete(g.ongoing, o.spec.ID)
		}
	case opInBattle:
		err = g.board.SetInBattle(o.id, o.in)
	case opDiscard:
		gone, err = g.board.Discard(o.id)
	case opAbility:
		if o.ability == nil {
			return nil, fmt.Errorf("play: %w: no ability", rules.ErrInvalid)
		}
		before := g.ongoingCount(o.ability.TargetID())
		gone, err = g.board.Play(o.ability)
		if err == nil {
			g.played(o.ability, before)
		}
		return gone, err
	case opEndPhase:
		gone = g.board.EndPhase()
	case opClear:
		g.reset()
	default:
		return nil, errors.New("unknown operation")
	}
	if err != nil {
		return nil, err
	}
	g.prune()
	return gone, nil
}

// played follows an ability that was just applied: when it left an ongoing
// ability on its target (the engine's count grew), it is listed there.
func (g *Game) played(a rules.Ability, before int) {
	id := a.TargetID()
	if g.ongoingCount(id) > before {
		g.ongoing[id] = append(g.ongoing[id], a)
	}
	g.prune()
}

// prune forgets the ongoing abilities of cards that no longer have any
// (phase ended, card discarded or entered afresh).
func (g *Game) prune() {
	for id := range g.ongoing {
		if g.ongoingCount(id) == 0 {
			delete(g.ongoing, id)
		}
	}
}

func (g *Game) ongoingCount(id string) int {
	c, err := g.board.Card(id)
	if err != nil {
		return 0
	}
	return c.OngoingAbilities
}
