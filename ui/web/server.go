package web

import (
	"context"
	"crypto/subtle"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"sync"
	"time"

	"github.com/haventable/haventable/locales"
)

//go:embed page.html
var page []byte

// Server serves the players' page and its live feed. Set the view with
// Update each time the table changes; every open page gets it at once.
//
// A page opened with the join code (?code=…) only shows the table. A page
// opened with a player's own link (?player=…, a token the host gives one
// device: Options.Players) also lets that player play their characters:
// each change is proposed to the host as a joined device's is.
type Server struct {
	code string
	opts Options
	srv  *http.Server
	ln   net.Listener

	mu      sync.Mutex
	view    View                // as last given to Update
	current []byte              // the view, as JSON, for the join code's pages
	feeds   map[*feed]struct{}  // one per open page
	limits  map[string]*limiter // by player's device
	refused *limiter            // requests with a wrong code or token
}

// feed is an open page's live feed; player is its token ("" for a page
// opened with the join code).
type feed struct {
	ch     chan []byte
	player string
}

// Options say what the page may do beyond showing the table.
type Options struct {
	// Players admits the players' devices by their page tokens and does
	// their actions (a *share.Host); nil: the page only shows the table.
	Players Players
	// Tr words the page's refusals.
	Tr locales.Tr
}

// Start serves the page on listen (host:port; port 0 picks one). Only a
// request naming the join code (?code=…) or a player's token is answered.
func Start(listen, code string, opts Options) (*Server, error) {
	if code == "" {
		return nil, errors.New("players' page: no code")
	}
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return nil, fmt.Errorf("players' page: %w", err)
	}
	s := &Server{code: code, opts: opts, ln: ln, feeds: map[*feed]struct{}{}, current: []byte(`{"empty":true}`),
		view: View{Empty: true}, limits: map[string]*limiter{}, refused: newLimiter(refusedRate, refusedBurst)}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.servePage)
	mux.HandleFunc("GET /view.json", s.serveView)
	mux.HandleFunc("GET /events", s.serveEvents)
	mux.HandleFunc("POST /act", s.serveAct)
	mux.HandleFunc("POST /odds", s.serveOdds)
	s.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, MaxHeaderBytes: 16 << 10}
	go s.srv.Serve(ln)
	return s, nil
}

// Address is where the page is served, host:port.
func (s *Server) Address() string { return s.ln.Addr().String() }

// Code is the code a request must name.
func (s *Server) Code() string { return s.code }

// Update sets the view every page shows (each player's page with its
// characters' own part).
func (s *Server) Update(v View) error {
	v.Own = nil
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("players' page: %w", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.view, s.current = v, data
	for f := range s.feeds {
		out := data
		if f.player != "" {
			if out, err = s.playerView(f.player); err != nil {
				close(f.ch) // no longer a player's: the page says the table is lost
				delete(s.feeds, f)
				continue
			}
		}
		select { // keep only the newest view for a page that lags
		case <-f.ch:
		default:
		}
		f.ch <- out
	}
	return nil
}

// errNotAPlayer refuses a token that admits nobody.
var errNotAPlayer = errors.New("this link plays no character at this table")

// playerView is the view as the player with token sees it, as JSON (s.mu
// held).
func (s *Server) playerView(token string) ([]byte, error) {
	p, ok := s.admit(token)
	if !ok {
		return nil, errNotAPlayer
	}
	v := s.view
	v.Own = []OwnOut{}
	for _, id := range p.Characters {
		if o, ok := v.own[id]; ok {
			v.Own = append(v.Own, o)
		}
	}
	return json.Marshal(v)
}

// Close stops serving; the open pages say the table is lost.
func (s *Server) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	s.mu.Lock()
	for f := range s.feeds {
		close(f.ch)
		delete(s.feeds, f)
	}
	s.mu.Unlock()
	if err := s.srv.Shutdown(ctx); err != nil {
		return s.srv.Close()
	}
	return nil
}

// reader is who a GET request is: "" for the join code, else a player's
// token; ok false (and 403 answered) for neither.
func (s *Server) reader(w http.ResponseWriter, r *http.Request) (player string, ok bool) {
	q := r.URL.Query()
	if t := q.Get("player"); t != "" {
		if _, ok := s.admit(t); ok {
			return t, true
		}
	} else if subtle.ConstantTimeCompare([]byte(q.Get("code")), []byte(s.code)) == 1 {
		return "", true
	}
	s.refused.allow()
	http.Error(w, "this page needs the table's code, or a player's own link", http.StatusForbidden)
	return "", false
}

func (s *Server) servePage(w http.ResponseWriter, r *http.Request) {
	if _, ok := s.reader(w, r); !ok {
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Referrer-Policy", "no-referrer") // the link's token stays on the page
	w.Header().Set("X-Frame-Options", "DENY")
	w.Write(page)
}

// viewFor is the view as JSON for a page's reader.
func (s *Server) viewFor(player string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if player == "" {
		return s.current, nil
	}
	return s.playerView(player)
}

func (s *Server) serveView(w http.ResponseWriter, r *http.Request) {
	player, ok := s.reader(w, r)
	if !ok {
		return
	}
	data, err := s.viewFor(player)
	if err != nil {
		http.Error(w, err.Error(), http.StatusForbidden)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(data)
}

// recheck is how often a player's open feed checks that its link still
// plays (a device removed loses its page within it).
const recheck = time.Second

// serveEvents sends the view as it stands, then each new one, as
// server-sent events.
func (s *Server) serveEvents(w http.ResponseWriter, r *http.Request) {
	player, ok := s.reader(w, r)
	if !ok {
		return
	}
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	f := &feed{ch: make(chan []byte, 1), player: player}
	first, err := s.viewFor(player)
	if err != nil {
		http.Error(w, err.Error(), http.StatusForbidden)
		return
	}
	s.mu.Lock()
	f.ch <- first
	s.feeds[f] = struct{}{}
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		delete(s.feeds, f)
		s.mu.Unlock()
	}()
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	keepAlive := time.NewTicker(20 * time.Second)
	defer keepAlive.Stop()
	check := time.NewTicker(recheck)
	defer check.Stop()
	for {
		select {
		case data, ok := <-f.ch:
			if !ok {
				return
			}
			fmt.Fprintf(w, "data: %s\n\n", data)
			flusher.Flush()
		case <-check.C:
			if player != "" {
				if _, ok := s.admit(player); !ok {
					return
				}
			}
		case <-keepAlive.C:
			fmt.Fprint(w, ": still here\n\n")
			flusher.Flush()
		case <-r.Context().Done():
			return
		}
	}
}
