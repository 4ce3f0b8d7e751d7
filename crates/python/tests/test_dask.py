"""The docs' Dask example (examples/dask_pgn.py) on a local `distributed` cluster of two
worker processes: the counts equal a single-process run's."""

import collections
import importlib.util
import os

import pytest

pytest.importorskip("dask.bag")
distributed = pytest.importorskip("distributed")

HERE = os.path.dirname(__file__)
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
PGN = os.path.join(ROOT, "tests", "data", "pgn")

_spec = importlib.util.spec_from_file_location(
    "dask_pgn", os.path.join(HERE, "..", "examples", "dask_pgn.py")
)
example = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(example)


def test_cluster_counts_equal_one_process(tmp_path):
    sources = ["python-chess.pgn", "lichess.pgn", "python-chess-variants.pgn", "malformed.pgn"]
    files = []
    for copy in range(3):  # a small corpus of twelve files
        for name in sources:
            dest = tmp_path / f"{copy}-{name}"
            with open(os.path.join(PGN, name), encoding="utf-8") as f:
                dest.write_text(f.read(), encoding="utf-8")
            files.append(str(dest))
    single = collections.Counter()
    for path in files:
        single += example.check_file(path)
    assert single["games"] > 50 and 0 < single["ok"] < single["games"]
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster, distributed.Client(cluster) as client:
        assert len(client.scheduler_info()["workers"]) == 2
        totals = example.check_collection(files, client)
    assert totals == single
