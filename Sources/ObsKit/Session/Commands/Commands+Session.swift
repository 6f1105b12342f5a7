/// The commands about the session itself: start over, load and save scripts, help, tutorials, quit.
extension Command {
    static let sessionCommands: [Command] = [
        Command(name: "reset", usage: ":reset", summary: "start over: nothing declared, nothing mounted, every object released",
                group: .session, effect: .changes, startsOver: true, run: { session, _, _ in session.reset() }),
        Command(name: "load", usage: ":load FILE", summary: "run a script into the session",
                group: .session, effect: .outside(records: true), run: { _, call, result in
                    guard !call.argument.isEmpty else { throw call.error("expected :load FILE") }
                    result.requests.append(.load(path: call.argument))
                }),
        Command(name: "save", usage: ":save FILE", summary: "write the session's inputs as a script that obsrepl run replays",
                group: .session, effect: .outside(records: false), run: { session, call, result in
                    guard !call.argument.isEmpty else { throw call.error("expected :save FILE") }
                    result.requests.append(.write(path: call.argument, text: session.history.joined(separator: "\n") + "\n", svg: false))
                }),
        Command(name: "tutorial", usage: ":tutorial [NAME]", summary: "list the tutorials, or take one step by step (in the interactive shell)",
                group: .session, effect: .outside(records: false), run: { session, call, result in
                    guard session.isInteractive else {
                        throw call.error(":tutorial works in the interactive shell; from the command line: obsrepl tutorial [NAME]")
                    }
                    result.requests.append(.startTutorial(name: call.argument.isEmpty ? nil : call.argument))
                }),
        Command(name: "help", usage: ":help [command]", summary: "list the commands, or explain one",
                group: .session, effect: .looks, complete: { session, rest, offset in
                    let word = rest.drop { $0.isWhitespace }
                    let topic = word.hasPrefix(":") ? word.dropFirst() : word
                    guard !topic.contains(where: \.isWhitespace) else { return (offset + rest.count, []) }
                    let names = Command.named(startingWith: String(topic), inTutorial: session.guide != nil).map(\.name)
                    return (offset + rest.count - topic.count, Session.finished(names))
                }, run: { session, call, result in result.output += session.help(call.argument) }),
        Command(name: "quit", aliases: ["q", "exit"], usage: ":quit", summary: "leave the shell",
                group: .session, effect: .outside(records: false), run: { _, _, result in result.quit = true }),
    ]
}
