//! Fuzz target `toml`: the body is `fers_conformance::fuzzing::toml`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fers_conformance::fuzzing::toml(data));
