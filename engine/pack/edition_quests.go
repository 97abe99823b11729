package pack

import "github.com/haventable/haventable/engine/rules"

// EditionQuests are the personal quest cards of edition e in packs: those
// of the packs made for e, the first pack giving a number winning; when
// none is made for e, those of every pack (engine/campaign's QuestOf keeps
// one on a sheet).
func EditionQuests(packs []*Pack, e rules.Edition) []PersonalQuest {
	return editionCards(packs, e, func(pk *Pack) []PersonalQuest { return pk.PersonalQuests }, func(q PersonalQuest) string { return q.ID })
}
