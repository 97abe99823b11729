package pack_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"github.com/haventable/haventable/engine/monster"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/pack/ghs"
	"github.com/haventable/haventable/engine/pack/xha"
)

const schemaPath = "../../docs/data-pack.schema.json"

func loadSchema(t *testing.T) map[string]any {
	t.Helper()
	data, err := os.ReadFile(schemaPath)
	if err != nil {
		t.Fatal(err)
	}
	var s map[string]any
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatalf("schema: %v", err)
	}
	return s
}

// validator checks a document against the schema. It knows exactly the
// keywords the schema uses and fails on any other, so that no rule of the
// schema goes unchecked.
type validator struct {
	root map[string]any
}

var annotations = map[string]bool{"$schema": true, "title": true, "description": true, "$defs": true}

func (v validator) validate(path string, schema map[string]any, doc any) error {
	for kw, arg := range schema {
		if annotations[kw] {
			continue
		}
		if err := v.keyword(path, kw, arg, schema, doc); err != nil {
			return err
		}
	}
	return nil
}

func num(x any) (float64, bool) { f, ok := x.(float64); return f, ok }

func (v validator) keyword(path, kw string, arg any, schema map[string]any, doc any) error {
	fail := func(format string, a ...any) error {
		return fmt.Errorf("%s: %s: %s", path, kw, fmt.Sprintf(format, a...))
	}
	switch kw {
	case "$ref":
		name, ok := strings.CutPrefix(arg.(string), "#/$defs/")
		def, found := v.root["$defs"].(map[string]any)[name].(map[string]any)
		if !ok || !found {
			return fail("unknown reference %v", arg)
		}
		return v.validate(path, def, doc)
	case "type":
		ok := false
		switch arg {
		case "object":
			_, ok = doc.(map[string]any)
		case "array":
			_, ok = doc.([]any)
		case "string":
			_, ok = doc.(string)
		case "boolean":
			_, ok = doc.(bool)
		case "integer":
			f, isNum := num(doc)
			ok = isNum && f == float64(int64(f))
		default:
			return fail("type %v unknown to the test", arg)
		}
		if !ok {
			return fail("want %v, found %v", arg, doc)
		}
	case "const":
		if !reflect.DeepEqual(arg, doc) {
			return fail("want %v", arg)
		}
	case "enum":
		if !slices.ContainsFunc(arg.([]any), func(e any) bool { return reflect.DeepEqual(e, doc) }) {
			return fail("%v not in %v", doc, arg)
		}
	case "properties":
		obj, ok := doc.(map[string]any)
		if !ok {
			return nil
		}
		for k, sub := range arg.(map[string]any) {
			if x, present := obj[k]; present {
				if err := v.validate(path+"."+k, sub.(map[string]any), x); err != nil {
					return err
				}
			}
		}
	case "additionalProperties":
		obj, ok := doc.(map[string]any)
		if !ok {
			return nil
		}
		if arg != false {
			return fail("only false is known to the test")
		}
		props, _ := schema["properties"].(map[string]any)
		for k := range obj {
			if _, known := props[k]; !known {
				return fail("unknown key %q", k)
			}
		}
	case "required":
		obj, ok := doc.(map[string]any)
		if !ok {
			return nil
		}
		for _, k := range arg.([]any) {
			if _, present := obj[k.(string)]; !present {
				return fail("missing %q", k)
			}
		}
	case "items":
		list, ok := doc.([]any)
		if !ok {
			return nil
		}
		for i, x := range list {
			if err := v.validate(fmt.Sprintf("%s[%d]", path, i), arg.(map[string]any), x); err != nil {
				return err
			}
		}
	case "minItems", "maxItems":
		list, ok := doc.([]any)
		if !ok {
			return nil
		}
		n, _ := num(arg)
		if kw == "minItems" && float64(len(list)) < n || kw == "maxItems" && float64(len(list)) > n {
			return fail("%d items", len(list))
		}
	case "minLength", "maxLength":
		s, ok := doc.(string)
		if !ok {
			return nil
		}
		n, _ := num(arg)
		l := float64(utf8.RuneCountInString(s))
		if kw == "minLength" && l < n || kw == "maxLength" && l > n {
			return fail("length %v", l)
		}
	case "pattern":
		s, ok := doc.(string)
		if !ok {
			return nil
		}
		if !regexp.MustCompile(arg.(string)).MatchString(s) {
			return fail("%q does not match", s)
		}
	case "minimum", "maximum":
		f, ok := num(doc)
		if !ok {
			return nil
		}
		n, _ := num(arg)
		if kw == "minimum" && f < n || kw == "maximum" && f > n {
			return fail("%v", f)
		}
	case "oneOf":
		matched := 0
		for _, sub := range arg.([]any) {
			if v.validate(path, sub.(map[string]any), doc) == nil {
				matched++
			}
		}
		if matched != 1 {
			return fail("%d alternatives match", matched)
		}
	default:
		return fail("keyword unknown to the test")
	}
	return nil
}

func schemaValid(t *testing.T, s map[string]any, data []byte) error {
	var doc any
	if err := json.Unmarshal(data, &doc); err != nil {
		return err
	}
	return validator{root: s}.validate("", s, doc)
}

// TestSchemaMatchesTypes checks the schema's objects key by key against
// the Go types' json tags, and its enumerations against the engine's.
func TestSchemaMatchesTypes(t *testing.T) {
	s := loadSchema(t)
	defs := s["$defs"].(map[string]any)
	types := map[string]reflect.Type{
		"":              reflect.TypeFor[pack.Pack](),
		"class":         reflect.TypeFor[pack.Class](),
		"monster":       reflect.TypeFor[pack.Monster](),
		"level":         reflect.TypeFor[pack.Level](),
		"stat":          reflect.TypeFor[pack.Stat](),
		"deck":          reflect.TypeFor[pack.Deck](),
		"card":          reflect.TypeFor[pack.AbilityCard](),
		"action":        reflect.TypeFor[monster.Action](),
		"area":          reflect.TypeFor[monster.Area](),
		"scenario":      reflect.TypeFor[pack.Scenario](),
		"room":          reflect.TypeFor[pack.Room](),
		"item":          reflect.TypeFor[pack.Item](),
		"itemEffect":    reflect.TypeFor[pack.ItemEffect](),
		"battleGoal":    reflect.TypeFor[pack.BattleGoal](),
		"personalQuest": reflect.TypeFor[pack.PersonalQuest](),
		"requirement":   reflect.TypeFor[pack.Requirement](),
		"event":         reflect.TypeFor[pack.Event](),
		"eventOption":   reflect.TypeFor[pack.EventOption](),
		"eventOutcome":  reflect.TypeFor[pack.EventOutcome](),
		"eventEffect":   reflect.TypeFor[pack.EventEffect](),
		"classDeck":     reflect.TypeFor[pack.ClassDeck](),
		"classCard":     reflect.TypeFor[pack.ClassCard](),
		"cardHalf":      reflect.TypeFor[pack.CardHalf](),
		"outpost":       reflect.TypeFor[pack.Outpost](),
	}
	for name, typ := range types {
		def := s
		if name != "" {
			def = defs[name].(map[string]any)
		}
		var keys, required []string
		for i := range typ.NumField() {
			key, opts, _ := strings.Cut(typ.Field(i).Tag.Get("json"), ",")
			keys = append(keys, key)
			if slices.Contains(strings.Split(opts, ","), "required") {
				required = append(required, key)
			}
		}
		var schemaKeys, schemaRequired []string
		for k := range def["properties"].(map[string]any) {
			schemaKeys = append(schemaKeys, k)
		}
		for _, k := range def["required"].([]any) {
			schemaRequired = append(schemaRequired, k.(string))
		}
		slices.Sort(keys)
		slices.Sort(schemaKeys)
		slices.Sort(required)
		slices.Sort(schemaRequired)
		if !slices.Equal(keys, schemaKeys) || !slices.Equal(required, schemaRequired) || def["additionalProperties"] != false {
			t.Errorf("%q: schema keys %v required %v, Go %v required %v", name, schemaKeys, schemaRequired, keys, required)
		}
	}
	enum := func(name string) []string {
		var out []string
		for _, e := range defs[name].(map[string]any)["enum"].([]any) {
			out = append(out, e.(string))
		}
		return out
	}
	var conds []string
	for _, k := range engine.ConditionKinds {
		conds = append(conds, k.String())
	}
	for _, c := range enum("condition") {
		if !pack.ValidCondition(c) {
			t.Errorf("schema condition %q refused by the parser", c)
		}
	}
	for _, c := range conds {
		if !slices.Contains(enum("condition"), c) {
			t.Errorf("engine condition %q missing from the schema", c)
		}
	}
	for _, e := range engine.Elements {
		if !slices.Contains(enum("element"), e.String()) {
			t.Errorf("element %q missing from the schema", e)
		}
	}
	for _, e := range enum("element") {
		if !pack.ValidElement(e) {
			t.Errorf("schema element %q refused by the parser", e)
		}
	}
	kinds := defs["action"].(map[string]any)["properties"].(map[string]any)["type"].(map[string]any)["enum"].([]any)
	var got []string
	for _, k := range kinds {
		got = append(got, k.(string))
	}
	if !slices.Equal(got, monster.ActionKinds) {
		t.Errorf("schema action types %v, Go %v", got, monster.ActionKinds)
	}
}

// TestSchemaAndParserAgree: the built-in pack and the importers' packs are
// accepted by both; each broken document is refused by both.
func TestSchemaAndParserAgree(t *testing.T) {
	s := loadSchema(t)
	xfix, _ := os.ReadFile("xha/testdata/invented-edition.json")
	xp, _, err := xha.Import(xfix)
	if err != nil {
		t.Fatal(err)
	}
	gdata, _ := os.ReadFile("ghs/testdata/invented/monster/mire-hound.json")
	gdeck, _ := os.ReadFile("ghs/testdata/invented/monster/deck/mire-hound.json")
	gp, _, err := ghs.Import("G", []ghs.File{{Name: "m", Data: gdata}, {Name: "d", Data: gdeck}})
	if err != nil {
		t.Fatal(err)
	}
	var goods [][]byte
	goods = append(goods, pack.BuiltinJSON())
	sheet, err := os.ReadFile("testdata/sheet-pack.json") // items, battle goals, personal quests, events
	if err != nil {
		t.Fatal(err)
	}
	goods = append(goods, sheet)
	sp, _, err := ghs.ImportDir("ghs/testdata/sheet", nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []*pack.Pack{xp, gp, sp} {
		data, err := p.Encode()
		if err != nil {
			t.Fatal(err)
		}
		goods = append(goods, data)
	}
	for i, data := range goods {
		if err := schemaValid(t, s, data); err != nil {
			t.Errorf("good %d: schema refuses: %v", i, err)
		}
		if _, err := pack.Parse(data); err != nil {
			t.Errorf("good %d: parser refuses: %v", i, err)
		}
	}
	base := string(pack.BuiltinJSON())
	bad := []struct{ name, from, to string }{
		{"format", `"haventable-pack"`, `"other-pack"`},
		{"version", `"version": 1`, `"version": 2`},
		{"unknown key", `"name": "Haventable samples"`, `"name": "Haventable samples", "colour": "red"`},
		{"empty name", `"name": "Haventable samples"`, `"name": ""`},
		{"missing name", `"name": "Haventable samples",`, ``},
		{"colour", `"#5a8f3c"`, `"green"`},
		{"hit points count", `"hit_points": [
        10,`, `"hit_points": [
        10, 10,`},
		{"hit points type", `"hit_points": 2,`, `"hit_points": true,`},
		{"formula characters", `"hit_points": "6xC"`, `"hit_points": "6xq"`},
		{"formula function", `"hit_points": "6xC"`, `"hit_points": "flor(6xC)"`},
		{"condition", `"poison"`, `"sleepy"`},
		{"element", `"fire"`, `"wood"`},
		{"action type", `"type": "move"`, `"type": "dance"`},
		{"relative without sign", `"value": "+1"`, `"value": "1"`},
		{"relative too large", `"value": "+1"`, `"value": "+100"`},
		{"fixed negative", `"value": 3`, `"value": -3`},
		{"initiative", `"initiative": 12`, `"initiative": 120`},
		{"missing initiative", `"initiative": 12,`, ``},
		{"level out of range", `"level": 7`, `"level": 8`},
		{"area coordinate", `"hexes": [`, `"hexes": [[0, 99],`},
		{"card name too long", `"Scurry"`, `"` + strings.Repeat("S", 201) + `"`},
		{"scenario without title", `"title": "The Flooded Crossing",`, ``},
	}
	for _, b := range bad {
		if !strings.Contains(base, b.from) {
			t.Fatalf("%s: %q not in the built-in pack", b.name, b.from)
		}
		data := []byte(strings.Replace(base, b.from, b.to, 1))
		if err := schemaValid(t, s, data); err == nil {
			t.Errorf("%s: schema accepts", b.name)
		}
		if _, err := pack.Parse(data); err == nil {
			t.Errorf("%s: parser accepts", b.name)
		}
	}
	// What only the parser checks (the schema cannot say it): references,
	// formulas' values, duplicate names, perk notation.
	for _, b := range []struct{ name, from, to string }{
		{"unknown deck", `"deck": "Tyrant"`, `"deck": "Nobody"`},
		{"summon of an unknown type", `"monster": "Cave Rat"`, `"monster": "Dragon"`},
		{"formula below 1", `"hit_points": "6xC"`, `"hit_points": "C-4"`},
		{"bad perk", `"remove -2"`, `"remove minus two"`},
	} {
		data := []byte(strings.Replace(base, b.from, b.to, 1))
		if bytes.Equal(data, []byte(base)) {
			t.Fatalf("%s: no change", b.name)
		}
		if err := schemaValid(t, s, data); err != nil {
			t.Errorf("%s: the schema refuses (%v); move it to the list above", b.name, err)
		}
		if _, err := pack.Parse(data); err == nil {
			t.Errorf("%s: parser accepts", b.name)
		}
	}
}
