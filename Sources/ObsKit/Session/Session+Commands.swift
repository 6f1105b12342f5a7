/// The `:` commands of the contract (DESIGN.md): `:mount`, `:unmount`, `:tap`, `:help`, `:quit`.
extension Session {
    public struct CommandInfo: Sendable {
        public let name: String
        public let usage: String
        public let summary: String
    }

    public static let commands: [CommandInfo] = [
        CommandInfo(name: "mount", usage: ":mount EXPR", summary: "make the view EXPR the root (unmounting any earlier root), then flush"),
        CommandInfo(name: "unmount", usage: ":unmount", summary: "remove the root: its state is released and its objects may deinit"),
        CommandInfo(name: "tap", usage: ":tap \"Label\" [N]", summary: "run the action of the Nth (default 1st) visible button labelled Label, in tree order; then flush"),
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
                let value = try interpreter.evaluateExpression(SourceText(text: padding + expression, fileName: fileName, firstLine: line, display: text))
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
            case "help":
                result.output += help(argumentText.trimmingWhitespace())
            case "quit", "q", "exit":
                result.quit = true
            case "":
                throw error("expected a command after ':'; :help lists them")
            default:
                throw error("unknown command ':\(name)'; :help lists the commands", from: 0, to: 1 + name.utf8.count)
            }
        }
    }

    private func tap(_ label: String, _ ordinal: Int, error: (String, Int, Int?) -> ObsDiagnostic) throws {
        let buttons = graph.buttons()
        let matching = buttons.filter { $0.label == label }
        guard ordinal <= matching.count else {
            let visible = buttons.map { "\"\($0.label)\"" }
            let list = visible.isEmpty ? "no buttons are visible" + (graph.root == nil ? " (nothing is mounted)" : "")
                : "visible buttons: " + visible.joined(separator: ", ")
            if matching.isEmpty { throw error("no visible button is labelled \"\(label)\"; \(list)", 0, nil) }
            throw error("there are only \(matching.count) buttons labelled \"\(label)\"", 0, nil)
        }
        _ = try interpreter.invoke(matching[ordinal - 1].action, [], .synthesized, SourceText(text: "", fileName: "<tap>", firstLine: 1))
    }

    func help(_ topic: String) -> String {
        let topic = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
        if !topic.isEmpty {
            guard let info = Self.commands.first(where: { $0.name == topic }) else {
                return "unknown command ':\(topic)'; :help lists the commands\n"
            }
            return "\(info.usage)\n  \(info.summary)\n"
        }
        var text = "Type Swift to declare models and views; lines starting with ':' are commands.\n"
        let width = Self.commands.map(\.usage.count).max() ?? 0
        for info in Self.commands {
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
