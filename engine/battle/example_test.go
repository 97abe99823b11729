package battle_test

import (
	"errors"
	"fmt"

	"github.com/haventable/haventable/engine/battle"
)

// A screen's round trip: list the cards, play abilities, answer the question
// an ability raises, end the phase and read the outcome.
func Example() {
	b, err := battle.New(battle.PhaseBattle,
		battle.CardSpec{ID: "hero", Kind: battle.Hero, Owner: battle.Player1, Strength: battle.Int(6), Toughness: battle.Int(3), InPlay: true, InBattle: true},
		battle.CardSpec{ID: "scout", Kind: battle.Hero, Owner: battle.Player1, Strength: battle.Int(1), Toughness: battle.Int(1), InPlay: true},
		battle.CardSpec{ID: "ec", Kind: battle.EvilCharacter, Owner: battle.Player2, Strength: battle.Int(7), Toughness: battle.Int(9), InPlay: true, InBattle: true},
	)
	if err != nil {
		panic(err)
	}
	// "+1/+1 for each Hero in your territory" on the hero, until the end of the phase.
	b.Apply(battle.Change{Target: "hero", Strength: battle.Int(1), Toughness: battle.Int(1), Ongoing: true,
		Per: &battle.Count{Kinds: []battle.Kind{battle.Hero}, Owners: []battle.Player{battle.Player1}}})
	// Halve the evil character.
	b.Apply(battle.Multiply{Target: "ec", Factor: battle.MustParse("1/2"), Stats: battle.Both})
	// "Strength becomes 5" would lower the hero's 8: the player is asked.
	set := battle.Set{Target: "hero", Stats: battle.Strength, Strength: battle.Int(5)}
	_, err = b.Apply(set)
	var qe *battle.QuestionError
	if errors.As(err, &qe) {
		fmt.Println("question:", qe.Questions[0])
		declined, _ := battle.Answered(set, battle.Decline)
		b.Apply(declined)
	}
	for _, c := range b.Cards() {
		fmt.Printf("%s: strength %s, toughness %s\n", c.ID, c.Strength, c.Toughness)
	}
	o, _ := b.Outcome()
	fmt.Println(o)
	// The end of the battle phase ends the battle: the defeated side's
	// cards in it are discarded, the others leave it.
	fmt.Println("discarded:", b.EndPhase())
	_, err = b.Outcome()
	fmt.Println(b.Phase(), "phase:", err)
	// Output:
	// question: hero: lowering strength to the value is optional (accept or decline)
	// hero: strength 8, toughness 5
	// scout: strength 1, toughness 1
	// ec: strength 7/2, toughness 9/2
	// player 1 (strength 8, toughness 5) against player 2 (strength 7/2, toughness 9/2): player 1 wins
	// discarded: [ec]
	// discard phase: outcome: no battle: player 1 has no character in battle
}
