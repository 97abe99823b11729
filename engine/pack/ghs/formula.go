package ghs

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/haventable/haventable/engine/pack"
)

// ghsBracket is GHS's bracketed value: "[7xC/2{$math.floor}]" (its
// EntityValueFunction reads "{math.ceil}" without the "$" too).
var ghsBracket = regexp.MustCompile(`^\[([^\[\]{}]*)(?:\{\$?math\.(floor|ceil)\})?\]$`)

// formulaSource rewrites a GHS value formula in this program's formula
// notation, worked out as GHS works it out (EntityValueFunction): the
// expression is computed with exact division, then rounded down or up
// when the value names math.floor or math.ceil, else to the nearest
// integer (halves up). "[7xC/2{$math.floor}]" is "floor(7xC/2)", "(L/3)+2"
// is "round((L/3)+2)"; one without a division is kept as it is. A value
// in a form GHS data does not use is returned unchanged (and then not
// read).
func formulaSource(src string) string {
	src = strings.TrimSpace(src)
	fn := ""
	if m := ghsBracket.FindStringSubmatch(src); m != nil {
		src, fn = strings.TrimSpace(m[1]), m[2]
	}
	switch {
	case strings.ContainsAny(src, "[]{}"):
		return src // another function: not read
	case fn != "":
		return fn + "(" + src + ")"
	case strings.Contains(src, "/"):
		return "round(" + src + ")"
	}
	return src
}

// formulaValue is a stat value with its formula, if any, rewritten by
// formulaSource.
func formulaValue(raw any) any {
	if s, ok := raw.(string); ok {
		return formulaSource(s)
	}
	return raw
}

// valueFormula reads an attack's or a heal's fixed value written as a
// formula of C and L ("[(L/2){$math.ceil}]", "[C+L/2{$math.floor}]") as
// this program's formula (formulaSource); false for any other value.
func valueFormula(a gAction) (string, bool) {
	src, isText := a.Value.(string)
	if !isText || (a.Type != "attack" && a.Type != "heal") || (a.ValueType != "" && a.ValueType != "fixed") {
		return "", false
	}
	f := formulaSource(src)
	if _, err := strconv.Atoi(f); err == nil || !pack.ValidValueFormula(f) {
		return "", false
	}
	return f, true
}
