package ui

import "fyne.io/fyne/v2"

// attackTab is the attack and decks screen.
func (s *Shell) attackTab() fyne.CanvasObject {
	return page(s.tr.T("ViewAttack"), s.tr.T("AttackPurpose"), s.notBuilt(s.tr.T("AttackNotBuilt")))
}

// campaignTab is the campaign screen.
func (s *Shell) campaignTab() fyne.CanvasObject {
	return page(s.tr.T("ViewCampaign"), s.tr.T("CampaignPurpose"), s.notBuilt(s.tr.T("CampaignNotBuilt")))
}

// battleTab is the card battle screen.
func (s *Shell) battleTab() fyne.CanvasObject {
	return page(s.tr.T("ViewBattle"), s.tr.T("BattlePurpose"), s.notBuilt(s.tr.T("BattleNotBuilt")))
}
