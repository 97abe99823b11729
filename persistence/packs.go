package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
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
// the order a monster type is looked up: the packs the players made here
// (SourceMadeHere: their own and edited types win), the built-in pack
// (invented for this program), then every other pack kept, oldest first.
func (s *Store) DataPacks(ctx context.Context) ([]*pack.Pack, error) {
	var mine, others []*pack.Pack
	rows, err := s.db.QueryContext(ctx, "SELECT name, source, pack FROM data_packs ORDER BY id")
	if err != nil {
		return nil, fmt.Errorf("data packs: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var name, source string
		var blob []byte
		if err := rows.Scan(&name, &source, &blob); err != nil {
			return nil, fmt.Errorf("data packs: %w", err)
		}
		p, err := decodePack(blob)
		if err != nil {
			return nil, fmt.Errorf("data pack %q: %w", name, err)
		}
		if source == SourceMadeHere {
			mine = append(mine, p)
		} else {
			others = append(others, p)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("data packs: %w", err)
	}
	return slices.Concat(mine, []*pack.Pack{pack.Builtin()}, others), nil
}

// MonsterTable returns the monster stats and ability decks a scenario is
// started with, for a party of characters characters: those of every data
// pack (DataPacks; a type in several takes the first pack's).
func (s *Store) MonsterTable(ctx context.Context, characters int) (engine.MonsterTable, error) {
	return s.MonsterTableWith(ctx, characters, nil)
}

// MonsterTableWith is MonsterTable with the scenario's variables ("X": 3),
// for monster types whose stat cards use them (pack.Monster.Variables).
func (s *Store) MonsterTableWith(ctx context.Context, characters int, vars map[string]int) (engine.MonsterTable, error) {
	packs, err := s.DataPacks(ctx)
	if err != nil {
		return nil, fmt.Errorf("monster table: %w", err)
	}
	tables := make([]engine.MonsterTable, len(packs))
	for i, p := range packs {
		tables[i] = p.MonsterTableWith(characters, vars)
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

// SourceMadeHere is the source of a data pack made in this app by the
// players (the scenario and monster editors save into one). Its monster
// types and decks come before the built-in pack's and the imported ones
// (DataPacks), so a type edited there is the one the table uses.
const SourceMadeHere = "made-here"

// SaveScenario puts scenario sc into the players' own data pack: the one
// made here that holds a scenario of the same title (replaced), else the
// one named packName (see EditPack).
func (s *Store) SaveScenario(ctx context.Context, packName string, sc pack.Scenario) (StoredPack, error) {
	holds := func(p *pack.Pack) bool {
		return slices.ContainsFunc(p.Scenarios, func(x pack.Scenario) bool { return x.Title == sc.Title })
	}
	sp, err := s.EditPack(ctx, packName, holds, func(p *pack.Pack) error {
		for i := range p.Scenarios {
			if p.Scenarios[i].Title == sc.Title {
				p.Scenarios[i] = sc
				return nil
			}
		}
		p.Scenarios = append(p.Scenarios, sc)
		return nil
	})
	if err != nil {
		return StoredPack{}, fmt.Errorf("save scenario %q: %w", sc.Title, err)
	}
	return sp, nil
}

// SaveMonster puts monster type m and its ability deck d into the players'
// own data pack: the one made here that holds the type (under rename, its
// name before, when given, or under m.Name), else the one named packName
// (see EditPack). The type replaces the one it was, and d the deck of that
// name; the type's old deck goes when no other type of the pack draws from
// it. A name or deck name that another type of the pack has is refused
// (*NameTakenError).
func (s *Store) SaveMonster(ctx context.Context, packName, rename string, m pack.Monster, d pack.Deck) (StoredPack, error) {
	old := m.Name
	if rename != "" {
		old = rename
	}
	holds := func(p *pack.Pack) bool { _, ok := p.Monster(old); return ok }
	sp, err := s.EditPack(ctx, packName, holds, func(p *pack.Pack) error {
		oldDeck := ""
		if x, ok := p.Monster(old); ok {
			oldDeck = x.DeckName()
		}
		for _, x := range p.Monsters {
			switch {
			case x.Name == old:
			case x.Name == m.Name:
				return &NameTakenError{Name: m.Name}
			case x.DeckName() == d.Name && d.Name != oldDeck:
				return &NameTakenError{Name: d.Name, Deck: true, Of: x.Name}
			}
		}
		p.Monsters = slices.DeleteFunc(p.Monsters, func(x pack.Monster) bool { return x.Name == old })
		shared := slices.ContainsFunc(p.Monsters, func(x pack.Monster) bool { return x.DeckName() == oldDeck })
		p.Decks = slices.DeleteFunc(p.Decks, func(x pack.Deck) bool {
			return x.Name == d.Name || (x.Name == oldDeck && !shared)
		})
		p.Monsters = append(p.Monsters, m)
		p.Decks = append(p.Decks, d)
		return nil
	})
	if err != nil {
		return StoredPack{}, fmt.Errorf("save monster type %q: %w", m.Name, err)
	}
	return sp, nil
}

// NameTakenError refuses a monster type saved under a name (or with a deck
// name, Deck) that another type of the pack (Of) has.
type NameTakenError struct {
	Name string
	Deck bool
	Of   string
}

func (e *NameTakenError) Error() string {
	if e.Deck {
		return fmt.Sprintf("the ability deck %q is %q's", e.Name, e.Of)
	}
	return fmt.Sprintf("a monster type %q is in the pack already", e.Name)
}

// EditPack changes one of the players' own data packs (made here,
// SourceMadeHere) with change, in one transaction: the first that holds
// returns true for (nil: none), else the one named packName, created when
// there is none. A pack of that name read from a file is refused
// (*ImportedPackError): it is kept as it was imported. The changed pack
// must pass its checks among the other packs; it returns the pack as kept.
func (s *Store) EditPack(ctx context.Context, packName string, holds func(*pack.Pack) bool, change func(*pack.Pack) error) (StoredPack, error) {
	var sp StoredPack
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		kept, err := keptPacks(ctx, tx)
		if err != nil {
			return err
		}
		at := -1 // the pack changed, in kept
		for i, k := range kept {
			if k.source == SourceMadeHere && holds != nil && holds(k.pack) {
				at = i
				break
			}
		}
		if at < 0 {
			at = slices.IndexFunc(kept, func(k keptPack) bool { return k.name == packName })
			if at >= 0 && kept[at].source != SourceMadeHere {
				return &ImportedPackError{Pack: packName}
			}
		}
		p := &pack.Pack{Format: pack.Format, Version: pack.Version, Name: packName}
		others := []*pack.Pack{pack.Builtin()}
		for i, k := range kept {
			if i == at {
				p = k.pack
			} else {
				others = append(others, k.pack)
			}
		}
		if err := change(p); err != nil {
			return err
		}
		if err := p.CheckAmong(others); err != nil {
			return err
		}
		data, err := p.Encode()
		if err != nil {
			return err
		}
		if at < 0 {
			sp, err = s.addPackIn(ctx, tx, p, data, SourceMadeHere)
			return err
		}
		k := kept[at]
		if _, err := tx.ExecContext(ctx, "UPDATE data_packs SET pack = ? WHERE id = ?", encodeState(data), k.id); err != nil {
			return err
		}
		sp = StoredPack{ID: k.id, Name: k.name, Source: SourceMadeHere, Counts: p.Count()}
		return nil
	})
	if err != nil {
		return StoredPack{}, fmt.Errorf("data pack %q: %w", packName, err)
	}
	return sp, nil
}

// keptPack is a data pack as kept, read.
type keptPack struct {
	id           int64
	name, source string
	pack         *pack.Pack
}

// keptPacks reads every pack kept, oldest first; one this version cannot
// read is left out (nothing changes it here).
func keptPacks(ctx context.Context, q querier) ([]keptPack, error) {
	rows, err := q.QueryContext(ctx, "SELECT id, name, source, pack FROM data_packs ORDER BY id")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []keptPack
	for rows.Next() {
		var k keptPack
		var blob []byte
		if err := rows.Scan(&k.id, &k.name, &k.source, &blob); err != nil {
			return nil, err
		}
		if k.pack, err = decodePack(blob); err == nil {
			out = append(out, k)
		}
	}
	return out, rows.Err()
}

// ImportedPackError refuses to change a data pack read from a file: the
// players' own changes go into a pack made here.
type ImportedPackError struct {
	Pack string
}

func (e *ImportedPackError) Error() string {
	return fmt.Sprintf("data pack %q was imported from a file; it is kept as it was read", e.Pack)
}
