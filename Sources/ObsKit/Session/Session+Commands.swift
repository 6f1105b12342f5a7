/// Running a `:` command: the table (`Command.all`) says what each is; this finds the row and runs it as
/// a turn, and builds `:help` from the same rows.
extension Session {
    func command(_ text: String, fileName: String, line: Int) -> TurnResult {
        let call = CommandCall(text, fileName: fileName, line: line)
        return turn { result in
            guard !call.name.isEmpty else { throw call.error("expected a command after ':'; :help lists them") }
            guard let command = Command.find(call.name, inTutorial: guide != nil) else {
                let near = Command.all.filter { $0.isVisible(inTutorial: guide != nil) && Self.distance($0.name, call.name) <= 2 }
                    .map { ":" + $0.name }
                let hint = near.isEmpty ? "" : "did you mean " + near.joined(separator: " or ") + "? "
                throw call.error("unknown command ':\(call.name)'; \(hint):help lists the commands", from: 0, to: call.argumentOffset)
            }
            try command.run(self, call, &result)
        }
    }

    /// The edit distance between two command names (a swap of two letters counts once), for "did you mean".
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count), before = previous
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
            }
            before = previous
            previous = current
        }
        return previous[b.count]
    }

    /// `:mount EXPR`: the expression keeps its columns, so a caret under it lines up with the command.
    func mount(_ call: CommandCall, _ result: inout TurnResult) throws {
        let expression = call.argumentText.drop { $0 == " " }
        guard !expression.isEmpty else { throw call.error(":mount expects a view, as in :mount ContentView()") }
        let padding = String(repeating: " ", count: call.text.utf8.count - expression.utf8.count)
        let source = SourceText(text: padding + expression, fileName: call.source.fileName, firstLine: call.source.firstLine, display: call.text)
        let program = try frontEnd.compileMountedView(source) { result.notices.append($0) }
        // An exercise's `made` checks count from here (Tutorial.Check).
        interpreter.census.markMount()
        let value = try interpreter.execute(program) ?? .void
        // A view with modifiers (`ContentView().environment(model)`): a root that shows it, as a hosting
        // controller would.
        if case .view = value {
            try graph.mount(hosting: value)
            lastMount = call.text
            return
        }
        // An App is mounted as the root that owns its properties and shows its scene's content (rules §15.16).
        guard case .structValue(let view) = value, view.type.isView || view.type.conforms(to: "App") else {
            throw call.error(":mount expects a view struct such as ContentView() or an App; this is a value of type '\(value.typeName)'",
                             from: call.text.utf8.count - expression.utf8.count)
        }
        try graph.mount(view)
        lastMount = call.text
    }

    /// Runs `body` with the guided tutorial this session belongs to.
    func guided(_ body: (GuidedTutorial) throws -> Void) throws {
        guard let guide else { obsInvariant("a tutorial command ran outside a tutorial") }
        try body(guide)
    }

    /// `:help` (the commands where the session is, by group) or `:help NAME`.
    func help(_ topic: String) -> String {
        let inTutorial = guide != nil
        let topic = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
        if topic == "views" { return Self.viewsHelp }
        if topic == "modifiers" { return Self.modifiersHelp }
        if topic == "advice" { return Self.adviceHelp }
        if !topic.isEmpty {
            guard let command = Command.find(topic, inTutorial: inTutorial) else {
                return "unknown command ':\(topic)'; :help lists the commands\n"
            }
            let aliases = command.aliases.isEmpty ? "" : " (also " + command.aliases.map { ":" + $0 }.joined(separator: ", ") + ")"
            return "\(command.usage)\(aliases)\n  \(command.summary)\n" + (command.details.map { "  " + $0 + "\n" } ?? "")
        }
        let visible = Command.all.filter { $0.isVisible(inTutorial: inTutorial) }
        // A command a tutorial's own shadows is shown under its alias there (`:pop` for `:back`).
        func usage(_ command: Command) -> String {
            guard let alias = command.aliases.first, Command.find(command.name, inTutorial: inTutorial)?.group != command.group else {
                return command.usage
            }
            return ":" + alias + command.usage.dropFirst(1 + command.name.count)
        }
        let width = visible.map { usage($0).count }.max() ?? 0
        var text = "Type Swift to declare models and views; lines starting with ':' are commands.\n"
        for group in Command.Group.allCases {
            let rows = visible.filter { $0.group == group }
            guard !rows.isEmpty else { continue }
            text += group.rawValue + "\n"
            if group == .tutorial {
                text += "  Enter runs the step suggested at the prompt; → takes it in to edit; typing anything else writes your own.\n"
                text += "  :quit leaves; your place is saved, and obsrepl tutorial NAME resumes there.\n"
            }
            for command in rows {
                text += "  " + usage(command).padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary + "\n"
            }
        }
        return text + "Also: :help views, :help modifiers (what SwiftUI's views and modifiers do here).\n"
    }

    /// `:help advice`: the kinds of advice (AdviceKind), with the rule and the tutorial of each.
    static var adviceHelp: String {
        ":advice on|off\n  advice where the series' mistakes are made (never an error). The kinds:\n"
            + AdviceKind.allCases.map { "  - \($0.title) (\($0.rule)" + ($0.tutorial.map { "; obsrepl tutorial \($0)" } ?? "") + ")\n" }.joined()
    }

    /// `:help views`: the built-in views (ViewTable).
    static var viewsHelp: String {
        "SwiftUI views ObsREPL builds (your own View structs work too):\n"
            + BuiltinView.all.map { "  \($0.name.padding(toLength: 16, withPad: " ", startingAt: 0))\($0.summary)\n" }.joined()
    }

    /// `:help modifiers`: the modifiers with behaviour, then those recorded as no-ops (ModifierTable).
    static var modifiersHelp: String {
        func rows(_ modifiers: [BuiltinModifier]) -> String {
            modifiers.map { "  .\($0.signature)\n" }.joined()
        }
        let acting = BuiltinModifier.all.filter { if case .noOp = $0.behaviour { return false }; return true }
        let recorded = BuiltinModifier.all.filter { if case .noOp = $0.behaviour { return true }; return false }
        return "Modifiers that act here (appearance, tasks, identity, environment, presentations):\n" + rows(acting)
            + "Modifiers recorded and shown by :tree, with no effect here (layout, drawing, styling):\n" + rows(recorded)
    }
}
