"""Check a large PGN collection with Dask: one task per file, Fers's threads inside.

    python crates/python/examples/dask_pgn.py games/*.pgn                 # a local cluster
    python crates/python/examples/dask_pgn.py --scheduler tcp://host:8786 games/*.pgn

Each file is read and checked by `fers.pgn.check` on a worker (the GIL released, the
games spread over the worker's threads); the per-file counts are summed on the client.
"""

import argparse
import collections


def check_file(path, threads=1):
    """Counts for one PGN file: games, ok, and bad games by refusal code."""
    import fers.pgn

    with open(path, encoding="utf-8", errors="replace") as f:
        results = fers.pgn.check(f.read(), threads=threads)
    counts = collections.Counter(games=len(results), ok=sum(r["ok"] for r in results))
    for r in results:
        if not r["ok"]:
            counts["code:" + r["code"]] += 1
    return counts


def add(a, b):
    return a + b


def check_collection(paths, client=None, threads=1):
    """The summed counts of every file in `paths`, computed on Dask's `distributed`
    scheduler (`client`, or the default one)."""
    import dask.bag as db

    bag = db.from_sequence(list(paths), npartitions=max(1, len(paths)))
    totals = bag.map(check_file, threads=threads).fold(add, initial=collections.Counter())
    return totals.compute() if client is None else client.compute(totals).result()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--scheduler", help="a running scheduler's address (default: a local cluster)")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args(argv)
    from distributed import Client, LocalCluster

    if args.scheduler:
        client = Client(args.scheduler)
    else:
        client = Client(LocalCluster(n_workers=args.workers, threads_per_worker=1, processes=True))
    with client:
        totals = check_collection(args.files, client)
    for key, value in sorted(totals.items()):
        print(f"{key}\t{value}")


if __name__ == "__main__":
    main()
