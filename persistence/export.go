package persistence

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/excerpt"
	"github.com/haventable/haventable/engine/outpost"
	"github.com/haventable/haventable/engine/pack"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/engine/strictjson"
)

// Export files are JSON documents tagged with this format name and version.
const (
	ExportFormat  = "haventable-campaign"
	ExportVersion = 4
)

// The keys versions 1 and 2 wrote in camelCase; version 3 writes every key
// in snake_case, as the engine's snapshots and the stored data do.
var camelKeys = map[string]string{
	"perkMarks": "perk_marks", "scenarioChanged": "scenario_changed", "scenarioBefore": "scenario_before",
	"scenarioAfter": "scenario_after", "scenarioKey": "scenario_key",
	"charactersBefore": "characters_before", "charactersAfter": "characters_after",
}

// MaxExportSize is the largest export file Import reads, in bytes: far
// above a campaign of 10,000 table actions (4.6 MB, imported in about a
// second), far below what would stall the app (reading a file takes about
// six times its size in memory for a moment: 410 MB at this limit).
const MaxExportSize = 64 << 20

// MaxExportText is the most characters any string of an export file
// holds: the longest field of a campaign, a note (campaign.MaxNote). Each
// field's own bound (a name's 200 characters...) is checked once decoded.
const MaxExportText = campaign.MaxNote

// The kinds of the log's actions that start and end a scenario (recorded
// by persistence/play); the others are engine actions (engine.ActionKinds)
// and campaign edits (campaign.IsEdit).
const (
	KindStartScenario = "start-scenario"
	KindEndScenario   = "end-scenario"
)

// ErrBadExport is wrapped by every error Import returns for a file it
// refuses; the message names the field at fault.
var ErrBadExport = errors.New("not a valid Haventable campaign export")

// exportFile is the layout of an export file, version 1. Every field is
// required unless tagged omitempty.
type exportFile struct {
	Format     string            `json:"format"`
	Version    int               `json:"version"`
	Campaign   exportCampaign    `json:"campaign"`
	Characters []exportCharacter `json:"characters"`
	Scenarios  []exportScenario  `json:"scenarios"`
	Notes      []exportNote      `json:"notes"`
	Table      exportTable       `json:"table"`
	// Outpost is a Frosthaven campaign's outpost with its data (absent
	// when it has none; see persistence/outpost.go).
	Outpost *exportOutpost `json:"outpost,omitempty"`
	// CityEvents are a Gloomhaven campaign's city and road event decks
	// with their data (absent before the first draw; persistence/city_events.go).
	CityEvents *exportOutpost `json:"city_events,omitempty"`
	// NextScenario are the events' effects kept for the next scenario's
	// start (absent when none; persistence/next.go).
	NextScenario []campaign.Pending `json:"next_scenario,omitempty"`
	Log          []exportAction     `json:"log"`
	// Packs (version 4) are the data packs kept, each in its own format
	// (docs/data-format.md), so that the campaign's monsters and ability
	// cards travel with it.
	Packs []exportPack `json:"packs,omitempty"`

	packs []*pack.Pack `json:"-"` // Packs read (validate)
}

type exportPack struct {
	Source string          `json:"source"`
	Pack   json.RawMessage `json:"pack"`
}

type exportCampaign struct {
	Name    string      `json:"name"`
	Created time.Time   `json:"created"`
	Party   exportParty `json:"party"`
	// Rules is the campaign's edition (absent from older exports: the
	// default rules).
	Rules string `json:"rules,omitempty"`
}

type exportParty struct {
	Name       string `json:"name"`
	Reputation int    `json:"reputation"`
	Prosperity int    `json:"prosperity"`
	Donations  int    `json:"donations"`
}

type exportCharacter struct {
	ID        int64    `json:"id"`
	Class     string   `json:"class"`
	Name      string   `json:"name"`
	Level     int      `json:"level"`
	XP        int      `json:"xp"`
	Gold      int      `json:"gold"`
	PerkMarks int      `json:"perk_marks"`
	Perks     []string `json:"perks"`
	Retired   bool     `json:"retired"`
	// Items are the items the character owns (items.go); absent from the
	// files of before.
	Items []exportItem `json:"items,omitempty"`
	// Resources are the resources the character holds (Frosthaven);
	// absent from the files of before, and when it holds none.
	Resources outpost.Supply `json:"resources,omitempty"`
	// Quest is the character's personal quest (quests.go); absent when it
	// has none, and from the files of before.
	Quest *campaign.Quest `json:"quest,omitempty"`
	// Picks and Enhancements are the cards picked at its level-ups and the
	// enhancements on its cards (cards.go); absent when it has none, and
	// from the files of before.
	Picks        []int                    `json:"picks,omitempty"`
	Enhancements []engine.CardEnhancement `json:"enhancements,omitempty"`
}

type exportScenario struct {
	ID        string `json:"id"`
	Unlocked  bool   `json:"unlocked"`
	Completed bool   `json:"completed"`
}

type exportNote struct {
	ID      int64     `json:"id"`
	Text    string    `json:"text"`
	Created time.Time `json:"created"`
}

type exportSnapshot struct {
	Version int             `json:"version"`
	State   json.RawMessage `json:"state"`
	// Stored holds, in base64, the bytes of a damaged snapshot as the
	// database keeps them (compressed; see encodeState), when they do not
	// decode to JSON: State is then null, and Import refuses the file. The
	// rest of the campaign is exported all the same.
	Stored []byte `json:"stored,omitempty"`
}

// storedSnapshot is the snapshot kept as (version, state) for export: as
// JSON when it decodes to JSON, otherwise as the stored bytes.
func storedSnapshot(version sql.NullInt64, state []byte) *exportSnapshot {
	if !version.Valid {
		return nil
	}
	js, err := decodeState(state)
	if err == nil && json.Valid(js) {
		return &exportSnapshot{Version: int(version.Int64), State: js}
	}
	return &exportSnapshot{Version: int(version.Int64), State: json.RawMessage("null"), Stored: append([]byte{}, state...)}
}

type exportTable struct {
	// Scenario is null when no scenario is in progress.
	Scenario *exportSnapshot `json:"scenario"`
	Cursor   int64           `json:"cursor"`
}

// exportAction is one logged action with its undo data: the scenario
// before it (when it changed the scenario), the scenario after it (only for
// undone actions, for redo) and the changed character sheets.
type exportAction struct {
	Seq             int64           `json:"seq"`
	Kind            string          `json:"kind"`
	Payload         json.RawMessage `json:"payload"`
	At              time.Time       `json:"at"`
	ScenarioChanged bool            `json:"scenario_changed"`
	ScenarioBefore  *exportSnapshot `json:"scenario_before,omitempty"`
	ScenarioAfter   *exportSnapshot `json:"scenario_after,omitempty"`
	// Replayed (version 2) marks an action whose scenario before it is not
	// kept but rebuilt by replaying the log (Action.Replayable);
	// ScenarioKey is the scenario after an action, kept every so often.
	Replayed         bool              `json:"replayed,omitempty"`
	ScenarioKey      *exportSnapshot   `json:"scenario_key,omitempty"`
	CharactersBefore []exportCharacter `json:"characters_before,omitempty"`
	CharactersAfter  []exportCharacter `json:"characters_after,omitempty"`
	// Compacted (version 3) marks an action of a finished scenario whose
	// undo data is gone (Store.CompactBefore).
	Compacted bool `json:"compacted,omitempty"`
	// SheetBefore and SheetAfter (version 4) are the campaign's sheet
	// before and after a campaign edit (Store.Edit).
	SheetBefore *exportSheet `json:"sheet_before,omitempty"`
	SheetAfter  *exportSheet `json:"sheet_after,omitempty"`
}

func toExportCharacter(c campaign.Character) exportCharacter {
	perks := c.Perks
	if perks == nil {
		perks = []string{}
	}
	return exportCharacter{ID: c.ID, Class: c.Class, Name: c.Name, Level: c.Level, XP: c.XP, Gold: c.Gold,
		PerkMarks: c.PerkMarks, Perks: perks, Retired: c.Retired, Items: toExportItems(c.Items), Resources: c.Resources, Quest: c.Quest,
		Picks: c.Picks, Enhancements: c.Enhancements}
}

func (e exportCharacter) character() campaign.Character {
	c := campaign.Character{ID: e.ID, Class: e.Class, Name: e.Name, Level: e.Level, XP: e.XP, Gold: e.Gold,
		PerkMarks: e.PerkMarks, Retired: e.Retired, Resources: e.Resources.Plus(nil)}
	if len(e.Perks) > 0 {
		c.Perks = append([]string(nil), e.Perks...)
	}
	c.Items = fromExportItems(e.Items)
	c.Quest = e.Quest
	c.Picks, c.Enhancements = slices.Clone(e.Picks), slices.Clone(e.Enhancements)
	return c
}

func toExportSnapshot(s *Snapshot) *exportSnapshot {
	if s == nil {
		return nil
	}
	return &exportSnapshot{Version: s.Version, State: s.State}
}

// Export writes campaign id whole (sheet, scenario in progress, action log
// with its undo history) to w as a versioned JSON document that Import reads.
// The log is written as it is read, one action at a time, so that an export
// never holds the whole log in memory; on an error what was written is
// incomplete (write to a temporary file, as the window's save does).
func (s *Store) Export(ctx context.Context, id int64, w io.Writer) error {
	bw := bufio.NewWriter(w)
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		// The scenario in progress as stored: a damaged one is exported
		// as its bytes, not refused (loadIn would decode it).
		var table exportTable
		var version sql.NullInt64
		var state []byte
		err := tx.QueryRowContext(ctx, "SELECT scenario_version, scenario, cursor FROM tables WHERE campaign_id = ?", id).
			Scan(&version, &state, &table.Cursor)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		table.Scenario = storedSnapshot(version, state)
		var st CampaignState
		var f0 exportFile
		if st.Campaign, err = campaignIn(ctx, tx, id); err != nil {
			return err
		}
		if st.Characters, err = charactersIn(ctx, tx, id, nil); err != nil {
			return fmt.Errorf("characters: %w", err)
		}
		if st.Scenarios, err = scenariosIn(ctx, tx, id); err != nil {
			return fmt.Errorf("scenarios: %w", err)
		}
		if st.Notes, err = notesIn(ctx, tx, id); err != nil {
			return fmt.Errorf("notes: %w", err)
		}
		if f0.Outpost, err = exportOutpostIn(ctx, tx, id); err != nil {
			return err
		}
		if f0.CityEvents, err = exportRowIn(ctx, tx, tableCityEvents, id); err != nil {
			return err
		}
		if f0.NextScenario, err = pendingIn(ctx, tx, id); err != nil {
			return err
		}
		f := exportFile{
			Format: ExportFormat, Version: ExportVersion, Outpost: f0.Outpost, CityEvents: f0.CityEvents, NextScenario: f0.NextScenario,
			Campaign:   exportCampaign{Name: st.Campaign.Name, Created: st.Campaign.Created, Party: exportParty(st.Campaign.Party), Rules: string(st.Campaign.Rules)},
			Characters: []exportCharacter{}, Scenarios: []exportScenario{}, Notes: []exportNote{}, Log: []exportAction{},
			Table: table,
		}
		for _, c := range st.Characters {
			f.Characters = append(f.Characters, toExportCharacter(c))
		}
		for _, sc := range st.Scenarios {
			f.Scenarios = append(f.Scenarios, exportScenario(sc))
		}
		for _, n := range st.Notes {
			f.Notes = append(f.Notes, exportNote(n))
		}
		packs, sources, err := packsIn(ctx, tx)
		if err != nil {
			return err
		}
		var exportPacks []exportPack
		for i := range packs {
			exportPacks = append(exportPacks, exportPack{Source: sources[i], Pack: packs[i]})
		}
		// The document as one line: the file without its log and packs
		// ends in `"log":[]}`; the log's actions go between the brackets,
		// then the packs, as encoding the whole file would write them.
		head, err := encodeLine(f)
		if err != nil {
			return err
		}
		bw.Write(head[:len(head)-len("]}")])
		n := 0
		err = exportLog(ctx, tx, id, func(a exportAction) error {
			line, err := encodeLine(a)
			if err != nil {
				return err
			}
			if n > 0 {
				bw.WriteByte(',')
			}
			n++
			_, err = bw.Write(line)
			return err
		})
		if err != nil {
			return err
		}
		bw.WriteByte(']')
		if len(exportPacks) > 0 {
			line, err := encodeLine(exportPacks)
			if err != nil {
				return err
			}
			bw.WriteString(`,"packs":`)
			bw.Write(line)
		}
		_, err = bw.WriteString("}\n")
		return err
	})
	if err == nil {
		err = bw.Flush()
	}
	if err != nil {
		return fmt.Errorf("export campaign %d: %w", id, err)
	}
	return nil
}

// encodeLine encodes v as the export does (payloads and snapshots kept
// byte for byte), without the encoder's newline.
func encodeLine(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// exportLog reads the action log with its undo data, calling each with
// every action in order.
func exportLog(ctx context.Context, tx *sql.Tx, id int64, each func(exportAction) error) error {
	rows, err := tx.QueryContext(ctx,
		`SELECT seq, kind, payload, at, scenario_changed, scenario_before_version, scenario_before,
		   scenario_after_version, scenario_after, characters_before, characters_after,
		   replayed, scenario_key_version, scenario_key, compacted, sheet_before, sheet_after
		 FROM actions WHERE campaign_id = ? ORDER BY seq`, id)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var a exportAction
		var payload string
		var at int64
		var bv, av, kv sql.NullInt64
		var bs, as, ks []byte
		var cb, ca, sb, sa sql.NullString
		if err := rows.Scan(&a.Seq, &a.Kind, &payload, &at, &a.ScenarioChanged, &bv, &bs, &av, &as, &cb, &ca,
			&a.Replayed, &kv, &ks, &a.Compacted, &sb, &sa); err != nil {
			return err
		}
		for _, pair := range []struct {
			js  sql.NullString
			out **exportSheet
		}{{sb, &a.SheetBefore}, {sa, &a.SheetAfter}} {
			if !pair.js.Valid {
				continue
			}
			*pair.out = new(exportSheet)
			if err := json.Unmarshal([]byte(pair.js.String), *pair.out); err != nil {
				return fmt.Errorf("action %d: campaign sheet: %w", a.Seq, err)
			}
		}
		a.Payload, a.At = json.RawMessage(payload), fromMillis(at)
		a.ScenarioKey, a.ScenarioBefore, a.ScenarioAfter = storedSnapshot(kv, ks), storedSnapshot(bv, bs), storedSnapshot(av, as)
		for _, pair := range []struct {
			js  sql.NullString
			out *[]exportCharacter
		}{{cb, &a.CharactersBefore}, {ca, &a.CharactersAfter}} {
			if !pair.js.Valid {
				continue
			}
			cs, err := decodeSheets([]byte(pair.js.String))
			if err != nil {
				return fmt.Errorf("action %d: character sheets: %w", a.Seq, err)
			}
			*pair.out = []exportCharacter{}
			for _, c := range cs {
				*pair.out = append(*pair.out, toExportCharacter(c))
			}
		}
		if err := each(a); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Import reads a campaign written by Export and adds it to the store as a
// new campaign, which it returns. The whole file (at most MaxExportSize
// bytes) is checked first: every value within the bounds it has when typed
// in the app (engine/campaign), every scenario snapshot in it (the one in
// progress and those of the log) opened with the engine as the table
// would, every action undo would replay done again (replayLog); on any
// error (wrapping ErrBadExport for a bad file, naming the field or log
// entry at fault) nothing is changed.
func (s *Store) Import(ctx context.Context, r io.Reader) (campaign.Campaign, error) {
	f, err := decodeExport(r)
	if err != nil {
		return campaign.Campaign{}, fmt.Errorf("import campaign: %w: %w", ErrBadExport, err)
	}
	var c campaign.Campaign
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		if c, err = insertExport(ctx, tx, f); err != nil {
			return err
		}
		return s.insertPacks(ctx, tx, f)
	})
	if err != nil {
		return campaign.Campaign{}, fmt.Errorf("import campaign %s: %w", excerpt.Quote(f.Campaign.Name), err)
	}
	return c, nil
}

// decodeExport parses and validates an export file of at most
// MaxExportSize bytes (it reads no further).
func decodeExport(r io.Reader) (*exportFile, error) {
	// Every string is checked as it is read: a value longer than any
	// field holds, or one that is not text, is refused at once, naming
	// the field, without reading (or holding) the rest.
	raw, err := io.ReadAll(strictjson.NewCheckedReader(io.LimitReader(r, MaxExportSize+1), MaxExportText))
	if err != nil {
		return nil, err
	}
	if len(raw) > MaxExportSize {
		return nil, fmt.Errorf("the file is larger than %d MB: a campaign export is at most that", MaxExportSize>>20)
	}
	// Check the format and version first, so that a file of another
	// version gets that message rather than one about its fields.
	var head struct {
		Format  *string `json:"format"`
		Version *int    `json:"version"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return nil, fmt.Errorf("invalid JSON: %w", err)
	}
	// encoding/json keeps the last of a key given twice: refuse instead.
	if err := strictjson.CheckDuplicateKeys(raw); err != nil {
		return nil, err
	}
	if head.Format == nil || *head.Format != ExportFormat {
		return nil, fmt.Errorf("format: want %q", ExportFormat)
	}
	if head.Version == nil {
		return nil, errors.New("version: missing")
	}
	if *head.Version < 1 || *head.Version > ExportVersion {
		return nil, fmt.Errorf("version: %d is not supported (this build reads versions 1 to %d)", *head.Version, ExportVersion)
	}
	if *head.Version < 3 {
		if raw, err = snakeKeys(raw); err != nil {
			return nil, fmt.Errorf("invalid JSON: %w", err)
		}
	}
	var f exportFile
	if err := strictjson.Unmarshal(raw, &f); err != nil {
		if errors.Is(err, strictjson.ErrTrailingData) {
			err = errors.New("data after the document")
		}
		return nil, fmt.Errorf("invalid JSON: %w", err)
	}
	var generic any
	if err := json.Unmarshal(raw, &generic); err != nil {
		return nil, fmt.Errorf("invalid JSON: %w", err)
	}
	if err := requireFields("", reflect.TypeOf(f), generic); err != nil {
		return nil, err
	}
	if err := f.validate(); err != nil {
		return nil, err
	}
	return &f, nil
}

// snakeKeys renames the camelCase keys of a version 1 or 2 file (see
// camelKeys) where those versions wrote them: in the characters, and in the
// log's actions and the characters they keep. Payloads and snapshots, the
// engine's own JSON, are left as they are.
func snakeKeys(raw []byte) ([]byte, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(raw, &top); err != nil {
		return nil, err
	}
	rename := func(obj map[string]json.RawMessage) {
		for old, neu := range camelKeys {
			if v, ok := obj[old]; ok {
				if _, clash := obj[neu]; !clash {
					obj[neu] = v
					delete(obj, old)
				}
			}
		}
	}
	// list renames the keys of each object of a list, and of the lists of
	// objects under the given keys of each.
	var list func(raw json.RawMessage, inner ...string) (json.RawMessage, error)
	list = func(raw json.RawMessage, inner ...string) (json.RawMessage, error) {
		var items []map[string]json.RawMessage
		if err := json.Unmarshal(raw, &items); err != nil || items == nil {
			return raw, nil // not a list of objects: the decoder says what is wrong
		}
		for _, it := range items {
			rename(it)
			for _, k := range inner {
				if v, ok := it[k]; ok {
					nv, err := list(v)
					if err != nil {
						return nil, err
					}
					it[k] = nv
				}
			}
		}
		return marshalRaw(items)
	}
	var err error
	if v, ok := top["characters"]; ok {
		if top["characters"], err = list(v); err != nil {
			return nil, err
		}
	}
	if v, ok := top["log"]; ok {
		if top["log"], err = list(v, "charactersBefore", "charactersAfter", "characters_before", "characters_after"); err != nil {
			return nil, err
		}
	}
	return marshalRaw(top)
}

// marshalRaw encodes v keeping the text of its raw values: no "<", ">" or
// "&" escaped, as json.Marshal would.
func marshalRaw(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// requireFields checks that every field of struct type t not tagged
// omitempty is present in the decoded JSON v, recursively; path names the
// place for the error.
func requireFields(path string, t reflect.Type, v any) error {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct:
		if t == reflect.TypeOf(time.Time{}) {
			return nil
		}
		obj, ok := v.(map[string]any)
		if !ok {
			return nil // null or wrong type: decoding or validation reports it
		}
		for i := 0; i < t.NumField(); i++ {
			field := t.Field(i)
			name, opts, _ := strings.Cut(field.Tag.Get("json"), ",")
			if name == "-" || !field.IsExported() {
				continue
			}
			sub, present := obj[name]
			if !present {
				if opts == "omitempty" || opts == "omitzero" {
					continue
				}
				return fmt.Errorf("%s: missing", joinPath(path, name))
			}
			if err := requireFields(joinPath(path, name), field.Type, sub); err != nil {
				return err
			}
		}
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return nil // json.RawMessage
		}
		list, _ := v.([]any)
		for i, item := range list {
			if err := requireFields(fmt.Sprintf("%s[%d]", path, i), t.Elem(), item); err != nil {
				return err
			}
		}
	}
	return nil
}

func joinPath(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

// validate checks everything Import needs; errors name the field at fault.
func (f *exportFile) validate() error {
	f.packs = nil
	for i, ep := range f.Packs {
		p, err := pack.Parse(ep.Pack)
		if err != nil {
			return fmt.Errorf("packs[%d]: %w", i, err)
		}
		f.packs = append(f.packs, p)
	}
	if err := campaign.CheckName("campaign name", f.Campaign.Name); err != nil {
		return fmt.Errorf("campaign.name: %w", err)
	}
	if err := campaign.Party(f.Campaign.Party).Validate(); err != nil {
		return fmt.Errorf("campaign.party: %w", err)
	}
	edition, err := rules.Parse(f.Campaign.Rules)
	if err != nil {
		return fmt.Errorf("campaign.rules: %w", err)
	}
	f.Campaign.Rules = string(edition)
	chars, err := validateRows(f.Characters, f.Scenarios, f.Notes)
	if err != nil {
		return err
	}
	if err := validateExportSnapshot(f.Table.Scenario); err != nil {
		return fmt.Errorf("table.scenario: %w", err)
	}
	if err := f.Outpost.validate(); err != nil {
		return fmt.Errorf("outpost: %w", err)
	}
	if err := f.CityEvents.validate(); err != nil {
		return fmt.Errorf("city_events: %w", err)
	}
	if err := campaign.CheckPending(f.NextScenario); err != nil {
		return fmt.Errorf("next_scenario: %w", err)
	}
	if f.Table.Cursor < 0 || f.Table.Cursor > int64(len(f.Log)) {
		return fmt.Errorf("table.cursor: %d is outside the log of %d actions", f.Table.Cursor, len(f.Log))
	}
	for i, a := range f.Log {
		if err := a.validate(i, f.Table.Cursor, chars); err != nil {
			return fmt.Errorf("log[%d]: %w", i, err)
		}
	}
	if err := f.openScenarios(); err != nil {
		return err
	}
	return f.replayLog()
}

func validateExportCharacter(c exportCharacter) error {
	if c.ID < 1 {
		return fmt.Errorf("id: %d is below 1", c.ID)
	}
	if c.Perks == nil {
		return errors.New("perks: must be a list")
	}
	return c.character().Validate()
}

func validateExportSnapshot(s *exportSnapshot) error {
	if s == nil {
		return nil
	}
	state, err := (Snapshot{Version: s.Version, State: s.State}).validate()
	if err != nil {
		return err
	}
	if string(state) == "null" {
		return errors.New("scenario snapshot state: null")
	}
	return nil
}

// openScenarios opens every scenario snapshot of f with the engine (see
// openSnapshot), on all processors since each takes about a millisecond,
// and returns the error of the first, in file order, that does not open.
// Identical snapshots (a redo's scenario is the next action's before) are
// opened once.
func (f *exportFile) openScenarios() error {
	type named struct {
		field string
		snap  *exportSnapshot
	}
	var all []named
	seen := map[string]bool{}
	add := func(field string, s *exportSnapshot) {
		if s == nil {
			return
		}
		key := fmt.Sprintf("%d:%s", s.Version, s.State)
		if seen[key] {
			return
		}
		seen[key] = true
		all = append(all, named{field, s})
	}
	add("table.scenario", f.Table.Scenario)
	for i, a := range f.Log {
		add(fmt.Sprintf("log[%d]: scenario_before", i), a.ScenarioBefore)
		add(fmt.Sprintf("log[%d]: scenario_after", i), a.ScenarioAfter)
		add(fmt.Sprintf("log[%d]: scenario_key", i), a.ScenarioKey)
	}
	errs := make([]error, len(all))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(all)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= len(all) {
					return
				}
				state, _ := compactJSON(all[i].snap.State)
				errs[i] = openSnapshot(all[i].snap.Version, state)
			}
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return fmt.Errorf("%s: %w", all[i].field, err)
		}
	}
	return nil
}

// openSnapshot checks that this build's engine opens the scenario snapshot
// state of the given version, as the table will when it is played.
func openSnapshot(version int, state []byte) error {
	if !engine.ReadsSnapshotVersion(version) { // older versions are migrated
		return fmt.Errorf("scenario snapshot version %d: this build reads versions 1 to %d", version, engine.SnapshotVersion)
	}
	if _, err := engine.UnmarshalScenario(state); err != nil {
		return err
	}
	return nil
}

// replayLog goes through the log in order as undo and redo will, and does
// again every action they would replay: an action kept as replayed
// (Replayed, no scenario kept before it) must be an engine action this
// build knows, and the engine must do it on the scenario before it (the
// one kept after the action before, or rebuilt by replaying), so that undo
// never stops half way through the log. A campaign edit must be one this
// build knows. Other actions are undone from the scenario kept before them
// and are not replayed (a version 1 file's free-form kinds among them).
// The error names the entry at fault.
func (f *exportFile) replayLog() error {
	var cur *engine.Scenario // the scenario after the actions so far; nil when not known
	open := func(s *exportSnapshot) (*engine.Scenario, error) {
		state, _ := compactJSON(s.State)
		return engine.UnmarshalScenario(state)
	}
	for i, a := range f.Log {
		err := func() error {
			switch {
			case campaign.IsEdit(a.Kind):
				if !campaign.KnownEdit(a.Kind) {
					return errors.New("not a campaign edit this build knows")
				}
				if a.ScenarioChanged {
					return errors.New("a campaign edit does not change the scenario")
				}
				var told campaign.EditPayload
				if err := strictjson.Unmarshal(a.Payload, &told); err != nil {
					return fmt.Errorf("payload: %w", err)
				}
				if n := utf8.RuneCountInString(told.About) + utf8.RuneCountInString(told.Detail); n > campaign.MaxName {
					return fmt.Errorf("payload: %d characters, at most %d", n, campaign.MaxName)
				}
				return nil
			case !a.ScenarioChanged:
				return nil
			case !a.Replayed || a.Compacted:
				// undone from the scenario kept before it (the one after
				// it is kept too), or never
				cur = nil
				return nil
			}
			if !slices.Contains(engine.ActionKinds(), a.Kind) {
				return errors.New("not an action this build knows, and undo would have to do it again")
			}
			entry, err := engine.UnmarshalEntry(a.Payload)
			if err != nil {
				return fmt.Errorf("payload: %w", err)
			}
			if entry.Action.Kind() != a.Kind {
				return fmt.Errorf("payload: a %s action", entry.Action.Kind())
			}
			if cur == nil {
				return errors.New("replayed, but no scenario is kept before it")
			}
			if _, err := cur.Do(entry.Action); err != nil {
				return fmt.Errorf("the engine refuses to do it again: %w", err)
			}
			return nil
		}()
		if err != nil {
			return fmt.Errorf("log[%d] (action %d, %s): %w", i, a.Seq, excerpt.Quote(a.Kind), err)
		}
		if a.ScenarioKey != nil {
			var err error
			if cur, err = open(a.ScenarioKey); err != nil {
				return fmt.Errorf("log[%d]: scenario_key: %w", i, err)
			}
		}
	}
	return nil
}

func (a exportAction) validate(i int, cursor int64, chars map[int64]bool) error {
	if a.Seq != int64(i+1) {
		return fmt.Errorf("seq: %d, want %d", a.Seq, i+1)
	}
	if strings.TrimSpace(a.Kind) == "" {
		return errors.New("kind: must not be blank")
	}
	if _, err := compactJSON(a.Payload); err != nil {
		return fmt.Errorf("payload: %w", err)
	}
	if !a.ScenarioChanged && (a.ScenarioBefore != nil || a.ScenarioAfter != nil || a.ScenarioKey != nil || a.Replayed) {
		return errors.New("scenario_before/scenario_after/scenario_key/replayed: given for an action that did not change the scenario")
	}
	if a.Compacted && (a.ScenarioBefore != nil || a.ScenarioAfter != nil || a.ScenarioKey != nil ||
		a.CharactersBefore != nil || a.CharactersAfter != nil || a.SheetBefore != nil || a.SheetAfter != nil || a.Seq > cursor) {
		return errors.New("compacted: an action of a finished scenario keeps no undo data and is not undone")
	}
	if a.Replayed && a.ScenarioBefore != nil {
		return errors.New("scenario_before: given for a replayed action, which keeps none")
	}
	if err := validateExportSnapshot(a.ScenarioKey); err != nil {
		return fmt.Errorf("scenario_key: %w", err)
	}
	if err := validateExportSnapshot(a.ScenarioBefore); err != nil {
		return fmt.Errorf("scenario_before: %w", err)
	}
	if a.ScenarioAfter != nil && a.Seq <= cursor {
		return errors.New("scenario_after: given for an action that is not undone")
	}
	if err := validateExportSnapshot(a.ScenarioAfter); err != nil {
		return fmt.Errorf("scenario_after: %w", err)
	}
	if (a.SheetBefore == nil) != (a.SheetAfter == nil) {
		return errors.New("sheet_before/sheet_after: give both or neither")
	}
	for _, sh := range []struct {
		name  string
		sheet *exportSheet
	}{{"sheet_before", a.SheetBefore}, {"sheet_after", a.SheetAfter}} {
		if err := sh.sheet.validate(); err != nil {
			return fmt.Errorf("%s.%w", sh.name, err)
		}
	}
	if (a.CharactersBefore == nil) != (a.CharactersAfter == nil) || len(a.CharactersBefore) != len(a.CharactersAfter) {
		return errors.New("charactersBefore/charactersAfter: must list the same characters")
	}
	for j, c := range a.CharactersBefore {
		if err := validateExportCharacter(c); err != nil {
			return fmt.Errorf("charactersBefore[%d]: %w", j, err)
		}
		if !chars[c.ID] {
			return fmt.Errorf("charactersBefore[%d]: character %d is not in characters", j, c.ID)
		}
		d := a.CharactersAfter[j]
		if err := validateExportCharacter(d); err != nil {
			return fmt.Errorf("charactersAfter[%d]: %w", j, err)
		}
		if d.ID != c.ID {
			return fmt.Errorf("charactersAfter[%d]: id %d, want %d as in charactersBefore", j, d.ID, c.ID)
		}
	}
	return nil
}

// insertExport writes a validated export as a new campaign.
func insertExport(ctx context.Context, tx *sql.Tx, f *exportFile) (campaign.Campaign, error) {
	c := campaign.Campaign{Name: f.Campaign.Name, Created: fromMillis(millis(f.Campaign.Created)), Party: campaign.Party(f.Campaign.Party),
		Rules: rules.Edition(f.Campaign.Rules)}
	res, err := tx.ExecContext(ctx,
		`INSERT INTO campaigns (name, created_at, party_name, reputation, prosperity, donations, rules) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		c.Name, millis(c.Created), c.Party.Name, c.Party.Reputation, c.Party.Prosperity, c.Party.Donations, string(c.Rules))
	if err != nil {
		return campaign.Campaign{}, err
	}
	if c.ID, err = res.LastInsertId(); err != nil {
		return campaign.Campaign{}, err
	}
	if err := insertRows(ctx, tx, c.ID, f.Characters, f.Scenarios, f.Notes); err != nil {
		return campaign.Campaign{}, err
	}
	if err := insertOutpost(ctx, tx, c.ID, f.Outpost); err != nil {
		return campaign.Campaign{}, err
	}
	if err := insertRowIn(ctx, tx, tableCityEvents, c.ID, f.CityEvents); err != nil {
		return campaign.Campaign{}, err
	}
	if err := setPendingIn(ctx, tx, c.ID, f.NextScenario); err != nil {
		return campaign.Campaign{}, err
	}
	version, state := snapshotColumns(f.Table.Scenario)
	if _, err := tx.ExecContext(ctx, "INSERT INTO tables (campaign_id, scenario_version, scenario, cursor) VALUES (?, ?, ?, ?)",
		c.ID, version, state, f.Table.Cursor); err != nil {
		return campaign.Campaign{}, fmt.Errorf("table: %w", err)
	}
	stmt, err := tx.PrepareContext(ctx,
		`INSERT INTO actions (campaign_id, seq, kind, payload, at, scenario_changed, scenario_before_version,
		   scenario_before, scenario_after_version, scenario_after, characters_before, characters_after,
		   replayed, scenario_key_version, scenario_key, compacted, sheet_before, sheet_after)
		 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
	if err != nil {
		return campaign.Campaign{}, err
	}
	defer stmt.Close()
	for i, a := range f.Log {
		payload, _ := compactJSON(a.Payload)
		bv, bs := snapshotColumns(a.ScenarioBefore)
		av, as := snapshotColumns(a.ScenarioAfter)
		cb, err := sheetsJSON(a.CharactersBefore)
		if err != nil {
			return campaign.Campaign{}, fmt.Errorf("log[%d]: %w", i, err)
		}
		ca, err := sheetsJSON(a.CharactersAfter)
		if err != nil {
			return campaign.Campaign{}, fmt.Errorf("log[%d]: %w", i, err)
		}
		kv, ks := snapshotColumns(a.ScenarioKey)
		sb, err := sheetJSON(a.SheetBefore)
		if err != nil {
			return campaign.Campaign{}, fmt.Errorf("log[%d]: %w", i, err)
		}
		sa, err := sheetJSON(a.SheetAfter)
		if err != nil {
			return campaign.Campaign{}, fmt.Errorf("log[%d]: %w", i, err)
		}
		if _, err := stmt.ExecContext(ctx, c.ID, a.Seq, a.Kind, string(payload), millis(a.At), a.ScenarioChanged,
			bv, bs, av, as, cb, ca, a.Replayed, kv, ks, a.Compacted, sb, sa); err != nil {
			return campaign.Campaign{}, fmt.Errorf("log[%d]: %w", i, err)
		}
	}
	return c, nil
}

// snapshotColumns encodes s for the (version, state) column pair.
func snapshotColumns(s *exportSnapshot) (version any, state []byte) {
	if s == nil {
		return nil, nil
	}
	js, _ := compactJSON(s.State)
	return s.Version, encodeState(js)
}

// sheetsJSON encodes character sheets as applyCharacters stores them.
func sheetsJSON(es []exportCharacter) (any, error) {
	if es == nil {
		return nil, nil
	}
	cs := make([]campaign.Character, len(es))
	for i, e := range es {
		cs[i] = e.character()
	}
	b, err := encodeSheets(cs)
	if err != nil {
		return nil, err
	}
	return string(b), nil
}

// sheetJSON encodes a campaign sheet as Store.Edit stores it.
func sheetJSON(sh *exportSheet) (any, error) {
	if sh == nil {
		return nil, nil
	}
	b, err := json.Marshal(sh)
	if err != nil {
		return nil, err
	}
	return string(b), nil
}

// validateRows checks the characters, scenarios and notes of an export or
// of a sheet an edit keeps; it returns the characters' IDs.
func validateRows(cs []exportCharacter, scs []exportScenario, ns []exportNote) (map[int64]bool, error) {
	for _, rows := range []struct {
		what     string
		n, limit int
	}{{"characters", len(cs), campaign.MaxCharacters}, {"scenarios", len(scs), campaign.MaxScenarios}, {"notes", len(ns), campaign.MaxNotes}} {
		if rows.n > rows.limit {
			return nil, fmt.Errorf("%s: %d, a campaign holds at most %d", rows.what, rows.n, rows.limit)
		}
	}
	chars := map[int64]bool{}
	for i, c := range cs {
		if err := validateExportCharacter(c); err != nil {
			return nil, fmt.Errorf("characters[%d]: %w", i, err)
		}
		if chars[c.ID] {
			return nil, fmt.Errorf("characters[%d]: id %d appears twice", i, c.ID)
		}
		chars[c.ID] = true
	}
	scenarios := map[string]bool{}
	for i, sc := range scs {
		if err := campaign.CheckScenarioID(sc.ID); err != nil {
			return nil, fmt.Errorf("scenarios[%d].id: %w", i, err)
		}
		if scenarios[sc.ID] {
			return nil, fmt.Errorf("scenarios[%d]: id %q appears twice", i, sc.ID)
		}
		scenarios[sc.ID] = true
	}
	notes := map[int64]bool{}
	for i, n := range ns {
		if n.ID < 1 {
			return nil, fmt.Errorf("notes[%d].id: %d is below 1", i, n.ID)
		}
		if notes[n.ID] {
			return nil, fmt.Errorf("notes[%d]: id %d appears twice", i, n.ID)
		}
		if err := campaign.CheckNote(n.Text); err != nil {
			return nil, fmt.Errorf("notes[%d].text: %w", i, err)
		}
		notes[n.ID] = true
	}
	return chars, nil
}

// insertRows writes the characters, scenarios and notes of an export or of
// a sheet an edit keeps into campaign id.
func insertRows(ctx context.Context, tx *sql.Tx, id int64, cs []exportCharacter, scs []exportScenario, ns []exportNote) error {
	for i, ec := range cs {
		if err := insertCharacter(ctx, tx, id, ec.character()); err != nil {
			return fmt.Errorf("characters[%d]: %w", i, err)
		}
	}
	for i, sc := range scs {
		if _, err := tx.ExecContext(ctx, "INSERT INTO scenarios (campaign_id, scenario, unlocked, completed) VALUES (?, ?, ?, ?)",
			id, sc.ID, sc.Unlocked, sc.Completed); err != nil {
			return fmt.Errorf("scenarios[%d]: %w", i, err)
		}
	}
	for i, n := range ns {
		if _, err := tx.ExecContext(ctx, "INSERT INTO notes (campaign_id, id, text, created_at) VALUES (?, ?, ?, ?)",
			id, n.ID, n.Text, millis(n.Created)); err != nil {
			return fmt.Errorf("notes[%d]: %w", i, err)
		}
	}
	return nil
}

// insertPacks keeps the data packs of an import that the store does not
// hold yet: a pack of the same name and content is not kept twice; one of
// the same name and other content is kept as "Name (2)".
func (s *Store) insertPacks(ctx context.Context, tx *sql.Tx, f *exportFile) error {
	have, _, err := packsIn(ctx, tx)
	if err != nil {
		return err
	}
	for i, p := range f.packs {
		data, err := p.Encode()
		if err != nil {
			return fmt.Errorf("packs[%d]: %w", i, err)
		}
		if slices.ContainsFunc(have, func(h []byte) bool { return bytes.Equal(h, data) }) {
			continue
		}
		if _, err := s.addPackIn(ctx, tx, p, data, f.Packs[i].Source); err != nil {
			return fmt.Errorf("packs[%d]: %w", i, err)
		}
		have = append(have, data)
	}
	return nil
}
