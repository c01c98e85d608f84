#!/usr/bin/env python3
"""Our arena against two other Ticket to Ride engines, CPU time per game,
side by side and interleaved: each round runs the peer, then the arena (the
next round the other way round), so a change in the machine's load hits both
sides of a round alike. The ratio is taken per round; the spread over rounds
is printed (min, median, max).

  bingsoup: bingsoup/ticket-to-ride-ai (Python 3.10+), two "Random AI" players
            on its Europe map, against `arena --players 2 --bots random,random`.
  research: fernandomsilva/Ticket-to-Ride-Engine, the engine of de Mesentier
            Silva et al. (Python 2.7 with networkx 1.x), One Step Thinker,
            Destination Hungry, Route Focus and Long Route Junkie on its
            Europe map, against `arena --players 4 --bots onestep,hungry,path,longroute`.

It fetches nothing: it takes the peers' checkouts as arguments and skips a
peer that is not given or whose interpreter cannot run it (saying why). The
peer's games run in lab/scripts/peers_games.py, which times the games alone
(the interpreter's start and the imports left out); the arena's CPU time is
its whole process (user + sys, from getrusage of the child).

Usage:
  lab/scripts/peers.py --bingsoup DIR --research DIR [--python2 python2.7]
                       [--rounds 7] [--arena target/release/arena]
"""
import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
GAMES = os.path.join(HERE, "peers_games.py")


def child_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def run(cmd):
    """Runs cmd, returns (stdout, CPU seconds of the child: user + sys)."""
    before = child_cpu()
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit("%s failed:\n%s" % (" ".join(cmd), done.stderr))
    return done.stdout, child_cpu() - before


def commit(path):
    try:
        return subprocess.run(["git", "-C", path, "rev-parse", "HEAD"], check=True,
                              capture_output=True, text=True).stdout.strip()
    except (subprocess.CalledProcessError, FileNotFoundError):
        return "unknown (not a git checkout)"


def arena_binary(given):
    if given:
        return given
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "europa-arena", "--bin", "arena"],
                   check=True, cwd=ROOT)
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    return os.path.join(target, "release", "arena")


def check_research(python2):
    """Why the research engine cannot run here, or None."""
    exe = shutil.which(python2)
    if exe is None:
        return "no %s: the research engine is Python 2.7 code (import Queue, copy_reg)" % python2
    probe = subprocess.run([exe, "-c", "import sys, networkx; sys.stdout.write(networkx.__version__)"],
                           capture_output=True, text=True)
    if probe.returncode != 0 and "networkx" not in probe.stderr:
        first = (probe.stderr.strip().splitlines() or ["?"])[0]
        return "%s does not run: %s" % (python2, first)
    if probe.returncode != 0 or not probe.stdout.startswith("1."):
        return ("%s has no networkx 1.x (its agents index edges() lists): "
                "%s -m pip install networkx==1.11" % (python2, python2))
    return None


def check_bingsoup(python3):
    probe = subprocess.run([python3, "-c", "import sys; sys.exit(sys.version_info < (3, 10))"])
    if probe.returncode != 0:
        return "%s is older than 3.10 (bingsoup's game.py uses match)" % python3
    return None


def measure(name, peer_cmd, arena_cmd, rounds):
    """Rounds of peer and arena, alternating which goes first. Returns the rows."""
    rows = []
    for r in range(rounds):
        seed = str(r + 1)
        order = [("peer", peer_cmd + [seed]), ("arena", arena_cmd + ["--seed", seed])]
        if r % 2:
            order.reverse()
        got = {}
        for side, cmd in order:
            out, cpu = run(cmd)
            got[side] = (out, cpu)
        p = json.loads(got["peer"][0].strip().splitlines()[-1])
        a = json.loads(got["arena"][0].strip().splitlines()[-1])
        row = {
            "peer_ms": 1000 * p["cpu_s"] / p["games"],
            "peer_process_ms": 1000 * got["peer"][1] / p["games"],
            "peer_turns": p["turns"] / p["games"],
            "peer_stalled": p["stalled"],
            "arena_ms": 1000 * got["arena"][1] / a["games"],
            "arena_turns": a["avg_turns"],
        }
        row["ratio"] = row["peer_ms"] / row["arena_ms"]
        rows.append(row)
        print("  %s round %d: peer %.2f ms/game (%.2f with start-up), arena %.4f ms/game, ratio %.0f"
              % (name, r + 1, row["peer_ms"], row["peer_process_ms"], row["arena_ms"], row["ratio"]),
              flush=True)
    return rows


def summary(name, rows, peer_games, arena_games, unit):
    med = statistics.median
    ratios = [r["ratio"] for r in rows]
    print("%s: %d rounds of %d peer games and %d arena games" % (name, len(rows), peer_games, arena_games))
    print("  peer  CPU ms/game  median %.2f (min %.2f, max %.2f); with interpreter start-up %.2f; "
          "%.1f %s; %d stalled"
          % (med([r["peer_ms"] for r in rows]), min(r["peer_ms"] for r in rows),
             max(r["peer_ms"] for r in rows), med([r["peer_process_ms"] for r in rows]),
             med([r["peer_turns"] for r in rows]), unit, sum(r["peer_stalled"] for r in rows)))
    print("  arena CPU ms/game  median %.4f (min %.4f, max %.4f); %.1f turns a game"
          % (med([r["arena_ms"] for r in rows]), min(r["arena_ms"] for r in rows),
             max(r["arena_ms"] for r in rows), med([r["arena_turns"] for r in rows])))
    print("  ratio (peer / arena, per round)  median %.0f (min %.0f, max %.0f)"
          % (med(ratios), min(ratios), max(ratios)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bingsoup", help="checkout of bingsoup/ticket-to-ride-ai")
    ap.add_argument("--research", help="checkout of fernandomsilva/Ticket-to-Ride-Engine")
    ap.add_argument("--python3", default=sys.executable, help="interpreter for bingsoup (3.10+)")
    ap.add_argument("--python2", default="python2.7", help="interpreter for the research engine")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--bingsoup-games", type=int, default=40, help="peer games a round")
    ap.add_argument("--research-games", type=int, default=8, help="peer games a round")
    ap.add_argument("--arena-random-games", type=int, default=40000, help="arena games a round")
    ap.add_argument("--arena-heuristic-games", type=int, default=2000, help="arena games a round")
    ap.add_argument("--arena", help="arena binary (default: build it with cargo)")
    a = ap.parse_args()
    if not a.bingsoup and not a.research:
        ap.error("give --bingsoup and/or --research (checkouts of the peers)")

    arena = arena_binary(a.arena)
    print("ours     %s" % commit(ROOT))
    skipped = []
    todo = []
    if a.bingsoup:
        why = check_bingsoup(a.python3)
        if not os.path.isfile(os.path.join(a.bingsoup, "game.py")):
            why = "%s has no game.py" % a.bingsoup
        if why:
            skipped.append("bingsoup: " + why)
        else:
            print("bingsoup %s (%s)" % (commit(a.bingsoup), a.python3))
            todo.append(("bingsoup, random 2-player games",
                         [a.python3, GAMES, "bingsoup", a.bingsoup, str(a.bingsoup_games)],
                         [arena, "--games", str(a.arena_random_games), "--players", "2",
                          "--bots", "random,random"],
                         a.bingsoup_games, a.arena_random_games, "turns a game"))
    else:
        skipped.append("bingsoup: no --bingsoup checkout given")
    if a.research:
        why = check_research(a.python2)
        if not os.path.isfile(os.path.join(a.research, "scripts", "ttrengine.py")):
            why = "%s has no scripts/ttrengine.py" % a.research
        if why:
            skipped.append("research engine: " + why)
        else:
            print("research %s (%s)" % (commit(a.research), a.python2))
            todo.append(("research engine, 4-player reference agents",
                         [a.python2, GAMES, "research", a.research, str(a.research_games)],
                         [arena, "--games", str(a.arena_heuristic_games), "--players", "4",
                          "--bots", "onestep,hungry,path,longroute"],
                         a.research_games, a.arena_heuristic_games,
                         "moves a game (one per card drawn or ticket choice)"))
    else:
        skipped.append("research engine: no --research checkout given")

    results = []
    for name, peer_cmd, arena_cmd, pg, ag, unit in todo:
        results.append((name, measure(name, peer_cmd, arena_cmd, a.rounds), pg, ag, unit))
    print()
    for name, rows, pg, ag, unit in results:
        summary(name, rows, pg, ag, unit)
    for s in skipped:
        print("skipped: " + s)


if __name__ == "__main__":
    main()
