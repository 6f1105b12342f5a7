/// Rendering with ObsREPL's proposed sizes (ViewLayout.swift, rules §15.9): `.frame` and `.padding` change what
/// their content is proposed, a `GeometryReader` is given what it is proposed, a background or overlay what its
/// view measures where frames fix it, and `onGeometryChange` watches its transform of that size.
extension ViewGraph {
    /// What the view rendered with `environment` is proposed (the screen at the root).
    static func proposal(in environment: EnvironmentStore) -> ProposedSize {
        ProposedSize(environment[.keyPath(ProposedSize.environmentKey)]) ?? .screen
    }

    static func proposing(_ size: ProposedSize, in environment: EnvironmentStore) -> EnvironmentStore {
        var updated = environment
        updated[.keyPath(ProposedSize.environmentKey)] = size.value
        return updated
    }

    /// The size `view` takes when it is proposed `proposal`, where frames and flexible views settle it; what it
    /// was proposed where nothing does (ObsREPL measures no text).
    static func size(of view: Value, proposed proposal: ProposedSize) -> ProposedSize {
        let (width, height) = measured(view, proposal)
        return ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    static func measured(_ view: Value, _ proposal: ProposedSize) -> (width: Double?, height: Double?) {
        switch view {
        case .view(.modified(let content, let modifier)):
            guard case .layout(let layout) = modifier.effect else { return measured(content, proposal) }
            return layout.outer(proposal, content: measured(content, layout.inner(proposal)))
        case .view(.geometryReader), .view(.inert):
            // A GeometryReader, a color or a shape takes all it is offered.
            return (proposal.width, proposal.height)
        default:
            return (nil, nil)
        }
    }

    /// `.frame`/`.padding` (their content proposed anew) and `onGeometryChange` (resolved into the `onChange`
    /// of its value that the lifecycle runs: told at first, then when the value changes).
    func renderLayout(_ content: Value, _ modifier: ViewValue.Modifier, path: String, key: String, environment: EnvironmentStore,
                      into rendering: inout Rendering) throws -> RenderedView {
        let proposal = Self.proposal(in: environment)
        switch modifier.effect {
        case .layout(let layout):
            let inner = Self.proposing(layout.inner(proposal), in: environment)
            return .modified(try render(content, path: path, environment: inner, into: &rendering), modifier, key: key)
        case .onGeometryChange(let transform, let action):
            let size = Self.size(of: content, proposed: proposal)
            let proxy = Value.native(GeometryProxy(width: size.width, height: size.height))
            let value = try interpreter.invoke(transform, [proxy], .synthesized, Self.noSource)
            // Told the new value (`{ value in }`, as `onChange`'s two-value form: the closure of this update) or the
            // old and the new (`{ old, new in }`).
            let told = BuiltinFunction("onGeometryChange") { interpreter, arguments, _, _ in
                let count = if case .closure(let closure) = action { closure.decl.parameters.count } else { 1 }
                return try interpreter.invoke(action, arguments.suffix(count).map(\.value), .synthesized, Self.noSource)
            }
            told.functionType = .function([.simple("Any"), .simple("Any")], .simple("Void"))
            var resolved = modifier
            resolved.effect = .onChange(of: value, action: .builtin(told), initial: true)
            return .modified(try render(content, path: path, environment: environment, into: &rendering), resolved, key: key)
        default:
            return .modified(try render(content, path: path, environment: environment, into: &rendering), modifier, key: key)
        }
    }

    /// `ViewThatFits`: the first candidate whose frames fit what it is proposed along its axes (a candidate with
    /// no fixed size fits), else the last; each candidate is a view of its own.
    func renderViewThatFits(_ content: [Value], path: String, environment: EnvironmentStore, into rendering: inout Rendering) throws -> RenderedView {
        guard case .view(.tuple(let candidates)) = content[0], case .array(let axisValues) = content[1] else {
            return .stack(.viewThatFits, .empty)
        }
        let axes = Set(axisValues.compactMap { if case .symbol(let name) = $0 { name } else { nil } })
        let proposal = Self.proposal(in: environment)
        let chosen = candidates.firstIndex { candidate in
            let (width, height) = Self.measured(candidate, proposal)
            return !(axes.contains("horizontal") && (width ?? 0) > proposal.width) && !(axes.contains("vertical") && (height ?? 0) > proposal.height)
        } ?? candidates.count - 1
        let inner = path + ".ViewThatFits" + (chosen == 0 ? "" : ".\(chosen)")
        return .stack(.viewThatFits, try render(candidates[chosen], path: inner, environment: environment, into: &rendering))
    }
}
