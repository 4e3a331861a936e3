# Shared by the Slurm stand-ins (sbatch, squeue, sacct, scancel): where job state lives and how to read it.
# SLURM_STANDIN_DIR holds one folder per job (jobs/<id>/) with one small file per field:
#   state (PENDING RUNNING COMPLETED FAILED CANCELLED TIMEOUT), name, output, script, limit (seconds,
#   0 = none), cpus, mem, partition, user, submit/start/end (epoch seconds), exit (code:signal),
#   pgid (process group of the running batch script), cancelled (present once scancel was called).

STANDIN_DIR="${SLURM_STANDIN_DIR:-${TMPDIR:-/tmp}/slurm-standin-$(id -u)}"
JOBS_DIR="$STANDIN_DIR/jobs"
mkdir -p "$JOBS_DIR"

# Runs "$@" holding the stand-in's lock (job ids and slot counting are serialised).
with_lock() {
  (
    flock 9
    "$@"
  ) 9>"$STANDIN_DIR/lock"
}

field() { cat "$JOBS_DIR/$1/$2" 2>/dev/null || true; }
set_field() { printf '%s\n' "$3" >"$JOBS_DIR/$1/$2.tmp" && mv "$JOBS_DIR/$1/$2.tmp" "$JOBS_DIR/$1/$2"; }
job_exists() { [[ "$1" =~ ^[0-9]+$ && -d "$JOBS_DIR/$1" ]]; }

# Slurm's time formats: minutes, minutes:seconds, hours:minutes:seconds, days-hours[:minutes[:seconds]].
time_to_seconds() {
  local value="$1" days=0 h=0 m=0 s=0
  [[ -z "$value" || "$value" == "UNLIMITED" || "$value" == "infinite" ]] && { echo 0; return; }
  if [[ "$value" == *-* ]]; then
    days="${value%%-*}"
    IFS=: read -r h m s <<<"${value#*-}"
  else
    local parts
    IFS=: read -ra parts <<<"$value"
    case "${#parts[@]}" in
      1) m="${parts[0]}" ;;
      2) m="${parts[0]}"; s="${parts[1]}" ;;
      *) h="${parts[0]}"; m="${parts[1]}"; s="${parts[2]}" ;;
    esac
  fi
  echo $(( (10#${days:-0} * 24 + 10#${h:-0}) * 3600 + 10#${m:-0} * 60 + 10#${s:-0} ))
}

seconds_to_elapsed() {
  local total="$1"
  printf '%02d:%02d:%02d' $((total / 3600)) $((total % 3600 / 60)) $((total % 60))
}

iso_time() {
  if [[ -z "$1" ]]; then echo "Unknown"; else date -d "@$1" '+%Y-%m-%dT%H:%M:%S'; fi
}

# The ids of every job, oldest first.
all_jobs() { find "$JOBS_DIR" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort -n; }
