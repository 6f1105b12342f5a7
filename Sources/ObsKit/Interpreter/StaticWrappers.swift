/// Property wrappers on static properties (`@TaskLocal static var requestID: String?`, a script's own
/// `@Clamped static var volume = 5`): the static's storage holds the wrapper, made on first use as an instance
/// property's is (`Wrapper(wrappedValue: initial, attribute's arguments...)`); `Type.name` reads and writes its
/// `wrappedValue`, `Type.$name` is its `projectedValue`.
extension Interpreter {
    /// The wrapper type a static declaration's attribute names, if it is a script `@propertyWrapper`.
    func staticWrapperType(_ declaration: PropertyDecl) -> TypeInfo? {
        guard let attribute = declaration.attributes.first, case .type(let type)? = globalValue(attribute.name),
              type.decl.attributes.contains("propertyWrapper") else { return nil }
        return type
    }

    /// The wrapper instance of a wrapped static, made on first use.
    func staticWrapper(_ name: String, of owner: TypeInfo, _ declaration: PropertyDecl, _ wrapperType: TypeInfo, _ range: SourceRange,
                       _ source: SourceText) throws -> Value {
        if let made = owner.staticValues[name] { return made }
        let attribute = declaration.attributes[0]
        // An optional with no initial value starts as nil, as Swift passes `wrappedValue: nil` for it.
        let initial: WrappedArgument? = declaration.initializer.map { .expression($0, declaration.initializerFrameSize) }
            ?? (declaration.isDeclaredOptional ? .value(.none) : nil)
        let made = try makeCustomWrapper(attribute, wrappedValue: initial, range, owner.source)
        owner.staticValues[name] = made
        return made
    }

    /// `Type.name` or `Type.$name` of a wrapped static; nil when `name` is no wrapped static of `type`.
    func wrappedStatic(_ name: String, of type: TypeInfo, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        let projected = name.hasPrefix("$")
        let plain = projected ? String(name.dropFirst()) : name
        guard let owner = Self.staticStorageOwner(plain, of: type), let declaration = owner.staticDeclarations[plain],
              let wrapperType = staticWrapperType(declaration) else { return nil }
        let wrapper = try staticWrapper(plain, of: owner, declaration, wrapperType, range, source)
        return try member(projected ? "projectedValue" : "wrappedValue", of: wrapper, at: range, source)
    }

    /// `Type.name = value` for a wrapped static: through the wrapper's `wrappedValue` setter. False when `name`
    /// is no wrapped static.
    func assignWrappedStatic(_ name: String, of type: TypeInfo, _ value: Value, _ range: SourceRange, _ source: SourceText) throws -> Bool {
        guard let owner = Self.staticStorageOwner(name, of: type), let declaration = owner.staticDeclarations[name],
              let wrapperType = staticWrapperType(declaration) else { return false }
        var wrapper = try staticWrapper(name, of: owner, declaration, wrapperType, range, source)
        try setMember("wrappedValue", on: &wrapper, to: value, range, source)
        owner.staticValues[name] = wrapper
        return true
    }
}
