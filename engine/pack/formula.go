package pack

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/haventable/haventable/engine/excerpt"
)

// maxFormulaValue bounds every number in a formula and every intermediate
// result, so no formula can overflow.
const maxFormulaValue = 1_000_000

// maxFormulaLen is the longest formula accepted, in bytes.
const maxFormulaLen = 100

// maxFormulaDepth bounds the nesting of parentheses.
const maxFormulaDepth = 16

// Formula is an integer expression of the number of characters C and the
// scenario level L, such as "8xC" or "(C+1)/2". It knows integers, C, L,
// + and -, multiplication (x or *), division rounding up (/) and rounding
// down (d), and parentheses. floor(E), ceil(E) and round(E) work E out
// exactly, fractions kept (there / and d divide exactly), then round it
// down, up, or to the nearest integer (halves up), as Gloomhaven
// Secretariat's "[E{$math.floor}]" does. Any other capital letter is a scenario
// variable ("3+X", "V"): a number the players set at the table for the
// scenario (Vars, EvalWith; 0 until set). The zero Formula is the constant
// 0.
type Formula struct {
	src  string
	root *node
}

type node struct {
	op          byte // 0 for a leaf; 'F', 'U', 'R' for floor, ceil, round of left
	num         int  // leaf: the number (when name is 0)
	name        byte // leaf: 'C', 'L', a variable's letter, or 0
	left, right *node
}

// ParseFormula reads a formula; the error names what is wrong and where.
func ParseFormula(src string) (Formula, error) {
	if len(src) > maxFormulaLen {
		return Formula{}, fmt.Errorf("formula %.20q…: longer than %d bytes", src, maxFormulaLen)
	}
	p := formulaParser{src: src}
	p.skip()
	if p.pos == len(src) {
		return Formula{}, fmt.Errorf("formula %q: empty", src)
	}
	root, err := p.expr(0)
	if err == nil && p.pos < len(src) {
		err = fmt.Errorf("unexpected %q at %d", src[p.pos], p.pos+1)
	}
	if err != nil {
		return Formula{}, fmt.Errorf("formula %s: %w", excerpt.Quote(src), err)
	}
	return Formula{src: strings.TrimSpace(src), root: root}, nil
}

// Number returns the constant formula n.
func Number(n int) Formula {
	return Formula{src: fmt.Sprint(n), root: &node{num: n}}
}

// String returns the formula as written (without surrounding spaces).
func (f Formula) String() string {
	if f.root == nil {
		return "0"
	}
	return f.src
}

// Vars returns the scenario variables the formula uses, in alphabetical
// order ("X", "V"; never C or L).
func (f Formula) Vars() []string {
	var out []string
	var walk func(n *node)
	walk = func(n *node) {
		if n == nil {
			return
		}
		if n.op == 0 && n.name != 0 && n.name != 'C' && n.name != 'L' && !slices.Contains(out, string(n.name)) {
			out = append(out, string(n.name))
		}
		walk(n.left)
		walk(n.right)
	}
	walk(f.root)
	slices.Sort(out)
	return out
}

// Constant reports whether the formula depends on neither C nor L (nor a
// variable).
func (f Formula) Constant() bool { return f.root == nil || f.root.constant() }

func (n *node) constant() bool {
	if n.op == 0 {
		return n.name == 0
	}
	return n.left.constant() && (n.right == nil || n.right.constant())
}

// Eval returns the formula's value for c characters at scenario level l,
// its variables 0.
func (f Formula) Eval(c, l int) (int, error) { return f.EvalWith(c, l, nil) }

// EvalWith returns the formula's value for c characters at scenario level
// l with the scenario variables vars ("X": 3; one missing is 0).
func (f Formula) EvalWith(c, l int, vars map[string]int) (int, error) {
	if f.root == nil {
		return 0, nil
	}
	v, err := f.root.eval(c, l, vars)
	if err != nil {
		return 0, fmt.Errorf("formula %s with C=%d, L=%d: %w", excerpt.Quote(f.src), c, l, err)
	}
	return v, nil
}

var errTooLarge = errors.New("result too large")

func (n *node) eval(c, l int, vars map[string]int) (int, error) {
	if n.op == 0 {
		v := n.num
		switch n.name {
		case 0:
		case 'C':
			v = c
		case 'L':
			v = l
		default:
			v = vars[string(n.name)]
		}
		if v > maxFormulaValue || v < -maxFormulaValue {
			return 0, errTooLarge
		}
		return v, nil
	}
	if n.right == nil { // floor, ceil or round
		num, den, err := n.left.exact(c, l, vars)
		if err != nil {
			return 0, err
		}
		return roundRatio(n.op, num, den), nil
	}
	a, err := n.left.eval(c, l, vars)
	if err != nil {
		return 0, err
	}
	b, err := n.right.eval(c, l, vars)
	if err != nil {
		return 0, err
	}
	var v int
	switch n.op {
	case '+':
		v = a + b
	case '-':
		v = a - b
	case 'x':
		v = a * b
	case '/', 'd':
		if b == 0 {
			return 0, errors.New("division by zero")
		}
		v = a / b
		if a%b != 0 && (a < 0) == (b < 0) && n.op == '/' {
			v++ // rounds up
		} else if a%b != 0 && (a < 0) != (b < 0) && n.op == 'd' {
			v-- // rounds down
		}
	}
	if v > maxFormulaValue || v < -maxFormulaValue {
		return 0, errTooLarge
	}
	return v, nil
}

// maxExact bounds the numerator and denominator of an exact fraction.
const maxExact = 1 << 30

// exact works n out as the fraction num/den (den > 0): / and d divide
// exactly.
func (n *node) exact(c, l int, vars map[string]int) (num, den int, err error) {
	if n.op == 0 || n.right == nil {
		v, err := n.eval(c, l, vars)
		return v, 1, err
	}
	a, b, err := n.left.exact(c, l, vars)
	if err != nil {
		return 0, 0, err
	}
	x, y, err := n.right.exact(c, l, vars)
	if err != nil {
		return 0, 0, err
	}
	switch n.op {
	case '+':
		num, den = a*y+x*b, b*y
	case '-':
		num, den = a*y-x*b, b*y
	case 'x':
		num, den = a*x, b*y
	default: // '/', 'd'
		if x == 0 {
			return 0, 0, errors.New("division by zero")
		}
		num, den = a*y, b*x
	}
	if den < 0 {
		num, den = -num, -den
	}
	if g := gcd(num, den); g > 1 {
		num, den = num/g, den/g
	}
	if num > maxExact || num < -maxExact || den > maxExact || num/den > maxFormulaValue || num/den < -maxFormulaValue {
		return 0, 0, errTooLarge
	}
	return num, den, nil
}

func gcd(a, b int) int {
	if a < 0 {
		a = -a
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// roundRatio rounds num/den (den > 0) down ('F'), up ('U') or to the
// nearest integer, halves up ('R').
func roundRatio(op byte, num, den int) int {
	floor := num / den
	if num%den != 0 && num < 0 {
		floor--
	}
	switch op {
	case 'F':
		return floor
	case 'U':
		if floor*den == num {
			return floor
		}
		return floor + 1
	}
	// nearest, halves up: floor(num/den + 1/2)
	n2, d2 := 2*num+den, 2*den
	r := n2 / d2
	if n2%d2 != 0 && n2 < 0 {
		r--
	}
	return r
}

// formulaFuncs are the rounding functions a formula may call.
var formulaFuncs = map[string]byte{"floor": 'F', "ceil": 'U', "round": 'R'}

type formulaParser struct {
	src string
	pos int
}

func (p *formulaParser) skip() {
	for p.pos < len(p.src) && p.src[p.pos] == ' ' {
		p.pos++
	}
}

// expr reads terms joined by + and -.
func (p *formulaParser) expr(depth int) (*node, error) {
	left, err := p.term(depth)
	if err != nil {
		return nil, err
	}
	for p.pos < len(p.src) && (p.src[p.pos] == '+' || p.src[p.pos] == '-') {
		op := p.src[p.pos]
		p.pos++
		p.skip()
		right, err := p.term(depth)
		if err != nil {
			return nil, err
		}
		left = &node{op: op, left: left, right: right}
	}
	return left, nil
}

// term reads factors joined by x, *, / and d.
func (p *formulaParser) term(depth int) (*node, error) {
	left, err := p.factor(depth)
	if err != nil {
		return nil, err
	}
	for p.pos < len(p.src) {
		op := p.src[p.pos]
		switch op {
		case 'x', '*', 'X':
			op = 'x'
		case '/', 'd':
		default:
			return left, nil
		}
		p.pos++
		p.skip()
		right, err := p.factor(depth)
		if err != nil {
			return nil, err
		}
		left = &node{op: op, left: left, right: right}
	}
	return left, nil
}

// factor reads a number, C, L, a negated factor or a parenthesised
// expression.
func (p *formulaParser) factor(depth int) (*node, error) {
	if p.pos >= len(p.src) {
		return nil, errors.New("unexpected end of formula")
	}
	var n *node
	switch ch := p.src[p.pos]; {
	case ch >= 'A' && ch <= 'Z': // C, L or a scenario variable
		n = &node{name: ch}
		p.pos++
	case ch >= '0' && ch <= '9':
		v := 0
		for p.pos < len(p.src) && p.src[p.pos] >= '0' && p.src[p.pos] <= '9' {
			v = v*10 + int(p.src[p.pos]-'0')
			if v > maxFormulaValue {
				return nil, fmt.Errorf("number at %d too large (at most %d)", p.pos+1, maxFormulaValue)
			}
			p.pos++
		}
		n = &node{num: v}
	case ch == '-':
		p.pos++
		p.skip()
		inner, err := p.factor(depth)
		if err != nil {
			return nil, err
		}
		n = &node{op: '-', left: &node{}, right: inner}
	case ch >= 'a' && ch <= 'z': // floor(…), ceil(…), round(…)
		start := p.pos
		for p.pos < len(p.src) && p.src[p.pos] >= 'a' && p.src[p.pos] <= 'z' {
			p.pos++
		}
		op, ok := formulaFuncs[p.src[start:p.pos]]
		if !ok || p.pos >= len(p.src) || p.src[p.pos] != '(' {
			return nil, fmt.Errorf("unexpected %q at %d (functions: floor, ceil, round, each with parentheses)", p.src[start:p.pos], start+1)
		}
		inner, err := p.factor(depth)
		if err != nil {
			return nil, err
		}
		return &node{op: op, left: inner}, nil
	case ch == '(':
		if depth >= maxFormulaDepth {
			return nil, fmt.Errorf("nested deeper than %d parentheses", maxFormulaDepth)
		}
		p.pos++
		p.skip()
		inner, err := p.expr(depth + 1)
		if err != nil {
			return nil, err
		}
		if p.pos >= len(p.src) || p.src[p.pos] != ')' {
			return nil, fmt.Errorf("missing ) at %d", p.pos+1)
		}
		p.pos++
		n = inner
	default:
		return nil, fmt.Errorf("unexpected %q at %d", ch, p.pos+1)
	}
	p.skip()
	return n, nil
}

// FormulaWords says a formula of C and L in words for the players, with
// how it is rounded (round: "" or words such as " rounded up"): "x" as ×,
// and C and L named after it: "C-1" is "C-1 (C: the number of
// characters)".
func FormulaWords(f, round string) string {
	var b strings.Builder
	var named []string
	hasC, hasL := false, false
	for i, r := range f {
		switch {
		case r == 'x' && i > 0 && i < len(f)-1:
			b.WriteString("×")
			continue
		case r == 'C':
			hasC = true
		case r == 'L':
			hasL = true
		}
		b.WriteRune(r)
	}
	if hasC {
		named = append(named, "C: the number of characters")
	}
	if hasL {
		named = append(named, "L: the scenario level")
	}
	out := b.String() + round
	if len(named) > 0 {
		out += " (" + strings.Join(named, ", ") + ")"
	}
	return out
}
