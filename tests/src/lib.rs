//! Helpers for the conformance suite.
