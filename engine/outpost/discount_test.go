package outpost_test

import (
	"reflect"
	"testing"

	"github.com/haventable/haventable/engine/outpost"
)

// Discounted is the carpenter's arithmetic the construction screens ask
// for: one of the chosen material off, never below 0, the prosperity
// kept; nothing off without a discount; a discount on a herb refused. It
// is what BuildCost charges.
func TestDiscounted(t *testing.T) {
	c := outpost.Cost{Prosperity: 2, Materials: outpost.Supply{outpost.Lumber: 3, outpost.Metal: 1}}
	for _, x := range []struct {
		d    outpost.Discount
		want outpost.Supply
	}{
		{outpost.Discount{}, outpost.Supply{outpost.Lumber: 3, outpost.Metal: 1}},
		{outpost.Discount{Material: outpost.Lumber}, outpost.Supply{outpost.Lumber: 2, outpost.Metal: 1}},
		{outpost.Discount{Material: outpost.Metal}, outpost.Supply{outpost.Lumber: 3}},
		{outpost.Discount{Material: outpost.Hide}, outpost.Supply{outpost.Lumber: 3, outpost.Metal: 1}},
	} {
		got, err := outpost.Discounted(c, x.d)
		if err != nil || got.Prosperity != 2 || !reflect.DeepEqual(got.Materials, x.want) {
			t.Errorf("%+v: %+v, %v; want %v", x.d, got, err, x.want)
		}
		built, err := outpost.BuildCost(outpost.Building{Name: "b", Build: c}, x.d)
		if err != nil || !reflect.DeepEqual(built, got) {
			t.Errorf("%+v: build cost %+v, %v; Discounted %+v", x.d, built, err, got)
		}
	}
	if _, err := outpost.Discounted(c, outpost.Discount{Material: outpost.Arrowvine}); err == nil {
		t.Error("a discount on a herb taken")
	}
	if reflect.DeepEqual(c.Materials, outpost.Supply{outpost.Lumber: 3}) {
		t.Error("the cost itself changed")
	}
}
