//! Fuzz target `moves`: the body is `fers_conformance::fuzzing::moves`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| fers_conformance::fuzzing::moves(data));
