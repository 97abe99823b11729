package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/pack"
)

// StoredPack is a data pack the database keeps.
type StoredPack struct {
	ID   int64
	Name string
	// Source names the format the pack was read from ("haventable",
	// "x-haven", "secretariat").
	Source   string
	Imported time.Time
	// Counts are what the pack holds.
	Counts pack.Counts
}

// ErrNoPack means no data pack has the ID asked for.
var ErrNoPack = errors.New("no such data pack")

// AddPack keeps data pack p, read from source, under its name, or under
// "Name (2)", "Name (3)" ... when a pack of that name is kept already. The
// pack must pass its checks.
func (s *Store) AddPack(ctx context.Context, p *pack.Pack, source string) (StoredPack, error) {
	if err := p.Check(); err != nil {
		return StoredPack{}, fmt.Errorf("add data pack: %w", err)
	}
	data, err := p.Encode()
	if err != nil {
		return StoredPack{}, fmt.Errorf("add data pack %q: %w", p.Name, err)
	}
	var sp StoredPack
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		sp, err = s.addPackIn(ctx, tx, p, data, source)
		return err
	})
	if err != nil {
		return StoredPack{}, fmt.Errorf("add data pack %q: %w", p.Name, err)
	}
	return sp, nil
}

// addPackIn is AddPack inside transaction tx, with the pack encoded (data).
func (s *Store) addPackIn(ctx context.Context, tx *sql.Tx, p *pack.Pack, data []byte, source string) (StoredPack, error) {
	sp := StoredPack{Source: source, Imported: fromMillis(millis(s.now())), Counts: p.Count()}
	for n := 1; ; n++ {
		sp.Name = p.Name
		if n > 1 {
			sp.Name = fmt.Sprintf("%s (%d)", p.Name, n)
		}
		var taken bool
		if err := tx.QueryRowContext(ctx, "SELECT count(*) > 0 FROM data_packs WHERE name = ?", sp.Name).Scan(&taken); err != nil {
			return sp, err
		}
		if !taken {
			break
		}
	}
	res, err := tx.ExecContext(ctx, "INSERT INTO data_packs (name, source, imported_at, pack) VALUES (?, ?, ?, ?)",
		sp.Name, source, millis(sp.Imported), encodeState(data))
	if err != nil {
		return sp, err
	}
	sp.ID, err = res.LastInsertId()
	return sp, err
}

// packsIn returns every pack kept, encoded as pack.Encode writes it, with
// its source, oldest first.
func packsIn(ctx context.Context, q querier) (data [][]byte, sources []string, err error) {
	rows, err := q.QueryContext(ctx, "SELECT name, source, pack FROM data_packs ORDER BY id")
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var name, source string
		var blob []byte
		if err := rows.Scan(&name, &source, &blob); err != nil {
			return nil, nil, err
		}
		raw, err := decodeState(blob)
		if err != nil {
			return nil, nil, fmt.Errorf("data pack %q: %w", name, err)
		}
		data, sources = append(data, raw), append(sources, source)
	}
	return data, sources, rows.Err()
}

// Packs lists the data packs kept, in the order they were added.
func (s *Store) Packs(ctx context.Context) ([]StoredPack, error) {
	rows, err := s.db.QueryContext(ctx, "SELECT id, name, source, imported_at, pack FROM data_packs ORDER BY id")
	if err != nil {
		return nil, fmt.Errorf("data packs: %w", err)
	}
	defer rows.Close()
	var out []StoredPack
	for rows.Next() {
		var sp StoredPack
		var at int64
		var blob []byte
		if err := rows.Scan(&sp.ID, &sp.Name, &sp.Source, &at, &blob); err != nil {
			return nil, fmt.Errorf("data packs: %w", err)
		}
		sp.Imported = fromMillis(at)
		p, err := decodePack(blob)
		if err != nil {
			return nil, fmt.Errorf("data pack %q: %w", sp.Name, err)
		}
		sp.Counts = p.Count()
		out = append(out, sp)
	}
	return out, rows.Err()
}

// Pack returns the data pack with ID id.
func (s *Store) Pack(ctx context.Context, id int64) (*pack.Pack, error) {
	var blob []byte
	err := s.db.QueryRowContext(ctx, "SELECT pack FROM data_packs WHERE id = ?", id).Scan(&blob)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("data pack %d: %w", id, ErrNoPack)
	}
	if err != nil {
		return nil, fmt.Errorf("data pack %d: %w", id, err)
	}
	p, err := decodePack(blob)
	if err != nil {
		return nil, fmt.Errorf("data pack %d: %w", id, err)
	}
	return p, nil
}

// DeletePack removes the data pack with ID id.
func (s *Store) DeletePack(ctx context.Context, id int64) error {
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if err := packInUse(ctx, tx, id); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, "DELETE FROM data_packs WHERE id = ?", id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return ErrNoPack
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("delete data pack %d: %w", id, err)
	}
	return nil
}

// PackInUseError refuses to remove a data pack that a scenario in progress
// draws on: a monster type or ability deck no other pack has.
type PackInUseError struct {
	Pack, Campaign, Scenario string
	// Monster is the monster type (or ability deck) only this pack has.
	Monster string
}

func (e *PackInUseError) Error() string {
	return fmt.Sprintf("data pack %q is in use: %q of campaign %q has %s from it", e.Pack, e.Scenario, e.Campaign, e.Monster)
}

// packInUse returns a *PackInUseError when a campaign's scenario in
// progress has a monster type or ability deck that pack id alone has.
func packInUse(ctx context.Context, tx *sql.Tx, id int64) error {
	var name string
	var blob []byte
	err := tx.QueryRowContext(ctx, "SELECT name, pack FROM data_packs WHERE id = ?", id).Scan(&name, &blob)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNoPack
	}
	if err != nil {
		return err
	}
	p, err := decodePack(blob)
	if err != nil {
		return nil // an unreadable pack provides nothing
	}
	others := []*pack.Pack{pack.Builtin()}
	rows, err := tx.QueryContext(ctx, "SELECT pack FROM data_packs WHERE id != ? ORDER BY id", id)
	if err != nil {
		return err
	}
	for rows.Next() {
		var b []byte
		if err := rows.Scan(&b); err != nil {
			rows.Close()
			return err
		}
		if o, err := decodePack(b); err == nil {
			others = append(others, o)
		}
	}
	rows.Close()
	// only reports whether p alone has monster type t, or ability deck d.
	only := func(t, d string) bool {
		alone := func(has func(*pack.Pack) bool) bool {
			if !has(p) {
				return false
			}
			for _, o := range others {
				if has(o) {
					return false
				}
			}
			return true
		}
		monster := alone(func(x *pack.Pack) bool { _, ok := x.Monster(t); return ok })
		deck := d != "" && alone(func(x *pack.Pack) bool { _, ok := x.Deck(d); return ok })
		return monster || deck
	}
	crows, err := tx.QueryContext(ctx,
		`SELECT c.name, t.scenario_version, t.scenario FROM tables t JOIN campaigns c ON c.id = t.campaign_id
		 WHERE t.scenario IS NOT NULL ORDER BY c.id`)
	if err != nil {
		return err
	}
	defer crows.Close()
	for crows.Next() {
		var campaign string
		var version sql.NullInt64
		var state []byte
		if err := crows.Scan(&campaign, &version, &state); err != nil {
			return err
		}
		snap, err := decodeSnapshot(version, state)
		if err != nil || snap == nil {
			continue
		}
		scn, err := engine.UnmarshalScenario(snap.State)
		if err != nil {
			continue
		}
		for _, t := range scn.MonsterTypes() {
			deck := ""
			if ab, ok := scn.Ability(t); ok {
				deck = ab.Deck
			}
			if only(t, deck) {
				return &PackInUseError{Pack: name, Campaign: campaign, Scenario: scn.Name(), Monster: t}
			}
		}
	}
	return crows.Err()
}

// DataPacks returns the data packs a scenario draws its monsters from, in
// the order a monster type is looked up: the built-in pack (invented for
// this program), then every pack kept, oldest first.
func (s *Store) DataPacks(ctx context.Context) ([]*pack.Pack, error) {
	out := []*pack.Pack{pack.Builtin()}
	rows, err := s.db.QueryContext(ctx, "SELECT name, pack FROM data_packs ORDER BY id")
	if err != nil {
		return nil, fmt.Errorf("data packs: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var name string
		var blob []byte
		if err := rows.Scan(&name, &blob); err != nil {
			return nil, fmt.Errorf("data packs: %w", err)
		}
		p, err := decodePack(blob)
		if err != nil {
			return nil, fmt.Errorf("data pack %q: %w", name, err)
		}
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("data packs: %w", err)
	}
	return out, nil
}

// MonsterTable returns the monster stats and ability decks a scenario is
// started with, for a party of characters characters: those of every data
// pack (DataPacks; a type in several takes the first pack's).
func (s *Store) MonsterTable(ctx context.Context, characters int) (engine.MonsterTable, error) {
	packs, err := s.DataPacks(ctx)
	if err != nil {
		return nil, fmt.Errorf("monster table: %w", err)
	}
	tables := make([]engine.MonsterTable, len(packs))
	for i, p := range packs {
		tables[i] = p.MonsterTable(characters)
	}
	return pack.MergeTables(tables...), nil
}

func decodePack(blob []byte) (*pack.Pack, error) {
	data, err := decodeState(blob)
	if err != nil {
		return nil, err
	}
	return pack.Parse(data)
}

// SaveScenario puts scenario sc into the kept data pack named packName (a
// scenario of the same title is replaced), creating the pack when there is
// none of that name. The pack must pass its checks; it returns the pack as
// kept.
func (s *Store) SaveScenario(ctx context.Context, packName string, sc pack.Scenario) (StoredPack, error) {
	var sp StoredPack
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		var id int64
		var blob []byte
		err := tx.QueryRowContext(ctx, "SELECT id, pack FROM data_packs WHERE name = ?", packName).Scan(&id, &blob)
		p := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: packName}
		switch {
		case errors.Is(err, sql.ErrNoRows):
			id = 0
		case err != nil:
			return err
		default:
			if p, err = decodePack(blob); err != nil {
				return err
			}
		}
		replaced := false
		for i := range p.Scenarios {
			if p.Scenarios[i].Title == sc.Title {
				p.Scenarios[i], replaced = sc, true
			}
		}
		if !replaced {
			p.Scenarios = append(p.Scenarios, sc)
		}
		if err := p.Check(); err != nil {
			return err
		}
		data, err := p.Encode()
		if err != nil {
			return err
		}
		if id == 0 {
			sp, err = s.addPackIn(ctx, tx, p, data, "haventable")
			return err
		}
		if _, err := tx.ExecContext(ctx, "UPDATE data_packs SET pack = ? WHERE id = ?", encodeState(data), id); err != nil {
			return err
		}
		sp = StoredPack{ID: id, Name: packName, Source: "haventable", Counts: p.Count()}
		return nil
	})
	if err != nil {
		return StoredPack{}, fmt.Errorf("save scenario %q into data pack %q: %w", sc.Title, packName, err)
	}
	return sp, nil
}
