/// The commands about the session itself: start over, load and save scripts, help, tutorials, quit.
extension Command {
    static let sessionCommands: [Command] = [
        Command(name: "reset", usage: ":reset", summary: "start over: nothing declared, nothing mounted, every object released; numbers start again at #1",
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
        Command(name: "export", usage: ":export FILE.html", summary: "write the session so far as one web page: each turn's input, output, screen and graph, with a timeline",
                details: "The page is one self-contained file (no network; its style and a little script inline), readable without JavaScript. "
                    + "The views whose bodies ran in a turn are highlighted on its screen and in its graph. obsrepl play NAME --html FILE does the same for a tutorial.",
                group: .session, effect: .outside(records: false), run: { session, call, result in
                    let path = call.argument
                    guard path.hasSuffix(".html") || path.hasSuffix(".htm") else { throw call.error("expected :export FILE.html (a file name ending in .html)") }
                    let name = path.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? path
                    result.requests.append(.export(path: path, page: session.webPage(title: "ObsREPL session: " + name)))
                }),
        Command(name: "tutorial", usage: ":tutorial [NAME]", summary: "list the tutorials, or take one step by step (in the interactive shell)",
                group: .session, effect: .outside(records: false), run: { session, call, result in
                    guard session.isInteractive else {
                        throw call.error(":tutorial works in the interactive shell; from the command line: obsrepl tutorial [NAME]")
                    }
                    result.requests.append(.startTutorial(name: call.argument.isEmpty ? nil : call.argument))
                }),
        Command(name: "variant", usage: ":variant NAME", summary: "work in the session NAME (made if new), beside the others: a mistake in one, its fix in another",
                group: .session, effect: .outside(records: false), run: { session, call, result in
                    guard session.keepsVariants else { throw call.error(":variant works in the interactive shell and in lessons; from the command line: obsrepl compare A B") }
                    guard !call.argument.isEmpty, !call.argument.contains(where: \.isWhitespace) else { throw call.error("expected :variant NAME (one word)") }
                    result.requests.append(.variant(name: call.argument))
                }),
        Command(name: "variants", usage: ":variants", summary: "list the shell's sessions (the one in use marked)",
                group: .session, effect: .outside(records: false), run: { session, call, result in
                    guard session.keepsVariants else { throw call.error(":variants works in the interactive shell and in lessons") }
                    result.requests.append(.variant(name: nil))
                }),
        Command(name: "compare", usage: ":compare A B", summary: "the sessions A and B side by side, input by input, with what each made, destroyed and re-rendered",
                group: .session, effect: .outside(records: false), run: { session, call, result in
                    guard session.keepsVariants else { throw call.error(":compare works in the interactive shell and in lessons; from the command line: obsrepl compare A B") }
                    let names = call.argument.split(separator: " ").map(String.init)
                    guard names.count == 2 else { throw call.error("expected :compare A B, two of the names :variants lists") }
                    result.requests.append(.compare(names[0], names[1]))
                }),
        Command(name: "typecheck", usage: ":typecheck on|off", summary: "check each input with the real Swift compiler before it runs (on by default)",
                details: "With it on, code Xcode would reject is rejected when typed, in the compiler's words, and runs nothing. "
                    + "Off (or obsrepl --no-typecheck, or OBSREPL_NO_TYPECHECK=1), inputs run unchecked, as an interpreter that types values as they run.",
                group: .session, effect: .changes, run: { session, call, result in
                    switch call.argument {
                    case "on": session.typeChecking = true
                    case "off": session.typeChecking = false
                    case "": break
                    default: throw call.error("expected :typecheck on or :typecheck off")
                    }
                    let state = session.typeChecking ? (session.typeChecker == nil ? "on, but no compiler was found" : "on") : "off"
                    result.output += "the compiler check is \(state)\n"
                }),
        Command(name: "advice", usage: ":advice on|off", summary: "say where the series' mistakes are made, as they are typed or happen (on by default)",
                details: "Advice is never an error and never stops anything; it says what will happen, why (the rule in docs/rules.md) and the fix. "
                    + "The kinds: " + AdviceKind.allCases.map(\.title).joined(separator: "; ") + ".",
                group: .session, effect: .changes, run: { session, call, result in
                    switch call.argument {
                    case "on": session.adviser.isEnabled = true
                    case "off": session.adviser.isEnabled = false
                    case "": break
                    default: throw call.error("expected :advice on or :advice off")
                    }
                    result.output += "advice is \(session.adviser.isEnabled ? "on" : "off")\n"
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
