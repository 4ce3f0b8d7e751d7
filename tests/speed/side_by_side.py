#!/usr/bin/env python3
"""Perft speed side by side: Fers against shakmaty, cozy-chess and Fairy-Stockfish, in one run.

Each case runs every program on the same position and depth, alternating the programs
RUNS times, and reports the fastest run of each (whole process, wall time: other load on
a shared machine only ever makes a run slower) and the ratio to Fers (above 1: Fers is
faster). The node counts must agree, or the case is reported as a disagreement and the
script exits 1. Programs that are not there are skipped with a note.

    cargo build --release -p fers-cli
    (cd ../shared/peer-perft && cargo build --release)       # shakmaty and cozy-chess
    python3 tests/speed/side_by_side.py [--runs 5] [--cases standard,variants]

It measures; it asserts nothing about speed (speed is never a test).
"""

import argparse
import os
import shutil
import subprocess
import sys
import time

KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
# The first two positions of the Chess960 suite (tests/data/shakmaty-chess960.perft).
C960 = [
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
]


def fers(exe, ruleset, fen, depth):
    cmd = [exe, "perft", "--ruleset", ruleset, "--depth", str(depth)]
    return cmd + (["--fen", fen] if fen else [])


def fsf(exe, variant, depth):
    script = f"setoption name UCI_Variant value {variant}\nposition startpos\ngo perft {depth}\nquit\n"
    return ([exe], script)


def suite_fens(every):
    """Every `every`-th position of the Chess960 suite, from the first."""
    path = os.path.join(os.path.dirname(__file__), "..", "data", "shakmaty-chess960.perft")
    with open(path) as f:
        fens = [l[4:].strip() for l in f if l.startswith("epd ")]
    return fens[::every]


def is_suite(cmd):
    """Whether `cmd` is a list of commands rather than one command."""
    return isinstance(cmd, list) and bool(cmd) and not isinstance(cmd[0], str)


def run(cmd):
    """Runs one command, or each of a list of them (a suite: times and nodes summed);
    returns (seconds, nodes)."""
    if is_suite(cmd):
        results = [run(c) for c in cmd]
        return sum(t for t, _ in results), sum(n for _, n in results)
    script = None
    if isinstance(cmd, tuple):
        cmd, script = cmd
    start = time.perf_counter()
    out = subprocess.run(cmd, input=script, capture_output=True, text=True, check=True).stdout
    seconds = time.perf_counter() - start
    lines = [l for l in out.splitlines() if l.strip()]
    last = lines[-1] if lines else ""
    for l in lines:
        if l.startswith("Nodes searched:"):
            last = l.split(":")[1]
    return seconds, int(last.strip())


def cases(args):
    f = args.fers
    peer = args.peer_dir
    shak = os.path.join(peer, "peer-perft")
    cozy = os.path.join(peer, "cozy-perft")
    out = []
    if "standard" in args.cases:
        out += [
            ("start position, depth 6", fers(f, "standard", "", 6),
             {"shakmaty": [shak, "startpos", "6"], "cozy-chess": [cozy, "startpos", "6"]}),
            ("Kiwipete, depth 5", fers(f, "standard", KIWIPETE, 5),
             {"shakmaty": [shak, KIWIPETE, "5"], "cozy-chess": [cozy, KIWIPETE, "5"]}),
        ]
        for i, fen in enumerate(C960):
            out.append((f"Chess960 #{i}, depth 5", fers(f, "chess960", fen, 5),
                        {"shakmaty": [shak, fen, "5", "960"], "cozy-chess": [cozy, fen, "5"]}))
        # Two positions say little of a suite of 960: a sample spread over all of it.
        fens = suite_fens(48)
        out.append((f"Chess960 suite, {len(fens)} positions (every 48th), depth 5",
                    [fers(f, "chess960", fen, 5) for fen in fens],
                    {"shakmaty": [[shak, fen, "5", "960"] for fen in fens],
                     "cozy-chess": [[cozy, fen, "5"] for fen in fens]}))
    if "variants" in args.cases:
        for variant, depth in [("xiangqi", 5), ("janggi", 5), ("shogi", 5), ("crazyhouse", 5),
                               ("capablanca", 5), ("antichess", 6)]:
            out.append((f"{variant}, depth {depth}", fers(f, variant, "", depth),
                        {"Fairy-Stockfish (Debian)": fsf(args.fsf, variant, depth)}))
        if args.fsf_all:
            for variant, depth in [("atomic", 5), ("antichess", 6)]:
                out.append((f"{variant}, depth {depth}", fers(f, variant, "", depth),
                            {"Fairy-Stockfish (all variants)": fsf(args.fsf_all, variant, depth)}))
    return out


def present(cmd):
    if is_suite(cmd):
        return all(present(c) for c in cmd)
    exe = cmd[0][0] if isinstance(cmd, tuple) else cmd[0]
    return os.path.isfile(exe) or shutil.which(exe) is not None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--cases", default="standard,variants")
    ap.add_argument("--fers", default="target/release/fers")
    ap.add_argument("--peer-dir", default="../shared/peer-perft/target/release")
    ap.add_argument("--fsf", default="/usr/games/fairy-stockfish")
    ap.add_argument("--fsf-all", help="a Fairy-Stockfish built with every variant (atomic)")
    args = ap.parse_args()
    if not present([args.fers]):
        sys.exit(f"no Fers binary at {args.fers}: cargo build --release -p fers-cli")
    bad = 0
    print("| case | nodes | Fers | peer | peer's time | Fers' speed ÷ peer's |")
    print("| --- | ---: | ---: | --- | ---: | ---: |")
    for name, mine, peers in cases(args):
        peers = {p: c for p, c in peers.items() if present(c)}
        times = {p: [] for p in ["Fers", *peers]}
        nodes = {}
        for _ in range(args.runs):
            for p, c in [("Fers", mine), *peers.items()]:
                t, n = run(c)
                times[p].append(t)
                nodes.setdefault(p, n)
        best = {p: min(ts) for p, ts in times.items()}
        for p in peers:
            if nodes[p] != nodes["Fers"]:
                bad += 1
                print(f"| {name} | DISAGREE: Fers {nodes['Fers']}, {p} {nodes[p]} | | | | |")
                continue
            print(f"| {name} | {nodes['Fers']:,} | {best['Fers']:.3f} s | {p} | "
                  f"{best[p]:.3f} s | {best[p] / best['Fers']:.2f}× |")
        if not peers:
            print(f"| {name} | {nodes['Fers']:,} | {best['Fers']:.3f} s | (no peer found) | | |")
        sys.stdout.flush()
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
