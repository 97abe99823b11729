package outpost

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// This file keeps which rewards the outpost was given once per campaign:
// a scenario's rewards (Frosthaven rulebook p. 48, "Completed Scenario":
// "the rewards from each scenario can only be gained once per campaign,
// so skip this step if replaying a completed scenario") and a section's
// (docs/outpost.md, "Rewards once per campaign").

// ErrRewardsGained refuses rewards the outpost was given already: a
// scenario completed again, a section read again.
var ErrRewardsGained = errors.New("these rewards were gained already")

// MaxGained bounds how many scenarios and sections an outpost keeps as
// rewarded (each list).
const MaxGained = 2000

// RewardsGained reports whether the rewards of the scenario called title
// were given to the outpost.
func (o Outpost) RewardsGained(title string) bool {
	return slices.Contains(o.Rewarded, strings.TrimSpace(title))
}

// SectionGained reports whether the rewards of section number section
// ("3.1") were given to the outpost.
func (o Outpost) SectionGained(section string) bool {
	return slices.Contains(o.SectionsRead, strings.TrimSpace(section))
}

// GainRewards records that the scenario called title gave the outpost
// its rewards; ErrRewardsGained when it did already.
func (o Outpost) GainRewards(title string) (Outpost, error) {
	list, err := gain(o.Rewarded, title, "scenario")
	if err != nil {
		return o, err
	}
	o.Rewarded = list
	return o, nil
}

// GainSection records that section number section gave the outpost its
// rewards; ErrRewardsGained when it did already.
func (o Outpost) GainSection(section string) (Outpost, error) {
	list, err := gain(o.SectionsRead, section, "section")
	if err != nil {
		return o, err
	}
	o.SectionsRead = list
	return o, nil
}

// gain is list with key added, refusing a key there already.
func gain(list []string, key, what string) ([]string, error) {
	key = strings.TrimSpace(key)
	if err := checkText(what, key); err != nil {
		return list, err
	}
	if slices.Contains(list, key) {
		return list, fmt.Errorf("%s %s: %w", what, key, ErrRewardsGained)
	}
	return append(slices.Clone(list), key), nil
}

// checkGained refuses a list of rewards gained too long, repeated or
// blank.
func checkGained(what string, list []string) error {
	if len(list) > MaxGained {
		return fmt.Errorf("%d %ss rewarded, at most %d", len(list), what, MaxGained)
	}
	seen := map[string]bool{}
	for _, k := range list {
		if err := checkText(what+" rewarded", k); err != nil {
			return err
		}
		if seen[k] {
			return fmt.Errorf("%s %q rewarded twice", what, k)
		}
		seen[k] = true
	}
	return nil
}
