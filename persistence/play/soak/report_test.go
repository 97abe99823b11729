package soak

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine"
)

// TestReportsTravelWhole checks that what every action of a long evening
// did reads back whole from its JSON (engine.MarshalReport): a device that
// proposed an action to a shared table tells its players from the host's
// report what the table did (issue 39).
func TestReportsTravelWhole(t *testing.T) {
	ctx := context.Background()
	tab, err := Create(ctx, filepath.Join(t.TempDir(), "c.db"), 39)
	if err != nil {
		t.Fatal(err)
	}
	defer tab.Close()
	kinds := map[string]int{}
	for i := 0; i < 1500; i++ {
		st, err := tab.Step(ctx)
		if err != nil {
			t.Fatalf("step %d: %v", i, err)
		}
		if !st.IsAction() {
			continue
		}
		data, err := engine.MarshalReport(st.Report)
		if err != nil {
			t.Fatalf("step %d %s: %v", i, st.Kind, err)
		}
		got, err := tab.Session.Scenario().UnmarshalReport(data)
		if err != nil {
			t.Fatalf("step %d %s: %v\n%s", i, st.Kind, err, data)
		}
		if !sameValue(reflect.ValueOf(got), reflect.ValueOf(st.Report)) {
			t.Fatalf("step %d %s: the report read back differs\n got %+v\nwant %+v\n%s", i, st.Kind, got, st.Report, data)
		}
		if !reflect.DeepEqual(st.Report, engine.Report{}) {
			kinds[st.Kind]++
		}
	}
	for _, k := range []string{"next-turn", "end-round", "apply-attack", "draw-abilities", "heal"} {
		if kinds[k] == 0 {
			t.Errorf("no %s with a report in the evening: %v", k, kinds)
		}
	}
	t.Logf("reports by kind: %v", kinds)
}

// sameValue is reflect.DeepEqual but for a nil and an empty slice or map,
// which JSON need not tell apart.
func sameValue(a, b reflect.Value) bool {
	if a.Kind() != b.Kind() {
		return false
	}
	switch a.Kind() {
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			return false
		}
		for i := 0; i < a.Len(); i++ {
			if !sameValue(a.Index(i), b.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Map:
		if a.Len() != b.Len() {
			return false
		}
		for _, k := range a.MapKeys() {
			if !b.MapIndex(k).IsValid() || !sameValue(a.MapIndex(k), b.MapIndex(k)) {
				return false
			}
		}
		return true
	case reflect.Pointer, reflect.Interface:
		if a.IsNil() || b.IsNil() {
			return a.IsNil() == b.IsNil()
		}
		return sameValue(a.Elem(), b.Elem())
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if !sameValue(a.Field(i), b.Field(i)) {
				return false
			}
		}
		return true
	case reflect.Bool:
		return a.Bool() == b.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return a.Int() == b.Int()
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return a.Uint() == b.Uint()
	case reflect.Float32, reflect.Float64:
		return a.Float() == b.Float()
	case reflect.String:
		return a.String() == b.String()
	default:
		panic("sameValue: " + a.Kind().String())
	}
}
