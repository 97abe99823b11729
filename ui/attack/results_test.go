package attack

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// TestRetaliateShown: a drawn attack on a target with retaliate says what
// the attacker will suffer; the applied attack says what it suffered and
// that it fell.
func TestRetaliateShown(t *testing.T) {
	test.NewTempApp(t)
	env := newEnv(t, language.English)
	p := New(env)
	w := show(t, p.Content(), 1280, 800)
	env.Window = w
	rat := figure(t, env, "cave-rat-1")
	retaliate := modifier.Bonus{Kind: modifier.BonusRetaliate, Value: rat.HP, Range: modifier.MaxValue}
	screentest.Do(t, env, engine.AddBonus{Figure: "brute", Bonus: retaliate},
		engine.DrawAttack{Attacker: "cave-rat-1", Attack: modifier.Attack{Value: 0}, Targets: []string{"brute"}})
	ratName := p.nameOf("cave-rat-1")
	text := allText(p.results)
	if want := "then " + ratName + " suffers " + strconv.Itoa(rat.HP) + " retaliate damage"; !strings.Contains(text, want) {
		t.Fatalf("drawn: %q does not say %q", text, want)
	}
	if want := "retaliate " + strconv.Itoa(rat.HP); !strings.Contains(text, want) {
		t.Fatalf("drawn: the log in %q does not say %q", text, want)
	}
	p.Apply()
	text = allText(p.results)
	for _, want := range []string{
		ratName + " suffers " + strconv.Itoa(rat.HP) + " retaliate damage",
		ratName + " dies",
		"money token",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("applied: %q does not say %q", text, want)
		}
	}
	if f := figure(t, env, "cave-rat-1"); f.Alive() {
		t.Fatalf("the rat survived its retaliate: %+v", f)
	}
}

func TestRetaliatedLine(t *testing.T) {
	test.NewTempApp(t)
	for _, tc := range []struct {
		lang language.Tag
		rt   *engine.Retaliation
		want string
	}{
		{language.English, nil, ""},
		{language.English, &engine.Retaliation{Damage: 2, Suffered: engine.Suffered{Damage: 2}}, "Brute suffers 2 retaliate damage"},
		{language.English, &engine.Retaliation{Damage: 2, Suffered: engine.Suffered{Negated: true}}, "Brute: the 2 retaliate damage is negated"},
		{language.English, &engine.Retaliation{Damage: 3, Suffered: engine.Suffered{Damage: 3, Fell: true},
			Fallen: &engine.Fallen{ID: "brute", State: engine.Exhausted, At: hexgrid.H(1, 2)}}, "Brute suffers 3 retaliate damage, Brute is exhausted"},
		{language.German, &engine.Retaliation{Damage: 2, Suffered: engine.Suffered{Damage: 2}}, "erleidet 2 Vergeltungsschaden"},
		{language.French, &engine.Retaliation{Damage: 2, Suffered: engine.Suffered{Damage: 2}}, "subit 2 dégâts de riposte"},
	} {
		env := newEnv(t, tc.lang)
		p := New(env)
		got := p.retaliatedLine("brute", tc.rt)
		if tc.want == "" && got != "" || !strings.Contains(got, tc.want) {
			t.Errorf("%s %+v: %q, want %q", tc.lang, tc.rt, got, tc.want)
		}
	}
}
