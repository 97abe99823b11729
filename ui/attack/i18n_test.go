package attack

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
)

// recorder is a translator that returns the id asked for.
type recorder struct{}

func (recorder) T(id string, _ ...any) string        { return id }
func (recorder) N(id string, _ int, _ ...any) string { return id }

// TestLogMessagesMatchTheEngine checks that every engine log id has a
// message of the panel, that the English text is the engine's, and that a
// step is translated with its own message.
func TestLogMessagesMatchTheEngine(t *testing.T) {
	data, err := fs.ReadFile(locales.Files(), "attack.en.toml")
	if err != nil {
		t.Fatal(err)
	}
	var en map[string]any // a plural message is a table
	if err := toml.Unmarshal(data, &en); err != nil {
		t.Fatal(err)
	}
	eng := modifier.LogMessages()
	if len(logIDs) != len(eng) {
		t.Fatalf("%d log ids mapped, the engine has %d", len(logIDs), len(eng))
	}
	for id, text := range eng {
		ours, ok := logIDs[id]
		if !ok {
			t.Errorf("engine log id %q has no message", id)
			continue
		}
		if got, _ := en[ours].(string); got != text {
			t.Errorf("%s (%s): English %q, the engine says %q", ours, id, en[ours], text)
		}
		if got := logStepText(recorder{}, modifier.LogStep{ID: id}); got != ours {
			t.Errorf("step %s translated with %s, want %s", id, got, ours)
		}
	}
}

func TestLogText(t *testing.T) {
	log := modifier.Log{
		{ID: modifier.MsgAttack, Value: 3}, {ID: modifier.MsgModifierAdd, Value: 2}, {ID: modifier.MsgModifierDouble, Value: 2},
		{ID: modifier.MsgSubtotal, Value: 10}, {ID: modifier.MsgCard, Card: modifier.MustParseCard("-1")}, {ID: modifier.MsgSubtotal, Value: 9},
		{ID: modifier.MsgShield, Value: 1}, {ID: modifier.MsgDamage, Value: 8},
	}
	for _, tc := range []struct {
		lang language.Tag
		want string
	}{
		{language.English, "Attack 3, +2, ×2 = 10; card −1 = 9; shield 1; 8 damage"},
		{language.German, "Angriff 3, +2, ×2 = 10; Karte −1 = 9; Schild 1; 8 Schaden"},
		{language.French, "Attaque 3, +2, ×2 = 10; carte −1 = 9; bouclier 1; 8 dégâts"},
	} {
		tr, err := locales.New(tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := LogText(tr, log); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.lang, got, tc.want)
		}
	}
	if got, want := LogText(recorder{}, nil), ""; got != want {
		t.Errorf("empty log: %q", got)
	}
	if !strings.Contains(log.String(), "8 damage") {
		t.Fatal(log.String())
	}
}
