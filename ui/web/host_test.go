package web

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/persistence/share"
)

// hosted is the two rooms' table shared by a host with the page beside
// it, wired as the app wires them (the page shows each change once the
// host published it), and a phone device that plays Ana.
type hosted struct {
	store   *persistence.Store
	session *play.Session
	host    *share.Host
	page    *Server
	token   string // Ana's phone's
	phone   string // its key
	mu      sync.Mutex
}

// run runs f where the session may be used.
func (h *hosted) run(f func()) { h.mu.Lock(); defer h.mu.Unlock(); f() }

func hostTable(t testing.TB) *hosted {
	t.Helper()
	return hostTableIn(t, tr(t))
}

// hostTableIn is hostTable with the page in the language of words.
func hostTableIn(t testing.TB, words locales.Tr) *hosted {
	t.Helper()
	ctx := context.Background()
	dir := t.TempDir()
	store, err := persistence.Open(filepath.Join(dir, "c.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	c, err := store.CreateCampaign(ctx, "shared")
	if err != nil {
		t.Fatal(err)
	}
	sess, err := play.Open(ctx, store, c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if err := sess.Start(ctx, scenario(t)); err != nil {
		t.Fatal(err)
	}
	h := &hosted{store: store, session: sess}
	var page *Server
	show := func(seq uint64) {
		if page != nil {
			v := ViewOf(words, sess.Scenario())
			v.Seq = seq
			page.Update(v)
		}
	}
	host, err := share.Share(ctx, share.HostOptions{Session: sess, Dir: filepath.Join(dir, "stream"),
		Listen: "127.0.0.1:0", Run: h.run, OnPublished: show})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { host.Close() })
	page, err = Start("127.0.0.1:0", host.Code(), Options{Players: host, Tr: words})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { page.Close() })
	h.host, h.page = host, page
	h.run(func() { show(host.LastPlayers()) })
	if h.phone, err = host.AddPageDevice("Ana's phone", []string{"ana"}); err != nil {
		t.Fatal(err)
	}
	if h.token, err = host.PageToken(h.phone); err != nil {
		t.Fatal(err)
	}
	return h
}

// do does a on the host, as its window would.
func (h *hosted) do(t testing.TB, a engine.Action) {
	t.Helper()
	var err error
	h.run(func() { _, err = h.session.Do(context.Background(), a) })
	if err != nil {
		t.Fatal(err)
	}
}

// post sends body to path as a player's page does (token: its header).
func post(t testing.TB, base, path, token, body string) (*http.Response, string) {
	t.Helper()
	req, err := http.NewRequest("POST", base+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("X-Haventable-Player", token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	return resp, string(data)
}

// act proposes a from Ana's phone on the view as it stands.
func (h *hosted) act(t testing.TB, token string, seen uint64, a engine.Action) (int, ActReply) {
	t.Helper()
	action, err := engine.MarshalAction(a)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(ActRequest{Seen: seen, Action: action})
	resp, data := post(t, "http://"+h.page.Address(), "/act", token, string(body))
	var rep ActReply
	if resp.StatusCode == 200 {
		if err := json.Unmarshal([]byte(data), &rep); err != nil {
			t.Fatalf("%s: %v", data, err)
		}
	}
	return resp.StatusCode, rep
}

// view is the view a player's token is given.
func (h *hosted) view(t testing.TB, token string) View {
	t.Helper()
	resp, err := http.Get("http://" + h.page.Address() + "/view.json?player=" + token)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var v View
	if err := json.NewDecoder(resp.Body).Decode(&v); err != nil {
		t.Fatal(err)
	}
	return v
}

func (h *hosted) history(t testing.TB) []string {
	t.Helper()
	var kinds []string
	h.run(func() {
		logged, err := h.session.History(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range logged {
			kinds = append(kinds, a.Kind)
		}
	})
	return kinds
}

// A player's page does its character's actions through the host exactly
// as a joined device: within its rights (another character's refused on
// the server, in the player's words), on the table as it stands (a stale
// view refused alone), each in the host's database; a removed device's
// link stops at once.
func TestPlayerActsThroughTheHost(t *testing.T) {
	h := hostTable(t)
	v := h.view(t, h.token)
	if len(v.Own) != 1 || v.Own[0].ID != "ana" || v.Own[0].Draw == 0 || v.Seq == 0 {
		t.Fatalf("Ana's phone's view: own %+v, seq %d", v.Own, v.Seq)
	}
	code, rep := h.act(t, h.token, v.Seq, engine.SetInitiative{Character: "ana", Leading: 12, Second: 40})
	if code != 200 || !rep.Done {
		t.Fatalf("initiative: %d %+v", code, rep)
	}
	v = h.view(t, h.token)
	if v.Seq != rep.Seq || !v.Own[0].Chosen || v.Own[0].Leading != 12 || v.Revealed {
		t.Errorf("after the initiative: seq %d (reply %d), own %+v, revealed %v", v.Seq, rep.Seq, v.Own[0], v.Revealed)
	}
	before := h.history(t)
	// another player's character, refused by the host, in the player's words
	code, rep = h.act(t, h.token, v.Seq, engine.DamageFigure{Figure: "bo", Amount: 2})
	if code != 200 || rep.Done || !strings.Contains(rep.Refused, "this link plays Ana") {
		t.Errorf("Bo's damage from Ana's phone: %d %+v", code, rep)
	}
	// a view older than the table: refused alone
	code, rep = h.act(t, h.token, v.Seq-2, engine.DamageFigure{Figure: "ana", Amount: 2}) // the change before
	if code != 200 || rep.Done || !rep.Stale || !strings.Contains(rep.Refused, "changed just before") {
		t.Errorf("stale: %d %+v", code, rep)
	}
	// the game master's action
	code, rep = h.act(t, h.token, v.Seq, engine.EndRound{})
	if code != 200 || rep.Done || rep.Refused == "" {
		t.Errorf("end of the round from a phone: %d %+v", code, rep)
	}
	if after := h.history(t); len(after) != len(before) || h.view(t, h.token).Seq != v.Seq {
		t.Errorf("refused actions changed the table: %v → %v", before, after)
	}
	code, rep = h.act(t, h.token, v.Seq, engine.DamageFigure{Figure: "ana", Amount: 2})
	if code != 200 || !rep.Done {
		t.Fatalf("damage: %d %+v", code, rep)
	}
	if v = h.view(t, h.token); v.Own[0].HP != 6 {
		t.Errorf("Ana's hit points %d, want 6", v.Own[0].HP)
	}
	if got := h.history(t); got[len(got)-1] != "damage" || got[len(got)-2] != "initiative" {
		t.Errorf("the host's log: %v", got)
	}
	// the host removes the phone: its link stops at once
	if err := h.host.SetRights(h.phone, share.Rights{Role: share.RoleRemoved}); err != nil {
		t.Fatal(err)
	}
	if code, _ := h.act(t, h.token, v.Seq, engine.HealFigure{Figure: "ana", Amount: 1}); code != http.StatusForbidden {
		t.Errorf("a removed phone's action: %d", code)
	}
	if resp, err := http.Get("http://" + h.page.Address() + "/?player=" + h.token); err != nil || resp.StatusCode != http.StatusForbidden {
		t.Errorf("a removed phone's page: %v %v", resp.StatusCode, err)
	}
	// given a role again, it has a new link; the old one still plays nothing
	if err := h.host.SetRights(h.phone, share.Rights{Role: share.RolePlayers, Characters: []string{"ana"}}); err != nil {
		t.Fatal(err)
	}
	fresh, err := h.host.PageToken(h.phone)
	if err != nil || fresh == h.token {
		t.Fatalf("new token %q (%v)", fresh, err)
	}
	if code, _ := h.act(t, h.token, v.Seq, engine.HealFigure{Figure: "ana", Amount: 1}); code != http.StatusForbidden {
		t.Errorf("the old link after the device came back: %d", code)
	}
}

// What a player's page sends is checked before it reaches the host: the
// token in its header (not the join code, not a cookie), JSON, bounded
// in size and in rate; no cross-origin reading.
func TestPlayerRequestsBounded(t *testing.T) {
	h := hostTable(t)
	base := "http://" + h.page.Address()
	action := `{"seen":1,"action":{"kind":"heal","figure":"ana","amount":1}}`
	for name, req := range map[string]func() *http.Request{
		"no token": func() *http.Request {
			r, _ := http.NewRequest("POST", base+"/act", strings.NewReader(action))
			r.Header.Set("Content-Type", "application/json")
			return r
		},
		"the join code": func() *http.Request {
			r, _ := http.NewRequest("POST", base+"/act?code="+h.host.Code(), strings.NewReader(action))
			r.Header.Set("Content-Type", "application/json")
			r.Header.Set("X-Haventable-Player", h.host.Code())
			return r
		},
		"a cookie": func() *http.Request {
			r, _ := http.NewRequest("POST", base+"/act", strings.NewReader(action))
			r.Header.Set("Content-Type", "application/json")
			r.AddCookie(&http.Cookie{Name: "X-Haventable-Player", Value: h.token})
			return r
		},
		"the token in the query": func() *http.Request {
			r, _ := http.NewRequest("POST", base+"/act?player="+h.token, strings.NewReader(action))
			r.Header.Set("Content-Type", "application/json")
			return r
		},
	} {
		resp, err := http.DefaultClient.Do(req())
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("%s: %d", name, resp.StatusCode)
		}
	}
	// a form post (what another site can make a browser send)
	r, _ := http.NewRequest("POST", base+"/act", strings.NewReader("seen=1"))
	r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	r.Header.Set("X-Haventable-Player", h.token)
	if resp, err := http.DefaultClient.Do(r); err != nil || resp.StatusCode != http.StatusUnsupportedMediaType {
		t.Errorf("a form: %v %v", resp.StatusCode, err)
	}
	if resp, _ := post(t, base, "/act", h.token, `{"seen":1,"action":{"kind":"heal","figure":"`+strings.Repeat("a", maxBody)+`"}}`); resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("a large body: %d", resp.StatusCode)
	}
	for _, bad := range []string{`{}`, `{"seen":1}`, `{"seen":1,"action":{"kind":"nope"}}`, `{"seen":1,"action":{},"x":1}`, `[]`} {
		if resp, _ := post(t, base, "/act", h.token, bad); resp.StatusCode != http.StatusBadRequest {
			t.Errorf("%s: %d", bad, resp.StatusCode)
		}
	}
	// the preflight a cross-origin script needs to send the header is not
	// answered, and no answer lets another origin read it
	opt, _ := http.NewRequest("OPTIONS", base+"/act", nil)
	opt.Header.Set("Origin", "http://evil.example")
	opt.Header.Set("Access-Control-Request-Method", "POST")
	resp, err := http.DefaultClient.Do(opt)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode < 400 || resp.Header.Get("Access-Control-Allow-Origin") != "" {
		t.Errorf("preflight: %d %v", resp.StatusCode, resp.Header)
	}
	// another character's odds are not this link's
	if resp, _ := post(t, base, "/odds", h.token, `{"character":"bo","attack":2}`); resp.StatusCode != http.StatusForbidden {
		t.Errorf("Bo's odds from Ana's phone: %d", resp.StatusCode)
	}
	// the rate: a burst, then refusals
	limited := 0
	for range playerBurst + 10 {
		if resp, _ := post(t, base, "/odds", h.token, `{"character":"ana","attack":2}`); resp.StatusCode == http.StatusTooManyRequests {
			limited++
		}
	}
	if limited == 0 {
		t.Errorf("%d requests at once, none refused", playerBurst+10)
	}
}

// The odds a player's page shows are the engine's exact odds of an attack
// from the character's own deck as it stands.
func TestPlayerOdds(t *testing.T) {
	h := hostTable(t)
	resp, data := post(t, "http://"+h.page.Address(), "/odds", h.token, `{"character":"ana","attack":2}`)
	if resp.StatusCode != 200 {
		t.Fatalf("%d %s", resp.StatusCode, data)
	}
	var o OddsOut
	if err := json.Unmarshal([]byte(data), &o); err != nil {
		t.Fatal(err)
	}
	var want OddsOut
	h.run(func() {
		d, _ := h.session.Scenario().Deck("ana")
		var err error
		if want, err = oddsOf(tr(t), d, modifier.Attack{Value: 2}); err != nil {
			t.Fatal(err)
		}
	})
	got, _ := json.Marshal(o)
	exp, _ := json.Marshal(want)
	if !bytes.Equal(got, exp) || len(o.Damage) < 3 || o.Expected == "" {
		t.Errorf("odds %s, want %s", got, exp)
	}
	// the standard deck: 0 damage (a null card and the -2 on attack 2)
	// is 2 in 20
	if o.Damage[0].Damage != 0 || o.Damage[0].Exact != "1/10" {
		t.Errorf("chance of no damage: %+v", o.Damage[0])
	}
}

// readFeed returns a function that reads the next view sent on a page's
// feed.
func readFeed(t testing.TB, url string) (next func() (View, error), stop func()) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewReader(resp.Body)
	return func() (View, error) {
		for {
			l, err := lines.ReadString('\n')
			if err != nil {
				return View{}, err
			}
			if strings.HasPrefix(l, "data: ") {
				var v View
				err := json.Unmarshal([]byte(strings.TrimPrefix(l, "data: ")), &v)
				return v, err
			}
		}
	}, func() { resp.Body.Close() }
}

// A removed device's open feed ends at the next recheck (a second).
func TestRemovedPlayerFeedEnds(t *testing.T) {
	h := hostTable(t)
	next, stop := readFeed(t, "http://"+h.page.Address()+"/events?player="+h.token)
	defer stop()
	if v, err := next(); err != nil || len(v.Own) != 1 {
		t.Fatalf("own %+v (%v)", v.Own, err)
	}
	if err := h.host.SetRights(h.phone, share.Rights{Role: share.RoleRemoved}); err != nil {
		t.Fatal(err)
	}
	ended := make(chan struct{})
	go func() {
		defer close(ended)
		for {
			if _, err := next(); err != nil {
				return
			}
		}
	}()
	select {
	case <-ended:
	case <-time.After(10 * recheck): // within a recheck when idle; generous for a loaded machine
		t.Error("a removed phone's feed still open")
	}
}
