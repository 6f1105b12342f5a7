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
        "colorScheme": .symbol("light"), "isEnabled": .bool(true), "locale": .native(LocaleValue(DeviceSettings.locale)),
        "horizontalSizeClass": .optional(.symbol("compact")), "dynamicTypeSize": .symbol("large"),
        // An iPhone in portrait, in the foreground (rules §15.17).
        "verticalSizeClass": .optional(.symbol("regular")), "scenePhase": .symbol("active"), "layoutDirection": .symbol("leftToRight"),
        "displayScale": .double(3), "isSearching": .bool(false), "timeZone": .native(TimeZoneValue(DeviceSettings.timeZone)),
        "calendar": .native(CalendarValue(DeviceSettings.calendar)),
        // Text's keys, with the defaults their EnvironmentValues pages give.
        "truncationMode": .symbol("tail"), "multilineTextAlignment": .symbol("leading"), "lineLimit": .none,
        "minimumScaleFactor": .double(1), "allowsTightening": .bool(false), "font": .none,
        // The accessibility settings, all off on the simulated iPhone (their EnvironmentValues pages: false unless the
        // person turned them on).
        "accessibilityReduceMotion": .bool(false), "accessibilityReduceTransparency": .bool(false),
        "accessibilityDifferentiateWithoutColor": .bool(false), "accessibilityInvertColors": .bool(false),
        "accessibilityShowButtonShapes": .bool(false), "accessibilityVoiceOverEnabled": .bool(false),
        "accessibilitySwitchControlEnabled": .bool(false), "accessibilityEnabled": .bool(false),
        "accessibilityDimFlashingLights": .bool(false), "accessibilityPlayAnimatedImages": .bool(true),
        "legibilityWeight": .optional(.symbol("regular")), "colorSchemeContrast": .symbol("standard"),
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
        if name == "dismissSearch" { return .native(DismissAction(target: nil, endsSearch: true)) }
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
/// actions for the same place are equal (a view is not re-run for a new one). `@Environment(\.dismissSearch)`
/// is one too, its target a `searchable` field: it ends that search (its text cleared, `isSearching` false).
final class DismissAction: NativeCallable {
    /// `sheet:KEY`, `push:STACK:INDEX` or `search:KEY` (`Self.search(_:)`); nil outside any presentation or
    /// search (then it does nothing).
    let target: String?
    /// Whether it is `dismissSearch`'s (its target, if any, a search field's).
    let endsSearch: Bool

    init(target: String?, endsSearch: Bool = false) {
        self.target = target
        self.endsSearch = endsSearch
    }

    var typeName: String { endsSearch ? "DismissSearchAction" : "DismissAction" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "callAsFunction" ? .native(self) : nil
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        if endsSearch {
            if let target { try interpreter.viewUpdates?.dismissSearch(key: target) }
        } else {
            interpreter.viewUpdates?.requestDismiss(target)
        }
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

/// `@Environment(\.openURL)`, and a `Link`'s tap: the system's action opens nothing in ObsREPL (the event log
/// records the URL); an `OpenURLAction { url in ... }` set with `.environment(\.openURL, ...)` gets the URL
/// instead, and its `.systemAction` result hands it on to the system's (rules §15.17).
final class OpenURLAction: NativeCallable {
    /// The script's handler; nil for the system's action.
    let handler: Value?

    init(handler: Value? = nil) {
        self.handler = handler
    }

    var typeName: String { "OpenURLAction" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "callAsFunction" ? .native(self) : nil
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        let url = arguments.first { !$0.value.isFunction }?.value ?? .void
        var accepted = true
        var result = Value.symbol("systemAction")
        if let handler { result = try interpreter.invoke(handler, [url], range, source) }
        switch interpreter.optionNames(result).first {
        case "discarded": accepted = false
        case "handled": break
        default: interpreter.events.record(.issue("openURL(\(interpreter.describe(url))): nothing opens in ObsREPL"))
        }
        // `openURL(url) { accepted in ... }`: told whether the URL was taken.
        if let completion = arguments.last(where: { $0.value.isFunction })?.value {
            _ = try interpreter.invoke(completion, [.bool(accepted)], range, source)
        }
        return .void
    }
}

/// `OpenURLAction(handler:)` (and with a trailing closure): an action a view hierarchy sets as its `\.openURL`.
final class OpenURLActionType: NativeCallable {
    var typeName: String { "OpenURLAction.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard let handler = arguments.first(where: { $0.label == "handler" || $0.label == nil }), handler.value.isFunction else {
            throw interpreter.runtimeError("expected OpenURLAction(handler:) or OpenURLAction { url in ... }", range, source)
        }
        return .native(OpenURLAction(handler: handler.value))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}

/// A `Link`'s destination: a tap opens it with the `\.openURL` action where the link is (ViewGraph.buttons).
final class LinkDestination: NativeObject {
    let url: Value

    init(url: Value) {
        self.url = url
    }

    var typeName: String { "Link" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    /// The tap's action, given the `\.openURL` value where the link is shown (nil: the system's).
    func action(opening openURL: Value?) -> Value {
        let url = self.url
        return .builtin(BuiltinFunction("Link") { interpreter, _, range, source in
            let action: OpenURLAction = { if case .native(let set as OpenURLAction)? = openURL { return set }; return OpenURLAction() }()
            return try action.call([Interpreter.ArgumentValue(label: nil, value: url)], interpreter: interpreter, range: range, source: source)
        })
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
