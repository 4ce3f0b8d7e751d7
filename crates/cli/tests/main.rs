//! The tests of the `fers` command, built as one test binary: every other `.rs` file
//! in this folder is one of its modules (`automod`), so a new file is tested without
//! being listed here.

automod::dir!("tests");
