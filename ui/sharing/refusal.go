package sharing

import (
	"errors"
	"log/slog"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence/share"
)

// hostRefusal is the players' words for the host's table refusing what
// this window proposed (a *share.RefusedError of its rules), and true; the
// host's own text goes to the log only. ok is false for any other error.
func hostRefusal(tr locales.Tr, what string, err error) (words error, ok bool) {
	var refused *share.RefusedError
	if !errors.As(err, &refused) || refused.Err != nil {
		return nil, false
	}
	slog.Info("share: the host's table refused "+what, "reason", refused.Reason, "host", refused.Text)
	return errors.New(joinRefusedWords(tr, refused.Reason)), true
}

// joinRefusedWords says in the player's words which rule of the host's
// table refused an action (share.Reply.Reason); an unknown reason, or none
// from an older host, gets a general sentence: never the host's text.
func joinRefusedWords(tr locales.Tr, reason string) string {
	switch reason {
	case share.ReasonInitiativeRange:
		return tr.T("JoinRefusedInitiativeRange", "Min", engine.MinInitiative, "Max", engine.MaxInitiative)
	case share.ReasonRoundBegun:
		return tr.T("JoinRefusedRoundBegun")
	case share.ReasonCannotRest:
		return tr.T("JoinRefusedCannotRest")
	case share.ReasonRestTime:
		return tr.T("JoinRefusedRestTime")
	case share.ReasonNotInTurn:
		return tr.T("JoinRefusedNotInTurn")
	case share.ReasonOutOfPlay:
		return tr.T("JoinRefusedOutOfPlay")
	case share.ReasonImmune:
		return tr.T("JoinRefusedImmune")
	case share.ReasonNegativeAmount:
		return tr.T("JoinRefusedNegativeAmount")
	case share.ReasonNoCard:
		return tr.T("JoinRefusedNoCard")
	case share.ReasonHandKept:
		return tr.T("JoinRefusedHandKept")
	}
	return tr.T("JoinRefusedOther")
}
