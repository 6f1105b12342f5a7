/// The inspector's commands: `:tree`, `:subs`, `:why`, `:objects`, `:inspect`, `:trace`, `:log`, `:graph`,
/// `:reset`, `:bind`, `:invalidate`, `:load`, `:save`.
extension Session {
    static let inspectorCommands: [CommandInfo] = [
        CommandInfo(name: "tree", usage: ":tree", summary: "the mounted UI as an outline: node ids, views, texts, buttons, fields, presentations"),
        CommandInfo(name: "subs", usage: ":subs [name]", summary: "live subscriptions: each object's subscribers (view boxes, body scopes, script sinks), and the churn"),
        CommandInfo(name: "why", usage: ":why VIEW", summary: "why VIEW's body last ran, as a chain back to the input (or why it did not)"),
        CommandInfo(name: "objects", usage: ":objects [Class]", summary: "live objects per class, made and gone counts, and what keeps each alive"),
        CommandInfo(name: "inspect", usage: ":inspect VIEW", summary: "a view's dynamic properties and their storage"),
        CommandInfo(name: "trace", usage: ":trace on|off", summary: "print events as they happen, one line each"),
        CommandInfo(name: "log", usage: ":log [N]", summary: "the last N events (default 20)"),
        CommandInfo(name: "graph", usage: ":graph [FILE]", summary: "write the view tree and its subscriptions as Graphviz DOT (and SVG if dot is installed)"),
        CommandInfo(name: "bind", usage: ":bind NAME = VIEW.property", summary: "make a view's property usable from Swift as NAME (writes invalidate as the view's own)"),
        CommandInfo(name: "invalidate", usage: ":invalidate VIEW", summary: "re-run VIEW's body as if its own state had changed"),
        CommandInfo(name: "reset", usage: ":reset", summary: "start over: nothing declared, nothing mounted, every object released"),
        CommandInfo(name: "load", usage: ":load FILE", summary: "run a script into the session"),
        CommandInfo(name: "save", usage: ":save FILE", summary: "write the session's inputs as a script that obsrepl run replays"),
    ]

    var inspector: Inspector { Inspector(interpreter: interpreter, graph: graph) }

    /// A name that matches no view: the names that would.
    func noView(_ name: String) -> String {
        let names = graph.viewNames
        return "no view named '\(name)'; " + (names.isEmpty ? "nothing is mounted" : "views: " + names.joined(separator: ", "))
    }

    /// Runs an inspector command; false if `name` is not one.
    func inspectorCommand(_ name: String, _ argument: String, result: inout TurnResult, error: (String) -> ObsDiagnostic) throws -> Bool {
        func view() throws -> ViewNode {
            guard !argument.isEmpty else { throw error(":\(name) needs a view: a type name, Type#N or #id (see :tree)") }
            guard let node = graph.node(named: argument) else { throw error(noView(argument)) }
            return node
        }
        switch name {
        case "tree": result.output += inspector.tree()
        case "subs": result.output += inspector.subscriptions(argument.isEmpty ? nil : argument)
        case "why": result.output += inspector.why(try view())
        case "objects": result.output += inspector.objects(argument.isEmpty ? nil : argument)
        case "inspect": result.output += inspector.inspect(try view())
        case "trace":
            guard argument == "on" || argument == "off" else { throw error("expected :trace on or :trace off") }
            tracing = argument == "on"
            interpreter.events.onRecord = tracing ? { [weak interpreter] event in interpreter?.write("· " + event.line + "\n") } : nil
        case "log":
            guard argument.isEmpty || (Int(argument) ?? -1) >= 0 else { throw error("expected :log or :log N, with N a count (0 or more)") }
            let count = Int(argument) ?? 20
            result.output += interpreter.events.events.suffix(count).map { $0.line + "\n" }.joined()
        case "graph":
            let path = argument.isEmpty ? "obsrepl-graph.dot" : argument
            result.requests.append(.write(path: path, text: inspector.dot(), svg: true))
        case "invalidate":
            let node = try view()
            let field = node.boxes.keys.sorted().first.map { node.boxes[$0]!.fieldName }
            node.invalidate(cause: field.map { .field($0) } ?? .dependencies)
        case "bind": try bind(argument, error: error)
        case "reset": reset()
        case "load":
            guard !argument.isEmpty else { throw error("expected :load FILE") }
            result.requests.append(.load(path: argument))
        case "save":
            guard !argument.isEmpty else { throw error("expected :save FILE") }
            result.requests.append(.write(path: argument, text: history.joined(separator: "\n") + "\n", svg: false))
        default:
            return false
        }
        return true
    }

    /// `:bind NAME = VIEW.property`.
    private func bind(_ argument: String, error: (String) -> ObsDiagnostic) throws {
        let parts = argument.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let dot = parts[1].lastIndex(of: "."), !parts[0].isEmpty else {
            throw error("expected :bind NAME = VIEW.property, as in :bind vm = Counter.vm")
        }
        let name = parts[0]
        let viewName = String(parts[1][..<dot])
        let property = String(parts[1][parts[1].index(after: dot)...])
        guard let node = graph.node(named: viewName) else { throw error(noView(viewName)) }
        guard let type = node.type, case .view(let view) = node.content,
              let index = type.index(ofField: StorageName.property(of: property) ?? property) else {
            throw error("\(node.name) has no stored property '\(property)'")
        }
        let field = view.fields[index]
        guard let value = node.boxes[index].map({ $0.boundValue(field: field) }) ?? field else {
            throw error("\(node.name).\(property) is not installed yet")
        }
        interpreter.globals.define(name, value, constant: false)
    }

    /// `:reset`: unmounts, ends tasks, forgets every declaration and variable (objects deinit as their
    /// last references go, printing what their deinit prints).
    func reset() {
        graph.unmount()
        interpreter.scheduler.shutdown()
        interpreter.globals.reset()
        interpreter.builtinExtensions = [:]
        interpreter.events.removeAll()
        interpreter.census.removeAll()
        history = []
    }
}

/// A view's State or Binding, bound to a name with `:bind`: reading the name reads the storage, and
/// assigning it writes the storage the way the view's own binding would.
final class BoundVariable: NativeObject {
    let binding: BindingValue

    init(_ binding: BindingValue) {
        self.binding = binding
    }

    var typeName: String { "Binding" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }
}
