package sharing

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/persistence/share"
	"github.com/haventable/haventable/ui/screen"
)

// joined is the table another device shares that this window plays.
type joined struct {
	client    *share.Client
	address   string
	connected bool
	// waiting are the actions proposed and not answered yet, in order
	// (on the UI goroutine): the first is with the host while sending.
	waiting []proposal
	sending bool
}

// proposal is an action proposed from the window, and what to do with
// the host's answer.
type proposal struct {
	action engine.Action
	done   func(engine.Report, error)
	after  func() // a Then barrier: no action
}

// MaxWaiting is how many actions a joined window holds for the host at
// once; one more is refused in the player's words.
const MaxWaiting = 16

// answerTimeout is how long a joined window waits for the host's answer
// to one action.
var answerTimeout = 10 * time.Second

// remoteTable plays a joined table: its scenario as the host last
// published it, actions proposed to the host within the rights it gives
// this device (screen.Proposer: the UI goroutine never waits for the
// host).
type remoteTable struct {
	c *share.Client
	s *Sharing
	j *joined
}

func (r remoteTable) Scenario() *engine.Scenario { return r.c.Scenario() }

func (r remoteTable) Allows(a engine.Action) bool { return r.c.Rights().Allows(r.c.Scenario(), a) }

// Do proposes a and waits for the host's answer (off the UI goroutine).
func (r remoteTable) Do(a engine.Action) (engine.Report, error) {
	if err := r.refusal(a); err != nil {
		return engine.Report{}, err
	}
	rep, err := r.propose(a)
	return r.answer(a, rep, err)
}

// refusal is why this device may not propose a at all, in the player's
// words; nil when it may.
func (r remoteTable) refusal(a engine.Action) error {
	if rights := r.c.Rights(); rights.Role == share.RoleRemoved {
		return errors.New(r.s.tr().T("JoinRemoved"))
	} else if !rights.Allows(r.c.Scenario(), a) {
		return r.s.notYours(a)
	}
	return nil
}

// Propose proposes a after the actions waiting for the host, and calls
// done on the UI goroutine with the host's answer (screen.Proposer).
func (r remoteTable) Propose(a engine.Action, done func(engine.Report, error)) {
	if err := r.refusal(a); err != nil {
		done(engine.Report{}, err)
		return
	}
	if len(r.j.waiting) >= MaxWaiting {
		done(engine.Report{}, errors.New(r.s.tr().T("JoinTooManyWaiting")))
		return
	}
	r.queue(proposal{action: a, done: done})
}

// After calls f once every action proposed before has its answer
// (screen.Proposer).
func (r remoteTable) After(f func()) {
	if len(r.j.waiting) == 0 {
		f()
		return
	}
	r.queue(proposal{after: f})
}

// queue adds p to the actions waiting for the host, and sends it when
// none is with the host.
func (r remoteTable) queue(p proposal) {
	r.j.waiting = append(r.j.waiting, p)
	r.pump()
}

// pump sends the first action waiting to the host, off the UI goroutine,
// when none is with the host (Then barriers before it run first); its
// answer comes back on the UI goroutine (onUI), which sends the next. A
// window that left the table drops what still waits.
func (r remoteTable) pump() {
	j := r.j
	for !j.sending && len(j.waiting) > 0 {
		p := j.waiting[0]
		if p.after != nil {
			j.waiting = j.waiting[1:]
			p.after() // may propose more: sent from here, in order
			continue
		}
		j.sending = true
		go func() {
			// the host's answer, once this device holds the change: the
			// next action is proposed on the table as it now stands
			rep, err := r.propose(p.action)
			r.s.onUI(func() {
				j.sending = false
				j.waiting = j.waiting[1:]
				if r.s.joined != j {
					j.waiting = nil
				}
				p.done(r.answer(p.action, rep, err))
				r.pump()
			})
		}()
	}
	if r.s.joined == j {
		r.s.deps.StatusChanged() // says whether the window waits for the host
	}
}

// propose proposes a to the host and waits for its answer (off the UI
// goroutine).
func (r remoteTable) propose(a engine.Action) (engine.Report, error) {
	ctx, cancel := context.WithTimeout(context.Background(), answerTimeout)
	defer cancel()
	return r.c.Do(ctx, a)
}

// answer is the host's answer to a as the window tells it: the report, or
// the refusal in the player's words.
func (r remoteTable) answer(a engine.Action, rep engine.Report, err error) (engine.Report, error) {
	switch {
	case errors.Is(err, share.ErrStale):
		return engine.Report{}, errors.New(r.s.tr().T("JoinStale"))
	case errors.Is(err, share.ErrRemoved):
		return engine.Report{}, errors.New(r.s.tr().T("JoinRemoved"))
	case errors.Is(err, share.ErrNotAllowed):
		return engine.Report{}, r.s.notYours(a)
	case errors.Is(err, share.ErrNoReport):
		// done on the host's table, which this window shows: only what it
		// did is not told
		slog.Warn("share: "+err.Error(), "action", a.Kind())
		return engine.Report{}, nil
	case errors.Is(err, share.ErrAway):
		// not sent: the host never had it
		return engine.Report{}, errors.New(r.s.tr().T("JoinNoAnswer"))
	case errors.Is(err, context.DeadlineExceeded):
		// sent, and perhaps done later: a host held meanwhile does it when
		// it runs again (a proposal again on the same table is refused as
		// stale then)
		return engine.Report{}, noAnswerYet{title: r.s.tr().T("JoinNotAnsweredYetTitle"), text: r.s.tr().T("JoinNotAnsweredYet")}
	case err != nil:
		if words, ok := hostRefusal(r.s.tr(), a.Kind(), err); ok {
			return engine.Report{}, words
		}
		return engine.Report{}, err
	}
	return rep, nil
}

// notYours says, in the player's words, why this device may not do a: it
// is a character's this device does not play, or the game master's.
func (s *Sharing) notYours(a engine.Action) error {
	if scn := s.env().Table.Scenario(); scn != nil {
		if id := scn.ActionCharacter(a); id != "" {
			name := id
			if f, ok := scn.Figure(id); ok && f.Name != "" {
				name = f.Name
			}
			return errors.New(s.tr().T("JoinNotYoursCharacter", "Name", name))
		}
	}
	return errors.New(s.tr().T("JoinNotYoursGameMaster"))
}

// noAnswerYet is a proposal the window gave up waiting for: shown under its
// own title (screen.Titled), as the host may still do it.
type noAnswerYet struct{ title, text string }

var _ screen.Titled = noAnswerYet{}

func (e noAnswerYet) Error() string { return e.text }

// Title is the dialog's title for it (screen.Titled).
func (e noAnswerYet) Title() string { return e.title }
