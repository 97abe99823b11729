package sharing

import (
	"net"
	"testing"
)

func FuzzParseJoinLink(f *testing.F) {
	f.Add("http://192.168.1.20:4748/?code=ABCDE23456&join=192.168.1.20%3A4747")
	f.Add("http://x/?code=&join=a:1")
	f.Add("ftp://x/?code=A&join=a:1")
	f.Add("192.168.1.20:4747")
	f.Fuzz(func(t *testing.T, link string) {
		addr, code, ok := ParseJoinLink(link)
		if !ok {
			return
		}
		if _, _, err := net.SplitHostPort(addr); err != nil || code == "" || len(code) > 64 {
			t.Fatalf("taken from %q: %q %q", link, addr, code)
		}
	})
}
