/// What the inspection commands (Commands+Inspection) need of the session: the inspector, views by name,
/// `:bind`, `:trace`, and `:reset`.
extension Session {
    var inspector: Inspector { Inspector(interpreter: interpreter, graph: graph) }

    /// A name that matches no view: the names that would.
    func noView(_ name: String) -> String {
        let names = graph.viewNames
        return "no view named '\(name)'; " + (names.isEmpty ? "nothing is mounted" : "views: " + names.joined(separator: ", "))
    }

    /// The view a command's argument names (`Counter`, `Counter#2`, `#3`).
    func view(named call: CommandCall) throws -> ViewNode {
        guard !call.argument.isEmpty else { throw call.error(":\(call.name) needs a view: a type name, Type#N or #id (see :tree)") }
        guard let node = graph.node(named: call.argument) else { throw call.error(noView(call.argument)) }
        return node
    }

    /// `:trace on|off`: events are written as they happen.
    func setTracing(_ on: Bool) {
        tracing = on
        interpreter.events.onRecord = on ? { [weak interpreter] event in interpreter?.appendOutput("· " + event.line + "\n") } : nil
    }

    /// `:bind NAME = VIEW.property`.
    /// Binds the name; returns what it now names, to show.
    func bind(_ call: CommandCall) throws -> String {
        func error(_ message: String) -> ObsDiagnostic { call.error(message) }
        let parts = call.argument.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
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
        // The compiler cannot see a name made this way: inputs that use it run unchecked.
        frontEnd.check.uncheckableNames.insert(name)
        return "\(name) now names \(node.name).\(property) (\(inspector.show(value)))\n"
    }

    /// `:reset`: unmounts, ends tasks, forgets every declaration and variable (objects deinit as their
    /// last references go, printing what their deinit prints). Numbering starts over: the next object, node
    /// and echoed value are `#1` and `$R0` again, so what a lesson shows after a `:reset` does not depend on
    /// what came before it (docs/lessons.md).
    func reset() {
        graph.unmount()
        graph.restartNumbering()
        interpreter.restartNumbering()
        resultCount = 0
        interpreter.scheduler.shutdown()
        interpreter.globals.reset()
        libraryPartsLoaded = []
        interpreter.foundationImported = false
        interpreter.builtinExtensions = [:]
        interpreter.storage.removeAll()
        interpreter.environmentEntries = [:]
        interpreter.shadowedFunctions = [:]
        interpreter.previews = []
        interpreter.events.removeAll()
        interpreter.census.removeAll()
        frontEnd.check.reset()
        adviser.reset()
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
