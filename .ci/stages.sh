# Sourced by .ci/run: `stage NAME COMMAND...` runs one step and records how long it took; the
# table of times is printed when the script ends, passed or failed.
STAGE_TIMES=()

stage() {
  local name=$1 start=$SECONDS status=0
  shift
  echo "::: ${name}"
  "$@" || status=$?
  STAGE_TIMES+=("$(printf '%-32s %4ds%s' "$name" $((SECONDS - start)) "$([ $status -eq 0 ] || echo "  FAILED ($status)")")")
  return $status
}

print_stage_times() {
  echo '::: stage times'
  printf '%s\n' "${STAGE_TIMES[@]}"
  echo "total                            ${SECONDS}s"
}
trap print_stage_times EXIT
