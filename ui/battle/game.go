package battle

import (
	rules "github.com/haventable/haventable/engine/battle"
	"github.com/haventable/haventable/engine/undo"
)

// Game is the card battle on the screen: the engine's board and the
// history of the actions applied to it, for undo and redo (engine/undo, the
// mechanism of the table's history): every change is a rules.Action applied
// by one Do; undo rebuilds the board from the nearest snapshot and replays
// the actions after it. Every action is atomic: when one fails, the board
// is as it was.
type Game struct {
	log  *undo.Log[*rules.Board, rules.Action]
	last []string // ids of the cards the last action discarded
}

// snapshotEvery is how many actions lie between two copies of the board
// kept for undo.
const snapshotEvery = 16

// NewGame returns a game with an empty board in the draw phase of turn 1.
func NewGame() *Game {
	fresh := func() *rules.Board {
		b, err := rules.New(rules.PhaseDraw)
		if err != nil {
			panic(err) // the draw phase is valid
		}
		return b
	}
	return &Game{log: undo.New[*rules.Board, rules.Action](fresh, undo.Options[*rules.Board]{
		Clone: (*rules.Board).Clone, Every: snapshotEvery})}
}

// Board returns the board as it stands. Read it only; change it through
// the Game's methods so that the history follows.
func (g *Game) Board() *rules.Board { return g.log.State() }

// Ongoing returns the ongoing abilities on the card with the given id, in
// play order; they end with the phase.
func (g *Game) Ongoing(id string) []rules.Ability { return g.Board().Ongoing(id) }

// Discarded returns the ids of the cards the last operation discarded.
func (g *Game) Discarded() []string { return append([]string(nil), g.last...) }

// Enter puts a new card into play in its owner's territory.
func (g *Game) Enter(spec rules.CardSpec) ([]string, error) {
	return g.do(rules.Enter{Spec: spec})
}

// SetInBattle puts a card in play into the battle or takes it out.
func (g *Game) SetInBattle(id string, in bool) error {
	_, err := g.do(rules.SetInBattle{ID: id, In: in})
	return err
}

// Discard takes a card in play out of play.
func (g *Game) Discard(id string) ([]string, error) {
	return g.do(rules.Discard{ID: id})
}

// EndPhase ends the phase: ongoing abilities end, the next phase begins.
func (g *Game) EndPhase() []string {
	gone, _ := g.do(rules.EndPhase{})
	return gone
}

// Clear starts a new battle on an empty board (undoable).
func (g *Game) Clear() { _, _ = g.do(rules.Clear{}) }

// Play plays ability a. When the rules leave a choice to the player, it
// changes nothing, returns the engine's *rules.QuestionError and keeps a
// pending on the board (Pending) until Answer or Withdraw.
func (g *Game) Play(a rules.Ability) ([]string, error) {
	return g.do(rules.UseAbility{Ability: a})
}

// Pending returns the ability awaiting the player's answer and its
// questions, if any.
func (g *Game) Pending() (rules.Ability, []rules.Question, bool) { return g.Board().Pending() }

// Answer answers the pending ability's question and plays it, recorded as
// the ability answered. When it fails, nothing changes and the ability
// stays pending (with the new questions, should the board ask others).
func (g *Game) Answer(ans rules.Answer) ([]string, error) {
	a, _, ok := g.Board().Pending()
	if !ok {
		return nil, rules.ErrNothingPending
	}
	answered, err := rules.Answered(a, ans)
	if err != nil {
		return nil, err
	}
	gone, err := g.do(rules.UseAbility{Ability: answered})
	if err != nil {
		return nil, err
	}
	g.Board().Withdraw() // answered: nothing waits
	return gone, nil
}

// Withdraw drops the pending ability unplayed.
func (g *Game) Withdraw() { g.Board().Withdraw() }

// CanUndo reports whether there is an operation to undo.
func (g *Game) CanUndo() bool { return g.log.CanUndo() }

// CanRedo reports whether there is an undone operation to redo.
func (g *Game) CanRedo() bool { return g.log.CanRedo() }

// Undo takes back the last operation. It reports whether there was one.
// The board is a new one, with nothing pending.
func (g *Game) Undo() (bool, error) {
	ok, err := g.log.Undo()
	if ok {
		g.last = nil
	}
	return ok, err
}

// Redo applies the last undone operation again. It reports whether there
// was one.
func (g *Game) Redo() (bool, error) {
	ok, err := g.log.Redo()
	if ok {
		g.last = g.Board().Discarded()
	}
	return ok, err
}

// do applies a new action and records it; the redo history ends.
func (g *Game) do(a rules.Action) ([]string, error) {
	if err := g.log.Do(a); err != nil {
		return nil, err
	}
	g.last = g.Board().Discarded()
	return g.Board().Discarded(), nil
}
