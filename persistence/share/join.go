package share

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"
)

// subjectJoin is where a device that knows only the join code asks to
// join (the one thing the code lets it do).
const subjectJoin = "table.join"

// The bounds of the join requests: at most maxPending devices wait for
// the host's word at once (a request beyond is answered JoinFull and
// kept nowhere); a device asks at most once per minAskGap (a request
// sooner is answered JoinTooSoon); a request not asked again within
// pendingExpiry is dropped; the host holds a request up to holdAsk before
// it answers JoinWaiting (the device then asks again).
const (
	maxPending    = 20
	minAskGap     = 500 * time.Millisecond
	pendingExpiry = 30 * time.Second
	holdAsk       = 10 * time.Second
)

// JoinRequest is what a device that knows the code sends to ask to join:
// its name, the characters it asks to play, its public key, and its
// signature (Sig) of the rest with that key, which shows that the device
// holds the key.
type JoinRequest struct {
	Device string   `json:"device"`
	As     []string `json:"as,omitempty"`
	Key    string   `json:"key"`
	Sig    []byte   `json:"sig"`
}

// signed is what a join request's signature covers.
func (q JoinRequest) signed() []byte {
	data, _ := json.Marshal(JoinRequest{Device: q.Device, As: q.As, Key: q.Key}) // always marshals
	return data
}

// newJoinRequest is a join request signed with the device's key.
func newJoinRequest(device string, as []string, kp nkeys.KeyPair) (JoinRequest, error) {
	key, err := kp.PublicKey()
	if err != nil {
		return JoinRequest{}, err
	}
	q := JoinRequest{Device: device, As: as, Key: key}
	if q.Sig, err = kp.Sign(q.signed()); err != nil {
		return JoinRequest{}, err
	}
	return q, nil
}

// decodeJoinRequest reads a join request, refusing what is not one, and
// checks its signature.
func decodeJoinRequest(data []byte) (JoinRequest, error) {
	q, err := readJoinRequest(data)
	if err != nil {
		return JoinRequest{}, err
	}
	return q, q.verify()
}

// verify checks that the request is signed with its key.
func (q JoinRequest) verify() error {
	pub, err := nkeys.FromPublicKey(q.Key)
	if err != nil {
		return fmt.Errorf("join request: %w", err)
	}
	if err := pub.Verify(q.signed(), q.Sig); err != nil {
		return errors.New("join request: not signed with its key")
	}
	return nil
}

// readJoinRequest reads a join request without checking its signature
// (which costs more than the rest: the host checks it only for a request
// it keeps).
func readJoinRequest(data []byte) (JoinRequest, error) {
	if len(data) > maxRights {
		return JoinRequest{}, fmt.Errorf("join request of %d bytes: more than %d", len(data), maxRights)
	}
	var q JoinRequest
	if err := json.Unmarshal(data, &q); err != nil {
		return JoinRequest{}, fmt.Errorf("join request: %w", err)
	}
	sr := StateRequest{Device: q.Device, As: q.As}
	if err := sr.valid(); err != nil {
		return JoinRequest{}, fmt.Errorf("join %w", err)
	}
	if err := validKey(q.Key); err != nil {
		return JoinRequest{}, fmt.Errorf("join request: %w", err)
	}
	return q, nil
}

// JoinAnswer is the host's answer to a join request: one of the JoinX
// words.
type JoinAnswer struct {
	Answer string `json:"answer"`
}

// The answers to a join request.
const (
	JoinWaiting  = "waiting"  // the host has not said yet: ask again
	JoinAdmitted = "admitted" // connect with the device's key
	JoinRefused  = "refused"  // the host refused (or removed) the device
	JoinFull     = "full"     // too many devices wait already
	JoinTooSoon  = "too-soon" // asked again too soon
	JoinBad      = "not-a-request"
)

// Request is a device waiting for the host's word.
type Request struct {
	// Key is the device's public key, Name its name, Asked the characters
	// it asks to play, as it named them.
	Key   string
	Name  string
	Asked []string
	// Before are the rights a device of that name had before devices had
	// keys (an older devices.json), nil when none: the host may give them
	// again.
	Before *Rights
	// Since is when it first asked.
	Since time.Time
	last  time.Time
	held  *nats.Msg   // the request being held, answered on the host's word
	timer *time.Timer // answers held with JoinWaiting
}

// answerJoin answers a device that asks to join: at once when the host
// already said (admitted, refused, removed) or the request is refused
// (too many waiting, too soon); otherwise the request waits, held until
// the host's word or holdAsk.
func (h *Host) answerJoin(m *nats.Msg) {
	q, err := readJoinRequest(m.Data)
	if err != nil {
		answer(m, JoinBad) // not logged: a flood would fill the log
		return
	}
	now := time.Now()
	h.dmu.Lock()
	if d, ok := h.devices[q.Key]; ok {
		removed := d.Role == RoleRemoved
		h.dmu.Unlock()
		if removed {
			answer(m, JoinRefused)
		} else {
			answer(m, JoinAdmitted)
		}
		return
	}
	if until, ok := h.refused[q.Key]; ok && now.Before(until) {
		h.dmu.Unlock()
		answer(m, JoinRefused)
		return
	}
	h.expirePending(now)
	p, ok := h.pending[q.Key]
	switch {
	case ok && now.Sub(p.last) < minAskGap:
		h.dmu.Unlock()
		answer(m, JoinTooSoon)
		return
	case !ok && len(h.pending) >= maxPending:
		h.dmu.Unlock()
		answer(m, JoinFull)
		return
	case !ok:
		if err := q.verify(); err != nil {
			h.dmu.Unlock()
			answer(m, JoinBad)
			return
		}
		p = &Request{Key: q.Key, Name: q.Device, Asked: slices.Clone(q.As), Since: now}
		if f, ok := h.former[q.Device]; ok {
			r := f.Rights
			p.Before = &r
		}
		h.pending[q.Key] = p
	}
	p.last = now
	if p.held != nil { // the one asked before is answered: this one waits
		answer(p.held, JoinWaiting)
		p.timer.Stop()
	}
	p.held = m
	p.timer = time.AfterFunc(holdAsk, func() { h.release(q.Key, m) })
	h.dmu.Unlock()
	if ok {
		return
	}
	if h.opts.Admit != nil {
		var suggested Rights
		h.opts.Run(func() { suggested = h.suggest(*p) })
		if r, yes := h.opts.Admit(*p, suggested); yes {
			if err := h.Admit(q.Key, r); err != nil {
				h.opts.Log.Error("share: "+err.Error(), "device", q.Device)
			}
			return
		}
	}
	h.tellDevices()
}

// Suggest are the rights the host's window first offers a waiting device:
// the rights a device of its name had (Before), else playing the
// characters it asked for that the table has (by ID or name, any case).
// Call it where the session is used (see HostOptions.Run).
func (h *Host) Suggest(q Request) Rights {
	var r Rights
	h.local(func() { r = h.suggest(q) })
	return r
}

// suggest is Suggest on the session's goroutine.
func (h *Host) suggest(q Request) Rights {
	if q.Before != nil {
		return cleanRights(*q.Before)
	}
	return Rights{Role: RolePlayers, Characters: charactersNamed(h.opts.Session.Scenario(), q.Asked)}
}

// release answers JoinWaiting to the request m of the device key if it is
// still held.
func (h *Host) release(key string, m *nats.Msg) {
	h.dmu.Lock()
	p, ok := h.pending[key]
	if !ok || p.held != m {
		h.dmu.Unlock()
		return
	}
	p.held = nil
	h.dmu.Unlock()
	answer(m, JoinWaiting)
}

// expirePending drops the requests not asked again within pendingExpiry,
// and the refusals older than that (h.dmu held).
func (h *Host) expirePending(now time.Time) {
	for k, p := range h.pending {
		if p.held == nil && now.Sub(p.last) > pendingExpiry {
			delete(h.pending, k)
		}
	}
	for k, until := range h.refused {
		if now.After(until) {
			delete(h.refused, k)
		}
	}
}

// Pending are the devices waiting for the host's word, the first asked
// first.
func (h *Host) Pending() []Request {
	h.dmu.Lock()
	defer h.dmu.Unlock()
	h.expirePending(time.Now())
	out := make([]Request, 0, len(h.pending))
	for _, p := range h.pending {
		c := *p
		c.Asked = slices.Clone(p.Asked)
		c.held, c.timer = nil, nil
		out = append(out, c)
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].Since.Equal(out[j].Since) {
			return out[i].Since.Before(out[j].Since)
		}
		return out[i].Key < out[j].Key
	})
	return out
}

// takePending takes the waiting request of key off the list, answering
// its held request (if any) with a.
func (h *Host) takePending(key, a string) (Request, bool) {
	h.dmu.Lock()
	p, ok := h.pending[key]
	if ok {
		delete(h.pending, key)
	}
	h.dmu.Unlock()
	if !ok {
		return Request{}, false
	}
	if p.held != nil {
		p.timer.Stop()
		answer(p.held, a)
	}
	return *p, true
}

// Refuse refuses the waiting device key: it is told so, and its requests
// are refused for pendingExpiry.
func (h *Host) Refuse(key string) {
	h.dmu.Lock()
	h.refused[key] = time.Now().Add(pendingExpiry)
	h.dmu.Unlock()
	if _, ok := h.takePending(key, JoinRefused); ok {
		h.tellDevices()
	}
}

func answer(m *nats.Msg, a string) {
	data, _ := json.Marshal(JoinAnswer{Answer: a}) // always marshals
	m.Respond(data)                                // a device gone meanwhile asks again
}

// decodeJoinAnswer reads the host's answer to a join request.
func decodeJoinAnswer(data []byte) (string, error) {
	if len(data) > maxRights {
		return "", fmt.Errorf("answer of %d bytes: more than %d", len(data), maxRights)
	}
	var a JoinAnswer
	if err := json.Unmarshal(data, &a); err != nil {
		return "", fmt.Errorf("answer: %w", err)
	}
	switch a.Answer {
	case JoinWaiting, JoinAdmitted, JoinRefused, JoinFull, JoinTooSoon, JoinBad:
		return a.Answer, nil
	}
	return "", fmt.Errorf("answer: %q", a.Answer)
}
