/// Declaring script types: classes, structs, enums and protocols make a `TypeInfo`; extensions add members
/// to one. Declaring a type again replaces it, as in the Swift REPL.
extension Interpreter {
    /// `extension Array: Describable where Element: Describable`: the conformance holds where the requirements do.
    private func addConformanceConditions(of decl: TypeDecl, to info: TypeInfo) {
        guard !decl.requirements.isEmpty else { return }
        for name in decl.inherited { info.conformanceConditions[name] = decl.requirements }
    }

    func declare(type decl: TypeDecl, source: SourceText, qualifiedName: String? = nil) throws {
        let name = qualifiedName ?? decl.name
        // Numeric refines ExpressibleByIntegerLiteral (and the integer and floating-point protocols refine Numeric).
        if decl.inherited.contains(where: { Self.isLiteralProtocol($0) || Self.libraryRefinements[$0]?.contains("ExpressibleByIntegerLiteral") == true }) {
            literalAdopters = true
        }
        // An app's views come with SwiftUI, which brings Foundation.
        if decl.inherited.contains("View") || decl.inherited.contains("App") { importFoundation() }
        if decl.kind == .extension {
            if let info = libraryExtension(decl, source: source) {
                addConformanceConditions(of: decl, to: info)
                for name in decl.inherited where Self.isLiteralProtocol(name) { libraryLiteralConformances[info.name, default: []].insert(name) }
                try addMembers(of: decl, to: info, source: source)
                return
            }
            guard case .type(let info)? = globals.value(named: decl.name) else {
                throw ObsDiagnostic(.unsupported, "extensions of '\(decl.name)' (only types declared in the session can be extended)",
                                    at: SourceLocation(source: source, range: decl.range))
            }
            info.conformances += decl.inherited
            addConformanceConditions(of: decl, to: info)
            try addMembers(of: decl, to: info, source: source)
            return
        }
        var superclass: TypeInfo?
        if decl.kind == .class, let first = decl.inherited.first, case .type(let parent)? = globalValue(first), parent.kind == .class {
            superclass = parent
        }
        let info = TypeInfo(decl: decl, name: name, source: source, superclass: superclass, interpreter: self)
        info.protocolLookup = protocolLookup
        for (place, requirement) in decl.requirementPlaces { requirementsByPlace[place] = (info, requirement) }
        if info.isNoncopyableWithDeinit { declaresNoncopyableValues = true }
        for property in decl.properties where property.setter?.isNonmutating == true { nonmutatingSetterNames.insert(property.name) }
        if decl.properties.contains(where: { $0.getter?.isMutating == true }) { declaresMutatingGetters = true }
        var fields: [TypeInfo.StoredField] = []
        var overridingObservers: [PropertyDecl] = []
        for property in decl.properties where property.getter == nil && !property.isStatic {
            if property.isOverride, superclass?.index(ofField: property.name) != nil {
                // `override var x { didSet { ... } }`: observers around the inherited stored property.
                overridingObservers.append(property)
                continue
            }
            if property.isOverride, property.initializer == nil, property.willSet != nil || property.didSet != nil,
               superclass?.computedProperty(property.name) != nil {
                // The same around an inherited computed property: its getter and setter stay the superclass's.
                info.computedObservers[property.name] = (property.willSet, property.didSet)
                continue
            }
            fields.append(try storedField(property, owner: info, source: source))
        }
        if decl.kind == .enum, let stored = decl.properties.first(where: { $0.getter == nil && !$0.isStatic }) {
            throw ObsDiagnostic(.syntax, "enums must not contain stored properties", at: SourceLocation(source: source, range: stored.range))
        }
        try checkNotRecursive(info, fields, source: source)
        info.setFields(fields)
        for property in overridingObservers {
            guard let index = info.index(ofField: property.name) else { continue }
            info.fields[index] = info.fields[index].addingOverrideObservers(willSet: property.willSet, didSet: property.didSet)
        }
        try addMembers(of: decl, to: info, source: source)
        // A computed `override var` in place of an inherited stored property: reads and writes use it.
        info.overriddenFields = (superclass?.overriddenFields ?? []).union(
            decl.properties.filter { $0.getter != nil && !$0.isStatic && info.index(ofField: $0.name) != nil }.map(\.name))
        if decl.kind == .enum {
            try assignRawValues(info, source: source)
            // What Swift gives an enum unasked: RawRepresentable with a raw type, Equatable and Hashable when no
            // case has associated values (their protocols' extensions reach it).
            var implicit: [String] = info.rawValues.isEmpty ? [] : ["RawRepresentable"]
            if !info.cases.contains(where: { $0.associated != nil }) { implicit += ["Equatable", "Hashable"] }
            info.conformances += implicit.filter { !info.conformances.contains($0) }
        }
        // A Shape is a View whose body the library gives (a shape drawn from its path, rules §15.22).
        if info.isShape, !info.conformances.contains("View") { info.conformances.append("View") }
        if info.conformances.contains("View"), decl.kind != .protocol, info.computedGetter("body") == nil, !info.isShape {
            throw ObsDiagnostic(.syntax, "type '\(decl.name)' does not conform to protocol 'View': it needs 'var body: some View { ... }'",
                                at: SourceLocation(source: source, range: decl.range))
        }
        globals.define(name, .type(info))
    }

    /// Finds a protocol by name, for a type's default implementations.
    var protocolLookup: (String) -> TypeInfo? {
        { [weak self] name in
            guard let self else { return nil }
            guard case .type(let proto)? = self.globalValue(name), proto.kind == .protocol else { return self.builtinExtensions[name] }
            return proto
        }
    }

    func globalValue(_ name: String) -> Value? {
        globals.value(named: name)
    }

    private func storedField(_ property: PropertyDecl, owner: TypeInfo, source: SourceText) throws -> TypeInfo.StoredField {
        guard let attribute = property.attributes.first else {
            return makeField(property, wrapper: nil, customWrapper: nil, owner: owner)
        }
        if property.attributes.count > 1 {
            // Composed wrappers: each must be a script's own `@propertyWrapper` (SwiftUI's take no wrapped wrapper).
            for inner in property.attributes where !(globalValue(inner.name).map { value -> Bool in
                if case .type(let type) = value { return type.decl.attributes.contains("propertyWrapper") }
                return false
            } ?? false) {
                throw ObsDiagnostic(.unsupported, "'@\(inner.name)' composed with another property wrapper",
                                    at: SourceLocation(source: source, range: inner.range))
            }
            var field = makeField(property, wrapper: nil, customWrapper: attribute, owner: owner)
            field.innerWrappers = Array(property.attributes.dropFirst())
            return field
        }
        if attribute.name == "FocusState" {
            // `@FocusState` is view-owned storage like `@State`, starting unfocused (false or nil); `.focused`
            // and the focus commands write it (rules §15.10).
            declaresFocusState = true
            var focus = property
            if focus.initializer == nil {
                focus.initializer = Expr(property.isDeclaredOptional ? .nilLiteral : .bool(false), property.range)
            }
            return makeField(focus, wrapper: .state, customWrapper: nil, owner: owner)
        }
        if attribute.name == "FocusState.Binding" {
            // A child's `@FocusState.Binding var focused: Bool`, given the parent's `$focused`: a binding to the
            // parent's focus state, read and written as `@Binding` is (Apple, FocusState.Binding).
            declaresFocusState = true
            return makeField(property, wrapper: .binding, customWrapper: nil, owner: owner)
        }
        if attribute.name == "Namespace" {
            // `@Namespace`: an id the view keeps for its lifetime, for `matchedGeometryEffect(id:in:)`, which
            // animates nothing here; ObsREPL's namespaces are not told apart (rules §15.21).
            var namespace = property
            namespace.initializer = Expr(.implicitMember("namespace"), property.range)
            return makeField(namespace, wrapper: .state, customWrapper: nil, owner: owner)
        }
        if attribute.name == "GestureState" {
            // `@GestureState` is view-owned storage like `@State` that only a gesture's `updating` writes; no command
            // performs a drag, so it keeps its initial value (rules §15.19). An optional one starts nil.
            var gesture = property
            if gesture.initializer == nil, property.isDeclaredOptional { gesture.initializer = Expr(.nilLiteral, property.range) }
            return makeField(gesture, wrapper: .state, customWrapper: nil, owner: owner)
        }
        if attribute.name == "ScaledMetric" {
            // `@ScaledMetric`: a size scaled by the text size the device's user chose; ObsREPL's device keeps
            // the default one (`.large`), where the scale is 1, so the value is the one written (rules §15.17).
            return makeField(property, wrapper: .state, customWrapper: nil, owner: owner)
        }
        if TypeInfo.WrapperKind(rawValue: attribute.name) != nil, case .type(let own)? = globalValue(attribute.name),
           own.decl.attributes.contains("propertyWrapper") {
            // The script's own wrapper named like SwiftUI's (`@propertyWrapper struct State<Value>` in a blog's
            // demonstration): Swift's lookup finds the script's declaration first.
            return makeField(property, wrapper: nil, customWrapper: attribute, owner: owner)
        }
        if let kind = TypeInfo.WrapperKind(rawValue: attribute.name) {
            if kind == .published, owner.kind != .class {
                throw ObsDiagnostic(.syntax, "'wrappedValue' is unavailable: @Published is only available on properties of classes",
                                    at: SourceLocation(source: source, range: attribute.range))
            }
            return makeField(property, wrapper: kind, customWrapper: nil, owner: owner)
        }
        guard case .type(let wrapperType)? = globalValue(attribute.name), wrapperType.decl.attributes.contains("propertyWrapper") else {
            throw ObsDiagnostic(.unsupported, "the property wrapper '@\(attribute.name)'",
                                at: SourceLocation(source: source, range: attribute.range))
        }
        return makeField(property, wrapper: nil, customWrapper: attribute, owner: owner)
    }

    private func makeField(_ property: PropertyDecl, wrapper: TypeInfo.WrapperKind?,
                           customWrapper: Attribute?, owner: TypeInfo) -> TypeInfo.StoredField {
        let field = TypeInfo.StoredField(
            name: property.name, wrapper: wrapper, customWrapper: customWrapper, isLet: property.isLet,
            isOptional: property.isDeclaredOptional,
            isLazy: property.isLazy, isWeak: property.isWeak, isUnowned: property.isUnowned,
            isObservationIgnored: property.isObservationIgnored,
            environmentArgument: wrapper == .environment || wrapper?.isStorage == true ? property.attributes.first?.arguments.first?.value : nil,
            typeName: property.typeName, type: property.type ?? Self.literalType(property.initializer),
            coercion: Coercion(property.type ?? Self.literalType(property.initializer), generics: Set(owner.decl.genericParameters.map(\.name))),
            initializer: property.initializer,
            initializerFrameSize: property.initializerFrameSize, willSet: property.willSet, didSet: property.didSet,
            range: property.range, owner: owner)
        field.buildsViews = property.buildsViews
        field.closureBuildsViews = property.closureBuildsViews
        return field
    }

    private func addMembers(of decl: TypeDecl, to info: TypeInfo, source: SourceText) throws {
        for property in decl.properties {
            if let getter = property.getter {
                let computed = TypeInfo.Computed(getter: getter, setter: property.setter, initAccessor: property.initAccessor)
                let previous = property.isStatic ? info.staticComputed[property.name] : info.computed[property.name]
                if property.isStatic { info.staticComputed[property.name] = computed } else { info.computed[property.name] = computed }
                let known = property.isStatic ? info.staticComputedVariants[property.name] : info.computedVariants[property.name]
                if !getter.conditions.isEmpty || known != nil {
                    // A constrained extension's version: reads choose the one whose requirements hold.
                    var variants = known ?? previous.map { [$0] } ?? []
                    variants.removeAll { $0.getter.signatureKey == getter.signatureKey }
                    variants.append(computed)
                    if property.isStatic { info.staticComputedVariants[property.name] = variants } else { info.computedVariants[property.name] = variants }
                    overloadedNames.insert(property.name)
                }
            } else if property.isStatic {
                info.staticDeclarations[property.name] = property
                info.staticDeclarationSources[property.name] = source
                info.staticValues[property.name] = nil
            } else if decl.kind == .extension, info.name == "EnvironmentValues", property.attributes.contains(where: { $0.name == "Entry" }) {
                // `@Entry var name: T = value`: an environment key and its default in one (rules §15.14).
                guard let initializer = property.initializer else {
                    throw ObsDiagnostic(.syntax, "@Entry needs a default value: @Entry var \(property.name) = ...",
                                        at: SourceLocation(source: source, range: property.range))
                }
                environmentEntries[property.name] = try evaluate(initializer, Frame.make(size: property.initializerFrameSize), source)
            } else if decl.kind == .extension {
                throw ObsDiagnostic(.syntax, "extensions must not contain stored properties",
                                    at: SourceLocation(source: source, range: property.range))
            }
        }
        for method in decl.methods { addMethod(method, to: info) }
        info.initializers += decl.initializers
        if !decl.initializers.isEmpty { initializerGeneration += 1 }
        let ownerGenerics = info.decl.genericParameters.map(\.name)
        for initializer in decl.initializers where !ownerGenerics.isEmpty {
            // `Matrix<Double>(repeating: 0)`: the argument for `E` is converted to what the instance binds (a Double).
            initializer.ownerGenericParameters = ownerGenerics.filter { generic in initializer.parameters.contains { $0.type?.mentions(generic) == true } }
        }
        info.subscripts += decl.subscripts
        info.cases += decl.cases
        for nested in decl.nestedTypes {
            // Swift's own `CodingKeys` only where the type has none (an extension's conformance comes after).
            if nested.isSynthesized, info.nested[nested.name] != nil { continue }
            let qualified = info.name + "." + nested.name
            try declare(type: nested, source: source, qualifiedName: qualified)
            if let value = globalValue(qualified) { info.nested[nested.name] = value }
            if nested.isSynthesized, decl.kind == .extension, case .type(let keys)? = info.nested[nested.name] {
                keys.cases = info.fields.filter { $0.owner === info }.map {
                    EnumCaseDecl(name: $0.name, rawValue: nil, associated: nil, range: $0.range)
                }
            }
        }
        for alias in decl.typeAliases {
            if let value = aliasValue(alias.target, decl.typeAliasTypes[alias.name], declaring: info.name) { info.nested[alias.name] = value }
        }
    }

    /// What a `typealias` names: its target type, with the generic arguments it writes when they are all known
    /// (`typealias ID = Tagged<UserTag, Int>` makes `ID(raw: 1)` a `Tagged<UserTag, Int>`).
    /// `declaring`: the type whose member the alias is, known though not yet declared (`struct User { typealias ID =
    /// Tagged<User> }`).
    func aliasValue(_ target: String, _ type: TypeRef?, declaring: String? = nil) -> Value? {
        if case .named(_, let arguments)? = type, !arguments.isEmpty, case .type? = globalValue(target),
           type!.leafNames.allSatisfy({ $0 == declaring || isKnownType($0) }) {
            return metatypeValue(type!)
        }
        // `typealias Callback = (inout Int, String...) throws -> Void`: the function type itself.
        if case .function? = type, type!.leafNames.allSatisfy({ isKnownType($0) }) { return metatypeValue(type!) }
        return globalValue(target)
    }

    /// Raw values: explicit literals, else the case name (String) or the previous value plus one (Int).
    private func assignRawValues(_ info: TypeInfo, source: SourceText) throws {
        guard let rawType = info.decl.inherited.first,
              ["Int", "String", "Double", "Character"].contains(rawType) || Coercion.integerTypeNames.contains(rawType)
                || Coercion.floatNames.contains(rawType) || Coercion.doubleNames.contains(rawType) else { return }
        let isInteger = rawType == "Int" || Coercion.integerTypeNames.contains(rawType)
        // `enum Level: Double { case low, mid }`: a floating-point raw type counts up from the last integer literal too
        // (0.0, 1.0), as Swift does; after a non-integer literal (`= 2.5`) Swift asks for an explicit value.
        let isFloatingPoint = rawType == "Double" || Coercion.floatNames.contains(rawType) || Coercion.doubleNames.contains(rawType)
        // `enum Level: UInt8 { case low = 0b0001 }`: raw values of the raw type, literals converted to it.
        let rawCoercion = Coercion(.named(rawType, []))
        defer { if !rawCoercion.isNone { for (name, value) in info.rawValues { info.rawValues[name] = value.coerced(rawCoercion) } } }
        // The value the next case gets; nil after Int.max, where swiftc rejects an implicit next one.
        var next: Int? = 0
        for enumCase in info.cases {
            if let expr = enumCase.rawValue {
                let value = try evaluate(expr, Frame.make(size: 1), source)
                info.rawValues[enumCase.name] = value
                if case .int(let number) = value { next = number == .max ? nil : number + 1 } else { next = nil }
            } else if isInteger || isFloatingPoint {
                guard let value = next else {
                    let message = isInteger ? "integer literal '9223372036854775808' overflows when stored into 'Int'"
                        : "enum case must declare a raw value when the preceding raw value is not an integer"
                    throw ObsDiagnostic(.syntax, message, at: SourceLocation(source: source, range: enumCase.range))
                }
                info.rawValues[enumCase.name] = .int(value)
                next = value == .max ? nil : value + 1
            } else {
                info.rawValues[enumCase.name] = .string(enumCase.name)
            }
        }
    }

    /// The type Swift infers from a literal initializer, where it matters here (`var x = 0.0` is a Double,
    /// so a later `x = 5` stores 5.0).
    static func literalType(_ initializer: Expr?) -> TypeRef? {
        initializer?.literalType
    }
}
