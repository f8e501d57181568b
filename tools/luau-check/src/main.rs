//! `luau-check [--defs FILE]... FILE...`: type-checks each FILE as one strict module with Luau's
//! analyzer (the new solver), after loading the definition files (globals such as Roblox's).
//! Prints one line per diagnostic, `FILE:LINE:COL: error|warning: MESSAGE` (1-based), and exits
//! with 1 when any file has an error, 2 on a usage or loading problem.

use std::{env, fs, process::ExitCode};

use luau_analyze::{CheckOptions, Checker, Severity};

// Luau's solver stops a module once it has made `FInt::LuauSolverConstraintLimit` (1,000) constraints
// while solving, reporting "Code is too complex to typecheck" and leaving the rest unsolved. Roblox
// Studio checks each ModuleScript on its own; Kinetic's checks join the whole library and a consumer
// file into one module of about 20,000 lines (.lune/lib/luaujoin.luau), which passes that budget
// though no module of the library comes near it. The flag is the analyzer's own global (an `int`
// first in its `Luau::FValue<int>`); 0 turns the limit off. The crate exposes no flag API.
extern "C" {
    #[link_name = "_ZN4FInt25LuauSolverConstraintLimitE"]
    static mut SOLVER_CONSTRAINT_LIMIT: i32;
}

fn main() -> ExitCode {
    let mut definitions = Vec::new();
    let mut files = Vec::new();
    let mut args = env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--defs" {
            match args.next() {
                Some(path) => definitions.push(path),
                None => {
                    eprintln!("luau-check: --defs needs a file");
                    return ExitCode::from(2);
                }
            }
        } else {
            files.push(arg);
        }
    }
    if files.is_empty() {
        eprintln!("usage: luau-check [--defs FILE]... FILE...");
        return ExitCode::from(2);
    }
    // SAFETY: set once, before any check runs, on this thread only.
    unsafe {
        SOLVER_CONSTRAINT_LIMIT = 0;
    }
    let mut checker = match Checker::new() {
        Ok(checker) => checker,
        Err(error) => {
            eprintln!("luau-check: {error}");
            return ExitCode::from(2);
        }
    };
    for path in &definitions {
        let source = match fs::read_to_string(path) {
            Ok(source) => source,
            Err(error) => {
                eprintln!("luau-check: cannot read {path}: {error}");
                return ExitCode::from(2);
            }
        };
        if let Err(error) = checker.add_definitions_with_name(&source, path) {
            eprintln!("luau-check: {path}: {error}");
            return ExitCode::from(2);
        }
    }
    let mut failed = false;
    for path in &files {
        let source = match fs::read_to_string(path) {
            Ok(source) => source,
            Err(error) => {
                eprintln!("luau-check: cannot read {path}: {error}");
                return ExitCode::from(2);
            }
        };
        let options = CheckOptions { module_name: Some(path), ..CheckOptions::default() };
        let result = match checker.check_with_options(&source, options) {
            Ok(result) => result,
            Err(error) => {
                eprintln!("luau-check: {path}: {error}");
                return ExitCode::from(2);
            }
        };
        for diagnostic in &result.diagnostics {
            let severity = match diagnostic.severity {
                Severity::Error => "error",
                Severity::Warning => "warning",
            };
            println!(
                "{path}:{}:{}: {severity}: {}",
                diagnostic.line + 1,
                diagnostic.col + 1,
                diagnostic.message
            );
        }
        if result.timed_out {
            println!("{path}: error: the check timed out");
        }
        failed = failed || !result.errors().is_empty() || result.timed_out;
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
