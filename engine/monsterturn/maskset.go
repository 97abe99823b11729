package monsterturn

import "math/bits"

// maskSet is a set of bit masks (target groups) for one hex at a time:
// open addressing with linear probing, emptied in constant time by moving
// to the next generation, so that one set serves every hex of a turn
// without allocating again.
type maskSet struct {
	keys  []uint64
	gen   []uint32 // by slot: the generation its key belongs to
	cur   uint32   // the current generation (never 0 once in use)
	n     int      // keys of the current generation
	shift uint     // 64 - log2(len(keys))
}

// reset empties the set.
func (m *maskSet) reset() {
	m.cur++
	m.n = 0
	if m.cur == 0 { // wrapped: no slot may look current
		clear(m.gen)
		m.cur = 1
	}
}

// add puts x in the set and reports whether it was not there yet.
func (m *maskSet) add(x uint64) bool {
	if 2*(m.n+1) > len(m.keys) {
		m.grow()
	}
	mask := len(m.keys) - 1
	for i := int((x * 0x9e3779b97f4a7c15) >> m.shift); ; i = (i + 1) & mask {
		switch {
		case m.gen[i] != m.cur:
			m.keys[i], m.gen[i] = x, m.cur
			m.n++
			return true
		case m.keys[i] == x:
			return false
		}
	}
}

// grow doubles the slots (at least 64), keeping the current keys.
func (m *maskSet) grow() {
	oldKeys, oldGen, cur := m.keys, m.gen, m.cur
	size := max(64, 2*len(oldKeys))
	m.keys, m.gen = make([]uint64, size), make([]uint32, size)
	m.shift = uint(64 - bits.TrailingZeros(uint(size)))
	m.cur, m.n = 1, 0
	for i, g := range oldGen {
		if g == cur && cur != 0 {
			m.add(oldKeys[i])
		}
	}
}
