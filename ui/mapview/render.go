package mapview

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/haventable/haventable/engine"
	"github.com/haventable/haventable/engine/modifier"
	"github.com/haventable/haventable/engine/monsterturn"
	"github.com/haventable/haventable/hexgrid"
)

// The palette of the map. It does not follow the theme, so that the map
// looks the same in light and dark mode.
var (
	colBackground = color.NRGBA{0x2f, 0x31, 0x36, 0xff}
	colHex        = color.NRGBA{0xe2, 0xd6, 0xb8, 0xff}
	colGrid       = color.NRGBA{0x9a, 0x8c, 0x70, 0xff}
	colWall       = color.NRGBA{0x26, 0x20, 0x1c, 0xff}
	colDifficult  = color.NRGBA{0xb8, 0xc4, 0x8c, 0xff}
	colObstacle   = color.NRGBA{0x6e, 0x5c, 0x49, 0xff}
	colObstacleRm = color.NRGBA{0x4a, 0x3c, 0x2e, 0xff}
	colTrap       = color.NRGBA{0xa8, 0x33, 0x24, 0xff}
	colHazardous  = color.NRGBA{0xd0, 0x7a, 0x1c, 0xff}
	colStart      = color.NRGBA{0x3f, 0x8a, 0x4f, 0xff}
	colDoor       = color.NRGBA{0xb0, 0x84, 0x4c, 0xff}
	colDoorOpen   = color.NRGBA{0xd8, 0xbc, 0x88, 0xff}
	colDoorBar    = color.NRGBA{0x4e, 0x31, 0x16, 0xff}
	colTrigger    = color.NRGBA{0x7a, 0x3c, 0xb0, 0xff}
	colUnseen     = color.NRGBA{0x10, 0x12, 0x20, 0x8c}
	colHatch      = color.NRGBA{0x00, 0x00, 0x00, 0x30}
	colSeen       = color.NRGBA{0xff, 0xf6, 0xc8, 0x50}
	colBand       = color.NRGBA{0x60, 0x50, 0x20, 0x2c}
	colRangeEdge  = color.NRGBA{0xe0, 0x90, 0x10, 0xff}
	colHover      = color.NRGBA{0xff, 0xd8, 0x20, 0xff}
	colSightLine  = color.NRGBA{0x1c, 0x9c, 0x3c, 0xe0}
	colBlocked    = color.NRGBA{0xc0, 0x20, 0x20, 0xe0}
	colRed        = color.NRGBA{0xd0, 0x22, 0x22, 0xa0}
	colRedInvalid = color.NRGBA{0x90, 0x40, 0x40, 0x80}
	colGrey       = color.NRGBA{0x70, 0x70, 0x70, 0xc0}
	colParty      = color.NRGBA{0x2c, 0x5a, 0x8c, 0xff}
	colSummon     = color.NRGBA{0x3a, 0x7a, 0x5c, 0xff}
	colRingParty  = color.NRGBA{0xc8, 0xdc, 0xf4, 0xff}
	colRingNormal = color.NRGBA{0xf4, 0xf4, 0xf4, 0xff}
	colRingElite  = color.NRGBA{0xe8, 0xb0, 0x20, 0xff}
	colSelected   = color.NRGBA{0x20, 0xd0, 0xf0, 0xff}
	colTargeted   = color.NRGBA{0xff, 0x20, 0x20, 0xff}
	colNotTarget  = color.NRGBA{0xa0, 0xa0, 0xa0, 0xff}
	colDisadv     = color.NRGBA{0x80, 0x30, 0xb0, 0xff}
	colBarBack    = color.NRGBA{0x20, 0x20, 0x20, 0xff}
	colHPHigh     = color.NRGBA{0x3c, 0xb0, 0x44, 0xff}
	colHPMid      = color.NRGBA{0xe0, 0xb0, 0x20, 0xff}
	colHPLow      = color.NRGBA{0xd8, 0x30, 0x20, 0xff}
	colMoney      = color.NRGBA{0xf0, 0xc0, 0x30, 0xff}
	colMoneyRim   = color.NRGBA{0x8a, 0x60, 0x10, 0xff}
	colText       = color.NRGBA{0xff, 0xff, 0xff, 0xff}
	colTextDark   = color.NRGBA{0x20, 0x18, 0x08, 0xff}
	colHiddenRoom = color.NRGBA{0x20, 0x20, 0x28, 0xa0} // over a room not yet revealed
	colTurnPath   = color.NRGBA{0xf0, 0x8c, 0x18, 0xe0} // a monster's move
	colTurnToward = color.NRGBA{0xf0, 0x8c, 0x18, 0x90} // where it closes in on
	colHiddenFig  = color.NRGBA{0x30, 0x30, 0x38, 0x90} // over a monster waiting there
)

// monsterTints are the colours of the monster types of a scenario, in the
// order they first appear: dark enough for white letters, none of them the
// party's blue or the summons' green.
var monsterTints = []color.NRGBA{
	{0x3a, 0x2e, 0x2e, 0xff}, // dark brown
	{0x7a, 0x24, 0x2c, 0xff}, // wine
	{0x55, 0x36, 0x7a, 0xff}, // purple
	{0x80, 0x5a, 0x14, 0xff}, // ochre
	{0x1e, 0x60, 0x66, 0xff}, // teal
	{0x7a, 0x30, 0x62, 0xff}, // plum
	{0x4c, 0x4c, 0x4c, 0xff}, // grey
	{0x3c, 0x48, 0x1c, 0xff}, // olive
}

// monsterTint is the colour of the n-th monster type.
func monsterTint(n int) color.NRGBA { return monsterTints[max(0, n)%len(monsterTints)] }

// conditionStyle is how a condition marker is drawn: a coloured dot with a
// letter.
var conditionStyle = map[modifier.EffectKind]struct {
	col    color.NRGBA
	letter string
}{
	modifier.Poison:     {color.NRGBA{0x40, 0xa0, 0x30, 0xff}, "P"},
	modifier.Wound:      {color.NRGBA{0xc0, 0x20, 0x20, 0xff}, "W"},
	modifier.Muddle:     {color.NRGBA{0x90, 0x70, 0xc0, 0xff}, "M"},
	modifier.Immobilize: {color.NRGBA{0x30, 0x60, 0xd0, 0xff}, "I"},
	modifier.Disarm:     {color.NRGBA{0xd0, 0x70, 0x20, 0xff}, "D"},
	modifier.Stun:       {color.NRGBA{0xd8, 0xc0, 0x20, 0xff}, "S"},
	modifier.Invisible:  {color.NRGBA{0x70, 0x80, 0x90, 0xff}, "V"},
	modifier.Strengthen: {color.NRGBA{0xe0, 0x50, 0x90, 0xff}, "+"},
	// the conditions later editions add: two letters, as single ones are taken
	modifier.Brittle:    {color.NRGBA{0xa0, 0xc8, 0xe0, 0xff}, "Br"},
	modifier.Bane:       {color.NRGBA{0x60, 0x30, 0x70, 0xff}, "Ba"},
	modifier.Impair:     {color.NRGBA{0xb0, 0x90, 0x50, 0xff}, "Im"},
	modifier.Ward:       {color.NRGBA{0x50, 0x90, 0x90, 0xff}, "Wa"},
	modifier.Regenerate: {color.NRGBA{0x50, 0xc0, 0x70, 0xff}, "Re"},
	modifier.Chill:      {color.NRGBA{0x70, 0xb0, 0xf0, 0xff}, "Ch"},
	modifier.Infect:     {color.NRGBA{0x80, 0x90, 0x20, 0xff}, "If"},
	modifier.Rupture:    {color.NRGBA{0x90, 0x10, 0x30, 0xff}, "Ru"},
	modifier.Dodge:      {color.NRGBA{0x90, 0xa0, 0xb0, 0xff}, "Do"},
	modifier.Empower:    {color.NRGBA{0xf0, 0x90, 0x40, 0xff}, "Em"},
	modifier.Enfeeble:   {color.NRGBA{0x70, 0x60, 0x50, 0xff}, "En"},
	modifier.Safeguard:  {color.NRGBA{0x40, 0x70, 0xa0, 0xff}, "Sa"},
	modifier.Plague:     {color.NRGBA{0x50, 0x60, 0x30, 0xff}, "Pl"},
}

// renderer draws a MapView as one raster regenerated at the widget's pixel
// size, texts included (see labels). The raster is made of two layers kept
// as images and redrawn in place: the map with the sight overlay (drawn
// again only when the map, the view or the sight's source changed) and,
// over a copy of it, the template, the hovered hex, the figures and their
// texts (drawn again at every change).
type renderer struct {
	v      *MapView
	raster *canvas.Raster
	tip    *tooltip
	labels labels
	objs   []fyne.CanvasObject
	remove func()

	baseImg, topImg *image.RGBA
	baseKey, topKey layerKey
	// baseDrawn counts the drawings of the map layer; topBase is the one
	// under the picture.
	baseDrawn, topBase int
	// What depends on the map and the view only, for viewKey: lines
	// records the map's lines (see paintLines); spans holds the pixels of
	// every map hex, those of the i-th hex of Map().Hexes() at
	// spans[spanAt[i]:spanAt[i+1]].
	lines   []stamp
	spans   []run
	spanAt  []int
	viewKey layerKey
	viewOK  bool
}

// layerKey identifies what a layer image shows.
type layerKey struct {
	w, h  int
	gen   int
	sight hexgrid.Hex
	on    bool
	rng   int // the attack range drawn as an edge
}

func newRenderer(v *MapView) *renderer {
	r := &renderer{v: v}
	r.raster = canvas.NewRaster(r.drawTop)
	r.tip = newTooltip()
	r.objs = append([]fyne.CanvasObject{r.raster}, r.tip.objs...)
	r.remove = v.model.AddListener(v.changed)
	v.updateStatus()
	r.Refresh()
	return r
}

// Destroy stops following the model.
func (r *renderer) Destroy() { r.remove() }

// Layout implements fyne.WidgetRenderer.
func (r *renderer) Layout(sz fyne.Size) {
	r.raster.Resize(sz)
}

// MinSize implements fyne.WidgetRenderer.
func (r *renderer) MinSize() fyne.Size { return r.v.MinSize() }

// Objects implements fyne.WidgetRenderer.
func (r *renderer) Objects() []fyne.CanvasObject { return r.objs }

// Refresh implements fyne.WidgetRenderer.
func (r *renderer) Refresh() {
	r.raster.Refresh()
	r.placeTooltip()
}

// placeTooltip shows the tooltip of the hovered figure at the upper right
// of its hex, or hides it.
func (r *renderer) placeTooltip() {
	v := r.v
	lines := v.Tooltip()
	h, ok := v.model.Hover()
	if len(lines) == 0 || !ok {
		r.tip.hide()
		return
	}
	c := v.PositionOf(h)
	r.tip.show(lines, c.AddXY(v.size*0.9, -v.size*0.9), v.Size())
}

// pixelLayout returns the layout for an image w pixels wide.
func (r *renderer) pixelLayout(w int) hexgrid.Layout {
	px := float32(1)
	if sw := r.v.Size().Width; sw > 0 {
		px = float32(w) / sw
	}
	return r.v.layout(px)
}

func reuse(img *image.RGBA, w, h int) *image.RGBA {
	if img == nil || img.Bounds().Dx() != w || img.Bounds().Dy() != h {
		return image.NewRGBA(image.Rect(0, 0, w, h))
	}
	return img
}

// sightSource returns the hex the sight overlay is drawn from: the hex a
// figure is being dragged to, or the selected figure's hex; none in the
// players' window (the game master's selection is the game master's).
func (r *renderer) sightSource() (hexgrid.Hex, bool) {
	v := r.v
	if v.follower {
		return hexgrid.Hex{}, false
	}
	if v.drag.active && v.drag.kind == dragFigure {
		return v.drag.to, v.drawnMap() != nil && v.drawnMap().Contains(v.drag.to)
	}
	f, ok := v.model.Selected()
	return f.At, ok
}

// drawBase draws the map layer: hexes, terrain, the sight overlay, grid,
// walls and doors.
func (r *renderer) drawBase(w, h int) image.Image {
	from, on := r.sightSource()
	key := layerKey{w: w, h: h, gen: r.v.mapGen, sight: from, on: on, rng: r.rangeEdge()}
	if r.baseImg != nil && key == r.baseKey {
		return r.baseImg
	}
	r.baseKey = key
	r.baseDrawn++
	r.baseImg = reuse(r.baseImg, w, h)
	r.paintBase(newPaint(r.baseImg), r.pixelLayout(w), from, on, key.rng)
	return r.baseImg
}

// rangeEdge is the range of the chosen ranged template (0: none).
func (r *renderer) rangeEdge() int {
	if t, ok := r.v.model.Template(); ok && !t.Shape.Self {
		return t.Range
	}
	return 0
}

func (r *renderer) paintBase(pt paint, l hexgrid.Layout, from hexgrid.Hex, on bool, rangeEdge int) {
	m := r.v.model
	pt.fill(colBackground)
	g := r.v.drawnMap()
	if g == nil {
		return
	}
	s := l.Size
	corners := make([]hexgrid.Point, 6)
	hexPts := func(h hexgrid.Hex) []hexgrid.Point {
		for i, c := range h.Corners() {
			corners[i] = l.VertexPoint(c)
		}
		return corners
	}
	var vis hexgrid.Visibility
	var dist hexgrid.Distances
	if on {
		vis, dist, on = m.SightFrom(from)
	}
	hexes := g.Hexes()
	// the hexes' pixels and the lines over the fills depend on the map and
	// the view only: they are worked out once, the lines recorded and
	// replayed when the sight changes
	if vk := (layerKey{w: pt.w, h: pt.h, gen: r.v.mapGen}); r.viewKey != vk || !r.viewOK {
		r.viewKey, r.viewOK = vk, true
		r.spans, r.spanAt = r.spans[:0], r.spanAt[:0]
		for _, h := range hexes {
			r.spanAt = append(r.spanAt, len(r.spans))
			r.spans = pt.runs(r.spans, hexPts(h))
		}
		r.spanAt = append(r.spanAt, len(r.spans))
		r.lines = r.lines[:0]
		rec := pt
		rec.rec = &r.lines
		r.paintLines(rec, l)
	}
	for i, h := range hexes {
		col := colHex
		if m.Difficult(h) {
			col = colDifficult
		}
		if door, open := m.Door(h); door {
			col = colDoor
			if open {
				col = colDoorOpen
			}
		}
		if !m.Revealed(h) {
			col = over(col, colHiddenRoom) // only the main window draws it
		}
		alt, striped := col, false
		if on {
			d, reach := dist.To(h)
			switch {
			case !reach || !vis.Sees(h):
				col = over(col, colUnseen)
				alt, striped = over(col, colHatch), true
			default:
				col = over(col, colSeen)
				if d%2 == 1 {
					col = over(col, colBand)
				}
				alt = col
			}
		}
		pt.solid(r.spans[r.spanAt[i]:r.spanAt[i+1]], col, alt, striped)
	}
	pt.replay(r.lines)
	if on && rangeEdge > 0 {
		for _, h := range hexes {
			dh, ok := dist.To(h)
			if !ok || dh > rangeEdge {
				continue
			}
			for _, n := range g.Neighbors(h) {
				if dn, ok := dist.To(n); ok && dn > rangeEdge {
					a, b := l.EdgePoints(h.Edge(dirTo(h, n)))
					pt.line(a, b, math.Max(2, s*0.08), colRangeEdge)
				}
			}
		}
	}
}

// paintLines draws what lies over the hex fills: terrain, grid, doors and
// walls.
func (r *renderer) paintLines(pt paint, l hexgrid.Layout) {
	m := r.v.model
	g := r.v.drawnMap()
	s := l.Size
	hexes := g.Hexes()
	corners := make([]hexgrid.Point, 6)
	inner := func(h hexgrid.Hex, k float64) []hexgrid.Point {
		c := l.Center(h)
		for i, p := range l.Corners(h) {
			corners[i] = hexgrid.Point{X: c.X + (p.X-c.X)*k, Y: c.Y + (p.Y-c.Y)*k}
		}
		return corners
	}
	for _, h := range hexes {
		switch {
		case m.Obstacle(h):
			pt.polygon(inner(h, 0.72), colObstacleRm, false)
			pt.polygon(inner(h, 0.6), colObstacle, false)
		case m.Trap(h):
			c := l.Center(h)
			k := s * 0.36
			pt.line(hexgrid.Point{X: c.X - k, Y: c.Y - k}, hexgrid.Point{X: c.X + k, Y: c.Y + k}, s*0.09, colTrap)
			pt.line(hexgrid.Point{X: c.X - k, Y: c.Y + k}, hexgrid.Point{X: c.X + k, Y: c.Y - k}, s*0.09, colTrap)
			pt.ring(c.X, c.Y, s*0.5, s*0.42, colTrap)
		case m.Hazardous(h):
			c := l.Center(h)
			k := s * 0.34
			for _, dy := range []float64{-0.22, 0, 0.22} {
				y := c.Y + dy*s
				pt.line(hexgrid.Point{X: c.X - k, Y: y}, hexgrid.Point{X: c.X + k, Y: y}, s*0.07, colHazardous)
			}
			pt.ring(c.X, c.Y, s*0.5, s*0.42, colHazardous)
		}
		if m.Start(h) {
			c := l.Center(h)
			pt.ring(c.X, c.Y, s*0.7, s*0.64, colStart)
		}
		if len(m.TriggerRooms(h)) > 0 { // a pressure plate's, an altar's: a double ring
			c := l.Center(h)
			pt.ring(c.X, c.Y, s*0.58, s*0.5, colTrigger)
			pt.ring(c.X, c.Y, s*0.4, s*0.32, colTrigger)
		}
	}
	// grid: every edge of a map hex once
	gw := math.Max(1, s*0.03)
	for _, h := range hexes {
		for d := hexgrid.Direction(0); d < 6; d++ {
			n := h.Neighbor(d)
			if g.Contains(n) && n.Less(h) {
				continue
			}
			a, b := l.EdgePoints(h.Edge(d))
			pt.line(a, b, gw, colGrid)
		}
	}
	// doors: a closed door is a bar across its hex (its sides are walls)
	for _, h := range hexes {
		if door, open := m.Door(h); door {
			a, b := l.EdgePoints(h.Edge(0))
			c, d := l.EdgePoints(h.Edge(3))
			p := hexgrid.Point{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2}
			q := hexgrid.Point{X: (c.X + d.X) / 2, Y: (c.Y + d.Y) / 2}
			if open {
				pt.line(p, q, s*0.06, colDoorBar)
			} else {
				pt.line(p, q, s*0.22, colDoorBar)
			}
		}
	}
	ww := math.Max(2, s*0.15)
	for _, seg := range g.WallSegments() {
		pt.line(l.VertexPoint(seg[0]), l.VertexPoint(seg[1]), ww, colWall)
	}
}

func dirTo(a, b hexgrid.Hex) hexgrid.Direction {
	d, _ := a.DirectionTo(b)
	return d
}

// drawTop draws the whole picture: the map layer, and over it the
// template, the hovered hex, the line of sight to it, the figures and the
// money tokens.
func (r *renderer) drawTop(w, h int) image.Image {
	base := r.drawBase(w, h)
	key := layerKey{w: w, h: h, gen: r.v.topGen, sight: r.baseKey.sight, on: r.baseKey.on, rng: r.baseKey.rng}
	if r.topImg != nil && key == r.topKey && r.baseDrawn == r.topBase {
		return r.topImg
	}
	r.topKey, r.topBase = key, r.baseDrawn
	r.topImg = reuse(r.topImg, w, h)
	copy(r.topImg.Pix, base.(*image.RGBA).Pix)
	r.paintTop(newPaint(r.topImg), r.pixelLayout(w))
	return r.topImg
}

// marks says how each figure is drawn by the top layer.
type marks struct {
	targeted, notTargeted, disadvantage map[string]bool
}

// paintTurn draws one choice of a monster's turn: the path to where it
// ends its move, that hex ringed, the hex it closes in on when it cannot
// attack; it marks the targets (and those at disadvantage) in mk.
func (r *renderer) paintTurn(pt paint, l hexgrid.Layout, c monsterturn.Choice, mk marks) marks {
	if mk.targeted == nil {
		mk = marks{map[string]bool{}, map[string]bool{}, map[string]bool{}}
	}
	s := l.Size
	w := math.Max(2, s*0.12)
	for i := 1; i < len(c.Path); i++ {
		pt.line(l.Center(c.Path[i-1]), l.Center(c.Path[i]), w, colTurnPath)
	}
	end := l.Center(c.To)
	pt.ring(end.X, end.Y, s*0.78, s*0.66, colTurnPath)
	if c.Toward != nil {
		tw := l.Center(*c.Toward)
		pt.ring(tw.X, tw.Y, s*0.5, s*0.42, colTurnToward)
		pt.line(end, tw, math.Max(1.5, s*0.05), colTurnToward)
	}
	for _, id := range c.Targets {
		mk.targeted[id] = true
	}
	for _, id := range c.Disadvantage {
		mk.disadvantage[id] = true
	}
	return mk
}

func (r *renderer) areaMarks(a AreaView) marks {
	mk := marks{map[string]bool{}, map[string]bool{}, map[string]bool{}}
	for _, id := range a.Result.Targets {
		mk.targeted[id] = true
	}
	for _, id := range a.Result.Disadvantage {
		mk.disadvantage[id] = true
	}
	if a.Attacker == "" {
		return mk
	}
	red := map[hexgrid.Hex]bool{}
	for _, h := range a.Hexes {
		red[h] = true
	}
	for _, f := range r.v.model.figures {
		if red[f.At] && !mk.targeted[f.ID] && f.ID != a.Attacker {
			mk.notTargeted[f.ID] = true
		}
	}
	return mk
}

func (r *renderer) paintTop(pt paint, l hexgrid.Layout) {
	v, m := r.v, r.v.model
	g := v.drawnMap()
	if g == nil {
		return
	}
	r.labels.begin()
	defer r.labels.end()
	s := l.Size
	px := float64(pt.w) / float64(max(1, v.Size().Width)) // pixels per unit
	corners := make([]hexgrid.Point, 6)
	hexPts := func(h hexgrid.Hex, k float64) []hexgrid.Point {
		c := l.Center(h)
		for i, p := range h.Corners() {
			q := l.VertexPoint(p)
			corners[i] = hexgrid.Point{X: c.X + (q.X-c.X)*k, Y: c.Y + (q.Y-c.Y)*k}
		}
		return corners
	}
	var mk marks
	a, tmpl := m.Area()
	if tmpl {
		valid := a.Attacker != "" && a.Result.Valid
		for _, h := range a.Hexes {
			if v.follower && !g.Contains(h) {
				continue // not into rooms the players do not see
			}
			if valid {
				pt.polygon(hexPts(h, 1), colRed, false)
			} else {
				pt.polygon(hexPts(h, 1), colRedInvalid, true)
			}
		}
		if a.HasGrey {
			pt.polygon(hexPts(a.Grey, 1), colGrey, !valid)
		}
		mk = r.areaMarks(a)
	}
	if t, i, ok := m.MonsterTurn(); ok && i < len(t.Choices) && !v.follower {
		mk = r.paintTurn(pt, l, t.Choices[i], mk)
	}
	sel, hasSel := m.Selected()
	hasSel = hasSel && !v.follower // no selection ring nor sight line for the players
	if hov, ok := m.Hover(); ok {
		pts := hexPts(hov, 1)
		hw := math.Max(1.5, s*0.06)
		for i := range pts {
			pt.line(pts[i], pts[(i+1)%6], hw, colHover)
		}
		if hasSel && hov != sel.At && !v.drag.active && !tmpl {
			col := colBlocked
			if vis, _, ok := m.Sight(); ok && vis.Sees(hov) {
				col = colSightLine
			}
			pt.line(l.Center(sel.At), l.Center(hov), math.Max(1.5, s*0.05), col)
		}
	}
	for _, f := range m.figures {
		c := l.Center(f.At)
		if v.drag.active && v.drag.kind == dragFigure && v.drag.figure == f.ID {
			c = hexgrid.Point{X: float64(v.drag.pos.X) * px, Y: float64(v.drag.pos.Y) * px}
		}
		r.paintFigure(pt, f, c, s, hasSel && sel.ID == f.ID, mk)
	}
	if !v.follower && m.showWaiting {
		// the monsters waiting in rooms not yet revealed, dimmed
		for _, f := range m.hidden {
			c := l.Center(f.At)
			r.paintFigure(pt, f, c, s, false, marks{})
			pt.ring(c.X, c.Y, s*0.56, 0, colHiddenFig)
		}
	}
	r.paintChests(pt, l)
	for _, h := range m.MoneyHexes() {
		if !v.moneyShown(h) {
			continue // a scenario's tokens wait in rooms not yet revealed
		}
		c := moneyCenter(l, h, m)
		if v.drag.active && v.drag.kind == dragMoney && v.drag.from == h {
			c = hexgrid.Point{X: float64(v.drag.pos.X) * px, Y: float64(v.drag.pos.Y) * px}
		}
		pt.ring(c.X, c.Y, s*0.24, 0, colMoneyRim)
		pt.ring(c.X, c.Y, s*0.19, 0, colMoney)
		if n := m.Money(h); n > 1 && v.size >= minLabelZoom {
			r.labels.draw(pt, strconv.Itoa(n), c.X, c.Y, s*0.26, colTextDark)
		}
	}
}

// moneyCenter is where the money token of h is drawn: the hex's centre, or
// its upper left when a figure stands there.
func moneyCenter(l hexgrid.Layout, h hexgrid.Hex, m *Model) hexgrid.Point {
	c := l.Center(h)
	if _, ok := m.FigureAt(h); ok {
		c.X -= l.Size * 0.55
		c.Y -= l.Size * 0.45
	}
	return c
}

// The zooms (hex sizes in units) from which texts are drawn: the figures'
// labels and the money counts, a standee's type letters over its number,
// and the letters of the condition markers (readable from 8 points).
const (
	minLabelZoom     = 9
	minLetterZoom    = 20 // a standee's type letters over its number (below: on one line)
	minConditionZoom = 40
)

// paintFigure draws figure f centred on c, s the hex size in pixels.
func (r *renderer) paintFigure(pt paint, f Figure, c hexgrid.Point, s float64, selected bool, mk marks) {
	zoom := r.v.size // in units
	rad := s * 0.52
	fill, rim := monsterTint(f.Tint), colRingNormal
	switch {
	case f.Kind == engine.KindSummon:
		fill, rim = colSummon, colRingParty
	case f.Kind == engine.KindMonster && f.Side == engine.SideParty:
		rim = colRingParty // an ally: its type's colour, the party's rim
	case f.Side == engine.SideParty:
		fill, rim = colParty, colRingParty
	case f.Elite:
		rim = colRingElite
	}
	switch {
	case mk.targeted[f.ID]:
		pt.ring(c.X, c.Y, rad+s*0.2, rad, colTargeted)
	case mk.notTargeted[f.ID]:
		pt.ring(c.X, c.Y, rad+s*0.14, rad, colNotTarget)
	}
	if selected {
		pt.ring(c.X, c.Y, rad+s*0.12, rad+s*0.02, colSelected)
	}
	pt.ring(c.X, c.Y, rad, 0, fill)
	pt.ring(c.X, c.Y, rad, rad-math.Max(1.5, s*0.1), rim)
	if mk.notTargeted[f.ID] {
		k := rad * 0.7
		pt.line(hexgrid.Point{X: c.X - k, Y: c.Y + k}, hexgrid.Point{X: c.X + k, Y: c.Y - k}, math.Max(1.5, s*0.07), colNotTarget)
	}
	if mk.disadvantage[f.ID] {
		// a downward triangle badge at the upper right
		bx, by, k := c.X+rad*0.85, c.Y-rad*0.85, s*0.2
		tri := []hexgrid.Point{{X: bx - k, Y: by - k*0.6}, {X: bx + k, Y: by - k*0.6}, {X: bx, Y: by + k}}
		pt.polygon(tri, colDisadv, false)
		for i := range tri {
			pt.line(tri[i], tri[(i+1)%3], math.Max(1, s*0.03), colText)
		}
	}
	if f.MaxHP > 0 {
		x0, x1 := c.X-s*0.5, c.X+s*0.5
		y0, y1 := c.Y+s*0.5, c.Y+s*0.66
		pt.rect(x0-1, y0-1, x1+1, y1+1, colBarBack)
		frac := math.Max(0, math.Min(1, float64(f.HP)/float64(f.MaxHP)))
		col := colHPHigh
		switch {
		case frac <= 0.25:
			col = colHPLow
		case frac <= 0.5:
			col = colHPMid
		}
		pt.rect(x0, y0, x0+(x1-x0)*frac, y1, col)
	}
	switch {
	case zoom < minLabelZoom:
	case f.standee() && zoom < minLetterZoom:
		// too small for two lines: the type's letters and the number on one
		r.labels.draw(pt, f.Short+strconv.Itoa(f.Standee), c.X, c.Y, s*0.36, colText)
	case f.standee():
		// the type's letters over the standee number
		r.labels.draw(pt, f.Short, c.X, c.Y-s*0.2, s*0.26, colText)
		r.labels.draw(pt, strconv.Itoa(f.Standee), c.X, c.Y+s*0.14, s*0.4, colText)
	default:
		r.labels.draw(pt, f.Label(), c.X, c.Y, s*0.5, colText)
	}
	for i, k := range f.Conditions {
		x, y := conditionCenter(c, s, i, len(f.Conditions))
		pt.ring(x, y, s*0.15, 0, colBarBack)
		pt.ring(x, y, s*0.13, 0, conditionStyle[k].col)
		if zoom >= minConditionZoom {
			r.labels.draw(pt, conditionStyle[k].letter, x, y, s*0.2, colText)
		}
	}
}

// conditionCenter is where marker i of n is drawn: in a row above the
// figure.
func conditionCenter(c hexgrid.Point, s float64, i, n int) (float64, float64) {
	step := s * 0.3
	x := c.X - step*float64(n-1)/2 + step*float64(i)
	return x, c.Y - s*0.62
}
