//! The integration tests of fers-rules, built as one test binary: every other `.rs`
//! file in this folder is one of its modules (`automod`), so a new file is tested
//! without being listed here. `common/` holds what several of them share.

mod common;
automod::dir!("tests");
