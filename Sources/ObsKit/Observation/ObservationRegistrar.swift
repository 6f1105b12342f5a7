import Observation

/// Observation's `ObservationRegistrar`, the real one, for a class that conforms to `Observable` by hand (Apple's
/// `ObservationRegistrar` page; what the `@Observable` macro writes): `access(_:keyPath:)` in a getter,
/// `withMutation(of:keyPath:_:)` or `willSet(_:keyPath:)` and `didSet(_:keyPath:)` around a setter's store.
/// The subject is the script's object and the key path one of its properties (`\.isOn`). Faithful; left out:
/// subjects that are not classes, and key paths of more than one property.
final class ObservationRegistrarValue: NativeObject {
    let registrar = ObservationRegistrar()

    var typeName: String { "ObservationRegistrar" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard ["access", "withMutation", "willSet", "didSet"].contains(name) else { return nil }
        return interpreter.method(name) { [registrar] interpreter, arguments, range, source in
            let (object, property) = try Self.subject(name, arguments, interpreter, range, source)
            switch name {
            case "access":
                interpreter.registrarAccess(registrar, object, property)
                return .void
            case "willSet":
                interpreter.events.record(.observableWillSet(objectID: object.id, className: object.type.name, property: property))
                registrar.willSet(object, keyPath: ScriptObject.keyPath(property))
                return .void
            case "didSet":
                registrar.didSet(object, keyPath: ScriptObject.keyPath(property))
                return .void
            default:
                guard let mutation = arguments.last(where: { $0.label == nil && $0.value.isFunction })?.value else {
                    throw interpreter.runtimeError("'withMutation(of:keyPath:_:)' expects the mutation as a closure", range, source)
                }
                return try interpreter.registrarMutation(registrar, object, property) { try interpreter.invoke(mutation, [], range, source) }
            }
        }
    }

    /// The object (`of:` or the first argument) and the property its `keyPath:` names.
    private static func subject(_ name: String, _ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter, _ range: SourceRange,
                                _ source: SourceText) throws -> (ScriptObject, String) {
        let given = arguments.first { $0.label == "of" || ($0.label == nil && !$0.value.isFunction) }?.value
        guard case .object(let object)? = given else {
            throw interpreter.runtimeError("'\(name)' expects the observed object (a class instance) as its subject", range, source)
        }
        guard case .keyPath(let path)? = arguments.first(where: { $0.label == "keyPath" })?.value,
              path.components.count == 1, case .member(let property) = path.components[0] else {
            throw interpreter.runtimeError("'\(name)' expects a key path to one property of '\(object.type.name)'", range, source)
        }
        return (object, property)
    }
}

final class ObservationRegistrarType: NativeCallable {
    var typeName: String { "ObservationRegistrar.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .native(ObservationRegistrarValue())
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
