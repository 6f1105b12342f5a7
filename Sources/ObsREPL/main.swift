import Foundation

let usage = """
    obsrepl: SwiftUI's observation, in a shell (no Apple device needed)

    usage:
      obsrepl              start the interactive shell (plain lines when standard input is not a terminal)
      obsrepl run FILE     run a script of Swift and :commands; exit 0 at its end, 1 at its first error
      obsrepl --help       show this help

    In the shell, :help lists the commands.

    """

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch arguments.first {
case nil:
    status = Shell.run()
case "run"?:
    if arguments.count == 2 {
        status = ScriptRunner.run(path: arguments[1])
    } else {
        Terminal.err("obsrepl: 'run' takes one script file: obsrepl run FILE\n")
        status = 2
    }
case "--help"?, "-h"?, "help"?:
    Terminal.out(usage)
    status = 0
case let other?:
    Terminal.err("obsrepl: unknown argument '\(other)'\n\n" + usage)
    status = 2
}
exit(status)
