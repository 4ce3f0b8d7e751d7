"""Type stubs for ``fers.pgn``."""

from typing import Any, Dict, List, Optional

def check(text: str, threads: Optional[int] = None) -> List[Dict[str, Any]]:
    """Check every game of a PGN text on Rust threads; one dict per game."""
