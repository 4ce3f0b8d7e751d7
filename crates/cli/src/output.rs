//! Writing the commands' output like a Unix tool: every write can fail and says so. A
//! closed pipe (`fers moves | head -1`) ends the command quietly with the status a
//! shell reports for SIGPIPE; any other write error (a full disk, `> /dev/full`) is
//! reported on standard error with exit status 2.

use fers_rules::escape_control;
use std::io::{self, Write};
use std::process::ExitCode;

/// Exit status for unusable input (bad FEN, unknown ruleset, bad arguments) and for
/// output that cannot be written.
pub const UNUSABLE: u8 = 2;

/// Exit status when the reader of the output has gone: 128 + SIGPIPE (13), what a
/// shell reports for a tool the signal ended. Nothing is printed.
pub const BROKEN_PIPE: u8 = 141;

/// The exit status of a command that wrote its output through `result`.
pub fn finish(result: io::Result<ExitCode>) -> ExitCode {
    match result {
        Ok(code) => code,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::from(BROKEN_PIPE),
        Err(e) => unusable(&format!("cannot write the output: {e}")),
    }
}

/// Prints `fers: MESSAGE` on standard error (control characters escaped) and returns
/// exit status 2. A failing standard error is ignored: there is nowhere left to say it.
pub fn unusable(message: &str) -> ExitCode {
    let _ = writeln!(io::stderr(), "fers: {}", escape_control(message));
    ExitCode::from(UNUSABLE)
}
