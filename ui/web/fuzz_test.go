package web

import (
	"encoding/json"
	"testing"

	"github.com/haventable/haventable/engine"
)

// A page's action request is read without panicking; one read is a
// bounded request whose action writes back as it was read.
func FuzzDecodeAct(f *testing.F) {
	for _, seed := range []string{
		`{"seen":3,"action":{"kind":"initiative","character":"ana","leading":12,"second":40}}`,
		`{"seen":3,"action":{"kind":"damage","figure":"ana","amount":2}}`,
		`{"seen":3,"action":{"kind":"condition","figure":"ana","condition":"poison","held":true}}`,
		`{"seen":3,"action":{"kind":"draw-card","deck":"ana"}}`,
		`{"seen":3,"action":{"kind":"end-turn"}}`,
		`{"seen":-1}`, `{"seen":1,"action":null}`, `{"seen":1,"action":{}} {}`, `[]`, ``,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		_, a, err := decodeAct(data)
		if err != nil {
			return
		}
		if len(data) > maxBody || a == nil {
			t.Fatalf("%d bytes, action %v", len(data), a)
		}
		out, err := engine.MarshalAction(a)
		if err != nil {
			t.Fatal(err)
		}
		back, err := engine.UnmarshalAction(out)
		if err != nil || back.Kind() != a.Kind() {
			t.Fatalf("%s: %v", out, err)
		}
	})
}

// A page's request for odds is read without panicking, and what is read
// is within its bounds.
func FuzzDecodeOdds(f *testing.F) {
	for _, seed := range []string{
		`{"character":"ana","attack":2}`, `{"character":"ana","attack":2,"advantage":true}`,
		`{"character":"ana","attack":99}`, `{"character":"","attack":1}`, `{"character":"a","attack":1,"advantage":true,"disadvantage":true}`,
		`{"character":"a","attack":1,"x":1}`, `null`, ``,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		q, err := decodeOdds(data)
		if err != nil {
			return
		}
		if q.Character == "" || len(q.Character) > 64 || q.Attack < 0 || q.Attack > maxAttack || q.Advantage && q.Disadvantage {
			t.Fatalf("read %+v", q)
		}
		if _, err := json.Marshal(q); err != nil {
			t.Fatal(err)
		}
	})
}

// A request is one JSON value read as the program's own JSON
// (strictjson.Unmarshal): a stray closing brace or bracket after it, which
// the decoder's More let pass, is refused, as is a key of no field.
func TestRequestIsOneStrictValue(t *testing.T) {
	for _, body := range []string{
		`{"character":"Ana","attack":2}}`,
		`{"character":"Ana","attack":2}]`,
		`{"character":"Ana","attack":2} {}`,
		`{"character":"Ana","attack":2,"range":1}`,
	} {
		if _, err := decodeOdds([]byte(body)); err == nil {
			t.Errorf("odds request %s taken", body)
		}
	}
	if _, _, err := decodeAct([]byte(`{"seen":1,"action":{"kind":"end-turn"}}}`)); err == nil {
		t.Error("an act request with a stray brace after it taken")
	}
	if _, err := decodeOdds([]byte(`{"character":"Ana","attack":2}` + "\n")); err != nil {
		t.Errorf("a plain request refused: %v", err)
	}
}
