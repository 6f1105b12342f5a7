/// Sets and dictionary keys of a script's types with their own `==` and `hash(into:)`: membership uses the
/// type's `==` and its hash value comes from its `hash(into:)`, as in Swift (a `Contact` equal by email,
/// whatever its other properties). Types without them compare and hash by their stored properties (what
/// Swift synthesizes), classes by identity. An error inside `==` or `hash(into:)` is reported after the
/// statement (rules of CallbackErrors); a failed `==` then says "not equal" and a failed `hash(into:)` gives 0.
/// Neither falls back to the properties: a Set that rehashes while the script is being stopped (its deadline, its
/// step budget) would otherwise find two of its members "equal" by their properties and trap (found by obsfuzz in
/// CI, under load).
enum ScriptHashing {
    /// The type whose `==` and `hash(into:)` the value uses, or nil for a value of a type that declares neither.
    /// A subclass uses its superclass's (the conformance is the superclass's, and so are its `==` and `hash`), so
    /// a subclass instance and a base instance compare by the base's `==`.
    private static func customType(of value: Value) -> TypeInfo? {
        var type: TypeInfo?
        switch value {
        case .structValue(let structValue): type = structValue.type
        case .enumCase(let enumValue): type = enumValue.type
        case .object(let object): type = object.type
        default: return nil
        }
        while let candidate = type {
            if candidate.staticMethods["=="] != nil || candidate.methods["hash"] != nil { return candidate }
            type = candidate.superclass
        }
        return nil
    }

    /// `left == right` by the script's `==`, or nil when neither operand's type declares one.
    static func equal(_ left: Value, _ right: Value) -> Bool? {
        guard let type = customType(of: left), type.staticMethods["=="] != nil, customType(of: right) === type,
              let interpreter = type.interpreter else { return nil }
        return interpreter.reportingErrors {
            try interpreter.libraryEqual(left, right, .synthesized, interpreter.synthesizedSource)
        } ?? false
    }

    /// Whether the value's type declares its own `==` (asked once `hashValue(of:)` found no `hash(into:)` to call):
    /// the synthesized hash of every field may split values its `==` calls equal, and a Swift Dictionary of such
    /// keys traps (found by obsfuzz: a `hash(h:)` whose label was lost); such values hash by their type alone (a
    /// script's mistake then costs speed, not the session).
    static func declaresEquality(_ value: Value) -> Bool {
        customType(of: value)?.staticMethods["=="] != nil
    }

    /// The hash value the type's `hash(into:)` gives (0 when it failed), or nil when it declares none.
    static func hashValue(of value: Value) -> Int? {
        guard let type = customType(of: value), let method = type.methods["hash"], method.parameters.first?.label == "into",
              let interpreter = type.interpreter else { return nil }
        let hasher = HasherValue()
        let finished = interpreter.reportingErrors {
            _ = try interpreter.call(method, receiver: value, arguments: [.init(label: "into", value: .native(hasher))], type: type)
        }
        // A `hash(into:)` that failed (its error is reported) still hashes alike for every value: falling back to
        // the fields' hash would break `==` by the type's own rule, and Swift's Set traps on that (found by obsfuzz).
        return finished == nil ? 0 : hasher.finalize()
    }
}

/// Swift's `Hasher`: `combine(_:)` takes any hashable value (a script type's by its own `hash(into:)`),
/// `finalize()` gives the hash value. Hash values differ between runs, as Swift's do.
final class HasherValue: NativeObject {
    private var hasher = Hasher()

    var typeName: String { "Hasher" }

    func finalize() -> Int {
        let copy = hasher
        return copy.finalize()
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "combine":
            return .builtin(BuiltinFunction(name) { [self] _, arguments, _, _ in
                for argument in arguments { hasher.combine(HashKey(value: argument.value)) }
                return .void
            })
        case "finalize":
            return .builtin(BuiltinFunction(name) { [self] _, _, _, _ in .int(finalize()) })
        default: return nil
        }
    }
}
