// Package history tells the table's recorded actions in the player's words
// ("Ysolde attacks Cave Rat 2: 4 damage"), for Edit › History and the
// Undo and Redo menu items.
package history

import (
	"encoding/json"
	"strings"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/campaign"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/rules"
	"github.com/haventable/haventable/hexgrid"
	"github.com/haventable/haventable/locales"
	"github.com/haventable/haventable/persistence"
	"github.com/haventable/haventable/persistence/play"
	"github.com/haventable/haventable/ui/cards"
	"github.com/haventable/haventable/ui/names"
	"github.com/haventable/haventable/ui/screen"
)

// Describe tells the logged action a in words. Figures are named as scn
// has them (nil: by their IDs). An action recorded by an earlier version of
// the app, in a form this one no longer reads, is told by when it was done.
func Describe(tr locales.Tr, scn *engine.Scenario, a persistence.LoggedAction) string {
	switch a.Kind {
	case play.KindStartScenario, play.KindEndScenario:
		var p struct {
			Name string `json:"name"`
		}
		json.Unmarshal(a.Payload, &p)
		if a.Kind == play.KindStartScenario {
			if next := play.StartNext(a.Payload); len(next) > 0 {
				text := tr.T("HistoryStartScenarioNext", "Name", p.Name, "Events", campaign.StartNext{Applied: next}.Told().About,
					"Effects", names.NextScenario(tr, campaign.NextOf(next)))
				if short := names.NextShort(tr, play.StartShort(a.Payload)); len(short) > 0 {
					text = tr.T("HistoryStartShort", "Text", text, "Short", strings.Join(short, " "))
				}
				return text
			}
			return tr.T("HistoryStartScenario", "Name", p.Name)
		}
		text := tr.T("HistoryEndScenario", "Name", p.Name)
		if _, won, ok := play.EndPayload(a.Payload); ok && won {
			text = tr.T("HistoryScenarioWon", "Name", p.Name)
		} else if ok {
			text = tr.T("HistoryScenarioLost", "Name", p.Name)
		}
		if supply := play.EndSupply(a.Payload); supply != "" {
			text = tr.T("HistoryScenarioLootSupply", "Text", text, "Supply", SupplyWords(tr, supply))
		}
		if r := play.EndOutpostReward(a.Payload); r != "" {
			text = tr.T("HistoryScenarioOutpostReward", "Text", text, "What", RewardWords(tr, r))
		}
		if sec, r := play.EndConclusion(a.Payload); sec != "" && r != "" {
			text = tr.T("HistoryScenarioConclusionReward", "Text", text, "Section", sec, "What", RewardWords(tr, r))
		} else if sec != "" {
			text = tr.T("HistoryScenarioConclusion", "Text", text, "Section", sec)
		}
		return text
	}
	if campaign.IsEdit(a.Kind) {
		return describeEdit(tr, a)
	}
	e, err := engine.UnmarshalEntry(a.Payload)
	if err != nil {
		return tr.T("HistoryEarlier")
	}
	return describe(tr, scn, e)
}

func describe(tr locales.Tr, scn *engine.Scenario, e engine.Entry) string {
	name := func(id string) string { return screen.NameOf(scn, id) }
	hex := func(h hexgrid.Hex) string { return h.String() }
	effect := func(k modifier.EffectKind) string { return cards.EffectLabel(tr, modifier.Effect{Kind: k}) }
	deck := func(key string) string {
		switch key {
		case "":
			return tr.T("HistoryMonsterDeck")
		case engine.AllyDeckKey:
			return tr.T("HistoryAllyDeck")
		}
		return tr.T("HistoryDeckOf", "Name", name(key))
	}
	r := e.Summary
	if s, ok := describeHand(tr, scn, name, e.Action, r); ok {
		return s
	}
	if s, ok := describeItem(tr, scn, name, e.Action, r); ok {
		return s
	}
	switch a := e.Action.(type) {
	case engine.Move:
		return tr.T("HistoryMove", "Name", name(a.Figure), "Hex", hex(a.To))
	case engine.MoveAlong:
		if len(a.Path) == 0 {
			return tr.T("HistoryEarlier")
		}
		text := tr.T("HistoryMove", "Name", name(a.Figure), "Hex", hex(a.Path[len(a.Path)-1]))
		for _, sp := range r.Sprung {
			if sp.Trap {
				text += "; " + tr.N("HistoryTrapSprung", sp.Damage, "Hex", hex(sp.At), "Count", sp.Damage)
			} else {
				text += "; " + tr.N("HistoryHazard", sp.Damage, "Hex", hex(sp.At), "Count", sp.Damage)
			}
		}
		return fell(tr, name, r, text)
	case engine.RemoveFigure:
		return tr.T("HistoryRemoveFigure", "Name", name(a.Figure))
	case engine.OpenDoor:
		if scn != nil && scn.WithoutMap() && len(r.Revealed) > 0 { // no door the players see
			return tr.N("HistoryRevealedAtTable", len(r.Appeared), "Rooms", strings.Join(r.Revealed, ", "), "Count", len(r.Appeared))
		}
		text := tr.T("HistoryOpenDoor", "Hex", hex(a.At))
		if len(r.Revealed) > 0 {
			text = tr.N("HistoryRevealed", len(r.Appeared), "Text", text,
				"Rooms", strings.Join(r.Revealed, ", "), "Count", len(r.Appeared))
		}
		return text
	case engine.PlaceMoney:
		return tr.N("HistoryPlaceMoney", a.Count, "Count", a.Count, "Hex", hex(a.At))
	case engine.MoveMoney:
		return tr.T("HistoryMoveMoney", "From", hex(a.From), "To", hex(a.To))
	case engine.LootMoney:
		text := tr.N("HistoryLootMoney", r.Looted, "Count", r.Looted, "Hex", hex(a.At))
		if r.LootedBy != "" {
			text = tr.T("HistoryLootedBy", "Text", text, "Name", name(r.LootedBy))
		}
		if len(r.Loot) > 0 || scn != nil && scn.HasLootDeck() {
			text = tr.T("HistoryLootCards", "Text", text, "Cards", names.LootCards(tr, r.Loot))
		}
		return text
	case engine.LootChest:
		return fell(tr, name, r, chest(tr, name, effect, r))
	case engine.LootToken:
		return lootText(tr, scn, name(r.LootedBy), r)
	case engine.GainXP:
		if a.Amount < 0 {
			return tr.N("HistoryLoseXP", -a.Amount, "Name", name(a.Character), "Count", -a.Amount)
		}
		return tr.N("HistoryGainXP", a.Amount, "Name", name(a.Character), "Count", a.Amount)
	case engine.Exhaust:
		return tr.T("HistoryExhaust", "Name", name(a.Character))
	case engine.SetMaxHP:
		return tr.T("HistoryMaxHP", "Name", name(a.Figure), "Max", a.MaxHP)
	case engine.AddStandee:
		if a.Summoner != "" {
			return tr.T("HistorySummonedBy", "Name", name(r.Added), "Summoner", name(a.Summoner), "Hex", hex(a.At))
		}
		if scn != nil && scn.WithoutMap() { // a place at the table, no hex
			return tr.T("HistoryAddStandeeAtTable", "Name", name(r.Added))
		}
		return tr.T("HistoryAddStandee", "Name", name(r.Added), "Hex", hex(a.At))
	case engine.AddSummon:
		return tr.T("HistorySummonedBy", "Name", a.Name, "Summoner", name(a.Summoner), "Hex", hex(a.At))
	case engine.DamageFigure:
		return fell(tr, name, r, sufferText(tr, name(a.Figure), r))
	case engine.HealFigure:
		return tr.N("HistoryHeal", r.Healed, "Name", name(a.Figure), "Count", r.Healed)
	case engine.SetCondition:
		if a.Held {
			return tr.T("HistoryConditionGained", "Name", name(a.Figure), "Condition", effect(a.Condition))
		}
		return tr.T("HistoryConditionLost", "Name", name(a.Figure), "Condition", effect(a.Condition))
	case engine.AddBonus:
		return tr.T("HistoryBonusAdded", "Name", name(a.Figure))
	case engine.RemoveBonus:
		return tr.T("HistoryBonusRemoved", "Name", name(a.Figure))
	case engine.NextTurn:
		if r.Started == "" {
			return tr.T("HistoryAllTurnsTaken")
		}
		text := tr.T("HistoryTurnStarted", "Name", name(r.Started))
		if r.Treasure != "" {
			text = chest(tr, name, effect, r) + "; " + text
		}
		if r.Looted > 0 {
			text = lootText(tr, scn, name(r.LootedBy), r) + "; " + text
		}
		if b := baneText(tr, name(r.Ended), r); b != "" {
			text = b + "; " + text
		}
		if r.Regenerated > 0 {
			text += ", " + tr.N("HistoryRegenerated", r.Regenerated, "Name", name(r.Started), "Count", r.Regenerated)
		}
		if r.Damage > 0 || r.Negated {
			text += ", " + sufferText(tr, name(r.Started), r)
		}
		if r.CardXP > 0 {
			text += ", " + tr.N("HistoryCardXP", r.CardXP, "Name", name(r.Started), "Count", r.CardXP)
		}
		if r.Healed > 0 {
			text += ", " + tr.N("HistoryRested", r.Healed, "Name", name(r.Started), "Count", r.Healed)
		}
		if r.RestLong {
			text += ", " + tr.T("HistoryLongRestCards", "Name", name(r.Started), "Of", r.RestOf)
		}
		if r.RestItems > 0 {
			text += ", " + tr.N("HistoryLongRestItems", r.RestItems, "Count", r.RestItems)
		}
		text += cardText(tr, r)
		return fell(tr, name, r, text)
	case engine.EndTurn:
		text := tr.T("HistoryTurnEnded", "Name", name(r.Ended)) + cardText(tr, r)
		if r.Treasure != "" {
			text = chest(tr, name, effect, r) + "; " + text
		}
		if r.Looted > 0 {
			text = lootText(tr, scn, name(r.LootedBy), r) + "; " + text
		}
		if b := baneText(tr, name(r.Ended), r); b != "" {
			text += ", " + b
		}
		return fell(tr, name, r, text)
	case engine.EndRound:
		return fell(tr, name, r, tr.T("HistoryEndRound", "Round", r.Round))
	case engine.SetHand:
		if a.Size == 0 {
			return tr.T("HistoryHandUncounted", "Name", name(a.Character))
		}
		return tr.N("HistoryHand", a.Size, "Name", name(a.Character), "Count", a.Size)
	case engine.PlayCards:
		return tr.T("HistoryPlayCards", "Name", name(a.Character), "Discarded", a.Discarded, "Lost", a.Lost)
	case engine.ShortRest:
		return tr.T("HistoryShortRest", "Name", name(a.Character), "Lost", r.RestLost, "Of", r.RestOf)
	case engine.Infuse:
		return tr.T("HistoryInfuse", "Element", effect(a.Element))
	case engine.Consume:
		return tr.T("HistoryConsume", "Element", effect(a.Element))
	case engine.SetInitiative:
		if a.Second == 0 { // no second card given
			return tr.T("HistoryInitiativeLeading", "Name", name(a.Character), "Leading", a.Leading)
		}
		return tr.T("HistoryInitiative", "Name", name(a.Character), "Leading", a.Leading, "Second", a.Second)
	case engine.LongRest:
		return tr.T("HistoryLongRest", "Name", name(a.Character))
	case engine.SetMonsterInitiative:
		return tr.T("HistoryMonsterInitiative", "Type", names.Type(scn, a.Type), "Initiative", a.Initiative)
	case engine.DrawAbilities:
		drawn := make([]string, len(r.Abilities))
		for i, d := range r.Abilities {
			drawn[i] = tr.T("HistoryMonsterInitiative", "Type", names.Type(scn, d.Type), "Initiative", d.Initiative)
		}
		return tr.T("HistoryDrawAbilities", "Drawn", strings.Join(drawn, "; "))
	case engine.DrawAttack:
		targets := make([]string, len(a.Targets))
		for i, id := range a.Targets {
			targets[i] = name(id)
		}
		if a.Attack.Ranged && a.Attack.Range > 0 {
			return tr.T("HistoryDrawRangedAttack", "Name", name(a.Attacker), "Value", a.Attack.Value,
				"Range", a.Attack.Range, "Targets", strings.Join(targets, ", "))
		}
		return tr.T("HistoryDrawAttack", "Name", name(a.Attacker), "Value", a.Attack.Value,
			"Targets", strings.Join(targets, ", "))
	case engine.ApplyAttack:
		hits := make([]string, len(r.Hits))
		for i, h := range r.Hits {
			hits[i] = tr.N("HistoryHit", h.Damage, "Name", name(h.Target), "Count", h.Damage)
		}
		return fell(tr, name, r, tr.T("HistoryApplyAttack", "Name", name(r.Attacker), "Hits", strings.Join(hits, "; ")))
	case engine.AddCard:
		return tr.T("HistoryAddCard", "Card", cards.Text(tr, a.Card), "Deck", deck(a.Deck))
	case engine.DrawCard:
		c, err := modifier.ParseCard(r.Card)
		text := r.Card
		if err == nil {
			text = cards.Text(tr, c)
		}
		return tr.T("HistoryDrawCard", "Card", text, "Deck", deck(a.Deck))
	case engine.ResetDeck:
		return tr.T("HistoryResetDeck", "Deck", deck(a.Deck))
	case engine.SetImbuement:
		switch a.Level {
		case modifier.Imbued:
			return tr.T("HistoryImbued")
		case modifier.AdvancedImbued:
			return tr.T("HistoryAdvancedImbued")
		}
		return tr.T("HistoryNotImbued")
	}
	return tr.T("HistoryEarlier")
}

// baneText tells the damage a bane did as a turn ended; "" for none.
func baneText(tr locales.Tr, name string, r engine.Summary) string {
	switch {
	case r.BaneNegated:
		return tr.T("HistoryBaneNegated", "Name", name)
	case r.Bane > 0:
		return tr.N("HistoryBane", r.Bane, "Name", name, "Count", r.Bane)
	}
	return ""
}

// sufferText tells the damage a figure suffered, or that it was negated.
func sufferText(tr locales.Tr, name string, r engine.Summary) string {
	if r.Negated {
		return tr.T("HistoryNegated", "Name", name)
	}
	return tr.N("HistoryDamage", r.Damage, "Name", name, "Count", r.Damage)
}

// fell adds who fell to text.
func fell(tr locales.Tr, name func(string) string, r engine.Summary, text string) string {
	for _, id := range r.Fell {
		text += "; " + tr.T("HistoryFell", "Name", name(id))
	}
	return text
}

// lootText tells the tokens a character looted at the end of its turn, and
// the loot cards they drew in a scenario with a loot deck.
func lootText(tr locales.Tr, scn *engine.Scenario, who string, r engine.Summary) string {
	text := tr.N("HistoryEndTurnLoot", r.Looted, "Name", who, "Count", r.Looted)
	if len(r.Loot) > 0 || scn != nil && scn.HasLootDeck() {
		text = tr.T("HistoryLootCards", "Text", text, "Cards", names.LootCards(tr, r.Loot))
	}
	return text
}

// describeEdit tells a campaign edit (campaign.Edit) in words.
func describeEdit(tr locales.Tr, a persistence.LoggedAction) string {
	var p campaign.EditPayload
	if err := json.Unmarshal(a.Payload, &p); err != nil {
		return tr.T("HistoryEarlier")
	}
	switch a.Kind {
	case campaign.EditRename:
		return tr.T("HistoryEditRename", "Name", p.About)
	case campaign.EditParty:
		return tr.T("HistoryEditParty")
	case campaign.EditRules:
		e, err := rules.Parse(p.About)
		if err != nil {
			return tr.T("HistoryEarlier")
		}
		return tr.T("HistoryEditRules", "Rules", names.Rules(tr, e))
	case campaign.EditAddCharacter:
		return tr.T("HistoryEditAddCharacter", "Name", p.About)
	case campaign.EditSaveCharacter:
		return tr.T("HistoryEditSaveCharacter", "Name", p.About)
	case campaign.EditDeleteCharacter:
		return tr.T("HistoryEditDeleteCharacter", "Name", p.About)
	case campaign.EditScenario:
		switch p.Detail {
		case "completed":
			return tr.T("HistoryEditScenarioCompleted", "Name", p.About)
		case "unlocked":
			return tr.T("HistoryEditScenarioUnlocked", "Name", p.About)
		}
		return tr.T("HistoryEditScenarioLocked", "Name", p.About)
	case campaign.EditAddNote:
		return tr.T("HistoryEditAddNote", "Text", p.About)
	case campaign.EditNote:
		return tr.T("HistoryEditNote", "Text", p.About)
	case campaign.EditDeleteNote:
		return tr.T("HistoryEditDeleteNote", "Text", p.About)
	case campaign.EditBuyItem, campaign.EditSellItem:
		return itemEditText(tr, a.Kind, p)
	case campaign.EditLeaveItems:
		if p.Detail == "" {
			return tr.T("HistoryEditBringAll", "Name", p.About)
		}
		return tr.T("HistoryEditLeaveItems", "Name", p.About, "Items", strings.ReplaceAll(p.Detail, "\n", ", "))
	case campaign.EditPickCard, campaign.EditEnhance:
		return cardEditText(tr, a.Kind, p)
	case campaign.EditChooseQuest:
		return tr.T("HistoryEditChooseQuest", "Name", p.About)
	case campaign.EditQuestCount, campaign.EditQuestAdvance:
		return tr.T("HistoryEditQuestCount", "Name", p.About)
	case campaign.EditRetire:
		if p.Detail == "" {
			return tr.T("HistoryEditRetire", "Name", p.About)
		}
		return tr.T("HistoryEditRetireOpens", "Name", p.About, "Opens", p.Detail)
	}
	if text, ok := describeOutpostEdit(tr, a.Kind, p); ok {
		return text
	}
	return tr.T("HistoryEarlier")
}

// cardText tells what a monster's ability card did as its turn started or
// ended (", shield 2 and retaliate 2 from its card until the end of the
// round"), "" when nothing.
func cardText(tr locales.Tr, r engine.Summary) string {
	text := ""
	if r.CardShield > 0 || r.CardRetaliate > 0 {
		text += ", " + tr.T("HistoryCardBonuses", "Shield", r.CardShield, "Retaliate", r.CardRetaliate)
	}
	if r.CardHealed > 0 {
		text += ", " + tr.N("HistoryCardHealed", r.CardHealed, "Count", r.CardHealed)
	}
	return text
}

// chest tells the treasure chest opened in r: what it gave, or which
// treasure to read in the book.
func chest(tr locales.Tr, name func(string) string, effect func(modifier.EffectKind) string, r engine.Summary) string {
	return names.Chest(tr, name(r.LootedBy), r.Treasure, names.Treasure(tr, r.Gives, effect))
}
