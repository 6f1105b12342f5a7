/// Pushing and popping (rules §14.3, §15.12): a stack's pushed views come from its `path:` binding (each value
/// shown by its `navigationDestination(for:)`), from links that push views or values, and from
/// `navigationDestination(isPresented:)`; popping undoes the last of them, through its binding when it has one.
/// `dismiss()` in a pushed view pops down to it.
extension ViewGraph {
    /// A NavigationLink's push: appended to the stack's `path:` binding if it has one and pushes a value.
    func push(_ target: ViewValue.NavigationTarget, on stack: String) throws {
        // A value no `navigationDestination(for:)` of the stack shows: SwiftUI leaves the link inert and says so.
        if case .value(let value) = target, navigation.destination(for: value, in: stack, interpreter: interpreter) == nil {
            let type = interpreter.typeDescription(interpreter.dynamicType(of: value), qualified: false)
            interpreter.warn("A NavigationLink is presenting a value of type “\(type)” but there is no matching navigationDestination "
                + "declaration visible from the location of the link. The link cannot be activated.")
            return
        }
        if case .value(let value) = target, let path = navigation.pathBindings[stack] {
            let current = try interpreter.read(path, .synthesized, Self.noSource)
            try interpreter.write(path, .array(try interpreter.elements(of: current, .synthesized, Self.noSource) + [value]),
                                  .synthesized, Self.noSource)
            return
        }
        navigation.push(target, on: stack)
    }

    /// Pops the views of `stack` above the first `keep` ones; false if there were none.
    @discardableResult
    func pop(_ stack: String, keeping keep: Int) throws -> Bool {
        let steps = navigation.popSteps[stack] ?? []
        guard keep >= 0, steps.count > keep else { return false }
        for step in steps[keep...].reversed() {
            switch step {
            case .entry:
                _ = navigation.pop(stack)
            case .presented(let binding, let isItem):
                try interpreter.write(binding, isItem ? .none : .bool(false), .synthesized, Self.noSource)
            case .pathElement(let binding):
                let current = try interpreter.elements(of: try interpreter.read(binding, .synthesized, Self.noSource), .synthesized, Self.noSource)
                try interpreter.write(binding, .array(Array(current.dropLast())), .synthesized, Self.noSource)
            }
        }
        return true
    }

    /// `:back`: pops the innermost stack on screen that has something pushed; false if none has.
    func popNavigation() throws -> Bool {
        var deepest: (key: String, count: Int)?
        visit { view, _ in
            if case .navigation(_, let pushed, let key) = view, !pushed.isEmpty { deepest = (key, pushed.count) }
        }
        guard let deepest else { return false }
        if try pop(deepest.key, keeping: (navigation.popSteps[deepest.key]?.count ?? 0) - 1) { return true }
        // A collapsed split view: going back to the sidebar clears its selection (rules §15.7).
        guard let selection = navigation.splitSelections[deepest.key] else { return false }
        try interpreter.write(selection, .none, .synthesized, Self.noSource)
        return true
    }

    /// What `dismiss()` closes: the presentation or pushed view its caller is in (its environment says); a
    /// view in no presentation dismisses nothing.
    func dismiss(_ target: String?) throws {
        guard let target else { return }
        let parts = target.split(separator: ":", maxSplits: 1).map(String.init)
        if parts.first == "push", let rest = parts.last, let colon = rest.lastIndex(of: ":"), let index = Int(rest[rest.index(after: colon)...]) {
            try pop(String(rest[..<colon]), keeping: index)
            return
        }
        var found: ViewValue.Sheet?
        visit { view, _ in
            if case .modified(_, let modifier, _) = view, case .sheet(let sheet) = modifier.effect, sheet.isPresented,
               sheet.key == parts.last {
                found = sheet
            }
        }
        guard let sheet = found else { return }
        try interpreter.write(sheet.binding, sheet.item == nil ? .bool(false) : .none, .synthesized, Self.noSource)
    }
}
