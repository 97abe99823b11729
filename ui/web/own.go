package web

import (
	"math/big"
	"slices"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/names"
	"github.com/haventable/haventable/ui/spinner"
)

// OwnOut is a character as its own player sees it on the page, with what
// the page lets them change.
type OwnOut struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	HP    int    `json:"hp"`
	MaxHP int    `json:"max_hp"`
	// Conditions are the conditions of every edition and those the
	// character holds, in the game's order, each held or not.
	Conditions []ConditionOut `json:"conditions"`
	// Chosen is true once the character's initiative is set this round:
	// Leading and Second are its cards' (LongRest: a long rest).
	Chosen   bool `json:"chosen"`
	Leading  int  `json:"leading,omitempty"`
	Second   int  `json:"second,omitempty"`
	LongRest bool `json:"long_rest,omitempty"`
	// HandKept is true when the table keeps the character's cards: its
	// initiative is its leading card's, chosen at the table, and the page
	// offers no fields to type it (the engine refuses a typed one).
	HandKept bool `json:"hand_kept,omitempty"`
	// Turn is true while it is the character's turn (the player may end
	// it).
	Turn bool `json:"turn,omitempty"`
	// Draw and Discard count the cards of its modifier deck; Drawn is the
	// last card drawn (the discard pile's top), in words.
	Draw    int    `json:"draw"`
	Discard int    `json:"discard"`
	Drawn   string `json:"drawn,omitempty"`

	deck    modifier.DeckState // for the odds (a copy)
	hasDeck bool
}

// ConditionOut is a condition and whether the character holds it.
type ConditionOut struct {
	Kind string `json:"kind"` // as engine actions name it
	Name string `json:"name"`
	Held bool   `json:"held,omitempty"`
}

// PlayerWords are the words of a player's controls on the page.
type PlayerWords struct {
	You        string `json:"you"`
	Initiative string `json:"initiative"`
	Leading    string `json:"leading"`
	Second     string `json:"second"`
	Choose     string `json:"choose"`
	LongRest   string `json:"long_rest"`
	FromCards  string `json:"from_cards"`
	HitPoints  string `json:"hit_points"`
	Conditions string `json:"conditions_title"`
	Deck       string `json:"deck"`
	Draw       string `json:"draw"`
	DeckCounts string `json:"deck_counts"` // {draw} and {discard} replaced by the page
	Drawn      string `json:"drawn"`
	Attack     string `json:"attack"`
	Odds       string `json:"odds"`
	Expected   string `json:"expected"` // {value}
	EndTurn    string `json:"end_turn"`
	Busy       string `json:"busy"`
}

func playerWords(tr locales.Tr) PlayerWords {
	return PlayerWords{
		You: tr.T("WebYou"), Initiative: tr.T("WebInitiative"), Leading: tr.T("WebLeading"), Second: tr.T("WebSecond"),
		Choose: tr.T("WebChoose"), LongRest: tr.T("WebLongRest"), FromCards: tr.T("WebFromCards"), HitPoints: tr.T("WebHitPoints"),
		Conditions: tr.T("WebConditions"), Deck: tr.T("WebDeck"), Draw: tr.T("WebDraw"),
		DeckCounts: tr.T("WebDeckCounts", "Draw", "{draw}", "Discard", "{discard}"), Drawn: tr.T("WebDrawn"),
		Attack: tr.T("WebAttack"), Odds: tr.T("WebOdds"), Expected: tr.T("DecksExpected", "Value", "{value}"),
		EndTurn: tr.T("WebEndTurn"), Busy: tr.T("WebBusy"),
	}
}

// ownOf is every character's own part of the page, by ID.
func ownOf(tr locales.Tr, scn *engine.Scenario) map[string]OwnOut {
	out := map[string]OwnOut{}
	active, _ := scn.Active()
	for _, f := range scn.Figures() {
		if f.Kind != engine.KindCharacter {
			continue
		}
		o := OwnOut{ID: f.ID, Name: names.Figure(f), HP: f.HP, MaxHP: f.MaxHP, Turn: active == f.ID,
			Conditions: []ConditionOut{}}
		for _, k := range engine.ConditionKinds {
			if !slices.Contains(engine.BaseConditions, k) && !f.Conditions.Has(k) {
				continue // a later edition's, shown when held
			}
			o.Conditions = append(o.Conditions, ConditionOut{Kind: k.String(),
				Name: cards.EffectLabel(tr, modifier.Effect{Kind: k}), Held: f.Conditions.Has(k)})
		}
		if in, ok := scn.InitiativeOf(f.ID); ok {
			o.Chosen, o.Leading, o.Second, o.LongRest = true, in.Leading, in.Second, in.LongRest
		}
		_, o.HandKept = scn.HandOf(f.ID)
		if d, ok := scn.Deck(f.ID); ok {
			o.deck, o.hasDeck = d, true
			o.Draw, o.Discard = len(d.Draw), len(d.Discard)
			if n := len(d.Discard); n > 0 {
				o.Drawn = cards.Text(tr, d.Discard[n-1])
			}
		}
		out[f.ID] = o
	}
	return out
}

// OddsOut are the exact odds of an attack drawn from a character's deck
// as it stands, with no target: the chance of each damage, and the
// expected damage.
type OddsOut struct {
	Damage   []DamageOut `json:"damage"`
	Expected string      `json:"expected"`
}

// DamageOut is the exact chance of one damage: a fraction and a percentage.
type DamageOut struct {
	Damage  int    `json:"damage"`
	Exact   string `json:"exact"`
	Percent string `json:"percent"`
}

// noTarget stands for no target in the odds: hit points no attack reaches.
const noTarget = 1000

// oddsOf works out the odds (engine/modifier) of an attack drawn from deck.
func oddsOf(tr locales.Tr, deck modifier.DeckState, a modifier.Attack) (OddsOut, error) {
	deck.InPlay, deck.Attacking = nil, false
	dist, err := deck.Odds(a, modifier.Defender{ID: "none", HP: noTarget})
	if err != nil {
		return OddsOut{}, err
	}
	out := OddsOut{Damage: []DamageOut{}, Expected: spinner.Decimal(tr, dist.ExpectedDamage(), 2)}
	hundred := big.NewRat(100, 1)
	for _, d := range dist.Damage() {
		out.Damage = append(out.Damage, DamageOut{Damage: d.Damage, Exact: d.Probability.RatString(),
			Percent: tr.T("DecksPercent", "Value", spinner.Decimal(tr, new(big.Rat).Mul(d.Probability, hundred), 1))})
	}
	return out, nil
}
