/// SwiftUI's `AppStorage` and `SceneStorage`: a value kept by key, shared by every view that uses the key;
/// a view re-runs when a write changes the value it read (rules §15.14). ObsREPL keeps both in memory for the
/// session (the scene is the session), never on disk; `AppStorage` keys are `UserDefaults.standard`'s too.
/// The declared default is not written: a view shows its own default until something writes the key.
/// An enum with raw values is kept as its raw value and read back by `init(rawValue:)` (the default when no case
/// has it), as Apple's `AppStorage.init(wrappedValue:_:store:)` for RawRepresentable values does.
/// Left out: `store:` other than the standard defaults, other RawRepresentable types, Data values' encoding.
struct StorageWrapper {
    /// "AppStorage" or "SceneStorage".
    let kind: String
    let key: String
    let defaultValue: Value
    /// The session's location for the key: `.uninitialized` while nothing wrote it.
    let location: StateLocation
    /// Where `UserDefaults.standard.register(defaults:)` keeps what a key reads while nothing wrote it.
    let session: SessionStorage

    var value: Value {
        var stored = location.value
        if case .uninitialized = stored, kind == "AppStorage", let registered = session.registered[key] { stored = registered }
        if case .uninitialized = stored { return defaultValue }
        guard case .enumCase(let model) = defaultValue.unwrapped ?? defaultValue, !model.type.rawValues.isEmpty else { return stored }
        if case .enumCase = stored.unwrapped ?? stored { return stored }
        guard let found = Interpreter.enumCase(of: model.type, rawValue: stored.unwrapped ?? stored) else { return defaultValue }
        if case .optional = defaultValue { return found.asOptional }
        return found
    }

    /// What is kept for `value`: an enum case with a raw value keeps its raw value.
    static func stored(_ value: Value) -> Value {
        guard case .enumCase(let found) = value.unwrapped ?? value, let raw = found.type.rawValues[found.caseName] else { return value }
        return raw
    }
}

/// The session's stored values by scope and key (`AppStorage:username`), each a location views read.
final class SessionStorage {
    private var locations: [String: StateLocation] = [:]
    /// `UserDefaults.standard.register(defaults:)`: what a key reads while nothing wrote it (the registration domain).
    var registered: [String: Value] = [:]

    func location(_ kind: String, _ key: String) -> StateLocation {
        let name = kind + ":" + key
        if let existing = locations[name] { return existing }
        let made = StateLocation(value: .uninitialized, fieldName: key)
        locations[name] = made
        return made
    }

    /// `:reset`: every key is forgotten (views still holding a location keep theirs until they go).
    func removeAll() {
        locations = [:]
        registered = [:]
    }
}

extension Interpreter {
    /// `@AppStorage("key") var name = default`, `@SceneStorage("key") var name = default`.
    func makeStorage(_ kind: String, key: Value, defaultValue: Value, _ range: SourceRange, _ source: SourceText) throws -> WrapperValue {
        guard case .string(let name) = key else {
            throw runtimeError("@\(kind) needs its key as a string: @\(kind)(\"key\")", range, source)
        }
        return .storage(StorageWrapper(kind: kind, key: name, defaultValue: defaultValue, location: storage.location(kind, name), session: storage))
    }

    /// A write through `@AppStorage`/`@SceneStorage` (or `UserDefaults.standard.set`): every view that read the
    /// key re-runs when the value changed.
    func writeStorage(_ location: StateLocation, _ value: Value) {
        let value = StorageWrapper.stored(value)
        if case .uninitialized = location.value {} else if Equality.compareValues(location.value, value) { return }
        if isUpdatingViews { warn("Modifying state during view update, this will cause undefined behavior.") }
        location.value = value
        events.record(.stateWrite(node: "storage", field: location.fieldName, value: debugDescribe(value)))
        location.invalidateReaders()
    }
}

/// The box of a storage property: the value lives in the session; the box marks it as dynamic (rules §12).
final class StorageBox: DynamicPropertyBox {
    let fieldName: String
    let wrapperName: String

    init(fieldName: String, wrapperName: String) {
        self.fieldName = fieldName
        self.wrapperName = wrapperName
    }

    func update(_ field: inout Value, node: ViewNode, interpreter: Interpreter) throws {}
    func destroy() {}

    func describeStorage(_ field: Value, _ show: (Value) -> String) -> String {
        guard case .wrapper(.storage(let storage)) = field else { return wrapperName }
        return "\(wrapperName)(\"\(storage.key)\") = \(show(storage.value))"
    }
}
