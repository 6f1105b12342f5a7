/// The `:` commands of the contract (DESIGN.md): `:mount`, `:unmount`, `:tap`, `:type`, `:toggle`, `:pick`,
/// `:dismiss`, `:advance`, `:help`, `:quit`.
extension Session {
    public struct CommandInfo: Sendable {
        public let name: String
        public let usage: String
        public let summary: String
    }

    public static let commands: [CommandInfo] = [
        CommandInfo(name: "mount", usage: ":mount EXPR", summary: "make the view EXPR the root (unmounting any earlier root), then flush"),
        CommandInfo(name: "unmount", usage: ":unmount", summary: "remove the root: its state is released and its objects may deinit"),
        CommandInfo(name: "tap", usage: ":tap \"Label\" [N]", summary: "run the Nth (default 1st) visible button labelled Label (alerts' too), then flush"),
        CommandInfo(name: "type", usage: ":type \"text\" into \"Title\" [N]", summary: "type into the Nth text field titled Title, one character per turn"),
        CommandInfo(name: "toggle", usage: ":toggle \"Label\" [N]", summary: "flip the Nth toggle labelled Label, then flush"),
        CommandInfo(name: "pick", usage: ":pick \"Option\" in \"Label\"", summary: "choose the option shown as Option in the picker labelled Label"),
        CommandInfo(name: "dismiss", usage: ":dismiss", summary: "dismiss the topmost alert or sheet, as a swipe or cancel would"),
        CommandInfo(name: "back", usage: ":back", summary: "pop the top view of the innermost navigation stack"),
        CommandInfo(name: "advance", usage: ":advance DURATION", summary: "move the virtual clock (500ms, 2s, 1.5s, 1m); due tasks run, then flush"),
        CommandInfo(name: "tutorial", usage: ":tutorial [NAME]", summary: "list the tutorials, or take one step by step (in the interactive shell)"),
        CommandInfo(name: "help", usage: ":help [command]", summary: "list the commands, or explain one"),
        CommandInfo(name: "quit", usage: ":quit", summary: "leave the shell"),
    ]

    func command(_ text: String, fileName: String, line: Int) -> TurnResult {
        let source = SourceText(text: text, fileName: fileName, firstLine: line)
        let body = text.dropFirst()
        let name = String(body.prefix { !$0.isWhitespace })
        let argumentText = String(body.dropFirst(name.count))
        let argumentOffset = 1 + name.utf8.count
        func error(_ message: String, from start: Int = 0, to end: Int? = nil) -> ObsDiagnostic {
            let stop = end ?? text.utf8.count
            return ObsDiagnostic(.command, message, at: SourceLocation(source: source, range: SourceRange(start: start, end: stop, line: 1, column: start + 1)))
        }
        return turn { result in
            switch name {
            case "mount":
                let expression = argumentText.drop { $0 == " " }
                guard !expression.isEmpty else { throw error(":mount expects a view, as in :mount ContentView()") }
                let padding = String(repeating: " ", count: text.utf8.count - expression.utf8.count)
                // The expression keeps its columns, so a caret under it lines up with the command.
                let program = try frontEnd.compileExpression(SourceText(text: padding + expression, fileName: fileName, firstLine: line, display: text))
                let value = try interpreter.execute(program) ?? .void
                guard case .structValue(let view) = value, view.type.isView else {
                    throw error(":mount expects a view struct such as ContentView(); this is a value of type '\(value.typeName)'",
                                from: text.utf8.count - expression.utf8.count)
                }
                try graph.mount(view)
            case "unmount":
                guard argumentText.allSatisfy(\.isWhitespace) else { throw error(":unmount takes no argument", from: argumentOffset) }
                guard graph.root != nil else { throw error("nothing is mounted") }
                graph.unmount()
            case "tap":
                let arguments = try CommandArguments.parse(argumentText, offset: argumentOffset, source: source)
                guard let label = arguments.string(at: 0), arguments.count <= 2 else {
                    throw error("expected :tap \"Label\" [N]", from: argumentOffset)
                }
                let ordinal = try arguments.ordinal(at: 1) ?? 1
                try tap(label, ordinal, error: error)
            case "type":
                let arguments = try CommandArguments.parse(argumentText, offset: argumentOffset, source: source)
                guard let typed = arguments.string(at: 0), arguments.word(at: 1) == "into", let title = arguments.string(at: 2),
                      arguments.count <= 4 else {
                    throw error("expected :type \"text\" into \"Title\" [N]", from: argumentOffset)
                }
                try type(typed, into: title, try arguments.ordinal(at: 3) ?? 1, result: &result, error: error)
            case "toggle":
                let arguments = try CommandArguments.parse(argumentText, offset: argumentOffset, source: source)
                guard let label = arguments.string(at: 0), arguments.count <= 2 else {
                    throw error("expected :toggle \"Label\" [N]", from: argumentOffset)
                }
                try toggle(label, try arguments.ordinal(at: 1) ?? 1, error: error)
            case "pick":
                let arguments = try CommandArguments.parse(argumentText, offset: argumentOffset, source: source)
                guard let option = arguments.string(at: 0), arguments.word(at: 1) == "in", let label = arguments.string(at: 2),
                      arguments.count == 3 else {
                    throw error("expected :pick \"Option\" in \"Label\"", from: argumentOffset)
                }
                try pick(option, in: label, error: error)
            case "dismiss":
                guard argumentText.allSatisfy(\.isWhitespace) else { throw error(":dismiss takes no argument", from: argumentOffset) }
                try dismiss(error: error)
            case "back":
                guard argumentText.allSatisfy(\.isWhitespace) else { throw error(":back takes no argument", from: argumentOffset) }
                guard graph.popNavigation() else { throw error("nothing is pushed on a navigation stack") }
            case "advance":
                let duration = argumentText.trimmingWhitespace()
                guard let nanoseconds = Self.nanoseconds(duration) else {
                    throw error("expected :advance DURATION, such as 500ms, 2s, 1.5s or 1m", from: argumentOffset)
                }
                interpreter.scheduler.advance(by: nanoseconds)
            case "help":
                result.output += help(argumentText.trimmingWhitespace())
            case _ where try inspectorCommand(name, argumentText.trimmingWhitespace(), result: &result, error: { error($0) }):
                break
            case "tutorial":
                throw error(":tutorial works in the interactive shell; from the command line: obsrepl tutorial [NAME]")
            case "quit", "q", "exit":
                result.quit = true
            case "":
                throw error("expected a command after ':'; :help lists them")
            default:
                throw error("unknown command ':\(name)'; :help lists the commands", from: 0, to: 1 + name.utf8.count)
            }
        }
    }

    func help(_ topic: String) -> String {
        let topic = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
        if !topic.isEmpty {
            guard let info = (Self.commands + Self.inspectorCommands).first(where: { $0.name == topic }) else {
                return "unknown command ':\(topic)'; :help lists the commands\n"
            }
            return "\(info.usage)\n  \(info.summary)\n"
        }
        var text = "Type Swift to declare models and views; lines starting with ':' are commands.\n"
        let width = (Self.commands + Self.inspectorCommands).map(\.usage.count).max() ?? 0
        for info in Self.commands {
            text += "  " + info.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + info.summary + "\n"
        }
        text += "Seeing inside:\n"
        for info in Self.inspectorCommands {
            text += "  " + info.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + info.summary + "\n"
        }
        return text
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}
