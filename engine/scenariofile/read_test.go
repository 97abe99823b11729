package scenariofile

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// countingReader counts the bytes read from it.
type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

// Issue 40, item 23: a scenario file chosen to play or edit with a huge
// title is refused while it is read, naming the field; one whose title
// is not text is refused, not shown with U+FFFD.
func TestReadRefusesBadTextWhileReading(t *testing.T) {
	f, err := Sample("flooded-crossing")
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	title := []byte(`"title": "` + f.Title + `"`)
	if !bytes.Contains(data, title) {
		t.Fatalf("no %s in the sample", title)
	}
	huge := bytes.Replace(data, title, []byte(`"title": "`+strings.Repeat("x", 20<<20)+`"`), 1)
	r := &countingReader{r: bytes.NewReader(huge)}
	if _, err := Read(r); err == nil || !strings.Contains(err.Error(), "title: longer than 10000 characters") {
		t.Fatalf("Read(20 MB title) = %.200v", err)
	}
	if r.n > 1<<20 {
		t.Errorf("read %d bytes of %d before refusing", r.n, len(huge))
	}
	bad := bytes.Replace(data, title, []byte("\"title\": \"Flooded \xff\""), 1)
	if _, err := Read(bytes.NewReader(bad)); err == nil || !strings.Contains(err.Error(), "title: not text (invalid UTF-8)") {
		t.Fatalf("Read(title not UTF-8) = %v", err)
	}
	if got, err := Read(bytes.NewReader(data)); err != nil || got.Title != f.Title {
		t.Fatalf("Read(sample) = %v", err)
	}
}
