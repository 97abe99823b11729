package modifier

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func TestBonusTrackLengthAndString(t *testing.T) {
	for _, tc := range []struct {
		b     Bonus
		track int
		str   string
	}{
		{Bonus{Kind: BonusNegate}, 0, "negate (persistent)"},
		{Bonus{Kind: BonusNegate, Uses: 2}, 2, "negate (2 uses, persistent)"},
		{Bonus{Kind: BonusShield, Value: 1, Uses: 1, Track: 3, Duration: BonusRound}, 3, "shield 1 (1 of 3 uses, round)"},
		{Bonus{Kind: BonusRetaliate, Value: 2}, 0, "retaliate 2 (persistent)"},
		{Bonus{Kind: BonusRetaliate, Value: 2, Range: 1}, 0, "retaliate 2 (persistent)"},
		{Bonus{Kind: BonusRetaliate, Value: 2, Range: 3, Uses: 2, Track: 2}, 2, "retaliate 2 range 3 (2 uses, persistent)"},
	} {
		if got := tc.b.TrackLength(); got != tc.track {
			t.Errorf("%+v: track length %d, want %d", tc.b, got, tc.track)
		}
		if got := tc.b.String(); got != tc.str {
			t.Errorf("%+v: %q, want %q", tc.b, got, tc.str)
		}
	}
}

func TestBonusValidateRangeAndTrack(t *testing.T) {
	good := []Bonus{
		{Kind: BonusRetaliate, Value: 1},
		{Kind: BonusRetaliate, Value: MaxValue, Range: MaxValue, Uses: 1, Track: MaxValue},
		{Kind: BonusShield, Value: 1, Uses: 2, Track: 2},
		{Kind: BonusNegate, Uses: 2}, // track not known: as long as the uses
	}
	for _, b := range good {
		if err := b.Validate(); err != nil {
			t.Errorf("%v: %v", b, err)
		}
	}
	bad := map[string]Bonus{
		"retaliate without value": {Kind: BonusRetaliate},
		"retaliate value too big": {Kind: BonusRetaliate, Value: MaxValue + 1},
		"retaliate range below 0": {Kind: BonusRetaliate, Value: 1, Range: -1},
		"shield with a range":     {Kind: BonusShield, Value: 1, Range: 2},
		"negate with a range":     {Kind: BonusNegate, Range: 1},
		"uses beyond the track":   {Kind: BonusShield, Value: 1, Uses: 3, Track: 2},
		"a track with no uses":    {Kind: BonusNegate, Track: 2},
		"track below 0":           {Kind: BonusNegate, Track: -1},
		"track too long":          {Kind: BonusNegate, Uses: 1, Track: MaxValue + 1},
	}
	for name, b := range bad {
		err := b.Validate()
		if err == nil {
			t.Errorf("%s: %+v accepted", name, b)
			continue
		}
		if !strings.Contains(err.Error(), b.Kind.String()) {
			t.Errorf("%s: error %q does not name the kind", name, err)
		}
	}
}

func TestBonusJSONRangeAndTrack(t *testing.T) {
	for _, tc := range []struct {
		text string
		want Bonus
		// back is the text written again; "" for text itself
		back string
	}{
		// The conformance format, as before: no range, no track.
		{`{"kind":"shield","value":1,"uses":2,"duration":"persistent"}`, Bonus{Kind: BonusShield, Value: 1, Uses: 2}, ""},
		{`{"kind":"negate","uses":1}`, Bonus{Kind: BonusNegate, Uses: 1}, `{"kind":"negate","uses":1,"duration":"persistent"}`},
		{`{"kind":"retaliate","value":2,"uses":0,"duration":"round"}`, Bonus{Kind: BonusRetaliate, Value: 2, Duration: BonusRound}, ""},
		{`{"kind":"retaliate","value":2,"range":3,"uses":1,"track":2,"duration":"persistent"}`,
			Bonus{Kind: BonusRetaliate, Value: 2, Range: 3, Uses: 1, Track: 2}, ""},
		{`{"kind":"shield","value":1,"uses":2,"track":4,"duration":"round"}`, Bonus{Kind: BonusShield, Value: 1, Uses: 2, Track: 4, Duration: BonusRound}, ""},
	} {
		var b Bonus
		if err := json.Unmarshal([]byte(tc.text), &b); err != nil {
			t.Errorf("%s: %v", tc.text, err)
			continue
		}
		if b != tc.want {
			t.Errorf("%s: got %+v, want %+v", tc.text, b, tc.want)
		}
		back := tc.back
		if back == "" {
			back = tc.text
		}
		if got, err := json.Marshal(b); err != nil || string(got) != back {
			t.Errorf("%+v written as %s (%v), want %s", b, got, err, back)
		}
	}
	for _, bad := range []string{
		`{"kind":"shield","value":1,"range":2,"uses":0}`,
		`{"kind":"retaliate","uses":0}`,
		`{"kind":"negate","uses":3,"track":2}`,
		`{"kind":"negate","uses":0,"track":2}`,
		`{"kind":"retaliate","value":1,"range":-1,"uses":0}`,
		`{"kind":"thorns","value":1,"uses":0}`,
	} {
		var b Bonus
		if err := json.Unmarshal([]byte(bad), &b); err == nil {
			t.Errorf("%s accepted as %+v", bad, b)
		}
	}
}

func TestBonusesRetaliated(t *testing.T) {
	bs := Bonuses{
		{Kind: BonusShield, Value: 1, Uses: 1},
		{Kind: BonusRetaliate, Value: 1, Uses: 1},
		{Kind: BonusRetaliate, Value: 2, Range: 3, Uses: 2, Track: 4},
	}
	for _, tc := range []struct {
		dist  int
		dmg   int
		after Bonuses
	}{
		{0, 0, bs},
		{1, 3, Bonuses{bs[0], {Kind: BonusRetaliate, Value: 2, Range: 3, Uses: 1, Track: 4}}},
		{3, 2, Bonuses{bs[0], bs[1], {Kind: BonusRetaliate, Value: 2, Range: 3, Uses: 1, Track: 4}}},
		{4, 0, bs},
	} {
		if got := bs.Retaliate(tc.dist); got != tc.dmg {
			t.Errorf("distance %d: Retaliate %d, want %d", tc.dist, got, tc.dmg)
		}
		dmg, after := bs.Retaliated(tc.dist)
		if dmg != tc.dmg || !reflect.DeepEqual(after, tc.after) {
			t.Errorf("distance %d: Retaliated %d %v, want %d %v", tc.dist, dmg, after, tc.dmg, tc.after)
		}
	}
	if bs[2].Uses != 2 {
		t.Fatal("Retaliated changed its receiver")
	}
}

// FuzzBonusJSON: a bonus that reads is valid and writes a document that
// reads back as the same bonus.
func FuzzBonusJSON(f *testing.F) {
	for _, s := range []string{
		`{"kind":"shield","value":1,"uses":2,"duration":"persistent"}`,
		`{"kind":"negate","uses":1}`,
		`{"kind":"retaliate","value":2,"range":3,"uses":1,"track":2,"duration":"round"}`,
		`{"kind":"retaliate","value":1,"uses":0}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var b Bonus
		if err := json.Unmarshal(data, &b); err != nil {
			return
		}
		if err := b.Validate(); err != nil {
			t.Fatalf("%s read as an invalid bonus %+v: %v", data, b, err)
		}
		out, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		var back Bonus
		if err := json.Unmarshal(out, &back); err != nil || back != b {
			t.Fatalf("%+v written as %s reads back as %+v (%v)", b, out, back, err)
		}
		if b.TrackLength() < b.Uses || (b.Track > 0 && b.TrackLength() != b.Track) {
			t.Fatalf("%+v: track length %d", b, b.TrackLength())
		}
	})
}
