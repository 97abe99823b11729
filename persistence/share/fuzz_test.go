package share

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/nats-io/nkeys"
)

// The decoders refuse what is not an event or a proposal, and never take
// an event whose hash does not name its table.
func FuzzDecodeEvent(f *testing.F) {
	good, _ := json.Marshal(Event{Kind: "move", Scenario: json.RawMessage(`{"version":8}`), Hash: hashOf([]byte(`{"version":8}`))})
	f.Add(good)
	f.Add(packEvent(good))
	f.Add(packEvent([]byte(`{"scenario":{"a":1},"hash":"00"}`)))
	f.Add([]byte(`{"hash":""}`))
	f.Add([]byte(`{"scenario":{"a":1},"hash":"00"}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := decodeEvent(data)
		if err != nil {
			return
		}
		if hashOf(e.Scenario) != e.Hash {
			t.Fatalf("taken with a hash that does not name its table: %q", data)
		}
	})
}

func FuzzDecodeProposal(f *testing.F) {
	f.Add([]byte(`{"device":"tablet","seen":3,"action":{"kind":"move"}}`))
	f.Add([]byte(`{"device":"","seen":3,"action":{}}`))
	f.Add([]byte(`{"seen":-1}`))
	f.Add([]byte(`{"device":"tv","seen":3,"step":"undo"}`))
	f.Add([]byte(`{"device":"tv","seen":3,"step":"undo","action":{"kind":"move"}}`))
	f.Add([]byte(`{"device":"tv","seen":3,"step":"rewind"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := decodeProposal(data)
		if err != nil {
			return
		}
		if p.Device == "" || len(p.Device) > 64 || len(data) > maxProposal ||
			(len(p.Action) == 0) == (p.Step == "") || p.Step != "" && p.Step != StepUndo && p.Step != StepRedo {
			t.Fatalf("taken: %+v from %q", p, data)
		}
	})
}

func FuzzDecodeRights(f *testing.F) {
	f.Add([]byte(`{"role":"players","characters":["hero"]}`))
	f.Add([]byte(`{"role":"game-master"}`))
	f.Add([]byte(`{"role":"king"}`))
	f.Add([]byte(`{"role":"players","characters":[""]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := decodeRights(data)
		if err != nil {
			return
		}
		if r.Role != RolePlayers && r.Role != RoleGameMaster && r.Role != RoleRemoved || len(r.Characters) > 64 {
			t.Fatalf("taken: %+v from %q", r, data)
		}
		if r.Role == RoleRemoved && r.Allows(nil, nil) {
			t.Fatalf("removed and allowed: %q", data)
		}
	})
}

func FuzzDecodeStateRequest(f *testing.F) {
	f.Add([]byte(`{"device":"phone","as":["Hero"]}`))
	f.Add([]byte(`{"device":""}`))
	f.Add([]byte(`{"device":"x","as":[""]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		q, err := decodeStateRequest(data)
		if err != nil {
			return
		}
		if q.Device == "" || len(q.Device) > 64 || len(q.As) > 64 || slices.Contains(q.As, "") {
			t.Fatalf("taken: %+v from %q", q, data)
		}
	})
}

// An event is kept packed in the stream and read back the same; a packed
// event that unpacks beyond the bound is refused without being unpacked
// whole.
func TestPackedEvent(t *testing.T) {
	scn := json.RawMessage(`{"version":8,"figures":[]}`)
	e := Event{Kind: "move", Entry: json.RawMessage(`{"kind":"move"}`), Scenario: scn, Hash: hashOf(scn)}
	data, err := json.Marshal(e)
	if err != nil {
		t.Fatal(err)
	}
	packed := packEvent(data)
	got, err := decodeEvent(packed)
	if err != nil || got.Kind != e.Kind || string(got.Scenario) != string(scn) || got.Hash != e.Hash {
		t.Fatalf("packed event read back as %+v, %v", got, err)
	}
	big := bytes.Repeat([]byte(" "), maxEvent+10)
	if _, err := decodeEvent(packEvent(big)); err == nil || !strings.Contains(err.Error(), "unpacked") {
		t.Errorf("an event unpacking beyond %d bytes: %v", maxEvent, err)
	}
	if _, err := decodeEvent(packed[:len(packed)/2]); err == nil {
		t.Error("a cut packed event was read")
	}
}

// A join request is taken only whole and signed with the key it names.
func FuzzDecodeJoinRequest(f *testing.F) {
	kp, err := NewKey()
	if err != nil {
		f.Fatal(err)
	}
	q, err := newJoinRequest("phone", []string{"Hero"}, kp)
	if err != nil {
		f.Fatal(err)
	}
	good, _ := json.Marshal(q)
	f.Add(good)
	q.Device = "other"
	forged, _ := json.Marshal(q)
	f.Add(forged)
	f.Add([]byte(`{"device":"x","key":"UABC","sig":""}`))
	f.Add([]byte(`{"device":"","as":[""]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		q, err := decodeJoinRequest(data)
		if err != nil {
			return
		}
		if q.Device == "" || len(q.Device) > 64 || len(q.As) > 64 || slices.Contains(q.As, "") || validKey(q.Key) != nil {
			t.Fatalf("taken: %+v from %q", q, data)
		}
		pub, err := nkeys.FromPublicKey(q.Key)
		if err != nil || pub.Verify(q.signed(), q.Sig) != nil {
			t.Fatalf("taken unsigned: %q", data)
		}
	})
}

func FuzzDecodeJoinAnswer(f *testing.F) {
	for _, a := range []string{JoinWaiting, JoinAdmitted, JoinRefused, JoinFull, JoinTooSoon, JoinBad, "king"} {
		data, _ := json.Marshal(JoinAnswer{Answer: a})
		f.Add(data)
	}
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := decodeJoinAnswer(data)
		if err != nil {
			return
		}
		if !slices.Contains([]string{JoinWaiting, JoinAdmitted, JoinRefused, JoinFull, JoinTooSoon, JoinBad}, a) {
			t.Fatalf("taken: %q from %q", a, data)
		}
	})
}
