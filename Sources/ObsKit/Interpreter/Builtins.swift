/// The global names the interpreter provides: the standard library's (Stdlib+Global), SwiftUI's views,
/// the wrapper initializers.
enum Builtins {
    static func install(into interpreter: Interpreter) {
        Stdlib.install(into: interpreter)
        let globals = interpreter.globals
        installViews(into: interpreter)
        installObservation(into: interpreter)
        installLooks(into: interpreter)
        installGestures(into: interpreter)
        installAnimation(into: interpreter)
        installScenes(into: interpreter)
        globals.define("Swift", .native(ModuleNamespace("Swift")))
        globals.define("Void", .builtinType("Void"))
        // `AnyObject.self` as a value (`Any.self` is type syntax; `AnyObject` is parsed as a name).
        globals.define("AnyObject", .metatype(.named("AnyObject", [])))
        globals.define("AnyClass", .metatype(.metatype(.named("AnyObject", []))))
        globals.define("swap", .builtin(BuiltinFunction("swap") { interpreter, arguments, range, source in
            guard arguments.count == 2, let first = arguments[0].modify, let second = arguments[1].modify else {
                throw interpreter.runtimeError("swap(_:_:) takes two variables: swap(&a, &b)", range, source)
            }
            // The second access ends first (see `callBound`): its observers run before the first's.
            try second { $0 = arguments[0].value }
            try first { $0 = arguments[1].value }
            return .void
        }))
        globals.define("ObjectIdentifier", .builtin(BuiltinFunction("ObjectIdentifier") { interpreter, arguments, range, source in
            guard arguments.count == 1 else { throw interpreter.runtimeError("ObjectIdentifier(_:) takes one argument", range, source) }
            let value = arguments[0].value.unwrapped ?? Value.none
            // A metatype identifies itself: equal types give equal identifiers.
            if interpreter.typeRef(ofMetatype: value) != nil { return value }
            guard case .object(let object) = value else {
                throw interpreter.runtimeError("ObjectIdentifier(_:) takes a class instance or a metatype", range, source)
            }
            return .native(ObjectIdentifierValue(objectID: object.id))
        }))
        installConcurrency(into: interpreter)
        installStringInterpolation(into: interpreter)
        globals.define("StateObject", .builtin(BuiltinFunction("StateObject", autoclosureLabels: ["wrappedValue"]) { interpreter, arguments, range, source in
            guard arguments.count == 1, arguments[0].label == "wrappedValue" else {
                throw interpreter.runtimeError("expected StateObject(wrappedValue:)", range, source)
            }
            return .wrapper(.stateObject(StateObjectWrapper(thunk: arguments[0].value, object: nil)))
        }))
        globals.define("ObservedObject", .builtin(BuiltinFunction("ObservedObject") { interpreter, arguments, range, source in
            guard arguments.count == 1, arguments[0].label == "wrappedValue" || arguments[0].label == "initialValue" else {
                throw interpreter.runtimeError("expected ObservedObject(wrappedValue:)", range, source)
            }
            return .wrapper(.observedObject(ObservedObjectWrapper(object: arguments[0].value)))
        }))
        globals.define("State", .builtin(BuiltinFunction("State") { interpreter, arguments, range, source in
            guard arguments.count == 1, arguments[0].label == "wrappedValue" || arguments[0].label == "initialValue" else {
                throw interpreter.runtimeError("expected State(initialValue:) or State(wrappedValue:)", range, source)
            }
            var state = StateWrapper(initial: arguments[0].value, location: nil)
            state.fromCaller = true
            return .wrapper(.state(state))
        }))
        for kind in ["AppStorage", "SceneStorage"] {
            // `_size = AppStorage(wrappedValue: 14, key)` in a view's init, for a key chosen at run time; with no
            // `wrappedValue:`, the optional form (nil until the key is written).
            globals.define(kind, .builtin(BuiltinFunction(kind) { interpreter, arguments, range, source in
                guard let key = arguments.first(where: { $0.label == nil })?.value,
                      arguments.allSatisfy({ [nil, "wrappedValue", "store"].contains($0.label) }) else {
                    throw interpreter.runtimeError("expected \(kind)(wrappedValue:_:) or \(kind)(_:)", range, source)
                }
                let initial = arguments.first { $0.label == "wrappedValue" }?.value ?? .none
                return .wrapper(try interpreter.makeStorage(kind, key: key, defaultValue: initial, range, source))
            }))
        }
        globals.define("ObservableObjectPublisher", .builtin(BuiltinFunction("ObservableObjectPublisher") { interpreter, _, _, _ in
            interpreter.nextPublisherID += 1
            return .publisher(ObservableObjectPublisher(id: interpreter.nextPublisherID))
        }))
        installCombine(into: interpreter)
    }

    /// Every Button form: `Button("Title") { }`, `Button("Title", action: f)`, `Button(action: f) { label }`,
    /// `Button { action } label: { label }`, `Button("Title", systemImage: "x") { }`, `Button(role:) { } label: { }`,
    /// `Button("Title", role:) { }`. An unlabeled closure is the action unless `action:` is given.
    static func button(_ interpreter: Interpreter, _ arguments: [Interpreter.ArgumentValue],
                               _ range: SourceRange, _ source: SourceText) throws -> Value {
        // `Button(configuration)` in a PrimitiveButtonStyle's makeBody: the library's button, whose action is the trigger.
        if arguments.count == 1, arguments[0].label == nil, case .structValue(let configuration) = arguments[0].value,
           configuration.type.name == "PrimitiveButtonStyleConfiguration" {
            return .view(.button(label: try interpreter.member("label", of: arguments[0].value, at: range, source),
                                 action: try interpreter.member("_trigger", of: arguments[0].value, at: range, source)))
        }
        var title: Value?
        var action = arguments.first { $0.label == "action" }?.value
        var labelContent = arguments.first { $0.label == "label" }?.value
        for argument in arguments {
            switch argument.label {
            case "action"?, "label"?, "role"?, "systemImage"?, "image"?: continue
            case nil:
                if !argument.value.isFunction {
                    title = argument.value
                } else if action == nil {
                    action = argument.value
                } else {
                    labelContent = argument.value
                }
            case let label?:
                throw interpreter.runtimeError("extraneous argument label '\(label):' in call to 'Button'", range, source)
            }
        }
        guard let action else { throw interpreter.runtimeError("a Button needs an action: Button(\"Title\") { ... }", range, source) }
        let label: Value
        if let title {
            label = .view(.text(interpreter.describe(title)))
        } else if let labelContent {
            label = try interpreter.buildContent(labelContent, range, source)
        } else {
            throw interpreter.runtimeError("a Button needs a title or a label", range, source)
        }
        // The role is kept on the button for the dialogs that look for a `.cancel` one.
        if let role = arguments.first(where: { $0.label == "role" })?.value {
            return .view(.modified(.view(.button(label: label, action: action)), ViewValue.Modifier(name: "role", arguments: [role])))
        }
        return .view(.button(label: label, action: action))
    }

    /// Members of library values (`count.description`, `Color.red`, `objectWillChange.send`).
    static func member(_ name: String, of base: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch (base, name) {
        case (.builtinType(let type), _) where LooksValues.isLooks(type): return LooksValues.member(name, ofType: type)
        case (.symbol, _) where LooksValues.callable.contains(name): return .symbol(name)
        // A nested type of a looks type (`Edge.Set.horizontal`, `Font.Weight.bold`): its members are symbols too.
        case (.symbol(let owner), _) where owner.first?.isUppercase == true: return .symbol(name)
        case (.publisher(let publisher), _):
            return try publisher.member(name, interpreter: interpreter, range: range, source: source)
        case (.cancellable(let cancellable), _):
            return try cancellable.member(name, interpreter: interpreter, range: range, source: source)
        case (.native(let object), _):
            return try object.member(name, interpreter: interpreter, range: range, source: source)
        case (.int, "hashValue"), (.sized, "hashValue"), (.double, "hashValue"), (.float, "hashValue"), (.bool, "hashValue"),
             (.array, "hashValue"), (.set, "hashValue"), (.dictionary, "hashValue"), (.optional, "hashValue"), (.none, "hashValue"):
            // Hashable's `hashValue`: equal values hash alike (its number differs from Swift's, which is seeded per run).
            return .int(HashKey(value: base).hashValue)
        default:
            return try interpreter.libraryProperty(name, of: base, range, source) ?? interpreter.libraryMethodValue(name, of: base)
        }
    }

    /// `Self._printChanges()`: prints why the running body runs (rules §12).
    static func printChanges(_ type: TypeInfo) -> BuiltinFunction {
        BuiltinFunction("_printChanges") { interpreter, _, _, _ in
            guard let node = interpreter.runningBody, node.typeName == type.name else { return .void }
            let reasons = node.currentReasons
            interpreter.appendOutput(reasons.isEmpty ? "\(type.name): unchanged.\n" : "\(type.name): \(reasons.joined(separator: ", ")) changed.\n")
            return .void
        }
    }
}
