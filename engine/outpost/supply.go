package outpost

import (
	"fmt"
	"math"
	"strings"
)

// Resource names one kind of resource of the outpost's supply.
type Resource string

// The material resources, the herbs and gold.
const (
	Lumber      Resource = "lumber"
	Metal       Resource = "metal"
	Hide        Resource = "hide"
	Arrowvine   Resource = "arrowvine"
	Axenut      Resource = "axenut"
	Corpsecap   Resource = "corpsecap"
	Flamefruit  Resource = "flamefruit"
	Rockroot    Resource = "rockroot"
	Snowthistle Resource = "snowthistle"
	Gold        Resource = "gold"
)

// Materials are the material resources, in the order the sheet lists them.
var Materials = []Resource{Lumber, Metal, Hide}

// Herbs are the herbs, in the order the sheet lists them.
var Herbs = []Resource{Arrowvine, Axenut, Corpsecap, Flamefruit, Rockroot, Snowthistle}

// Resources are every kind of resource: the materials, the herbs, gold.
var Resources = append(append(append([]Resource{}, Materials...), Herbs...), Gold)

// IsMaterial reports whether r is a material resource.
func IsMaterial(r Resource) bool { return r == Lumber || r == Metal || r == Hide }

// Known reports whether r is one of Resources.
func (r Resource) Known() bool {
	for _, k := range Resources {
		if r == k {
			return true
		}
	}
	return false
}

// MaxCount bounds every count of the outpost (a resource, prosperity,
// soldiers ...): no rule of the game comes near it.
const MaxCount = math.MaxInt32

// Supply counts resources, each by kind; a kind absent counts 0. It is a
// value: the methods that change it return a new one.
type Supply map[Resource]int

// Of is how many of r s holds.
func (s Supply) Of(r Resource) int { return s[r] }

// Plus is s with t added.
func (s Supply) Plus(t Supply) Supply {
	out := s.clone()
	for r, n := range t {
		out[r] += n
	}
	return out.trim()
}

// Minus is s with t taken away; it refuses when s does not hold all of t,
// naming what is missing (a *ShortError).
func (s Supply) Minus(t Supply) (Supply, error) {
	if short := s.Short(t); len(short) > 0 {
		return s, &ShortError{Missing: short}
	}
	out := s.clone()
	for r, n := range t {
		out[r] -= n
	}
	return out.trim(), nil
}

// Short is what s lacks of t (nothing when s covers t).
func (s Supply) Short(t Supply) Supply {
	var out Supply
	for _, r := range Resources {
		if n := t[r] - s[r]; n > 0 {
			if out == nil {
				out = Supply{}
			}
			out[r] = n
		}
	}
	return out
}

// Total is the sum of the counts of kinds.
func (s Supply) Total(kinds ...Resource) int {
	n := 0
	for _, r := range kinds {
		n += s[r]
	}
	return n
}

// Equal reports whether s and t hold the same counts.
func (s Supply) Equal(t Supply) bool {
	for _, r := range Resources {
		if s[r] != t[r] {
			return false
		}
	}
	return true
}

// Validate refuses an unknown kind and a count out of 0..MaxCount.
func (s Supply) Validate() error {
	for r, n := range s {
		if !r.Known() {
			return fmt.Errorf("unknown resource %q", r)
		}
		if n < 0 || n > MaxCount {
			return fmt.Errorf("%s %d is out of 0..%d", r, n, MaxCount)
		}
	}
	return nil
}

// String lists the counts in sheet order ("2 lumber, 1 hide"); "nothing"
// when empty.
func (s Supply) String() string {
	var parts []string
	for _, r := range Resources {
		if n := s[r]; n != 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, r))
		}
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, ", ")
}

func (s Supply) clone() Supply {
	out := make(Supply, len(s))
	for r, n := range s {
		out[r] = n
	}
	return out
}

// trim drops the kinds at 0, so that equal supplies marshal and compare
// alike; an empty supply is nil.
func (s Supply) trim() Supply {
	for r, n := range s {
		if n == 0 {
			delete(s, r)
		}
	}
	if len(s) == 0 {
		return nil
	}
	return s
}
