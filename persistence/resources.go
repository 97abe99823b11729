package persistence

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"

	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/outpost"
)

// setResources stores r as the resources character id holds
// (characters.resources: JSON, ” for none).
func setResources(ctx context.Context, q querier, campaignID, id int64, r outpost.Supply) error {
	text := ""
	if len(r) > 0 {
		b, err := json.Marshal(r)
		if err != nil {
			return err
		}
		text = string(b)
	}
	_, err := q.ExecContext(ctx, "UPDATE characters SET resources = ? WHERE campaign_id = ? AND id = ?", text, campaignID, id)
	return err
}

// decodeResources reads what setResources stores.
func decodeResources(text string) (outpost.Supply, error) {
	if text == "" {
		return nil, nil
	}
	var r outpost.Supply
	if err := json.Unmarshal([]byte(text), &r); err != nil {
		return nil, fmt.Errorf("resources: %w", err)
	}
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("resources: %w", err)
	}
	return r.Plus(nil), nil
}

// changeResources changes the resources character who holds with change,
// checking the sheet that results; a character deleted since is an error
// only when must is true (a scenario's reward to a sheet deleted since
// gives nothing, and the scenario still ends).
func changeResources(ctx context.Context, tx *sql.Tx, campaignID, who int64, must bool, change func(outpost.Supply) (outpost.Supply, error)) error {
	chars, err := charactersIn(ctx, tx, campaignID, []int64{who})
	if err != nil {
		return err
	}
	if len(chars) == 0 {
		if must {
			return fmt.Errorf("character %d: %w", who, ErrNotFound)
		}
		return nil
	}
	c := chars[0]
	if c.Resources, err = change(c.Resources); err != nil {
		return err
	}
	if err := c.Validate(); err != nil {
		return err
	}
	return setResources(ctx, tx, campaignID, c.ID, c.Resources)
}

// applyGiveResources takes the gift from the character and puts it into
// the outpost's supply, in one transaction (a campaign without an outpost
// refuses it: campaign.ErrNoOutpost).
func applyGiveResources(ctx context.Context, tx *sql.Tx, e campaign.GiveResources, campaignID int64) error {
	if err := changeResources(ctx, tx, campaignID, e.Character, true, e.Take); err != nil {
		return err
	}
	return applyOutpostEdit(ctx, tx, e, campaignID)
}

// applyOutpostEvent takes from each character what it pays of the
// repairs (campaign.RepairShare), then applies the event to the outpost,
// in one transaction.
func applyOutpostEvent(ctx context.Context, tx *sql.Tx, e campaign.OutpostEvent, campaignID int64) error {
	for _, p := range e.Paid {
		err := changeResources(ctx, tx, campaignID, p.Character, true, func(r outpost.Supply) (outpost.Supply, error) {
			left, err := r.Minus(p.Pay)
			if err != nil {
				return r, fmt.Errorf("%s holds %s, not the %s paid to repair %s: %w", p.CharacterName, r, p.Pay, p.Building, campaign.ErrShortResources)
			}
			return left, nil
		})
		if err != nil {
			return err
		}
	}
	return applyOutpostEdit(ctx, tx, e, campaignID)
}

// applyOperateBuilding takes from each character what it pays of the
// building's loss (campaign.RepairShare: its resources, and its gold for
// gold), refuses a part left unpaid that a character not retired still
// holds (rulebook p. 62: "the party loses as much as possible"), then
// applies the operation to the outpost, in one transaction.
func applyOperateBuilding(ctx context.Context, tx *sql.Tx, e campaign.OperateBuilding, campaignID int64) error {
	for _, p := range e.Paid {
		chars, err := charactersIn(ctx, tx, campaignID, []int64{p.Character})
		if err != nil {
			return err
		}
		if len(chars) == 0 {
			return fmt.Errorf("character %d: %w", p.Character, ErrNotFound)
		}
		c := chars[0]
		gold := p.Pay.Of(outpost.Gold)
		left, err := c.Resources.Minus(p.Pay.Plus(outpost.Supply{outpost.Gold: -gold}))
		if err != nil || c.Gold < gold {
			return fmt.Errorf("%s holds %s and %d gold, not the %s paid for %s: %w", p.CharacterName, c.Resources, c.Gold, p.Pay, p.Building, campaign.ErrShortResources)
		}
		c.Resources, c.Gold = left, c.Gold-gold
		if err := updateCharacter(ctx, tx, campaignID, c); err != nil {
			return err
		}
		if err := setResources(ctx, tx, campaignID, c.ID, c.Resources); err != nil {
			return err
		}
	}
	if len(e.Unpaid) > 0 {
		chars, err := charactersIn(ctx, tx, campaignID, nil)
		if err != nil {
			return err
		}
		for _, c := range chars {
			for r := range e.Unpaid {
				held := c.Resources.Of(r)
				if r == outpost.Gold {
					held = c.Gold
				}
				if !c.Retired && held > 0 {
					return &outpost.RuleError{Rule: outpost.RuleLossAsMuch, Building: e.Name}
				}
			}
		}
	}
	return applyOutpostEdit(ctx, tx, e, campaignID)
}
