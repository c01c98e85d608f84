#!/usr/bin/env python3
"""How well Hard's rollouts foresee the end, from
europe/examples/rollout_calibration.rs's lines (issue 14):

    scripts/calibration_report.py calib.csv

Each look is one of Hard's searched turn starts: what its rollouts expected
of its planner's move (win share + lead/60, clamped to ±1; a lone win with a
lead of 60 or more is 2, a loss by 60 or more -1) and what the game gave.
Grouped by Hard's trains left (the stage), by the fewest trains another seat
has (how near the end is), and by the expectation itself: in each group the
looks, the games they come from, the mean expected and real reward, the
real minus the expected with its standard error over games (looks of one
game are not independent), and the share of those games Hard won.
"""
import statistics as st
import sys


def rows(path):
    out = []
    for line in open(path):
        f = line.strip().split(",")
        if not f[0].isdigit():
            continue
        g, turn, mine, fewest = map(int, f[:4])
        out.append(dict(game=g, turn=turn, mine=mine, fewest=fewest, exp=float(f[4]), real=float(f[5])))
    return out


def line(name, looks):
    if not looks:
        return f"| {name} | 0 | | | | | |"
    by_game = {}
    for r in looks:
        by_game.setdefault(r["game"], []).append(r["real"] - r["exp"])
    per_game = [st.mean(v) for v in by_game.values()]
    se = st.stdev(per_game) / len(per_game) ** 0.5 if len(per_game) > 1 else 0.0
    won = sum(1 for g in by_game if next(r for r in looks if r["game"] == g)["real"] > 0.25)
    exp = st.mean(r["exp"] for r in looks)
    real = st.mean(r["real"] for r in looks)
    return (f"| {name} | {len(looks)} | {len(by_game)} | {exp:+.3f} | {real:+.3f} | "
            f"{st.mean(per_game):+.3f} ± {se:.3f} | {100 * won / len(by_game):.0f} % |")


def table(title, groups):
    print(f"\n{title}\n")
    print("| group | looks | games | expected | real | real − expected (per game ± se) | games won |")
    print("|---|---|---|---|---|---|---|")
    for name, looks in groups:
        print(line(name, looks))


def main():
    rs = rows(sys.argv[1])
    table("All looks", [("all", rs)])
    stages = [(31, 45), (16, 30), (7, 15), (0, 6)]
    table("By Hard's trains left", [(f"{a}–{b}", [r for r in rs if a <= r["mine"] <= b]) for a, b in reversed(stages)])
    table("By the fewest trains another seat has",
          [(f"{a}–{b}", [r for r in rs if a <= r["fewest"] <= b]) for a, b in reversed(stages)])
    bins = [(-9, 0.0), (0.0, 0.5), (0.5, 1.0), (1.0, 1.5), (1.5, 9)]
    table("By what the rollouts expected",
          [(f"{max(a, -1):.1f} to {min(b, 2):.1f}", [r for r in rs if a <= r["exp"] < b]) for a, b in bins])


if __name__ == "__main__":
    main()
