# Shortcuts for the scripts in .ci/, which do the work (and need no make):
#   make run          = bash .ci/start   install what is missing, build, open the window
#   make test         = bash .ci/test    gofmt, go vet ./..., go test ./... (-race where it works)
#   make test-short   = bash .ci/test-short  the quick loop: gofmt, go vet, go test -short ./... (no
#                     processes of the tests' own, no virtual X server, no -race); CI runs the full one
#   make deps         = bash .ci/deps    only install the missing Debian packages
#   make build        build bin/haventable
#   make screenshots  redraw the README's pictures in docs/screenshots/
#   make rss          resident memory of the real app under Xvfb (bash .ci/rss)
#   make package      the Linux archive, the Windows program and SHA256SUMS in dist/ (bash .ci/package)
#   make windows      run the Windows program under Wine and check it against Linux's (bash .ci/windows)
#   make clean        remove bin/

.PHONY: run test test-short deps build screenshots rss package windows clean

run:
	@bash .ci/start $(ARGS)

test:
	@bash .ci/test

test-short:
	@bash .ci/test-short $(ARGS)

deps:
	@bash .ci/deps

build: deps
	@bash .ci/build

screenshots:
	@bash .ci/screenshots

rss:
	@bash .ci/rss $(ARGS)

package:
	@bash .ci/package

windows:
	@bash .ci/windows

clean:
	rm -rf bin
