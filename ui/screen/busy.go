package screen

import (
	"context"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// Busy runs work off the UI goroutine while a dialog titled title says
// that name is being read, with a bar that moves and a Cancel button;
// Cancel ends the context work is given. When work returns, or at once
// when Cancel is pressed, the dialog closes and done runs on the UI
// goroutine (through fyne.Do) with work's error, or with context.Canceled
// (work's own result is then dropped when it comes). This is how every
// file the player chooses is read: a large or slow one never freezes the
// window.
func (e *Env) Busy(title, name string, work func(ctx context.Context) error, done func(error)) {
	ctx, cancel := context.WithCancel(context.Background())
	var d *dialog.CustomDialog
	if e.Window != nil {
		msg := widget.NewLabel(e.Tr.T("DialogReading", "Name", name))
		msg.Truncation = fyne.TextTruncateEllipsis
		bar := widget.NewProgressBarInfinite()
		stop := widget.NewButton(e.Tr.T("DialogCancel"), cancel)
		d = dialog.NewCustomWithoutButtons(title, container.NewVBox(msg, bar, container.NewCenter(stop)), e.Window)
		d.Resize(fyne.NewSize(420, 0))
		d.Show()
	}
	go func() {
		_, err := Cancellable(ctx, func() (struct{}, error) { return struct{}{}, work(ctx) })
		cancel()
		fyne.Do(func() {
			if d != nil {
				d.Hide()
			}
			done(err)
		})
	}()
}

// Cancellable runs f and returns what it returns, or ctx's error as soon
// as ctx ends before f returns (f then goes on alone; what it returns is
// dropped): for work that cannot itself stop half way, such as a read from
// a reader that waits.
func Cancellable[T any](ctx context.Context, f func() (T, error)) (T, error) {
	var zero T
	if err := ctx.Err(); err != nil {
		return zero, err
	}
	type result struct {
		v   T
		err error
	}
	res := make(chan result, 1)
	go func() {
		v, err := f()
		res <- result{v, err}
	}()
	select {
	case r := <-res:
		return r.v, r.err
	case <-ctx.Done():
		return zero, ctx.Err()
	}
}
