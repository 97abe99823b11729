package round

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"golang.org/x/text/language"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/ui/screen/screentest"
)

// A long rest refreshes the resting character's spent items as its turn
// starts, and the status line names them.
func TestLongRestRefreshedItemsSaid(t *testing.T) {
	test.NewTempApp(t)
	brute := screentest.Brute
	brute.Items = []engine.TableItem{{Number: 3, Name: "Bark Vest", Use: engine.ItemSpent, Effects: []engine.ItemEffect{{Kind: engine.ItemAttack, Value: 1}}}}
	env := screentest.NewEnvWith(t, language.English, brute, screentest.Spellweaver)
	c := New(env)
	screentest.Do(t, env, engine.UseItem{Character: "brute", Item: 3}, engine.LongRest{Character: "brute"},
		engine.SetInitiative{Character: "spellweaver", Leading: 30, Second: 60})
	for typ, v := range map[string]int{"Cave Rat": 20, "Ash Acolyte": 40, "Stone Warden": 70} {
		screentest.Do(t, env, engine.SetMonsterInitiative{Type: typ, Initiative: v})
	}
	for range 10 {
		c.NextTurn()
		if id, _ := env.Table.Scenario().Active(); id == "brute" {
			break
		}
	}
	if st := c.Status(); !strings.Contains(st, "1 spent item refreshed: Bark Vest") {
		t.Errorf("status as the brute's long rest starts: %q", st)
	}
}
