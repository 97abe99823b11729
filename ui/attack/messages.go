package attack

import (
	"github.com/haventable/haventable/engine/modifier"
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
	msgMoreConditions  = "AttackMoreConditions"
	msgElements        = "AttackElements"
	msgTargets         = "AttackTargets"
	msgUseTemplate     = "AttackUseTemplate"
	msgNoTemplate      = "AttackNoTemplate"
	msgNoEnemies       = "AttackNoEnemies"
	msgNoAttacker      = "AttackNoAttacker"
	msgNoTargets       = "AttackNoTargets"
	msgOdds            = "AttackOdds"
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
	msgSafeguarded     = "AttackSafeguarded"
	msgConditionsSpent = "AttackConditionsSpent"
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
// log ids (engine/modifier/attack_log.go, whose dotted ids do not follow the
// locale files' naming): the English texts equal modifier.LogMessages().
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
	msgLogBrittle        = "AttackLogBrittle"
	msgLogWard           = "AttackLogWard"
	msgLogBrittleWard    = "AttackLogBrittleWard"
	msgLogDamage         = "AttackLogDamage"
	msgLogDies           = "AttackLogDies"
	msgLogMoney          = "AttackLogMoney"
	msgLogRetaliate      = "AttackLogRetaliate"
	msgLogRetaliateUsed  = "AttackLogRetaliateBonusUsed"
	msgLogRetaliateLost  = "AttackLogRetaliateBonusLost"
)

// logIDs maps each engine log message id to the panel's message id.
var logIDs = map[string]string{
	modifier.MsgAttack:             msgLogValue,
	modifier.MsgModifierAdd:        msgLogModifierAdd,
	modifier.MsgCardOrder:          msgLogCardOrder,
	modifier.MsgModifierDouble:     msgLogModifierDouble,
	modifier.MsgPoison:             msgLogPoison,
	modifier.MsgSubtotal:           msgLogSubtotal,
	modifier.MsgAdvantage:          msgLogAdvantage,
	modifier.MsgDisadvantage:       msgLogDisadvantage,
	modifier.MsgCard:               msgLogCard,
	modifier.MsgCardIgnored:        msgLogCardIgnored,
	modifier.MsgShield:             msgLogShield,
	modifier.MsgPierce:             msgLogPierce,
	modifier.MsgShieldBonusUsed:    msgLogShieldUsed,
	modifier.MsgShieldBonusLost:    msgLogShieldLost,
	modifier.MsgNegated:            msgLogNegated,
	modifier.MsgNegateBonusUsed:    msgLogNegateUsed,
	modifier.MsgNegateBonusLost:    msgLogNegateLost,
	modifier.MsgBrittle:            msgLogBrittle,
	modifier.MsgWard:               msgLogWard,
	modifier.MsgBrittleWard:        msgLogBrittleWard,
	modifier.MsgDamage:             msgLogDamage,
	modifier.MsgDies:               msgLogDies,
	modifier.MsgMoney:              msgLogMoney,
	modifier.MsgRetaliate:          msgLogRetaliate,
	modifier.MsgRetaliateBonusUsed: msgLogRetaliateUsed,
	modifier.MsgRetaliateBonusLost: msgLogRetaliateLost,
}

// logStepText translates one step of an attack log.
func logStepText(tr locales.Tr, st modifier.LogStep) string {
	d := st.TemplateData()
	args := []any{"Value", d["Value"], "Signed", d["Signed"], "Card", d["Card"]}
	switch st.ID {
	case modifier.MsgAttack:
		return tr.T(msgLogValue, args...)
	case modifier.MsgModifierAdd:
		return tr.T(msgLogModifierAdd, args...)
	case modifier.MsgModifierDouble:
		return tr.T(msgLogModifierDouble, args...)
	case modifier.MsgPoison:
		return tr.T(msgLogPoison, args...)
	case modifier.MsgSubtotal:
		return tr.T(msgLogSubtotal, args...)
	case modifier.MsgAdvantage:
		return tr.T(msgLogAdvantage, args...)
	case modifier.MsgDisadvantage:
		return tr.T(msgLogDisadvantage, args...)
	case modifier.MsgCard:
		return tr.T(msgLogCard, args...)
	case modifier.MsgCardIgnored:
		return tr.T(msgLogCardIgnored, args...)
	case modifier.MsgCardOrder:
		return tr.T(msgLogCardOrder, args...)
	case modifier.MsgShield:
		return tr.T(msgLogShield, args...)
	case modifier.MsgPierce:
		return tr.T(msgLogPierce, args...)
	case modifier.MsgShieldBonusUsed:
		return tr.T(msgLogShieldUsed, args...)
	case modifier.MsgShieldBonusLost:
		return tr.T(msgLogShieldLost, args...)
	case modifier.MsgNegated:
		return tr.T(msgLogNegated, args...)
	case modifier.MsgNegateBonusUsed:
		return tr.T(msgLogNegateUsed, args...)
	case modifier.MsgNegateBonusLost:
		return tr.T(msgLogNegateLost, args...)
	case modifier.MsgBrittle:
		return tr.T(msgLogBrittle, args...)
	case modifier.MsgWard:
		return tr.T(msgLogWard, args...)
	case modifier.MsgBrittleWard:
		return tr.T(msgLogBrittleWard, args...)
	case modifier.MsgDamage:
		return tr.T(msgLogDamage, args...)
	case modifier.MsgDies:
		return tr.T(msgLogDies, args...)
	case modifier.MsgMoney:
		return tr.T(msgLogMoney, args...)
	case modifier.MsgRetaliate:
		return tr.T(msgLogRetaliate, args...)
	case modifier.MsgRetaliateBonusUsed:
		return tr.T(msgLogRetaliateUsed, args...)
	case modifier.MsgRetaliateBonusLost:
		return tr.T(msgLogRetaliateLost, args...)
	}
	return st.String()
}

// LogText renders an attack log in the player's language, its steps joined
// as modifier.Log.String joins them: "Attack 3, +2, ×2 = 10; card −1 = 9;
// shield 1; 8 damage".
func LogText(tr locales.Tr, l modifier.Log) string {
	var b []byte
	for i, st := range l {
		b = append(b, l.Separator(i)...)
		b = append(b, logStepText(tr, st)...)
	}
	return string(b)
}
