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
)

//go:embed page.html
var page []byte

// Server serves the players' page and its live feed. Set the view with
// Update each time the table changes; every open page gets it at once.
type Server struct {
	code string
	srv  *http.Server
	ln   net.Listener

	mu      sync.Mutex
	current []byte                   // the view, as JSON
	feeds   map[chan []byte]struct{} // one per open page
}

// Start serves the page on listen (host:port; port 0 picks one). Only a
// request naming the join code (?code=…) is answered.
func Start(listen, code string) (*Server, error) {
	if code == "" {
		return nil, errors.New("players' page: no code")
	}
	ln, err := net.Listen("tcp", listen)
	if err != nil {
		return nil, fmt.Errorf("players' page: %w", err)
	}
	s := &Server{code: code, ln: ln, feeds: map[chan []byte]struct{}{}, current: []byte(`{"empty":true}`)}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.servePage)
	mux.HandleFunc("GET /view.json", s.serveView)
	mux.HandleFunc("GET /events", s.serveEvents)
	s.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go s.srv.Serve(ln)
	return s, nil
}

// Address is where the page is served, host:port.
func (s *Server) Address() string { return s.ln.Addr().String() }

// Code is the code a request must name.
func (s *Server) Code() string { return s.code }

// Update sets the view every page shows.
func (s *Server) Update(v View) error {
	data, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("players' page: %w", err)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.current = data
	for f := range s.feeds {
		select { // keep only the newest view for a page that lags
		case <-f:
		default:
		}
		f <- data
	}
	return nil
}

// Close stops serving; the open pages say the table is lost.
func (s *Server) Close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	s.mu.Lock()
	for f := range s.feeds {
		close(f)
		delete(s.feeds, f)
	}
	s.mu.Unlock()
	if err := s.srv.Shutdown(ctx); err != nil {
		return s.srv.Close()
	}
	return nil
}

// allowed answers 403 unless the request names the code.
func (s *Server) allowed(w http.ResponseWriter, r *http.Request) bool {
	if subtle.ConstantTimeCompare([]byte(r.URL.Query().Get("code")), []byte(s.code)) != 1 {
		http.Error(w, "this page needs the table's code", http.StatusForbidden)
		return false
	}
	return true
}

func (s *Server) servePage(w http.ResponseWriter, r *http.Request) {
	if !s.allowed(w, r) {
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(page)
}

func (s *Server) serveView(w http.ResponseWriter, r *http.Request) {
	if !s.allowed(w, r) {
		return
	}
	s.mu.Lock()
	data := s.current
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(data)
}

// serveEvents sends the view as it stands, then each new one, as
// server-sent events.
func (s *Server) serveEvents(w http.ResponseWriter, r *http.Request) {
	if !s.allowed(w, r) {
		return
	}
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	feed := make(chan []byte, 1)
	s.mu.Lock()
	feed <- s.current
	s.feeds[feed] = struct{}{}
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		if _, ok := s.feeds[feed]; ok {
			delete(s.feeds, feed)
		}
		s.mu.Unlock()
	}()
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-store")
	keepAlive := time.NewTicker(20 * time.Second)
	defer keepAlive.Stop()
	for {
		select {
		case data, ok := <-feed:
			if !ok {
				return
			}
			fmt.Fprintf(w, "data: %s\n\n", data)
			flusher.Flush()
		case <-keepAlive.C:
			fmt.Fprint(w, ": still here\n\n")
			flusher.Flush()
		case <-r.Context().Done():
			return
		}
	}
}
