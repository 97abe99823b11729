package persistence

import (
	"bytes"
	"compress/flate"
	"fmt"
	"io"
	"math/rand/v2"
	"testing"
)

// TestEncodedStateReadsWithCompressFlate: what encodeState stores is
// DEFLATE that compress/flate reads back to the same bytes, as every
// earlier build reads a stored snapshot (decodeState): a document written
// now opens in them. Documents of every kind: empty, tiny, a scenario's
// worth of repetitive JSON, random bytes that do not compress, and larger
// than a deflate block.
func TestEncodedStateReadsWithCompressFlate(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 7))
	var docs [][]byte
	docs = append(docs, []byte{}, []byte("{}"), []byte(`{"n":1}`))
	for _, n := range []int{10, 400, 5000} {
		var b bytes.Buffer
		b.WriteString(`{"hexes":[`)
		for i := range n {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, "[%d,%d]", r.IntN(40)-20, r.IntN(40)-20)
		}
		b.WriteString(`]}`)
		docs = append(docs, b.Bytes())
	}
	for _, n := range []int{1, 1000, 70000, 300000} {
		noise := make([]byte, n)
		for i := range noise {
			noise[i] = byte(r.Uint32())
		}
		docs = append(docs, noise)
	}
	for i, doc := range docs {
		stored := encodeState(doc)
		if stored[0] != codecFlate {
			t.Fatalf("doc %d: codec %d", i, stored[0])
		}
		got, err := io.ReadAll(flate.NewReader(bytes.NewReader(stored[1:])))
		if err != nil || !bytes.Equal(got, doc) {
			t.Fatalf("doc %d (%d bytes): compress/flate reads %d bytes, %v", i, len(doc), len(got), err)
		}
		if back, err := decodeState(stored); err != nil || !bytes.Equal(back, doc) {
			t.Fatalf("doc %d: decodeState: %v", i, err)
		}
	}
}
