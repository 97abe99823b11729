# The build of the Windows program, shared by .ci/package (the release file)
# and .ci/windows (the same file, run under Wine). Sourced, not run; the
# working folder is the repository's root.

# fyne_tool builds the fyne packaging tool, at the version pinned in
# .ci/tools/go.mod, into .ci/tools/bin/fyne.
fyne_tool() {
  (cd .ci/tools && go build -o bin/fyne fyne.io/tools/cmd/fyne)
}

# windows_exe OUT builds the Windows program into OUT as it is released:
# cgo with the MinGW cross compiler, `fyne package -os windows --release`
# (icon and version embedded, no console window), without the emoji font
# as .ci/build does. It needs fyne_tool first. fyne package rewrites
# FyneApp.toml (build number, comments) and leaves files in the source
# folder: FyneApp.toml is put back and those files removed, also when it
# fails.
windows_exe() {
  local out=$1 keep status=0
  keep=$(mktemp)
  cp FyneApp.toml "$keep"
  CC=x86_64-w64-mingw32-gcc CGO_ENABLED=1 .ci/tools/bin/fyne package -os windows --release \
    --tags no_emoji --src "$PWD" >/dev/null || status=$?
  cp "$keep" FyneApp.toml
  rm -f "$keep" haventable.exe fyne.syso
  if [ "$status" != 0 ] || [ ! -f Haventable.exe ]; then
    rm -f Haventable.exe
    echo "the Windows program did not build (fyne package -os windows, status $status)" >&2
    return 1
  fi
  mv Haventable.exe "$out"
}
