#!/usr/bin/env bash
# swarm_rig.sh: private Docker daemons that form a Docker Swarm inside network namespaces,
# for ContainerPerf integration tests. Run as root. The machine's own Docker daemon is only
# read from (docker save); it is never put into swarm mode.
#
#   swarm_rig.sh up N [--prefix P] [--net A.B.C]   N = 1 or 2 nodes; prints "export ..." lines
#   swarm_rig.sh down [--prefix P] [--net A.B.C]   removes everything; idempotent, safe after a crash
#   swarm_rig.sh status [--prefix P] [--net A.B.C]
#   swarm_rig.sh env [--prefix P]                  prints the env file of a running rig
#
#   eval "$(tests/swarm/swarm_rig.sh up 2)"; docker -H "$NODE1_TCP" node ls; tests/swarm/swarm_rig.sh down
#
# Layout for prefix P (default cpsw) and net A.B.C (default 10.231.7):
#   host bridge P-br with A.B.C.1/24; netns P-n<i> joined to it by the veth P-h<i> (host end) /
#   eth0 (netns end) with A.B.C.(10+i)/24, lo up, default route via A.B.C.1.
#   dockerd <i> runs in netns P-n<i>, in a private mount namespace (its mounts never show on the
#   host) and in its own UTS namespace (hostname P-n<i>, the swarm node's hostname); it starts
#   its own containerd under its exec-root and listens on unix:///run/P/n<i>/docker.sock and
#   tcp://A.B.C.(10+i):2375 (plain TCP, reachable only from the host and the other nodes).
#   Services need no registry: the daemons run with DOCKER_SERVICE_PREFER_OFFLINE_IMAGE=1 and
#   the test images are loaded into each node; use "docker service create --no-resolve-image".
#   Ingress (routing-mesh) ports do not work where the kernel lacks IPVS; publish in host mode:
#   --publish mode=host,target=8080,published=18080 -> http://A.B.C.(10+i):18080/
#   exec-root /run/P/n<i>/x, data-root /var/lib/P/n<i>, log /run/P/n<i>/dockerd.log,
#   cgroup parent /P-n<i>. Node 1 is the only manager (swarm init, listen A.B.C.11:2377);
#   node 2 joins as a worker, so the manager quorum is 1 and stopping node 2 never blocks the
#   control plane. Manager-only endpoints (/services, /tasks, /nodes) answer only on node 1;
#   container endpoints (/containers/{id}/stats, /archive) answer on the node that runs the task.
#   Env file: /run/P/env (NODE<i>_HOST, NODE<i>_TCP, NODE<i>_IP, NODE<i>_ID, MANAGER_HOST, ...).
#   Also one iptables rule in the host's FORWARD chain (comment "P-rig") so the host's Docker
#   FORWARD DROP policy does not drop bridged traffic between the nodes.
set -euo pipefail
unset DOCKER_HOST DOCKER_CONTEXT DOCKER_TLS_VERIFY DOCKER_CERT_PATH

SELF=$(basename "$0")
MAIN_SOCK=/var/run/docker.sock
IMAGES=(containerperf-test/http:latest containerperf-test/function:latest)
WAIT_DAEMON=60      # seconds for a dockerd to answer
WAIT_LOAD=180       # seconds for loading one image into one node
WAIT_SWARM=60       # seconds for swarm init / join / nodes ready
WAIT_STOP=25        # seconds for a dockerd to exit after SIGTERM

die() { echo "$SELF: error: $*" >&2; exit 1; }
log() { echo "$SELF: $*" >&2; }

usage() {
    sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}

# ---- arguments --------------------------------------------------------------------------
CMD=${1:-}; [ $# -gt 0 ] && shift
N=
PREFIX=cpsw
NET=10.231.7
NET_GIVEN=0
while [ $# -gt 0 ]; do
    case $1 in
        --prefix) [ $# -ge 2 ] || die "--prefix needs a value"; PREFIX=$2; shift 2 ;;
        --prefix=*) PREFIX=${1#*=}; shift ;;
        --net) [ $# -ge 2 ] || die "--net needs a value (A.B.C)"; NET=$2; NET_GIVEN=1; shift 2 ;;
        --net=*) NET=${1#*=}; NET_GIVEN=1; shift ;;
        -h|--help) usage ;;
        [0-9]*) if [ "$CMD" != up ] || [ -n "$N" ]; then die "unexpected argument '$1'"; fi; N=$1; shift ;;
        *) die "unknown argument '$1' (see $SELF --help)" ;;
    esac
done
case $CMD in up|down|status|env) ;; -h|--help|'') usage ;; *) die "unknown command '$CMD' (up|down|status|env)" ;; esac
# Interface names are limited to 15 characters: P-br, P-h1, P-n1 must fit.
# "cp" first: down removes /run/P and /var/lib/P, which must never be a system directory.
[[ $PREFIX =~ ^cp[a-z0-9]{1,8}$ ]] || die "prefix '$PREFIX' must be 'cp' and 1-8 lowercase letters/digits (e.g. cpsw)"
case $PREFIX in docker*|containerd*|netns|lib|run|tmp) die "prefix '$PREFIX' is reserved; choose another (e.g. cpsw)" ;; esac
[[ $NET =~ ^(10|172|192)\.[0-9]{1,3}\.[0-9]{1,3}$ ]] || die "--net '$NET' must look like 10.231.7 (a private /24 prefix)"
if [ "$CMD" = up ]; then
    [[ $N =~ ^[12]$ ]] || die "up needs the node count 1 or 2, e.g. '$SELF up 2'"
fi

RUN=/run/$PREFIX
DATA=/var/lib/$PREFIX
BR=$PREFIX-br
RULE_COMMENT=$PREFIX-rig
ENV_FILE=$RUN/env
# status/down of a running rig use the net it was created with.
if [ "$CMD" != up ] && [ "$NET_GIVEN" = 0 ] && [ -f "$RUN/net" ]; then NET=$(cat "$RUN/net"); fi
STEP=
UP_DONE=0

ns_of()   { echo "$PREFIX-n$1"; }
veth_of() { echo "$PREFIX-h$1"; }
ip_of()   { echo "$NET.$((10 + $1))"; }
dir_of()  { echo "$RUN/n$1"; }
sock_of() { echo "$RUN/n$1/docker.sock"; }

# dn SECONDS I ARGS...: docker CLI against node I, bounded in time. Never the main daemon.
dn() {
    local t=$1 i=$2; shift 2
    local s; s=$(sock_of "$i")
    [ "$(readlink -f "$s")" != "$(readlink -f "$MAIN_SOCK")" ] || die "internal: node socket resolves to the main daemon"
    timeout "$t" docker -H "unix://$s" "$@"
}

# wait_until SECONDS WHAT CMD...: polls CMD every 0.5 s until it succeeds; fails after SECONDS.
wait_until() {
    local t=$1 what=$2; shift 2
    local deadline=$((SECONDS + t))
    until "$@" >/dev/null 2>&1; do
        [ $SECONDS -lt $deadline ] || { log "timed out after ${t}s waiting for $what"; return 1; }
        sleep 0.5
    done
}

need_root() { [ "$(id -u)" -eq 0 ] || die "must run as root (it creates network namespaces and starts dockerd)"; }

need_cmds() {
    local c missing=()
    for c in ip nsenter unshare setsid dockerd docker iptables timeout; do
        command -v "$c" >/dev/null || missing+=("$c")
    done
    [ ${#missing[@]} -eq 0 ] || die "missing commands: ${missing[*]} (Debian: apt-get install iproute2 util-linux docker.io iptables coreutils)"
}

# Node numbers that exist in any form (netns, run dir, data dir, cgroup).
known_nodes() {
    {
        ip netns list 2>/dev/null | awk '{print $1}' | sed -n "s/^$PREFIX-n\([0-9]\{1,\}\)\$/\1/p"
        for d in "$RUN"/n[0-9]* "$DATA"/n[0-9]* /sys/fs/cgroup/*/"$PREFIX"-n[0-9]*; do
            [ -e "$d" ] || continue
            basename "$d" | sed -n "s/^\(${PREFIX}-\)\{0,1\}n\([0-9]\{1,\}\)\$/\2/p"
        done
    } | sort -un
}

fwd_rule() { iptables -w 5 "$1" FORWARD -i "$BR" -o "$BR" -m comment --comment "$RULE_COMMENT" -j ACCEPT; }
# The daemons' plain-TCP API must not be reachable from the host's own containers (their
# traffic is forwarded; the host's own is not): nothing enters the bridge from elsewhere.
guard_rule() { iptables -w 5 "$1" FORWARD ! -i "$BR" -o "$BR" -m comment --comment "$RULE_COMMENT" -j DROP; }

# ---- down -------------------------------------------------------------------------------
# Every step tolerates missing pieces, so it also cleans up after a crash or a partial up.

# True while the process exists and is not a zombie (a killed dockerd can linger as a zombie
# until PID 1 reaps it, and kill -0 still succeeds on zombies).
alive() {
    local st
    st=$(sed 's/^.*) //' "/proc/$1/stat" 2>/dev/null | cut -d' ' -f1) || return 1
    [ -n "$st" ] && [ "$st" != Z ]
}

# Kills the processes whose pids are given on stdin: TERM, up to WAIT s, then KILL.
kill_pids() {
    local wait=$1 pids p deadline
    mapfile -t pids < <(grep -E '^[0-9]+$' | sort -un)
    [ ${#pids[@]} -gt 0 ] || return 0
    kill -TERM "${pids[@]}" 2>/dev/null || true
    deadline=$((SECONDS + wait))
    while [ $SECONDS -lt $deadline ]; do
        local left=0
        for p in "${pids[@]}"; do alive "$p" && left=1; done
        [ $left -eq 1 ] || return 0
        sleep 0.5
    done
    kill -KILL "${pids[@]}" 2>/dev/null || true
    sleep 0.5
}

cgroup_pids() { cat /sys/fs/cgroup/*/"$(ns_of "$1")"/cgroup.procs /sys/fs/cgroup/*/"$(ns_of "$1")"/*/cgroup.procs 2>/dev/null || true; }

stop_node() {
    local i=$1 ns dir pid
    ns=$(ns_of "$i"); dir=$(dir_of "$i")
    # 1. dockerd, gracefully (it stops its containers and containerd, unmounts everything).
    if [ -f "$dir/docker.pid" ]; then
        pid=$(cat "$dir/docker.pid" 2>/dev/null || true)
        if [ -n "$pid" ] && tr '\0' ' ' 2>/dev/null <"/proc/$pid/cmdline" | grep -q -- "--exec-root $dir/x"; then
            log "stopping dockerd of node $i (pid $pid)"
            echo "$pid" | kill_pids "$WAIT_STOP"
        fi
    fi
    # 2. Anything left in the node's netns (containerd, shims, docker-proxy) and in its cgroups
    #    (container processes); these all belong to the rig.
    if [ -e "/run/netns/$ns" ]; then
        ip netns pids "$ns" 2>/dev/null | kill_pids 5
    fi
    cgroup_pids "$i" | kill_pids 3
    # 3. Cgroups (deepest first).
    local d
    for d in /sys/fs/cgroup/*/"$ns"; do
        [ -d "$d" ] || continue
        find "$d" -depth -type d -exec rmdir {} + 2>/dev/null || true
        [ ! -d "$d" ] || log "warning: could not remove cgroup $d (processes left: $(tr '\n' ' ' <"$d/cgroup.procs" 2>/dev/null))"
    done
    # 4. The netns (removes the veth pair with it).
    if [ -e "/run/netns/$ns" ]; then
        ip netns del "$ns" 2>/dev/null || { umount -l "/run/netns/$ns" 2>/dev/null || true; rm -f "/run/netns/$ns"; }
    fi
    ip link del "$(veth_of "$i")" 2>/dev/null || true
}

unmount_under() {
    # Mounts in the host's mount namespace below the given directories (normally none: the
    # daemons mount in private namespaces), deepest first.
    local root m
    for root in "$@"; do
        awk '{print $5}' /proc/self/mountinfo | { grep -E "^$root(/|\$)" || true; } | sort -r | while read -r m; do
            umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || log "warning: could not unmount $m"
        done
    done
}

do_down() {
    local i
    for i in $(known_nodes); do stop_node "$i"; done
    # Host veths or netns with the prefix that known_nodes missed.
    local l
    for l in $(ip -o link show 2>/dev/null | awk -F': ' '{print $2}' | sed 's/@.*//' | grep -E "^$PREFIX-h[0-9]+\$" || true); do
        ip link del "$l" 2>/dev/null || true
    done
    ip link del "$BR" 2>/dev/null || true
    while fwd_rule -C 2>/dev/null; do fwd_rule -D || break; done
    while guard_rule -C 2>/dev/null; do guard_rule -D || break; done
    unmount_under "$RUN" "$DATA"
    if awk '{print $5}' /proc/self/mountinfo | grep -qE "^($RUN|$DATA)(/|\$)"; then
        die "mounts remain under $RUN or $DATA; not deleting them (see: grep $PREFIX /proc/self/mountinfo)"
    fi
    rm -rf --one-file-system "$RUN" "$DATA"
}

# ---- up ---------------------------------------------------------------------------------

start_node() {
    local i=$1 ns ip dir veth
    ns=$(ns_of "$i"); ip=$(ip_of "$i"); dir=$(dir_of "$i"); veth=$(veth_of "$i")
    STEP="network namespace $ns"
    ip netns add "$ns"
    ip link add "$veth" type veth peer name eth0 netns "$ns"
    ip link set "$veth" master "$BR" up
    ip -n "$ns" link set lo up
    ip -n "$ns" addr add "$ip/24" dev eth0
    ip -n "$ns" link set eth0 up
    ip -n "$ns" route add default via "$NET.1"

    STEP="starting dockerd of node $i"
    mkdir -p "$dir/x" "$DATA/n$i"
    echo '{}' >"$dir/daemon.json"   # so /etc/docker/daemon.json never leaks in
    # Own UTS namespace with hostname P-n<i>, so swarm nodes have distinct Description.Hostname.
    # Private mount namespace: a fresh sysfs that shows this netns's interfaces (what
    # "ip netns exec" does, but keeping the cgroup mounts, which "ip netns exec" hides), and an
    # empty tmpfs on /run/containerd so dockerd never picks a system containerd socket and
    # starts its own containerd (whose shim sockets land in that tmpfs, not on the host).
    # DOCKER_SERVICE_PREFER_OFFLINE_IMAGE=1: the swarm executor otherwise tries a registry pull
    # before every task start, even when the image is local; with no network that costs ~20 s
    # (DNS timeout) per task start and would reach out to the internet where there is one.
    # Docker's per-node default bridge and local pools are explicit though they cannot clash
    # anyway: each daemon has its own netns.
    # shellcheck disable=SC2016  # the inner script expands its own arguments
    setsid nsenter --net="/run/netns/$ns" -- unshare --mount --uts --propagation slave -- /bin/sh -euc '
        dir=$1; shift
        hostname "$0"
        mkdir -p "$dir/cg"
        mount --rbind /sys/fs/cgroup "$dir/cg"
        mount -t sysfs sysfs /sys
        mount --move "$dir/cg" /sys/fs/cgroup
        rmdir "$dir/cg"
        mkdir -p /run/containerd
        mount -t tmpfs -o mode=0711,size=16m "$0-containerd" /run/containerd
        exec "$@"' "$ns" "$dir" \
        env DOCKER_SERVICE_PREFER_OFFLINE_IMAGE=1 \
        dockerd \
            --config-file "$dir/daemon.json" \
            --data-root "$DATA/n$i" \
            --exec-root "$dir/x" \
            --pidfile "$dir/docker.pid" \
            -H "unix://$dir/docker.sock" \
            -H "tcp://$ip:2375" \
            --tls=false \
            --bip "10.232.$((i * 16)).1/24" \
            --default-address-pool "base=10.232.$((i * 16 + 8)).0/21,size=24" \
            --cgroup-parent "/$ns" \
            --storage-driver overlay2 \
            --shutdown-timeout 5 \
            --swarm-default-advertise-addr "$ip" \
            >"$dir/dockerd.log" 2>&1 </dev/null &
}

on_up_exit() {
    local rc=$?
    [ "$UP_DONE" = 1 ] && return 0
    trap - EXIT
    log "up failed during: $STEP (exit $rc)"
    local f
    for f in "$RUN"/n*/dockerd.log; do
        [ -f "$f" ] || continue
        log "last lines of $f:"; tail -n 15 "$f" | sed 's/^/    /' >&2
    done
    if [ "${CPSW_KEEP_ON_FAIL:-0}" = 1 ]; then
        log "CPSW_KEEP_ON_FAIL=1: leaving the partial rig; remove it with: $SELF down --prefix $PREFIX"
    else
        log "cleaning up (set CPSW_KEEP_ON_FAIL=1 to keep the partial rig for inspection)"
        ( do_down ) || log "cleanup failed; run: $SELF down --prefix $PREFIX"
    fi
    exit "$rc"
}

do_up() {
    need_root; need_cmds
    local i img
    [ -S "$MAIN_SOCK" ] || die "the main Docker daemon socket $MAIN_SOCK is missing; it is needed to read the test images (scripts/start-docker.sh)"
    for img in "${IMAGES[@]}"; do
        timeout 20 docker -H "unix://$MAIN_SOCK" image inspect "$img" >/dev/null 2>&1 \
            || die "image $img is not on the main daemon; build it with scripts/build-test-images.sh"
    done
    if [ -n "$(known_nodes)" ] || ip link show "$BR" >/dev/null 2>&1 || [ -e "$RUN" ] || [ -e "$DATA" ]; then
        die "a rig with prefix '$PREFIX' (or its leftovers) exists; run '$SELF down --prefix $PREFIX' first"
    fi
    if ip -o -4 addr show | grep -q " inet $NET\." || ip -4 route show | grep -q "^$NET\."; then
        die "$NET.0/24 is already in use on this host; pick another with --net A.B.C"
    fi

    UP_DONE=0; STEP="preparing"
    trap on_up_exit EXIT
    mkdir -p "$RUN" "$DATA"
    echo "$NET" >"$RUN/net"

    STEP="bridge $BR"
    ip link add "$BR" type bridge
    ip addr add "$NET.1/24" dev "$BR"
    ip link set "$BR" up
    # With br_netfilter, bridged frames traverse the host's iptables FORWARD chain, whose
    # policy the host's Docker sets to DROP: without this rule the nodes cannot reach each other.
    fwd_rule -C 2>/dev/null || fwd_rule -I
    guard_rule -C 2>/dev/null || guard_rule -I

    for i in $(seq 1 "$N"); do start_node "$i"; done
    for i in $(seq 1 "$N"); do
        STEP="waiting for dockerd of node $i (log: $(dir_of "$i")/dockerd.log)"
        wait_until "$WAIT_DAEMON" "dockerd of node $i" dn 5 "$i" version
        wait_until 10 "node $i on tcp://$(ip_of "$i"):2375" timeout 5 docker -H "tcp://$(ip_of "$i"):2375" version
    done

    for img in "${IMAGES[@]}"; do
        for i in $(seq 1 "$N"); do
            STEP="loading $img into node $i"
            log "loading $img into node $i"
            timeout "$WAIT_LOAD" docker -H "unix://$MAIN_SOCK" save "$img" | dn "$WAIT_LOAD" "$i" load -q >/dev/null
        done
    done

    STEP="swarm init on node 1"
    log "swarm init on node 1 ($(ip_of 1))"
    dn "$WAIT_SWARM" 1 swarm init --advertise-addr "$(ip_of 1)" --listen-addr "$(ip_of 1):2377" \
        --default-addr-pool 10.233.0.0/16 --default-addr-pool-mask-length 24 >/dev/null
    if [ "$N" -ge 2 ]; then
        local token
        token=$(dn 20 1 swarm join-token -q worker)
        for i in $(seq 2 "$N"); do
            STEP="node $i joining the swarm as a worker"
            log "node $i joins as worker"
            dn "$WAIT_SWARM" "$i" swarm join --token "$token" --advertise-addr "$(ip_of "$i")" \
                --listen-addr "$(ip_of "$i"):2377" "$(ip_of 1):2377" >/dev/null
        done
    fi
    STEP="waiting for $N ready swarm nodes"
    ready_nodes() { [ "$(dn 10 1 node ls --format '{{.Status}}' | grep -c '^Ready$')" -eq "$N" ]; }
    wait_until "$WAIT_SWARM" "$N ready nodes" ready_nodes

    STEP="writing $ENV_FILE"
    {
        echo "export CPSW_PREFIX=$PREFIX"
        echo "export CPSW_NODES=$N"
        echo "export CPSW_ENV_FILE=$ENV_FILE"
        echo "export CPSW_NET=$NET"
        echo "export MANAGER_HOST=unix://$(sock_of 1)"
        echo "export MANAGER_TCP=tcp://$(ip_of 1):2375"
        for i in $(seq 1 "$N"); do
            echo "export NODE${i}_HOST=unix://$(sock_of "$i")"
            echo "export NODE${i}_TCP=tcp://$(ip_of "$i"):2375"
            echo "export NODE${i}_IP=$(ip_of "$i")"
            echo "export NODE${i}_NETNS=$(ns_of "$i")"
            echo "export NODE${i}_ID=$(dn 10 "$i" info --format '{{.Swarm.NodeID}}')"
            echo "export NODE${i}_LOG=$(dir_of "$i")/dockerd.log"
        done
    } >"$ENV_FILE.tmp"
    mv "$ENV_FILE.tmp" "$ENV_FILE"
    UP_DONE=1
    trap - EXIT
    cat "$ENV_FILE"
    log "up: $N node(s) ready; env file $ENV_FILE; remove with: $SELF down --prefix $PREFIX"
}

# ---- status -----------------------------------------------------------------------------

do_status() {
    local i nodes pid state rc=0
    nodes=$(known_nodes)
    if [ -z "$nodes" ] && ! ip link show "$BR" >/dev/null 2>&1; then
        echo "rig '$PREFIX': down (nothing found)"; return 3
    fi
    echo "rig '$PREFIX': bridge $BR $(ip -o -4 addr show dev "$BR" 2>/dev/null | awk '{print $4}' || echo missing)"
    for i in $nodes; do
        pid=$(cat "$(dir_of "$i")/docker.pid" 2>/dev/null || true)
        if [ -n "$pid" ] && alive "$pid"; then
            state=$(dn 5 "$i" info --format '{{.Swarm.LocalNodeState}} {{if .Swarm.ControlAvailable}}manager{{else}}worker{{end}} {{.Swarm.NodeID}} containers={{.ContainersRunning}}/{{.Containers}}' 2>/dev/null) \
                || { state="dockerd pid $pid not answering"; rc=1; }
        else
            state="dockerd not running"; rc=1
        fi
        printf 'node %s: netns %s %s, %s, %s\n' "$i" "$(ns_of "$i")" "$([ -e "/run/netns/$(ns_of "$i")" ] && echo present || echo missing)" \
            "$(ip_of "$i")" "$state"
    done
    if dn 5 1 node ls >/dev/null 2>&1; then dn 10 1 node ls; fi
    return $rc
}

case $CMD in
    up) do_up ;;
    down) need_root; do_down; log "down: rig '$PREFIX' removed" ;;
    status) need_root; do_status ;;
    env) [ -f "$ENV_FILE" ] || die "no env file $ENV_FILE; is the rig up? ($SELF up 2 --prefix $PREFIX)"; cat "$ENV_FILE" ;;
esac
