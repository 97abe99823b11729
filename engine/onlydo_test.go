package engine

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/hexgrid"
)

// readOnly are the exported methods of *Scenario that do not change it:
// every one but Do. A method added to Scenario must be added here, and
// TestOnlyDoWrites then calls it and fails if it changes the scenario
// (setup makes a copy: WithCharacter, WithMonster).
var readOnly = []string{
	"Ability", "AbilityDeckInfo", "ActionCharacter", "Active", "Allies", "Area", "AreaBoard", "AttackModeOf",
	"AttackOdds", "AttackOddsFrom", "AttackOddsInput", "CanStand", "CheckReach", "Deck", "DeckOwnerOf",
	"DefenderOf", "Door", "Doors", "Elements", "EmptyHex", "Enemies", "Figure", "FigureAt", "Figures",
	"HasAllyDeck", "HasLootDeck", "Hidden", "Imbuement", "InitiativeOf", "InitiativesRevealed", "IsAlly",
	"IsStart", "JointOddsInput", "Level", "LootLeft", "LootLeftByKind", "Map", "MapFile", "MarshalJSON", "Money", "MoneyHexes",
	"MonsterInitiative", "MonsterPlan", "MonsterStatCard", "MonsterTurn", "MonsterTurnInput", "MonsterTypes",
	"Name", "NextTurn", "Obstacles", "Orientation", "PathTo", "PendingAttack", "PlayersJSON", "Revealed",
	"Rewards", "RoomOf", "Rooms", "Round", "RoundBegun", "Rules", "ShortRestTime", "Standees", "Standings",
	"Starts", "SummonHex", "SummonHexes", "SupplyLeft", "Terrain", "TerrainHexes", "TrapDamage", "TrapHex",
	"TurnOrder", "UnmarshalJSON", "UnmarshalReport", "WithCharacter", "WithMonster",
	"HandOf", "CardAttack", "CardOffers", "MonsterTurnLeft", "MoveLeft", "PathCost", "TurnLeft", "TurnProgress",
	"FiguresIn", "FreePlace", "KnownTypes", "RoomDoor", "WithTypes", "WithoutMap",
	"Chests", "ChestAt",
	"ItemBoostOf", "ItemsOf", "WithItems", "BattleGoalsOf", "WithBattleGoals",
	"TypeName",
	"TriggerRooms",
}

// scenarioMethods lists the exported methods of *Scenario as go/types sees
// them in the package's source (its files but the tests).
func scenarioMethods(t *testing.T) []string {
	t.Helper()
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, ".", func(fi os.FileInfo) bool {
		return !strings.HasSuffix(fi.Name(), "_test.go")
	}, 0)
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, f := range pkgs["engine"].Files {
		files = append(files, f)
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check("github.com/haventable/haventable/engine", fset, files, nil)
	if err != nil {
		t.Fatal(err)
	}
	obj := pkg.Scope().Lookup("Scenario")
	if obj == nil {
		t.Fatal("no type Scenario")
	}
	ms := types.NewMethodSet(types.NewPointer(obj.Type()))
	var out []string
	for i := range ms.Len() {
		if m := ms.At(i).Obj(); m.Exported() {
			out = append(out, m.Name())
		}
	}
	slices.Sort(out)
	return out
}

// TestOnlyDoWrites: no exported method of *Scenario but Do changes it. The
// methods are read from the source with go/types; each must be listed in
// readOnly, and each listed one is called on a scenario in play with
// arguments drawn from it (every figure, hex, type and deck it has, small
// numbers, and zero values) and must leave it equal, field for field, to
// a copy taken before.
func TestOnlyDoWrites(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks the package from source")
	}
	methods := scenarioMethods(t)
	for _, m := range methods {
		if m != "Do" && !slices.Contains(readOnly, m) {
			t.Errorf("(*Scenario).%s is new: only Do may change a scenario; if %s only reads it, add it to readOnly", m, m)
		}
	}
	for _, m := range readOnly {
		if !slices.Contains(methods, m) {
			t.Errorf("readOnly names %s, which *Scenario does not have", m)
		}
	}
	s := richScenario(t)
	args := argsOf(s)
	for _, name := range readOnly {
		method := reflect.ValueOf(s).MethodByName(name)
		if !method.IsValid() {
			continue
		}
		for _, in := range callsOf(method.Type(), args) {
			before := s.clone()
			callQuietly(method, in)
			if !reflect.DeepEqual(before, s) {
				t.Errorf("(*Scenario).%s%v changed the scenario: only Do may", name, describe(in))
				s = richScenario(t)
				break
			}
		}
	}
}

// argsOf are the values TestOnlyDoWrites passes, by type.
func argsOf(s *Scenario) map[reflect.Type][]reflect.Value {
	out := map[reflect.Type][]reflect.Value{}
	add := func(v any) {
		rv := reflect.ValueOf(v)
		out[rv.Type()] = append(out[rv.Type()], rv)
	}
	add("")
	add(AllyDeckKey)
	for _, f := range s.figures {
		add(f.ID)
		add(f.At)
		if f.MonsterType != "" {
			add(f.MonsterType)
		}
		add(*f)
	}
	add(hexgrid.H(0, 0))
	for _, n := range []int{0, 1, 2, 5} {
		add(n)
	}
	add(false)
	add(true)
	add(modifier.Fire)
	add(modifier.Poison)
	add([]string{"c1"})
	add([]string(nil))
	return out
}

// callsOf are the argument lists of a method of type mt: each parameter
// takes each value args has for its type (a zero value otherwise), up to
// 200 lists.
func callsOf(mt reflect.Type, args map[reflect.Type][]reflect.Value) [][]reflect.Value {
	calls := [][]reflect.Value{nil}
	for i := range mt.NumIn() {
		pt := mt.In(i)
		if mt.IsVariadic() && i == mt.NumIn()-1 {
			pt = pt.Elem()
		}
		vals := args[pt]
		if len(vals) == 0 {
			vals = []reflect.Value{reflect.Zero(pt)}
		}
		var next [][]reflect.Value
		for _, c := range calls {
			for _, v := range vals {
				if len(next) < 200 {
					next = append(next, append(slices.Clone(c), v))
				}
			}
		}
		calls = next
	}
	return calls
}

// callQuietly calls m; a panic (an argument a reader does not expect) is
// no change.
func callQuietly(m reflect.Value, in []reflect.Value) {
	defer func() { _ = recover() }()
	if m.Type().IsVariadic() {
		m.CallSlice(append(in[:len(in)-1:len(in)-1], reflect.Append(reflect.MakeSlice(m.Type().In(len(in)-1), 0, 1), in[len(in)-1])))
		return
	}
	m.Call(in)
}

func describe(in []reflect.Value) []any {
	out := make([]any, len(in))
	for i, v := range in {
		out[i] = v.Interface()
	}
	return out
}
