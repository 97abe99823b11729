package modifier

import (
	"fmt"
	"strings"
)

// MarshalText writes the card in its notation (String), so that a card is a
// JSON string such as "+1 roll push:2".
func (c Card) MarshalText() ([]byte, error) {
	return []byte(c.String()), nil
}

// UnmarshalText reads a card in its notation (ParseCard).
func (c *Card) UnmarshalText(text []byte) error {
	got, err := ParseCard(string(text))
	if err != nil {
		return err
	}
	*c = got
	return nil
}

// ParseEffect reads one added effect as a card token: "push:2", "poison",
// "fire".
func ParseEffect(s string) (Effect, error) {
	if strings.TrimSpace(s) != s || s == "" || strings.ContainsAny(s, " \t\n") {
		return Effect{}, fmt.Errorf("parse effect %q: want one token such as push:2 or fire", s)
	}
	c, err := ParseCard("+0 " + s)
	if err != nil {
		return Effect{}, fmt.Errorf("parse effect %q: %w", s, err)
	}
	es := c.Effects()
	if len(es) != 1 || c.Rolling || c.Shuffle || c.Special != NotSpecial || c.Icon != IconNone {
		return Effect{}, fmt.Errorf("parse effect %q: not an added effect", s)
	}
	return es[0], nil
}

// MarshalText writes the effect as its card token (String).
func (e Effect) MarshalText() ([]byte, error) {
	if _, err := (Card{}).WithEffects(e); err != nil {
		return nil, fmt.Errorf("effect: %w", err)
	}
	return []byte(e.String()), nil
}

// UnmarshalText reads an effect's card token (ParseEffect).
func (e *Effect) UnmarshalText(text []byte) error {
	got, err := ParseEffect(string(text))
	if err != nil {
		return err
	}
	*e = got
	return nil
}

// MarshalText writes the effect kind by name (String): "poison", "fire".
func (k EffectKind) MarshalText() ([]byte, error) {
	if _, ok := ParseEffectKind(k.String()); !ok {
		return nil, fmt.Errorf("effect kind %d has no name", int(k))
	}
	return []byte(k.String()), nil
}

// UnmarshalText reads an effect kind's name (ParseEffectKind).
func (k *EffectKind) UnmarshalText(text []byte) error {
	v, ok := ParseEffectKind(string(text))
	if !ok {
		return fmt.Errorf("unknown effect %q", text)
	}
	*k = v
	return nil
}
