package campaign

import (
	"errors"
	"fmt"

	"github.com/haventable/haventable/engine/outpost"
)

// EditGiveResources names GiveResources in the log.
const EditGiveResources = "campaign.give_resources"

// GiveResources gives resources character Character holds (its sheet's
// Resources) to the outpost's supply; Name is what the history calls the
// character. In Frosthaven each character keeps the resources it loots and
// may give them to the town: the store takes them from the sheet and adds
// them to the supply together, or refuses (a character without them, a
// campaign without an outpost).
type GiveResources struct {
	Character int64          `json:"character"`
	Name      string         `json:"name"`
	Give      outpost.Supply `json:"give"`
}

func (GiveResources) edit() {}

// Kind returns EditGiveResources.
func (GiveResources) Kind() string { return EditGiveResources }

// Told names the character and, as Detail, what it gave.
func (e GiveResources) Told() EditPayload {
	return EditPayload{About: e.Name, Detail: e.Give.String()}
}

// Check refuses a gift of nothing, of gold (the sheet's gold is its own)
// or of counts out of range.
func (e GiveResources) Check() error {
	return checkCharacterResources(e.Give, true)
}

// Outpost adds the gift to the supply (the store takes it from the
// character in the same transaction).
func (e GiveResources) Outpost(o outpost.Outpost, d outpost.Data) (outpost.Outpost, error) {
	out, _, err := o.Apply(d, outpost.Change{Gain: e.Give})
	return out, err
}

// Take is the character's resources r without the gift, refused when it
// does not hold all of it.
func (e GiveResources) Take(r outpost.Supply) (outpost.Supply, error) {
	left, err := r.Minus(e.Give)
	if err != nil {
		return r, fmt.Errorf("%s holds %s: %w", e.Name, r, ErrShortResources)
	}
	return left, nil
}

// ErrShortResources means a character gives more resources than it holds.
var ErrShortResources = errors.New("not that many resources")

// checkCharacterResources refuses gold (a character's gold is its sheet's
// Gold), an unknown kind or a count out of range; nonEmpty also refuses
// nothing.
func checkCharacterResources(r outpost.Supply, nonEmpty bool) error {
	if err := r.Validate(); err != nil {
		return fmt.Errorf("resources: %w", err)
	}
	if r.Of(outpost.Gold) != 0 {
		return errors.New("resources: gold is the character's gold, not a resource it holds")
	}
	for _, n := range r {
		if n > MaxCount {
			return fmt.Errorf("resources: %d is out of 0..%d", n, MaxCount)
		}
	}
	if nonEmpty && len(r) == 0 {
		return errors.New("resources: nothing given")
	}
	return nil
}
