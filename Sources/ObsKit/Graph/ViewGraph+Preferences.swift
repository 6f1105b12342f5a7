/// Preferences (rules §15.23): what views give a `PreferenceKey` flows up. A `.preference(key:value:)` sets
/// its view's value (its content's values are replaced); siblings are combined in tree order by the key's
/// `reduce(value:nextValue:)`; `onPreferenceChange` is told, after a render, when the combined value of its
/// content differs from the last one it was told (at first: from the key's `defaultValue`).
/// `preferredColorScheme` is a preference of the presentation (the window or a sheet) that sets its
/// `\.colorScheme`. A sheet and an alert are hierarchies of their own: nothing flows out of them.
extension ViewGraph {
    /// The screen-state key under which a presentation's preferred color scheme is kept ("" is the window).
    static func colorSchemeKey(_ presentation: String) -> String { "preferredColorScheme:" + presentation }

    /// The environment the mounted root gets: the window's preferred color scheme, if any.
    var rootEnvironment: EnvironmentStore {
        // The window's hosting controller gives its content an edit mode (rules §15.25).
        var environment: EnvironmentStore = [Self.editModeKey: hostEditMode("window")]
        if let scheme = screen.values[Self.colorSchemeKey("")] { environment[.keyPath("colorScheme")] = scheme }
        return environment
    }

    /// Keeps each presentation's preferred color scheme (the first non-nil one in tree order, ObsREPL's
    /// choice); returns whether any changed (the presentation's environment then changes).
    func settleColorSchemes(_ found: [(presentation: String, value: Value)]) -> Bool {
        var preferred: [String: Value] = [:]
        for (presentation, value) in found where preferred[presentation] == nil {
            if let scheme = value.unwrapped { preferred[presentation] = scheme }
        }
        var changed = false
        for key in preferredSchemeKeys where preferred[key] == nil {
            screen.values[Self.colorSchemeKey(key)] = nil
            changed = true
        }
        for (key, scheme) in preferred {
            let old = screen.values[Self.colorSchemeKey(key)]
            if old.map({ !Equality.compareValues($0, scheme) }) ?? true {
                screen.values[Self.colorSchemeKey(key)] = scheme
                changed = true
            }
        }
        preferredSchemeKeys = Set(preferred.keys)
        return changed
    }

    /// Tells each `onPreferenceChange` on screen whose content's value changed (by `==`), in tree order.
    func notifyPreferenceChanges(_ observers: [(key: String, content: RenderedView, preference: TypeInfo, action: Value)]) throws {
        let keys = Set(observers.map(\.key))
        preferenceValues = preferenceValues.filter { keys.contains($0.key) }
        for observer in observers {
            let value = try preferenceValue(observer.preference, in: observer.content)
            let last = try preferenceValues[observer.key] ?? defaultPreference(observer.preference)
            preferenceValues[observer.key] = value
            if !Equality.compareValues(last, value) {
                _ = try interpreter.invoke(observer.action, [value], .synthesized, Self.preferenceSource)
            }
        }
    }

    /// The value the views in `view` give `key`, combined; the key's `defaultValue` when none gives one.
    func preferenceValue(_ key: TypeInfo, in view: RenderedView) throws -> Value {
        let values = try preferenceValues(key, in: view)
        guard var value = values.first else { return try defaultPreference(key) }
        for next in values.dropFirst() { value = try reduce(key, value, next) }
        return value
    }

    private static let preferenceSource = SourceText(text: "", fileName: "<preferences>", firstLine: 1)

    private func defaultPreference(_ key: TypeInfo) throws -> Value {
        try interpreter.member("defaultValue", of: .type(key), at: .synthesized, Self.preferenceSource)
    }

    /// The explicit values in `view`, in tree order (one per view that sets the key, outermost wins).
    private func preferenceValues(_ key: TypeInfo, in view: RenderedView) throws -> [Value] {
        switch view {
        case .modified(let content, let modifier, _):
            switch modifier.effect {
            case .preference(let set, let value) where set.name == key.name:
                return [value]
            case .transformPreference(let set, let transform) where set.name == key.name:
                var value = try preferenceValue(key, in: content)
                _ = try interpreter.invokeWithInout(transform, &value, .synthesized, Self.preferenceSource)
                return [value]
            default:
                return try preferenceValues(key, in: content)
            }
        case .alert:
            return []
        case .child(let node) where node.typeName == "Sheet":
            return []
        default:
            return try view.parts.flatMap { try preferenceValues(key, in: $0.view) }
        }
    }

    /// `Key.reduce(value: &value, nextValue: { next })`.
    private func reduce(_ key: TypeInfo, _ value: Value, _ next: Value) throws -> Value {
        guard let reduce = key.staticMethod("reduce") else {
            throw ObsDiagnostic(.runtime, "type '\(key.name)' does not conform to protocol 'PreferenceKey': it needs "
                + "'static func reduce(value: inout Value, nextValue: () -> Value)'", at: key.location(key.decl.range))
        }
        var result = value
        let nextValue = Value.builtin(BuiltinFunction("nextValue") { _, _, _, _ in next })
        _ = try interpreter.call(reduce, receiver: .type(key),
                                 arguments: [.init(label: "value", value: value), .init(label: "nextValue", value: nextValue)],
                                 type: key, writeBack: { frame in result = frame.read(1) })
        return result
    }
}
