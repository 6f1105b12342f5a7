/// Apps and previews (rules §15.16): `WindowGroup { content }` (and `Window`, `Settings`) give their content;
/// an `App` struct is mounted as the root that owns its `@StateObject`/`@State` and shows its first scene's
/// content; each `#Preview` registers a view struct that `:preview` mounts.
extension Builtins {
    static func installScenes(into interpreter: Interpreter) {
        for name in ["WindowGroup", "Window", "Settings", "DocumentGroup"] {
            interpreter.globals.define(name, .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                guard let content = arguments.last(where: { $0.value.isFunction && ($0.label == nil || $0.label == "content") })?.value else {
                    throw interpreter.runtimeError("expected \(name) { content }", range, source)
                }
                return .view(.stack(.group, [try interpreter.buildContent(content, range, source)]))
            }))
        }
        interpreter.globals.define(Lowering.previewRegistry, .builtin(BuiltinFunction(Lowering.previewRegistry) { interpreter, arguments, _, _ in
            guard arguments.count == 2, case .type(let type) = arguments[1].value else { return .void }
            var title: String?
            if case .string(let text) = arguments[0].value { title = text }
            interpreter.previews.append((title, type))
            return .void
        }))
    }
}

extension Session {
    /// `:preview`, `:preview 2`, `:preview "Name"`: mounts that `#Preview` of the input (the latest one declared
    /// under a name wins).
    func preview(_ call: CommandCall) throws {
        let previews = interpreter.previews
        guard !previews.isEmpty else { throw call.error("no #Preview has been declared") }
        let arguments = try call.arguments()
        let chosen: (title: String?, type: TypeInfo)
        if arguments.count == 0 {
            chosen = previews[0]
        } else if let title = arguments.string(at: 0), arguments.count == 1 {
            guard let found = previews.last(where: { $0.title == title }) else {
                let titles = previews.compactMap(\.title).map { "\"\($0)\"" }.joined(separator: ", ")
                throw call.error("no #Preview named \"\(title)\"" + (titles.isEmpty ? "" : "; named previews: \(titles)"))
            }
            chosen = found
        } else if let number = try arguments.ordinal(at: 0, of: "preview"), arguments.count == 1 {
            guard number <= previews.count else { throw call.error("there are only \(previews.count) previews") }
            chosen = previews[number - 1]
        } else {
            throw call.argumentError("expected :preview, :preview N or :preview \"Name\"")
        }
        guard case .structValue(let view) = try interpreter.construct(chosen.type, [], .synthesized, Frame.make(size: 0), call.source) else {
            throw call.error("the preview could not be made")
        }
        try graph.mount(view)
    }
}
