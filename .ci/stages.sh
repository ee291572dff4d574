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

# `stage_beside NAME LOG COMMAND...` starts a stage in the background with its output in LOG, so
# that it runs beside the next one; `join_stage` waits for it, prints its output and its time.
stage_beside() {
  BESIDE_NAME=$1 BESIDE_LOG=$2
  shift 2
  echo "::: ${BESIDE_NAME} (beside the next stage; its output follows that stage)"
  (
    start=$SECONDS status=0
    "$@" >"$BESIDE_LOG" 2>&1 || status=$?
    echo "$status $((SECONDS - start))" >"$BESIDE_LOG.done"
  ) &
  BESIDE_PID=$!
}

join_stage() {
  local status=1 took=0
  wait "$BESIDE_PID" || true
  read -r status took <"$BESIDE_LOG.done" || true
  echo "::: ${BESIDE_NAME}"
  cat "$BESIDE_LOG"
  STAGE_TIMES+=("$(printf '%-32s %4ds%s' "$BESIDE_NAME" "$took" "$([ "$status" -eq 0 ] || echo "  FAILED ($status)")")")
  return "$status"
}
