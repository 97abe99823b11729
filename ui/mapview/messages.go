package mapview

// The message ids of the map screen. Their texts are in locales/map.*.toml,
// go-i18n templates over the data named in the comments.
const (
	MsgHint          = "MapHint"           // Click a figure to select it; T chooses an area template, E edits the map.
	MsgHex           = "MapHex"            // Hex {{.Hex}}
	MsgSelected      = "MapSelected"       // {{.Name}} selected
	MsgSight         = "MapSight"          // {{.Name}} → {{.Hex}}: range {{.Range}}, in sight
	MsgNoSight       = "MapNoSight"        // {{.Name}} → {{.Hex}}: range {{.Range}}, not in sight
	MsgUnreachable   = "MapUnreachable"    // {{.Name}} → {{.Hex}}: unreachable, not in sight
	MsgTemplate      = "MapTemplate"       // {{.Template}}, range {{.Range}}
	MsgTemplateMelee = "MapTemplateMelee"  // {{.Template}}, melee
	MsgNoAttacker    = "MapNoAttacker"     // select the attacker first
	MsgOffAttacker   = "MapOffAttacker"    // invalid: the grey hex must be on the attacker
	MsgOutOfRange    = "MapOutOfRange"     // invalid: no red hex within range {{.Range}}
	MsgTargets       = "MapTargets"        // targets: {{.Names}}
	MsgNoTargets     = "MapNoTargets"      // no targets
	MsgAllies        = "MapAllies"         // allies in the area (not targeted): {{.Names}}
	MsgDisadvantage  = "MapDisadvantage"   // disadvantage: {{.Names}}
	MsgNoPlacement   = "MapNoPlacement"    // no valid placement
	MsgBestNoTmpl    = "MapBestNoTemplate" // B places an area template: choose one first (T)
	MsgBestNoEnemy   = "MapBestNoEnemy"    // no placement reaches an enemy
	MsgEdit          = "MapEdit"           // Editing: drag figures and tokens, click doors and triggers, N adds a standee, G a money token, Delete removes.
	MsgDoorOpened    = "MapDoorOpened"     // Door {{.Hex}} opened
	MsgDoorStays     = "MapDoorStaysOpen"  // a door that is open stays open
	MsgTriggerFired  = "MapTriggerFired"   // the trigger on {{.Hex}} reveals {{.Names}}
	MsgHexObstacle   = "MapHexObstacle"    // an obstacle stands on {{.Hex}}
	MsgHexClosedDoor = "MapHexClosedDoor"  // {{.Hex}} is a closed door
	MsgHexOffMap     = "MapHexOffMap"      // {{.Hex}} is not on the map
	MsgHexHidden     = "MapHexHidden"      // {{.Hex}} is in a room not yet revealed
	MsgHexTaken      = "MapHexTaken"       // {{.Name}} already stands on {{.Hex}}
	MsgEditError     = "MapEditError"      // Cannot do that: {{.Error}}
	MsgMoney         = "MapMoney"          // Money tokens on {{.Hex}}: {{.Count}}
	MsgTipElite      = "MapTipElite"       // {{.Name}}, elite
	MsgTipHP         = "MapTipHP"          // Hit points {{.HP}} of {{.Max}}
	MsgTipShield     = "MapTipShield"      // Shield {{.Shield}}
	MsgTipRetaliate  = "MapTipRetaliate"   // Retaliate {{.Value}}
	MsgTipRetaliateR = "MapTipRetaliateAt" // Retaliate {{.Value}}, range {{.Range}}

	MsgTemplateCleave2  = "MapTemplateCleave2"  // Cleave 2
	MsgTemplateLine3    = "MapTemplateLine3"    // Line 3
	MsgTemplateTriangle = "MapTemplateTriangle" // Triangle 3
	MsgTemplateArc3     = "MapTemplateArc3"     // Arc 3
	MsgTemplateCone4    = "MapTemplateCone4"    // Cone 4
	MsgTemplateRing     = "MapTemplateRing"     // Ring around self
	MsgTemplateBurst    = "MapTemplateBurst"    // Burst 7
	MsgTemplateNone     = "MapTemplateNone"     // No template

	MsgToolTemplate = "MapToolTemplate" // Area template
	MsgToolEdit     = "MapToolEdit"     // Edit map
	MsgToolFit      = "MapToolFit"      // Fit
	MsgSelectOne    = "MapSelectOne"    // (Select one): a choice list's placeholder

	MsgKeySelect   = "MapKeySelect"   // Click: select a figure (click again to clear)
	MsgKeyPan      = "MapKeyPan"      // Drag, arrow keys: pan the map
	MsgKeyZoom     = "MapKeyZoom"     // Scroll wheel, + and -: zoom
	MsgKeyFit      = "MapKeyFit"      // F: fit the map to the window
	MsgKeyTemplate = "MapKeyTemplate" // T: next area template (Shift+T: previous)
	MsgKeyRotate   = "MapKeyRotate"   // R, Shift+scroll: rotate the template (Shift+R: the other way)
	MsgKeyMirror   = "MapKeyMirror"   // M: mirror the template
	MsgKeyBest     = "MapKeyBest"     // B: best placement (most enemies, fewest allies)
	MsgKeyRange    = "MapKeyRange"    // [ and ]: attack range of a ranged template
	MsgKeyEdit     = "MapKeyEdit"     // E: edit mode (move, add and remove figures and tokens, doors)
	MsgKeyEscape   = "MapKeyEscape"   // Escape: clear the template, then the selection
)

// The message ids of a monster's turn shown on the map.
const (
	MsgTurnFocus      = "MapTurnFocus"      // {{.Name}}: focus {{.Focus}}
	MsgTurnNoFocus    = "MapTurnNoFocus"    // {{.Name}}: no enemy within reach, it stays
	MsgTurnMoves      = "MapTurnMoves"      // moves along the path shown
	MsgTurnStays      = "MapTurnStays"      // stays where it is
	MsgTurnNothing    = "MapTurnNothing"    // {{.Name}}: no move and no attack this turn
	MsgTurnAttacks    = "MapTurnAttacks"    // attacks {{.Names}}
	MsgTurnCloses     = "MapTurnCloses"     // cannot attack this turn: closes in on {{.Name}}
	MsgTurnChoice     = "MapTurnChoice"     // choice {{.N}}/{{.Of}} for the players (C: next)
	MsgToolTurn       = "MapToolTurn"       // Monster's turn
	MsgTurnMove       = "MapTurnMove"       // Move
	MsgTurnRange      = "MapTurnRange"      // Range (0: melee)
	MsgTurnTargets    = "MapTurnTargets"    // Targets
	MsgTurnJump       = "MapTurnJump"       // Jump
	MsgTurnFlying     = "MapTurnFlying"     // Flying
	MsgTurnMuddled    = "MapTurnMuddled"    // Muddled
	MsgTurnShow       = "MapTurnShow"       // Show the turn
	MsgTurnClear      = "MapTurnClear"      // Clear
	MsgTurnMove2      = "MapTurnMoveIt"     // Move
	MsgTurnAttack     = "MapTurnAttack"     // Attack
	MsgTurnOdds       = "MapTurnOdds"       // {{.Name}}: {{.Expected}} damage expected, {{.Falls}}% to fall
	MsgTurnSummon     = "MapTurnSummon"     // Summon
	MsgTurnNoSummon   = "MapTurnNoSummon"   // Its card summons nothing
	MsgTurnNoRoom     = "MapTurnNoRoom"     // No free hex next to it
	MsgDecimalPoint   = "MapDecimalPoint"   // .
	MsgTurnWhy        = "MapTurnWhy"        // hexes of movement to attack: {{.Hexes}}
	MsgTurnWhyOther   = "MapTurnWhyOther"   // {{.Name}} needs {{.Hexes}}
	MsgTurnWhyFarther = "MapTurnWhyFarther" // {{.Name}} as near to reach, but farther away
	MsgTurnWhyLater   = "MapTurnWhyLater"   // {{.Name}} as near, but acts later
	MsgTurnWhyNearer  = "MapTurnWhyNearer"  // {{.Name}} nearer (the card: the enemy farthest away)
	MsgTurnNone       = "MapTurnNone"       // Show the monster's turn first
	MsgTurnStaysPut   = "MapTurnStaysPut"   // The monster stays where it is
	MsgTurnNoTargets  = "MapTurnNoTargets"  // Nobody to attack
	MsgMovedTo        = "MapMovedTo"        // {{.Name}} moves to {{.Hex}}: {{.Points}} movement
	MsgMovedHurt      = "MapMovedHurt"      // {{.Damage}} damage from traps and hazardous terrain on the way
	MsgPlacedNoDamage = "MapPlacedNoDamage" // placed, not moved: no damage
	MsgKeyTurn        = "MapKeyTurn"        // C: the next choice of a monster's turn shown
	MsgTurnTooFar     = "MapTurnTooFar"     // Too far: points needed {{.Cost}}, left {{.Left}}
	MsgTurnDone       = "MapTurnDone"       // {{.Name}}: nothing left of its turn
	MsgTurnNeedsMap   = "MapTurnNeedsMap"   // {{.Name}}: focus and path need a map (played without one)
)
