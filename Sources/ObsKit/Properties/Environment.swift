/// SwiftUI's environment, as a node sees it: values set by `.environment(...)` and
/// `.environmentObject(...)` modifiers above it. Built-in keys lessons use, custom `EnvironmentKey`s
/// (through an `extension EnvironmentValues` property), and objects by type. Left out: most built-in keys.
enum EnvironmentKeyName: Hashable, Sendable {
    /// `\.colorScheme`, or a property of an `extension EnvironmentValues`.
    case keyPath(String)
    /// An object by its type (`@EnvironmentObject var settings: Settings`, `@Environment(Model.self)`), or
    /// a custom `EnvironmentKey` type's storage.
    case type(String)
}

/// The environment values a node inherits.
typealias EnvironmentStore = [EnvironmentKeyName: Value]

/// `EnvironmentValues` as script code sees it inside `extension EnvironmentValues` (`self[MyKey.self]`).
final class EnvironmentValuesObject: NativeObject, NativeSubscript {
    var store: EnvironmentStore

    init(_ store: EnvironmentStore) {
        self.store = store
    }

    var typeName: String { "EnvironmentValues" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        store[.keyPath(name)] ?? interpreter.environmentEntries[name] ?? Self.builtInDefaults[name]
    }

    /// Built-in keys and what they hold when nothing set them.
    static var builtInDefaults: [String: Value] { [
        "colorScheme": .symbol("light"), "isEnabled": .bool(true), "locale": .string("en_US"),
        "horizontalSizeClass": .optional(.symbol("compact")), "dynamicTypeSize": .symbol("large"),
        // An iPhone in portrait, in the foreground (rules §15.17).
        "verticalSizeClass": .optional(.symbol("regular")), "scenePhase": .symbol("active"), "layoutDirection": .symbol("leftToRight"),
        "displayScale": .double(3), "isSearching": .bool(false), "timeZone": .string("GMT"), "calendar": .symbol("gregorian"),
    ] }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard keys.count == 1, case .type(let keyType) = keys[0] else {
            throw interpreter.runtimeError("EnvironmentValues is subscripted by a key type: self[MyKey.self]", range, source)
        }
        if let value = store[.type(keyType.name)] { return value }
        return try interpreter.member("defaultValue", of: .type(keyType), at: range, source)
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        guard keys.count == 1, case .type(let keyType) = keys[0] else {
            throw interpreter.runtimeError("EnvironmentValues is subscripted by a key type: self[MyKey.self]", range, source)
        }
        store[.type(keyType.name)] = value
    }
}

/// A library object with a subscript (`environmentValues[MyKey.self]`).
protocol NativeSubscript: NativeObject {
    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value
    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws
}

extension Interpreter {
    /// The value of an environment key in `store`: set by a modifier above, or the key's default.
    func environmentValue(_ key: EnvironmentKeyName, in store: EnvironmentStore, _ range: SourceRange,
                          _ source: SourceText) throws -> Value? {
        if let value = store[key] { return value }
        guard case .keyPath(let name) = key else { return nil }
        let values = EnvironmentValuesObject(store)
        if let getter = builtinExtensions["EnvironmentValues"]?.computedProperty(name)?.getter {
            return try call(getter, receiver: .native(values), arguments: [], type: builtinExtensions["EnvironmentValues"]).value
        }
        if let entry = environmentEntries[name] { return entry }
        if name == "redactionReasons" { return try emptyRedactionReasons() }
        // `\.refresh` outside any `.refreshable`: nil.
        if name == "refresh" { return Value.none }
        if name == "isPresented" {
            // `@Environment(\.isPresented)`: true in a sheet's content and in a pushed view, where `dismiss` acts.
            return .bool(store[.keyPath(NavigationState.presentationKey)] != nil)
        }
        if name == "dismiss" || name == "presentationMode" {
            var target: String?
            if case .string(let found)? = store[.keyPath(NavigationState.presentationKey)] { target = found }
            return .native(name == "dismiss" ? DismissAction(target: target) : PresentationModeValue(dismiss: DismissAction(target: target)))
        }
        if name == "openURL" { return .native(OpenURLAction()) }
        return EnvironmentValuesObject.builtInDefaults[name]
    }

    /// `RedactionReasons()`: what `\.redactionReasons` holds where no `.redacted(reason:)` is above.
    func emptyRedactionReasons() throws -> Value {
        guard case .type(let type)? = globals.value(named: "RedactionReasons") else { return .none }
        return try emptyOptionSet(type)
    }

    /// `.environment(\.name, value)`: through the extension's setter for a custom key, else stored by name.
    func settingEnvironment(_ name: String, to value: Value, in store: EnvironmentStore, _ range: SourceRange,
                            _ source: SourceText) throws -> EnvironmentStore {
        guard let extensionType = builtinExtensions["EnvironmentValues"], let setter = extensionType.computedProperty(name)?.setter else {
            var updated = store
            updated[.keyPath(name)] = value
            return updated
        }
        let values = EnvironmentValuesObject(store)
        _ = try call(setter, receiver: .native(values), arguments: [ArgumentValue(label: nil, value: value)], type: extensionType)
        return values.store
    }
}

/// `@Environment(\.dismiss)`: dismisses the sheet the view is in, or pops the pushed view it is in. Two
/// actions for the same place are equal (a view is not re-run for a new one).
final class DismissAction: NativeCallable {
    /// `sheet:KEY` or `push:STACK:INDEX`; nil outside any presentation (then it does nothing).
    let target: String?

    init(target: String?) {
        self.target = target
    }

    var typeName: String { "DismissAction" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "callAsFunction" ? .native(self) : nil
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        interpreter.viewUpdates?.requestDismiss(target)
        return .void
    }
}

/// `@Environment(\.presentationMode)` (deprecated): `presentationMode.wrappedValue.dismiss()` does what
/// `dismiss()` does; `isPresented` is true inside a presentation.
final class PresentationModeValue: NativeObject {
    let dismiss: DismissAction

    init(dismiss: DismissAction) {
        self.dismiss = dismiss
    }

    var typeName: String { "Binding<PresentationMode>" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "wrappedValue": return .native(self)
        case "isPresented": return .bool(dismiss.target != nil)
        case "dismiss": return .native(dismiss)
        default: return nil
        }
    }
}

/// `@Environment(\.openURL)`: ObsREPL opens nothing; calling it records the URL in the event log.
final class OpenURLAction: NativeCallable {
    var typeName: String { "OpenURLAction" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "callAsFunction" ? .native(self) : nil
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        interpreter.events.record(.issue("openURL(\(arguments.first.map { interpreter.describe($0.value) } ?? "")): nothing opens in ObsREPL"))
        return .void
    }
}

/// `@Environment(\.refresh)` below a `.refreshable`: calling it (`await refresh()`) runs the action.
final class RefreshActionValue: NativeCallable {
    let action: Value

    init(action: Value) {
        self.action = action
    }

    var typeName: String { "RefreshAction" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "callAsFunction" ? .native(self) : nil
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        try interpreter.invoke(action, [], range, source)
    }
}
