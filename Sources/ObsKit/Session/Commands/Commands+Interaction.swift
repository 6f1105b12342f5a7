/// The commands that use the mounted views as a user would (DESIGN.md's contract: `:mount`, `:unmount`,
/// `:tap`, `:type`; and `:toggle`, `:pick`, `:dismiss`, `:back`, `:advance`). What each does to the UI is
/// in Session+Interaction.
extension Command {
    static let interactionCommands: [Command] = [
        Command(name: "mount", usage: ":mount EXPR", summary: "make the view EXPR the root (unmounting any earlier root), then flush",
                group: .interaction, effect: .changes, complete: { session, rest, offset in
                    let expression = rest.drop { $0.isWhitespace }
                    let (from, candidates) = session.swiftCompletions(Array(expression), from: 0)
                    return (offset + rest.count - expression.count + from, candidates)
                }, run: { session, call, result in try session.mount(call, &result) }),
        Command(name: "remount", usage: ":remount", summary: "mount again what the last :mount mounted (after declaring its types again)",
                group: .interaction, effect: .changes, run: { session, call, result in
                    try call.expectNoArgument()
                    guard let last = session.lastMount else { throw call.error("nothing was mounted yet: :mount EXPR") }
                    try session.mount(CommandCall(last, fileName: call.source.fileName, line: call.source.firstLine), &result)
                }),
        Command(name: "unmount", usage: ":unmount", summary: "remove the root: its state is released and its objects may deinit",
                group: .interaction, effect: .changes, run: { session, call, _ in
                    try call.expectNoArgument()
                    guard session.graph.root != nil else { throw call.error("nothing is mounted") }
                    session.graph.unmount()
                }),
        labelled("tap", kind: "button", summary: "run the Nth (default 1st) visible button labelled Label (alerts' too), then flush",
                 labels: { $0.graph.buttons().flatMap { [$0.label] + ($0.title.map { [$0] } ?? []) } }, act: { session, label, ordinal, call in try session.tap(label, ordinal, call) }),
        Command(name: "type", usage: ":type \"text\" into \"Title\" [N]", summary: "type into the Nth text field titled Title, one character per turn, after what it holds (:clear empties it first)",
                group: .interaction, effect: .changes, complete: { session, rest, offset in
                    session.labelCompletions(rest, offset: offset, after: [.string, .word("into")], from: session.graph.textFields().map(\.title))
                }, run: { session, call, _ in
                    let arguments = try call.arguments()
                    guard let typed = arguments.string(at: 0), arguments.word(at: 1) == "into", let title = arguments.string(at: 2),
                          arguments.count <= 4 else {
                        throw call.argumentError("expected :type \"text\" into \"Title\" [N]")
                    }
                    try session.type(typed, into: title, try arguments.ordinal(at: 3, of: "text field") ?? 1, call)
                }),
        labelled("toggle", kind: "toggle", summary: "flip the Nth toggle labelled Label, then flush",
                 labels: { $0.graph.toggles().map(\.label) }, act: { session, label, ordinal, call in try session.toggle(label, ordinal, call) }),
        Command(name: "step", usage: ":step \"Label\" up|down [N]", summary: "press the + (up) or - (down) of the stepper labelled Label, N times (each press a turn)",
                group: .interaction, effect: .changes, complete: { session, rest, offset in
                    session.labelCompletions(rest, offset: offset, after: [], from: session.graph.steppers().map(\.label))
                }, run: { session, call, _ in
                    let arguments = try call.arguments()
                    guard let label = arguments.string(at: 0), let direction = arguments.word(at: 1), direction == "up" || direction == "down",
                          arguments.count <= 3 else {
                        throw call.argumentError("expected :step \"Label\" up|down [N]")
                    }
                    let times = try arguments.ordinal(at: 2, of: "press") ?? 1
                    try session.step(label, up: direction == "up", times: times, call)
                }),
        Command(name: "pick", usage: ":pick \"Option\" in \"Label\"", summary: "choose the option shown as Option in the picker labelled Label",
                group: .interaction, effect: .changes, complete: { session, rest, offset in
                    // `:pick "Option` completes the pickers' options; `:pick "Option" in "` their labels.
                    let pickers = session.graph.pickers()
                    let argument = rest.drop { $0.isWhitespace }
                    if argument.first == "\"", Session.closingQuote(in: argument.dropFirst()) != nil {
                        return session.labelCompletions(rest, offset: offset, after: [.string, .word("in")], from: pickers.map(\.label))
                    }
                    return session.labelCompletions(rest, offset: offset, after: [], from: pickers.flatMap { $0.options.map(\.text) })
                }, run: { session, call, _ in
                    let arguments = try call.arguments()
                    guard let option = arguments.string(at: 0), arguments.word(at: 1) == "in", let label = arguments.string(at: 2),
                          arguments.count == 3 else {
                        throw call.argumentError("expected :pick \"Option\" in \"Label\"")
                    }
                    try session.pick(option, in: label, call)
                }),
        Command(name: "dismiss", usage: ":dismiss", summary: "dismiss the topmost alert or sheet, as a swipe or cancel would",
                group: .interaction, effect: .changes, run: { session, call, _ in
                    try call.expectNoArgument()
                    try session.dismiss(call)
                }),
        Command(name: "back", aliases: ["pop"], usage: ":back", summary: "pop the top view of the innermost navigation stack (:pop in a tutorial)",
                group: .interaction, effect: .changes, run: { session, call, _ in
                    try call.expectNoArgument()
                    guard try session.graph.popNavigation() else { throw call.error("nothing is pushed on a navigation stack") }
                }),
        Command(name: "advance", usage: ":advance DURATION", summary: "move the virtual clock (500ms, 2s, 1.5s, 1m); due tasks run, then flush",
                group: .interaction, effect: .changes, run: { session, call, _ in
                    guard let nanoseconds = Session.nanoseconds(call.argument) else {
                        throw call.argumentError("expected :advance DURATION, such as 500ms, 2s, 1.5s or 1m")
                    }
                    try session.interpreter.scheduler.advance(by: nanoseconds) { try session.settle() }
                }),
    ]

    /// `:NAME "Label" [N]`: acts on the Nth visible control of `kind` with that label; completes the labels.
    static func labelled(_ name: String, kind: String, placeholder: String = "Label", summary: String,
                         labels: @escaping @Sendable (Session) -> [String],
                         act: @escaping @Sendable (Session, String, Int, CommandCall) throws -> Void) -> Command {
        let usage = ":\(name) \"\(placeholder)\" [N]"
        return Command(name: name, usage: usage, summary: summary, group: .interaction, effect: .changes, complete: { session, rest, offset in
            session.labelCompletions(rest, offset: offset, after: [], from: labels(session))
        }, run: { session, call, _ in
            let arguments = try call.arguments()
            guard let label = arguments.string(at: 0), arguments.count <= 2 else { throw call.argumentError("expected \(usage)") }
            try act(session, label, try arguments.ordinal(at: 1, of: kind) ?? 1, call)
        })
    }
}
