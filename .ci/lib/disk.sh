# Sourced by .ci/test. A full disk fails every package at compile or link
# time ("no space left on device"), which says nothing about the code: it
# happened when the Go build cache had grown to 64 GB. The race build of
# every package and the tests' temporary files need a few GB. The build
# cache is only a cache, so when the disk is short it is emptied first
# (go clean -cache); if that is still not enough, the run stops here and
# says which folder is short.

# free_gib PATH prints the GiB free on the file system holding PATH (or its
# nearest existing parent).
free_gib() {
  local dir=$1
  while [ ! -e "$dir" ] && [ "$dir" != "/" ]; do dir=$(dirname "$dir"); done
  df -Pk "$dir" | awk 'NR == 2 { print int($4 / 1048576) }'
}

# ensure_disk NEED_GIB checks the Go build cache's and the temporary
# folder's file systems.
ensure_disk() {
  local need=$1 cache tmp short=""
  cache=$(go env GOCACHE)
  tmp=${TMPDIR:-/tmp}
  for dir in "$cache" "$tmp"; do
    if [ "$(free_gib "$dir")" -lt "$need" ]; then short="$dir"; fi
  done
  [ -z "$short" ] && return 0
  echo "test: only $(free_gib "$short") GiB free for $short (at least $need needed); emptying the Go build cache ($cache, $(du -sh "$cache" 2>/dev/null | cut -f1))"
  go clean -cache
  for dir in "$cache" "$tmp"; do
    if [ "$(free_gib "$dir")" -lt "$need" ]; then
      echo "test: still only $(free_gib "$dir") GiB free for $dir; at least $need GiB are needed to build and test: free some space and run again" >&2
      return 1
    fi
  done
}
