// Package assets holds Haventable's own pictures: the application icon, drawn
// by code in this package and stored as icon.png (FyneApp.toml points at it).
package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

// IconSize is the edge length in pixels of the stored icon.png.
const IconSize = 512

// Icon returns the application icon, a shield on a hexagon, as a Fyne
// resource for the window and the app.
func Icon() fyne.Resource {
	return fyne.NewStaticResource("icon.png", iconPNG)
}

// IconPNG returns the bytes of the stored icon.png.
func IconPNG() []byte { return append([]byte(nil), iconPNG...) }
