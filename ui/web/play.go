package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"slices"
	"strings"
	"time"

	"golang.org/x/time/rate"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/strictjson"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence/share"
)

// Players admits the devices the host gave a page link and does their
// actions: a *share.Host.
type Players interface {
	// PagePlayer tells which device a page token is and its rights; ok
	// false when the token plays nothing (unknown, or its device removed).
	PagePlayer(token string) (device string, rights share.Rights, ok bool)
	// ProposeAs does a for device, which saw the table at sequence seen,
	// exactly as a joined device's proposal: within its rights, on the
	// table as it stands.
	ProposeAs(device string, seen uint64, a engine.Action) share.Reply
}

// player is a device admitted by its page token.
type player struct {
	Device     string
	Characters []string
}

// admit is the player a token admits, if any.
func (s *Server) admit(token string) (player, bool) {
	if s.opts.Players == nil || token == "" || len(token) > maxToken {
		return player{}, false
	}
	d, r, ok := s.opts.Players.PagePlayer(token)
	if !ok || r.Role != share.RolePlayers {
		return player{}, false
	}
	return player{Device: d, Characters: r.Characters}, true
}

// Bounds of what a page may send.
const (
	maxToken = 128
	maxBody  = 8 << 10
	// a player's page may send playerRate requests a second, playerBurst
	// at once; requests with a wrong token, refusedRate a second for all
	playerRate, playerBurst   = 5, 20
	refusedRate, refusedBurst = 20, 40
	maxAttack                 = 30
)

// limiter bounds how often requests are answered.
type limiter struct{ l *rate.Limiter }

func newLimiter(perSecond float64, burst int) *limiter {
	return &limiter{rate.NewLimiter(rate.Limit(perSecond), burst)}
}

func (l *limiter) allow() bool { return l.l.Allow() }

// ActRequest is what a player's page sends to do an action: the action
// (engine.MarshalAction) and the host's sequence of the view it was done
// on (View.Seq).
type ActRequest struct {
	Seen   uint64          `json:"seen"`
	Action json.RawMessage `json:"action"`
}

// decodeAct reads a page's action, refusing what is not one.
func decodeAct(data []byte) (uint64, engine.Action, error) {
	if len(data) > maxBody {
		return 0, nil, fmt.Errorf("request of %d bytes: more than %d", len(data), maxBody)
	}
	var q ActRequest
	if err := strictjson.Unmarshal(data, &q); err != nil {
		return 0, nil, fmt.Errorf("request: %w", err)
	}
	if len(q.Action) == 0 {
		return 0, nil, errors.New("request: no action")
	}
	a, err := engine.UnmarshalAction(q.Action)
	if err != nil {
		return 0, nil, fmt.Errorf("request: %w", err)
	}
	return q.Seen, a, nil
}

// OddsRequest asks for the odds of an attack drawn from one of the
// player's characters' decks.
type OddsRequest struct {
	Character    string `json:"character"`
	Attack       int    `json:"attack"`
	Advantage    bool   `json:"advantage,omitempty"`
	Disadvantage bool   `json:"disadvantage,omitempty"`
}

// decodeOdds reads a page's request for odds.
func decodeOdds(data []byte) (OddsRequest, error) {
	if len(data) > maxBody {
		return OddsRequest{}, fmt.Errorf("request of %d bytes: more than %d", len(data), maxBody)
	}
	var q OddsRequest
	if err := strictjson.Unmarshal(data, &q); err != nil {
		return OddsRequest{}, fmt.Errorf("request: %w", err)
	}
	switch {
	case q.Character == "" || len(q.Character) > 64:
		return OddsRequest{}, errors.New("request: no character, or too long a name")
	case q.Attack < 0 || q.Attack > maxAttack:
		return OddsRequest{}, fmt.Errorf("request: attack %d, not 0 to %d", q.Attack, maxAttack)
	case q.Advantage && q.Disadvantage:
		return OddsRequest{}, errors.New("request: both advantage and disadvantage")
	}
	return q, nil
}

// ActReply is the answer to a page's action: Done, or Refused with why in
// the player's words (Stale: the table changed before it got there).
type ActReply struct {
	Done    bool   `json:"done,omitempty"`
	Seq     uint64 `json:"seq"`
	Refused string `json:"refused,omitempty"`
	Stale   bool   `json:"stale,omitempty"`
}

// postFrom checks a player's POST: its token (the X-Haventable-Player
// header: never a cookie, so another site cannot send it), JSON, size and
// rate. It returns the player and the body, or answers the refusal.
func (s *Server) postFrom(w http.ResponseWriter, r *http.Request) (player, []byte, bool) {
	p, ok := s.admit(r.Header.Get("X-Haventable-Player"))
	if !ok {
		if !s.refused.allow() {
			time.Sleep(100 * time.Millisecond) // a guesser waits
		}
		http.Error(w, errNotAPlayer.Error(), http.StatusForbidden)
		return player{}, nil, false
	}
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		http.Error(w, "send JSON", http.StatusUnsupportedMediaType)
		return player{}, nil, false
	}
	s.mu.Lock()
	l, ok := s.limits[p.Device]
	if !ok {
		l = newLimiter(playerRate, playerBurst)
		s.limits[p.Device] = l
	}
	s.mu.Unlock()
	if !l.allow() {
		http.Error(w, "too many requests: wait a moment", http.StatusTooManyRequests)
		return player{}, nil, false
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		http.Error(w, "request too large", http.StatusRequestEntityTooLarge)
		return player{}, nil, false
	}
	return p, body, true
}

// serveAct does a player's action: proposed to the host as the player's
// device, within its rights, refused alone when the table changed since
// the page's view.
func (s *Server) serveAct(w http.ResponseWriter, r *http.Request) {
	p, body, ok := s.postFrom(w, r)
	if !ok {
		return
	}
	seen, a, err := decodeAct(body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	rep := s.opts.Players.ProposeAs(p.Device, seen, a)
	writeJSON(w, ActReply{Done: rep.Error == "" && !rep.Denied && !rep.Stale && !rep.Removed, Seq: rep.Seq,
		Refused: s.refusal(p, rep), Stale: rep.Stale})
}

// refusal says why the host refused a player's action, in their words
// ("" when it did not).
func (s *Server) refusal(p player, rep share.Reply) string {
	tr := s.opts.Tr
	switch {
	case rep.Removed:
		return tr.T("WebRemoved")
	case rep.Denied:
		s.mu.Lock()
		var names []string
		for _, id := range p.Characters {
			if o, ok := s.view.own[id]; ok {
				names = append(names, o.Name)
			}
		}
		s.mu.Unlock()
		return tr.T("WebNotYours", "Names", strings.Join(names, ", "))
	case rep.Stale:
		return tr.T("JoinStale")
	case rep.Error != "":
		return refusedWords(tr, rep.Reason)
	}
	return ""
}

// refusedWords are the players' words for the table's refusal of one of
// the page's actions (share.Reply.Reason); an unknown reason, or none from
// an older host, gets WebRefusedOther: never the host's own text.
func refusedWords(tr locales.Tr, reason string) string {
	switch reason {
	case share.ReasonInitiativeRange:
		return tr.T("WebRefusedInitiativeRange", "Min", engine.MinInitiative, "Max", engine.MaxInitiative)
	case share.ReasonRoundBegun:
		return tr.T("WebRefusedRoundBegun")
	case share.ReasonCannotRest:
		return tr.T("WebRefusedCannotRest")
	case share.ReasonRestTime:
		return tr.T("WebRefusedRestTime")
	case share.ReasonNotInTurn:
		return tr.T("WebRefusedNotInTurn")
	case share.ReasonOutOfPlay:
		return tr.T("WebRefusedOutOfPlay")
	case share.ReasonImmune:
		return tr.T("WebRefusedImmune")
	case share.ReasonNegativeAmount:
		return tr.T("WebRefusedNegativeAmount")
	case share.ReasonNoCard:
		return tr.T("WebRefusedNoCard")
	case share.ReasonHandKept:
		return tr.T("WebRefusedHandKept")
	}
	return tr.T("WebRefusedOther")
}

// serveOdds answers the exact odds of an attack drawn from one of the
// player's characters' decks as the last view holds it.
func (s *Server) serveOdds(w http.ResponseWriter, r *http.Request) {
	p, body, ok := s.postFrom(w, r)
	if !ok {
		return
	}
	q, err := decodeOdds(body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if !slices.Contains(p.Characters, q.Character) {
		http.Error(w, errNotAPlayer.Error(), http.StatusForbidden)
		return
	}
	s.mu.Lock()
	own, ok := s.view.own[q.Character]
	s.mu.Unlock()
	if !ok || !own.hasDeck {
		http.Error(w, "no such deck at the table", http.StatusNotFound)
		return
	}
	odds, err := oddsOf(s.opts.Tr, own.deck, modifier.Attack{Value: q.Attack, Advantage: q.Advantage,
		Disadvantage: q.Disadvantage})
	if err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	writeJSON(w, odds)
}

func writeJSON(w http.ResponseWriter, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(data)
}
