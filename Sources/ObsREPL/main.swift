import CObsSupport
import Foundation
import ObsKit

enum Usage {
    static let text = """
    obsrepl \(ObsREPLVersion.current): SwiftUI's observation, in a shell (no Apple device needed)

    usage:
      obsrepl              start the interactive shell (plain lines when standard input is not a terminal)
      obsrepl run FILE     run a script of Swift and :commands; exit 0 at its end, 1 at its first error
                           (--allow-writes: let it write and load files outside the current folder)
      obsrepl tutorial [NAME|FILE]  list the lessons with your progress (the shipped ones, and those in the
                           folder OBSREPL_TUTORIALS names), or take one, step by step (--reset [NAME|FILE]
                           forgets where one, or every one, was left)
      obsrepl check FILE.md...    play lessons and compare every step (--update rewrites only the expected
                           lines that no longer match)
      obsrepl play NAME|FILE.md   print a lesson as a transcript, run for real; for a talk: --step (Enter runs
                           each step's input), --from N, --to N, --no-solutions, --pace SECONDS; --markdown writes
                           the lesson with this run's output, a transcript that checks again;
                           --html FILE.html: write the lesson, played, as one self-contained web page;
                           obsrepl play --html DIR: every lesson as a page in DIR, with an index.html
      obsrepl compare A B  run two scripts or lessons (a mistake and its fix) and show them side by side,
                           input by input, with objects made and gone, body runs and subscriptions
                           (--all: show identical inputs too; --width N)
      obsrepl --version    print the version (obsrepl \(ObsREPLVersion.current))
      obsrepl --help       show this help

    Limits, before the command (or after run): --max-steps N stops an input after N steps (calls, loop
    iterations, task steps, deliveries; default \(Session.defaultStepBudget), per input in the shell, for
    the whole script in run); --max-memory SIZE caps script values (default 1G); or OBSREPL_MAX_STEPS and
    OBSREPL_MAX_MEMORY. Ctrl-C stops running code.

    Every input is checked by the real Swift compiler before it runs (code Xcode would reject is rejected,
    in the compiler's words); --no-typecheck before the command, or OBSREPL_NO_TYPECHECK=1, turns that off.
    In the shell, :help lists the commands; Tab completes, and history is kept in ~/.obsrepl_history
    (or the file OBSREPL_HISTORY names). NO_COLOR turns colours off. docs/lessons.md teaches how to
    write a lesson. :export FILE.html writes the shell's session so far as a web page.

    """
}

/// What the command line asks for, run on a thread with a large stack so that scripts may recurse deeply
/// (the interpreter stops runaway recursion before the stack ends).
func obsreplMain(_ arguments: [String]) -> Int32 {
    var arguments = arguments
    if let problem = SessionLimits.readEnvironment() {
        Terminal.err("obsrepl: \(problem)\n")
        return 2
    }
    while let first = arguments.first, first.hasPrefix("--") {
        var problem: String?
        if first == "--no-typecheck" {
            arguments.removeFirst()
            CompilerCheck.isWanted = false
        } else if SessionLimits.take(arguments, at: 0, problem: &problem) {
            if let problem {
                Terminal.err("obsrepl: \(problem)\n")
                return 2
            }
            arguments.removeFirst(2)
        } else {
            break
        }
    }
    switch arguments.first {
    case nil:
        return Shell.run()
    case "run"?:
        return ScriptRunner.run(arguments: Array(arguments.dropFirst()))
    case "tutorial"?:
        if arguments.count > 1, arguments[1] == "--reset" { return TutorialGuide.reset(arguments.count > 2 ? arguments[2] : nil) }
        return arguments.count > 1 ? Shell.run(tutorial: arguments[1]) : TutorialGuide.list()
    case "check"?:
        return TutorialCommands.check(Array(arguments.dropFirst()))
    case "compare"?:
        return CompareCommand.run(Array(arguments.dropFirst()))
    case "play"?:
        return TutorialPlay.play(Array(arguments.dropFirst()))
    case "--version"?, "-V"?:
        Terminal.out("obsrepl \(ObsREPLVersion.current)\n")
        return 0
    case "--help"?, "-h"?, "help"?:
        Terminal.out(Usage.text)
        return 0
    case let other?:
        Terminal.err("obsrepl: unknown argument '\(other)'\n\n" + Usage.text)
        return 2
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let worker = Thread {
    let status = obsreplMain(arguments)
    exit(status)
}
worker.stackSize = 1 << 29
worker.start()
// SIGINT (Ctrl-C) goes to the worker, which reads the input and runs the code.
obs_block_interrupt_on_this_thread()
while true { sleep(60) }
