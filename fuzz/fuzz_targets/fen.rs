//! Fuzz target `fen`: the body is `fers_conformance::fuzzing::fen`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fers_conformance::fuzzing::fen(data));
