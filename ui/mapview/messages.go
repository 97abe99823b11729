package mapview

import (
	"strings"
	"text/template"

	"github.com/haventable/haventable/locales"
)

// The message ids of the map screen. Their English texts are in Messages;
// their values are go-i18n templates over the data named in the comments.
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
	MsgEdit          = "MapEdit"           // Editing: drag figures and tokens, click doors, N adds a standee, G a money token, Delete removes.
	MsgDoorOpened    = "MapDoorOpened"     // Door {{.Hex}} opened
	MsgDoorStays     = "MapDoorStaysOpen"  // a door that is open stays open
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
)

// Messages holds the English text of every message id of the package, as
// go-i18n templates.
var Messages = map[string]string{
	MsgHint:          "Click a figure to select it; T chooses an area template, E edits the map.",
	MsgHex:           "Hex {{.Hex}}",
	MsgSelected:      "{{.Name}} selected",
	MsgSight:         "{{.Name}} → {{.Hex}}: range {{.Range}}, in sight",
	MsgNoSight:       "{{.Name}} → {{.Hex}}: range {{.Range}}, not in sight",
	MsgUnreachable:   "{{.Name}} → {{.Hex}}: unreachable, not in sight",
	MsgTemplate:      "{{.Template}}, range {{.Range}}",
	MsgTemplateMelee: "{{.Template}}, melee",
	MsgNoAttacker:    "select the attacker first",
	MsgOffAttacker:   "invalid: the grey hex must be on the attacker",
	MsgOutOfRange:    "invalid: no red hex within range {{.Range}}",
	MsgTargets:       "targets: {{.Names}}",
	MsgNoTargets:     "no targets",
	MsgAllies:        "allies in the area (not targeted): {{.Names}}",
	MsgDisadvantage:  "disadvantage: {{.Names}}",
	MsgNoPlacement:   "no valid placement",
	MsgBestNoTmpl:    "B places an area template: choose one first (T)",
	MsgBestNoEnemy:   "no placement reaches an enemy",
	MsgEdit:          "Editing: drag figures and tokens, click doors, N adds a standee, G a money token, Delete removes.",
	MsgDoorOpened:    "Door {{.Hex}} opened",
	MsgDoorStays:     "a door that is open stays open",
	MsgHexObstacle:   "an obstacle stands on {{.Hex}}",
	MsgHexClosedDoor: "{{.Hex}} is a closed door",
	MsgHexOffMap:     "{{.Hex}} is not on the map",
	MsgHexHidden:     "{{.Hex}} is in a room not yet revealed",
	MsgHexTaken:      "{{.Name}} already stands on {{.Hex}}",
	MsgEditError:     "Cannot do that: {{.Error}}",
	MsgMoney:         "Money tokens on {{.Hex}}: {{.Count}}",
	MsgTipElite:      "{{.Name}}, elite",
	MsgTipHP:         "Hit points {{.HP}} of {{.Max}}",
	MsgTipShield:     "Shield {{.Shield}}",
	MsgTipRetaliate:  "Retaliate {{.Value}}",
	MsgTipRetaliateR: "Retaliate {{.Value}}, range {{.Range}}",

	MsgTemplateCleave2:  "Cleave 2",
	MsgTemplateLine3:    "Line 3",
	MsgTemplateTriangle: "Triangle 3",
	MsgTemplateArc3:     "Arc 3",
	MsgTemplateCone4:    "Cone 4",
	MsgTemplateRing:     "Ring around self",
	MsgTemplateBurst:    "Burst 7",
	MsgTemplateNone:     "No template",

	MsgToolTemplate: "Area template",
	MsgToolEdit:     "Edit map",
	MsgToolFit:      "Fit",
	MsgSelectOne:    "(Select one)",

	MsgKeySelect:   "Click: select a figure (click again to clear)",
	MsgKeyPan:      "Drag, arrow keys: pan the map",
	MsgKeyZoom:     "Scroll wheel, + and -: zoom",
	MsgKeyFit:      "F: fit the map to the window",
	MsgKeyTemplate: "T: next area template (Shift+T: previous)",
	MsgKeyRotate:   "R, Shift+scroll: rotate the template (Shift+R: the other way)",
	MsgKeyMirror:   "M: mirror the template",
	MsgKeyBest:     "B: best placement (most enemies, fewest allies)",
	MsgKeyRange:    "[ and ]: attack range of a ranged template",
	MsgKeyEdit:     "E: edit mode (move, add and remove figures and tokens, doors)",
	MsgKeyEscape:   "Escape: clear the template, then the selection",

	MsgTurnFocus:      "{{.Name}}: focus {{.Focus}}",
	MsgTurnNoFocus:    "{{.Name}}: no enemy within reach, it stays",
	MsgTurnMoves:      "moves along the path shown",
	MsgTurnStays:      "stays where it is",
	MsgTurnNothing:    "{{.Name}}: no move and no attack this turn",
	MsgTurnAttacks:    "attacks {{.Names}}",
	MsgTurnCloses:     "cannot attack this turn: closes in on {{.Name}}",
	MsgTurnChoice:     "choice {{.N}}/{{.Of}} for the players (C: next)",
	MsgToolTurn:       "Monster's turn",
	MsgTurnMove:       "Move",
	MsgTurnRange:      "Range (0: melee)",
	MsgTurnTargets:    "Targets",
	MsgTurnJump:       "Jump",
	MsgTurnFlying:     "Flying",
	MsgTurnMuddled:    "Muddled",
	MsgTurnShow:       "Show the turn",
	MsgTurnClear:      "Clear",
	MsgTurnMove2:      "Move",
	MsgTurnAttack:     "Attack",
	MsgTurnOdds:       "{{.Name}}: {{.Expected}} damage expected, {{.Falls}}% to fall",
	MsgTurnSummon:     "Summon",
	MsgTurnNoSummon:   "The monster's card summons nothing this round.",
	MsgTurnNoRoom:     "There is no free hex next to the monster.",
	MsgDecimalPoint:   ".",
	MsgTurnWhy:        "hexes of movement to attack: {{.Hexes}}",
	MsgTurnWhyOther:   "{{.Name}} needs {{.Hexes}}",
	MsgTurnWhyFarther: "{{.Name}} as near to reach, but farther away",
	MsgTurnWhyLater:   "{{.Name}} as near, but acts later",
	MsgTurnWhyNearer:  "{{.Name}} nearer: the card focuses on the enemy farthest away",
	MsgTurnNone:       "Show the monster's turn first.",
	MsgTurnStaysPut:   "The monster stays where it is.",
	MsgTurnNoTargets:  "The monster has nobody to attack from there.",
	MsgMovedTo:        "{{.Name}} moves to {{.Hex}}: {{.Points}} movement",
	MsgMovedHurt:      "{{.Damage}} damage from traps and hazardous terrain on the way",
	MsgPlacedNoDamage: "{{.Name}} placed on {{.Hex}}: a placement does no damage. To move in its turn, select it and click the hex.",
	MsgKeyTurn:        "C or Tab: the next choice of a monster's turn shown",
	MsgTurnTooFar:     "Too far for the monster: movement points needed {{.Cost}}, left of its move {{.Left}}.",
	MsgTurnDone:       "{{.Name}}: nothing left of its turn, its move and attack are done",
}

var englishTemplates = func() map[string]*template.Template {
	ts := make(map[string]*template.Template, len(Messages))
	for id, text := range Messages {
		ts[id] = template.Must(template.New(id).Option("missingkey=zero").Parse(text))
	}
	return ts
}()

// English speaks the built-in English texts of the map screen (for tests,
// and for a screen given no translator). An unknown id is returned as it
// is.
var English locales.Tr = english{}

type english struct{}

func (english) T(id string, args ...any) string { return englishText(id, args) }

// N is T with count as .Count (the English texts have no plural forms).
func (english) N(id string, count int, args ...any) string {
	return englishText(id, append(args[:len(args):len(args)], "Count", count))
}

// englishText is the English text of id, its template filled from args.
func englishText(id string, args []any) string {
	t, ok := englishTemplates[id]
	if !ok {
		return id
	}
	data := map[string]any{}
	for i := 0; i+1 < len(args); i += 2 {
		if k, ok := args[i].(string); ok {
			data[k] = args[i+1]
		}
	}
	var b strings.Builder
	if err := t.Execute(&b, data); err != nil {
		return id
	}
	return b.String()
}
