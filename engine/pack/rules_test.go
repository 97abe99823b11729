package pack

import (
	"testing"

	"github.com/haventable/haventable/engine/rules"
)

func TestEditionRules(t *testing.T) {
	for name, want := range map[string]rules.Edition{
		"Gloomhaven": rules.Gloomhaven, "gh": rules.Gloomhaven, "Forgotten Circles": rules.Gloomhaven,
		"Jaws of the Lion": rules.JawsOfTheLion, "jotl": rules.JawsOfTheLion,
		" Frosthaven ": rules.Frosthaven, "fh": rules.Frosthaven,
		"Gloomhaven 2nd Edition": rules.Gloomhaven2e, "gh2e": rules.Gloomhaven2e,
	} {
		if got, ok := EditionRules(name); !ok || got != want {
			t.Errorf("EditionRules(%q) = %q, %v; want %q", name, got, ok, want)
		}
	}
	if got, ok := EditionRules("Tiny"); ok {
		t.Errorf("EditionRules(Tiny) = %q", got)
	}
}

func TestDefaultRules(t *testing.T) {
	fh := &Pack{Name: "a", Rules: rules.Frosthaven}
	jotl := &Pack{Name: "b", Rules: rules.JawsOfTheLion}
	none := &Pack{Name: "c"}
	for _, c := range []struct {
		packs []*Pack
		want  rules.Edition
	}{
		{nil, rules.Default},
		{[]*Pack{Builtin(), none}, rules.Default},
		{[]*Pack{fh, none}, rules.Frosthaven},
		{[]*Pack{fh, jotl, none}, rules.JawsOfTheLion},
	} {
		if got := DefaultRules(c.packs); got != c.want {
			t.Errorf("DefaultRules(%d packs) = %q, want %q", len(c.packs), got, c.want)
		}
	}
	bad := Builtin()
	bad.Rules = "frosthaven_2e"
	if err := bad.Check(); err == nil {
		t.Error("a pack with unknown rules passed its check")
	}
}
