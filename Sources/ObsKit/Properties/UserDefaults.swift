/// Foundation's `UserDefaults.standard`, in memory for the session: the same values `@AppStorage` keeps, so a
/// `set(_:forKey:)` re-runs the views that read the key (rules §15.14). `string(forKey:)`, `integer`, `double`,
/// `bool`, `object`, `array`, `dictionary`, `data`, `set(_:forKey:)`, `removeObject(forKey:)`, and
/// `register(defaults:)`, whose values a key reads while nothing wrote it (`@AppStorage` too). Left out: suites,
/// and type conversions between stored kinds.
final class UserDefaultsObject: NativeObject {
    var typeName: String { "UserDefaults" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "standard": return .native(self)
        case "set", "setValue":
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                guard arguments.count == 2, case .string(let key) = arguments[1].value else {
                    throw interpreter.runtimeError("expected set(value, forKey: \"key\")", range, source)
                }
                interpreter.writeStorage(interpreter.storage.location("AppStorage", key), arguments[0].value.unwrapped ?? .uninitialized)
                return .void
            })
        case "register":
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                guard case .dictionary(let defaults)? = interpreter.argument(arguments, "defaults") else {
                    throw interpreter.runtimeError("expected register(defaults: [\"key\": value])", range, source)
                }
                for (key, value) in zip(defaults.keys, defaults.values) {
                    if case .string(let name) = key { interpreter.storage.registered[name] = StorageWrapper.stored(value.unwrapped ?? value) }
                }
                return .void
            })
        case "removeObject":
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                guard case .string(let key)? = arguments.first?.value else { throw interpreter.runtimeError("expected removeObject(forKey:)", range, source) }
                interpreter.writeStorage(interpreter.storage.location("AppStorage", key), .uninitialized)
                return .void
            })
        case "string", "integer", "double", "bool", "object", "array", "dictionary", "data", "stringArray", "float", "url":
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                guard case .string(let key)? = arguments.first?.value else {
                    throw interpreter.runtimeError("expected \(name)(forKey: \"key\")", range, source)
                }
                var stored = interpreter.storage.location("AppStorage", key).value
                if case .uninitialized = stored, let registered = interpreter.storage.registered[key] { stored = registered }
                switch (name, stored) {
                case ("integer", .int), ("double", .double), ("bool", .bool), ("float", .double): return stored
                case ("integer", _): return .int(0)
                case ("double", .int(let number)), ("float", .int(let number)): return .double(Double(number))
                case ("double", _), ("float", _): return .double(0)
                case ("bool", _): return .bool(false)
                case (_, .uninitialized): return .none
                default: return stored.asOptional
                }
            })
        default: return nil
        }
    }
}
