//go:build !race

package share

// raceDetector is true when the tests run with the race detector.
const raceDetector = false
