package attack

import (
	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/locales"
)

// The message ids of the attack panel's own texts (locales/attack.*.toml).
const (
	msgAttacker        = "AttackAttacker"
	msgValue           = "AttackValue"
	msgModifiers       = "AttackModifiers"
	msgModifierHint    = "AttackModifierHint"
	msgModifierAdd     = "AttackModifierAdd"
	msgBestOrder       = "AttackBestOrder"
	msgNoModifiers     = "AttackNoModifiers"
	msgAdvantage       = "AttackAdvantage"
	msgDisadvantage    = "AttackDisadvantage"
	msgRanged          = "AttackRanged"
	msgRange           = "AttackRange"
	msgOutOfRange      = "AttackOutOfRange"
	msgWalledOff       = "AttackWalledOff"
	msgNotAdjacent     = "AttackNotAdjacent"
	msgOutOfSight      = "AttackOutOfSight"
	msgMarkOutOfRange  = "AttackMarkOutOfRange"
	msgMarkNotAdjacent = "AttackMarkNotAdjacent"
	msgMarkOutOfSight  = "AttackMarkOutOfSight"
	msgPierce          = "AttackPierce"
	msgMaxTargets      = "AttackMaxTargets"
	msgAllTargets      = "AttackAllTargets"
	msgPush            = "AttackPush"
	msgPull            = "AttackPull"
	msgConditions      = "AttackConditions"
	msgElements        = "AttackElements"
	msgTargets         = "AttackTargets"
	msgUseTemplate     = "AttackUseTemplate"
	msgNoTemplate      = "AttackNoTemplate"
	msgNoEnemies       = "AttackNoEnemies"
	msgNoAttacker      = "AttackNoAttacker"
	msgNoTargets       = "AttackNoTargets"
	msgOdds            = "AttackOdds"
	msgDecimalPoint    = "AttackDecimalPoint"
	msgDraw            = "AttackDraw"
	msgApply           = "AttackApply"
	msgDrawFailed      = "AttackDrawFailed"
	msgApplyFailed     = "AttackApplyFailed"
	msgBadModifier     = "AttackBadModifier"
	msgNoScenario      = "AttackNoScenario"
	msgHint            = "AttackHint"
	msgValueInvalid    = "AttackValueInvalid"
	msgPending         = "AttackPending"
	msgApplied         = "AttackApplied"
	msgTargetHeading   = "AttackTargetHeading"
	msgHPChange        = "AttackHPChange"
	msgHPNow           = "AttackHPNow"
	msgDies            = "AttackDies"
	msgExhausted       = "AttackExhausted"
	msgMoneyDrops      = "AttackMoneyDrops"
	msgSummonsRemoved  = "AttackSummonsRemoved"
	msgConditionsGiven = "AttackConditionsGiven"
	msgGone            = "AttackGone"
	msgInfused         = "AttackInfused"
	msgOddsWorking     = "AttackOddsWorking"
	msgJointOdds       = "AttackJointOdds"
	msgJointFalls      = "AttackJointFalls"
	msgCursed          = "AttackCursed"
	msgNoCurseLeft     = "AttackNoCurseLeft"
	msgBlessed         = "AttackBlessed"
	msgNoBlessLeft     = "AttackNoBlessLeft"
	msgForced          = "AttackForced"
	msgOther           = "AttackOther"
	msgKeyDraw         = "AttackKeyDraw"
	msgKeyApply        = "AttackKeyApply"
)

// The message ids of the attack log's steps, one for each of the engine's
// log ids (engine/attack_log.go, whose dotted ids do not follow the
// locale files' naming): the English texts equal engine.LogMessages().
const (
	msgLogValue          = "AttackLogValue"
	msgLogModifierAdd    = "AttackLogModifierAdd"
	msgLogModifierDouble = "AttackLogModifierDouble"
	msgLogPoison         = "AttackLogPoison"
	msgLogSubtotal       = "AttackLogSubtotal"
	msgLogAdvantage      = "AttackLogAdvantage"
	msgLogDisadvantage   = "AttackLogDisadvantage"
	msgLogCard           = "AttackLogCard"
	msgLogCardIgnored    = "AttackLogCardIgnored"
	msgLogCardOrder      = "AttackLogCardOrder"
	msgLogShield         = "AttackLogShield"
	msgLogPierce         = "AttackLogPierce"
	msgLogShieldUsed     = "AttackLogShieldBonusUsed"
	msgLogShieldLost     = "AttackLogShieldBonusLost"
	msgLogNegated        = "AttackLogNegated"
	msgLogNegateUsed     = "AttackLogNegateBonusUsed"
	msgLogNegateLost     = "AttackLogNegateBonusLost"
	msgLogDamage         = "AttackLogDamage"
	msgLogDies           = "AttackLogDies"
	msgLogMoney          = "AttackLogMoney"
	msgLogRetaliate      = "AttackLogRetaliate"
	msgLogRetaliateUsed  = "AttackLogRetaliateBonusUsed"
	msgLogRetaliateLost  = "AttackLogRetaliateBonusLost"
)

// logIDs maps each engine log message id to the panel's message id.
var logIDs = map[string]string{
	engine.MsgAttack:             msgLogValue,
	engine.MsgModifierAdd:        msgLogModifierAdd,
	engine.MsgCardOrder:          msgLogCardOrder,
	engine.MsgModifierDouble:     msgLogModifierDouble,
	engine.MsgPoison:             msgLogPoison,
	engine.MsgSubtotal:           msgLogSubtotal,
	engine.MsgAdvantage:          msgLogAdvantage,
	engine.MsgDisadvantage:       msgLogDisadvantage,
	engine.MsgCard:               msgLogCard,
	engine.MsgCardIgnored:        msgLogCardIgnored,
	engine.MsgShield:             msgLogShield,
	engine.MsgPierce:             msgLogPierce,
	engine.MsgShieldBonusUsed:    msgLogShieldUsed,
	engine.MsgShieldBonusLost:    msgLogShieldLost,
	engine.MsgNegated:            msgLogNegated,
	engine.MsgNegateBonusUsed:    msgLogNegateUsed,
	engine.MsgNegateBonusLost:    msgLogNegateLost,
	engine.MsgDamage:             msgLogDamage,
	engine.MsgDies:               msgLogDies,
	engine.MsgMoney:              msgLogMoney,
	engine.MsgRetaliate:          msgLogRetaliate,
	engine.MsgRetaliateBonusUsed: msgLogRetaliateUsed,
	engine.MsgRetaliateBonusLost: msgLogRetaliateLost,
}

// logStepText translates one step of an attack log.
func logStepText(tr locales.Tr, st engine.LogStep) string {
	d := st.TemplateData()
	args := []any{"Value", d["Value"], "Signed", d["Signed"], "Card", d["Card"]}
	switch st.ID {
	case engine.MsgAttack:
		return tr.T(msgLogValue, args...)
	case engine.MsgModifierAdd:
		return tr.T(msgLogModifierAdd, args...)
	case engine.MsgModifierDouble:
		return tr.T(msgLogModifierDouble, args...)
	case engine.MsgPoison:
		return tr.T(msgLogPoison, args...)
	case engine.MsgSubtotal:
		return tr.T(msgLogSubtotal, args...)
	case engine.MsgAdvantage:
		return tr.T(msgLogAdvantage, args...)
	case engine.MsgDisadvantage:
		return tr.T(msgLogDisadvantage, args...)
	case engine.MsgCard:
		return tr.T(msgLogCard, args...)
	case engine.MsgCardIgnored:
		return tr.T(msgLogCardIgnored, args...)
	case engine.MsgCardOrder:
		return tr.T(msgLogCardOrder, args...)
	case engine.MsgShield:
		return tr.T(msgLogShield, args...)
	case engine.MsgPierce:
		return tr.T(msgLogPierce, args...)
	case engine.MsgShieldBonusUsed:
		return tr.T(msgLogShieldUsed, args...)
	case engine.MsgShieldBonusLost:
		return tr.T(msgLogShieldLost, args...)
	case engine.MsgNegated:
		return tr.T(msgLogNegated, args...)
	case engine.MsgNegateBonusUsed:
		return tr.T(msgLogNegateUsed, args...)
	case engine.MsgNegateBonusLost:
		return tr.T(msgLogNegateLost, args...)
	case engine.MsgDamage:
		return tr.T(msgLogDamage, args...)
	case engine.MsgDies:
		return tr.T(msgLogDies, args...)
	case engine.MsgMoney:
		return tr.T(msgLogMoney, args...)
	case engine.MsgRetaliate:
		return tr.T(msgLogRetaliate, args...)
	case engine.MsgRetaliateBonusUsed:
		return tr.T(msgLogRetaliateUsed, args...)
	case engine.MsgRetaliateBonusLost:
		return tr.T(msgLogRetaliateLost, args...)
	}
	return st.String()
}

// LogText renders an attack log in the player's language, its steps joined
// as engine.Log.String joins them: "Attack 3, +2, ×2 = 10; card −1 = 9;
// shield 1; 8 damage".
func LogText(tr locales.Tr, l engine.Log) string {
	var b []byte
	for i, st := range l {
		b = append(b, l.Separator(i)...)
		b = append(b, logStepText(tr, st)...)
	}
	return string(b)
}
