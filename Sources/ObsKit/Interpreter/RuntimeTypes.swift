/// Types at run time: the dynamic type of a value (`type(of:)`), types as values (`T.self`, `[Int].self`),
/// and how Swift prints a type (`Box<Int>`, or with its module, `main.Box<Swift.Int>`; generic arguments
/// of instances are in GenericArguments.swift). A type is a `TypeRef` with every generic parameter replaced.
extension Interpreter {
    /// The type of `value` as `type(of:)` sees it. Containers take their elements' common type (an empty
    /// one, whose element type only the compiler knew, is `Any`).
    func dynamicType(of value: Value) -> TypeRef {
        switch value {
        case .void: return .void
        case .int: return .simple("Int")
        case .double: return .simple("Double")
        case .bool: return .simple("Bool")
        case .string: return .simple("String")
        case .character: return .simple("Character")
        case .none: return .optional(.any)
        case .optional(let wrapped): return .optional(dynamicType(of: wrapped))
        case .array(let elements): return .array(commonType(elements))
        case .set(let set): return .named("Set", [commonType(set.members)])
        case .dictionary(let dictionary): return .dictionary(commonType(dictionary.keys), commonType(dictionary.values))
        case .tuple(let tuple): return .tuple(tuple.elements.map { dynamicType(of: $0) }, labels: tuple.labels)
        case .range(_, _, let closed): return .named(closed ? "ClosedRange" : "Range", [.simple("Int")])
        case .structValue(let structValue): return .named(structValue.type.name, genericArguments(of: value))
        case .enumCase(let enumValue): return .named(enumValue.type.name, genericArguments(of: value))
        case .object(let object): return .named(object.type.name, genericArguments(of: value))
        case .function(let decl): return decl.functionType
        case .boundMethod(let bound): return bound.function.functionType
        case .closure(let closure):
            // Its written types where it has them (`{ (a: Int) -> String in ... }`), else Any.
            let decl = closure.decl
            // ... or the types the compiler check inferred, where they name types that exist here.
            var inferred: (parameters: [TypeRef], result: TypeRef)?
            if case .function(let parameters, let result, _)? = decl.compilerType, parameters.count == decl.parameters.count,
               namesOnlyKnownTypes(decl.compilerType!) {
                inferred = (parameters, result)
            }
            let parameters = decl.parameters.indices.map {
                (decl.parameterTypes.indices.contains($0) ? decl.parameterTypes[$0] : nil) ?? inferred?.parameters[$0] ?? .any
            }
            // A body that is one literal (`{ "service" }`) gives the literal's type, as the type checker infers it.
            var literal: TypeRef?
            if decl.body.count == 1, case .expr(let only) = decl.body[0].kind { literal = Self.literalType(only) }
            let result = decl.resultType ?? inferred?.result ?? literal ?? (decl.parameters.isEmpty && !decl.returnsValue ? .void : .any)
            let traits = decl.signature.map { FunctionDecl.traits(of: $0, isAsync: decl.isAsync, isThrowing: decl.mayThrow) }
                ?? FunctionTraits(isAsync: decl.isAsync, isThrowing: decl.mayThrow)
            return .function(decl.signature?.map { $0.type ?? .any } ?? parameters, result, traits)
        case .builtin(let builtin) where builtin.functionType != nil: return builtin.functionType!
        case .box(let box): return dynamicType(of: box.value)
        case .type(let info) where info.kind == .protocol:
            // `type(of: Plugin.self)`: the protocol's own metatype, `Plugin.Protocol`.
            return .metatype(.existential(.named(info.name, [])))
        case .type, .builtinType, .metatype: return .metatype(typeRef(ofMetatype: value) ?? .any)
        case .keyPath(let path): return keyPathType(path) ?? .simple("KeyPath")
        case .native(let unfold as UnfoldSequence): return unfold.dynamicType(self)
        case .native(let sequence as ScriptSequence): return dynamicType(of: sequence.value)
        case .native(let zip as ZipSequence): return .named("Zip2Sequence", [dynamicType(of: zip.first), dynamicType(of: zip.second)])
        case .native(let lazy as LazySequence): return lazy.dynamicType(self)
        case .native(let erased as AnySequenceValue): return erased.dynamicType(self)
        case .native(let erased as AnyCollectionValue): return erased.dynamicType(self)
        case .native(let slice as CollectionSliceValue): return slice.dynamicType(self)
        case .native(let adapter as CollectionAdapterValue): return adapter.dynamicType(self)
        case .native(let iterator as IteratorValue) where iterator.fullType != nil: return iterator.fullType!
        case .native(let iterator as IteratorValue) where iterator.elementType != nil: return .named(iterator.typeName, [iterator.elementType!])
        case .native(let range as RangeValue):
            // `1.0...3.0` is a `ClosedRange<Double>`: its generic type with the bound's, as a parameter declares it.
            guard let bound = range.lower ?? range.upper, let open = range.typeName.firstIndex(of: "<") else { return .simple(value.typeName) }
            return .named(String(range.typeName[..<open]), [dynamicType(of: bound)])
        default: return .simple(value.typeName)
        }
    }

    /// Whether every type `type` names is one this session knows (not a generic parameter of the code it was
    /// inferred in).
    func namesOnlyKnownTypes(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let name, let arguments):
            return (name == "Void" || isKnownType(name)) && arguments.allSatisfy(namesOnlyKnownTypes)
        case .optional(let inner), .implicitlyUnwrapped(let inner), .array(let inner), .metatype(let inner), .existential(let inner):
            return namesOnlyKnownTypes(inner)
        case .dictionary(let key, let value): return namesOnlyKnownTypes(key) && namesOnlyKnownTypes(value)
        case .tuple(let elements, _): return elements.allSatisfy(namesOnlyKnownTypes)
        case .function(let parameters, let result, _): return namesOnlyKnownTypes(result) && parameters.allSatisfy(namesOnlyKnownTypes)
        case .composition(let parts): return parts.allSatisfy(namesOnlyKnownTypes)
        case .opaque, .packExpansion: return false
        }
    }

    private func commonType(_ values: [Value]) -> TypeRef {
        guard let first = values.first else { return .any }
        // A nil tells nothing of its optional's type: the other elements do (`[nil, Optional(2)]` is `[Int?]`).
        var type: TypeRef? = first.isNone ? nil : dynamicType(of: first)
        for other in values.dropFirst() {
            if other.isNone {
                if let known = type, known.optionalDepth == 0 { return .any }
                continue
            }
            let otherType = dynamicType(of: other)
            guard let known = type else {
                if otherType.optionalDepth == 0 { return .any }
                type = otherType
                continue
            }
            if otherType != known {
                // An empty container says nothing of its elements: `[[1, 2], []]` is an `[[Int]]`.
                if let refined = Self.refined(known, otherType) {
                    type = refined
                    continue
                }
                // Instances of classes with a common superclass: the literal's type is an array of it
                // (`[Movie(...), Song(...)]` is a `[MediaItem]`).
                return commonSuperclass(values).map { .named($0.name, []) } ?? .any
            }
        }
        return type ?? .optional(.any)
    }

    /// The one type both are, where one of them is only less known (`[Any]` from an empty array beside `[Int]`).
    private static func refined(_ a: TypeRef, _ b: TypeRef) -> TypeRef? {
        if a == b { return a }
        if a == .any { return b }
        if b == .any { return a }
        switch (a, b) {
        case (.array(let x), .array(let y)): return refined(x, y).map { .array($0) }
        case (.optional(let x), .optional(let y)): return refined(x, y).map { .optional($0) }
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            guard let key = refined(k1, k2), let value = refined(v1, v2) else { return nil }
            return .dictionary(key, value)
        case (.named(let n1, let args1), .named(let n2, let args2)) where n1 == n2 && args1.count == args2.count && !args1.isEmpty:
            let arguments = zip(args1, args2).map { refined($0, $1) }
            guard arguments.allSatisfy({ $0 != nil }) else { return nil }
            return .named(n1, arguments.map { $0! })
        default: return nil
        }
    }

    /// The nearest class all of `values` are instances of (nil unless every one is an object).
    private func commonSuperclass(_ values: [Value]) -> TypeInfo? {
        var candidates: [TypeInfo]?
        for value in values {
            guard case .object(let object) = value else { return nil }
            var chain: [TypeInfo] = []
            var current: TypeInfo? = object.type
            while let type = current { chain.append(type); current = type.superclass }
            candidates = candidates.map { known in known.filter { type in chain.contains { $0 === type } } } ?? chain
        }
        return candidates?.first
    }

    /// A type as a value: script types and plain library types keep their own cases; composite types
    /// (`[Int]`, `Box<Int>`, `Int?`) are `.metatype`.
    func metatypeValue(_ type: TypeRef) -> Value {
        if case .named(let name, let arguments) = type, name != "MemoryLayout" {
            switch globalValue(name) ?? nestedAlias(name) {
            case .type(let info)? where arguments.isEmpty: return .type(info)
            // A `typealias` of a generic type with its arguments (`User.ID` for `Tagged<UserTag, Int>`).
            case .metatype(let aliased)? where arguments.isEmpty: return .metatype(aliased)
            case .native(let generic as NativeGenericType)? where !arguments.isEmpty: return generic.specialized(arguments)
            case .builtin? where !arguments.isEmpty, .native? where !arguments.isEmpty:
                // A library type the interpreter provides as a callable (`PassthroughSubject<Int, Never>`).
                return globalValue(name)!
            default: if arguments.isEmpty { return .builtinType(name) }
            }
        }
        return .metatype(type)
    }

    /// `User.ID` where `User` declares `typealias ID = ...`: the alias, found through its type's nested members.
    private func nestedAlias(_ dotted: String) -> Value? {
        let parts = dotted.split(separator: ".").map(String.init)
        guard parts.count > 1, case .type(var info)? = globalValue(parts[0]) else { return nil }
        for (index, part) in parts.enumerated().dropFirst() {
            guard let value = info.nested[part] else { return nil }
            if index == parts.count - 1 { return value }
            guard case .type(let inner) = value else { return nil }
            info = inner
        }
        return nil
    }

    /// The type a metatype value stands for; nil when `value` is not a type.
    func typeRef(ofMetatype value: Value) -> TypeRef? {
        switch value {
        case .type(let info): return .named(info.name, [])
        case .builtinType("Void"): return .void  // `Void.self` is the empty tuple's type: it prints `()`
        case .builtinType(let name): return .named(name, [])
        case .metatype(let type): return type
        case .array(let elements) where elements.count == 1:
            // `[Int]` written as an array literal of one type.
            return typeRef(ofMetatype: elements[0]).map { .array($0) }
        case .dictionary(let dictionary) where dictionary.count == 1:
            guard let key = typeRef(ofMetatype: dictionary.keys[0]), let element = typeRef(ofMetatype: dictionary.values[0]) else { return nil }
            return .dictionary(key, element)
        default: return nil
        }
    }

    /// The script type a type names, if it is one.
    func scriptType(named name: String) -> TypeInfo? {
        if case .type(let info)? = globalValue(name) { return info }
        return nil
    }

    /// The written type with its generic parameters replaced by what they stand for here, when each stands for a known
    /// type; nil when one stands for nothing known yet (a parameter only a closure's result would tell).
    func substitutedIfKnown(_ use: TypeUse, _ frame: Frame, _ source: SourceText) -> TypeRef? {
        for (_, expr) in use.parameters {
            guard let value = try? evaluate(expr, frame, source), let type = typeRef(ofMetatype: value),
                  type != .unknown, type.leafNames.allSatisfy(isKnownType) else { return nil }
        }
        return try? substitute(use, frame, source)
    }

    /// A written type with its generic parameters replaced by what they stand for here.
    func substitute(_ use: TypeUse, _ frame: Frame, _ source: SourceText) throws -> TypeRef {
        guard !use.parameters.isEmpty else { return use.type }
        var bindings: [String: TypeRef] = [:]
        for (name, expr) in use.parameters {
            let value = try evaluate(expr, frame, source)
            if let pack = packOfTypes(value) {
                bindings[name] = pack
                continue
            }
            guard let type = typeRef(ofMetatype: value) else {
                throw runtimeError("'\(name)' is not a type here", expr.range, source)
            }
            bindings[name] = type
        }
        return use.type.substituting(bindings).droppingUnknownArguments.canonical
    }

    // MARK: printing

    /// How Swift prints a type: `Box<Int>`, `Optional<Int>`, `(Int) -> String`; `qualified` adds modules
    /// (`main.Box<Swift.Int>`), as `String(reflecting:)` does.
    func typeDescription(_ type: TypeRef, qualified: Bool) -> String {
        func describe(_ type: TypeRef) -> String { typeDescription(type, qualified: qualified) }
        func generic(_ name: String, _ arguments: [TypeRef]) -> String {
            (qualified ? "Swift." : "") + name + "<" + arguments.map(describe).joined(separator: ", ") + ">"
        }
        switch type {
        case .named(let name, let arguments):
            var base: String
            if let type = scriptType(named: name) {
                let own = type.decl.genericParameters.count
                if arguments.count > own, let dot = name.lastIndex(of: ".") {
                    // `Gen<Int>.Nested`: the first arguments are those of the generic type it is nested in.
                    let outer = TypeRef.named(String(name[..<dot]), Array(arguments.dropLast(own)))
                    let inner = TypeRef.named(String(name[name.index(after: dot)...]), Array(arguments.suffix(own)))
                    return qualified ? describe(outer) + "." + typeDescription(inner, qualified: false) : describe(inner)
                }
                base = qualified ? qualifiedName(of: type) : String(name.split(separator: ".").last ?? Substring(name))
            } else if name == "Any" {
                base = name
            } else {
                // A nested library type prints by its own name (`Unicode.Scalar` is `Scalar`).
                base = qualified ? "Swift." + name : String(name.split(separator: ".").last ?? Substring(name))
            }
            if !arguments.isEmpty {
                base += "<" + (packGroupedArguments(name, arguments, describe) ?? arguments.map(describe)).joined(separator: ", ") + ">"
            }
            return base
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return generic("Optional", [wrapped])
        case .array(let element): return generic("Array", [element])
        case .dictionary(let key, let value): return generic("Dictionary", [key, value])
        case .tuple(let elements, let labels):
            return "(" + zip(labels, elements).map { ($0.map { $0 + ": " } ?? "") + describe($1) }.joined(separator: ", ") + ")"
        case .function(let parameters, let result, let traits):
            return traits.spelled(parameters.map(describe), result: describe(result))
        case .metatype(.existential(let inner)): return describe(inner) + ".Protocol"
        case .metatype(let instance): return describe(instance) + ".Type"
        case .existential(let inner), .opaque(let inner): return describe(inner)
        case .composition(let parts):
            // Swift's canonical order: the class first, then the protocols by name.
            let isClass = { (part: TypeRef) in part.nominalName.flatMap { self.scriptType(named: $0) }?.kind == .class }
            let protocols = parts.filter { !isClass($0) }.map(describe).sorted()
            return (parts.filter(isClass).map(describe) + protocols).joined(separator: " & ")
        case .packExpansion(let pattern): return "repeat " + describe(pattern)
        }
    }
}

extension Interpreter {
    /// A member of a composite type: `Box<Int>.make()`, `List<String>.empty`, `Optional<Int>.none`,
    /// `Int?.some(3)`, `[Int].init`, `.self`.
    func staticMember(_ name: String, of type: TypeRef, _ range: SourceRange, _ source: SourceText) throws -> Value? {
        switch name {
        case "self": return metatypeValue(type)
        case "init":
            return .builtin(BuiltinFunction(typeDescription(type, qualified: false)) { interpreter, arguments, range, source in
                try interpreter.callWithValues(interpreter.metatypeValue(type), arguments, range, source)
            })
        default: break
        }
        if scriptType(named: type.nominalName ?? "") == nil, let associated = Self.libraryAssociatedType(name, of: type) {
            return metatypeValue(associated)
        }
        if name == "some" || name == "none", case .named("Optional", let arguments) = type, arguments.count <= 1 {
            // `[7, 8].map(Optional.some)`: the case of Optional written without its argument.
            return try staticMember(name, of: .optional(arguments.first ?? .any), range, source)
        }
        switch type {
        case .named("MemoryLayout", let arguments) where arguments.count == 1:
            return try memoryLayoutMember(name, of: arguments[0], range, source)
        case .named("Optional", let arguments) where arguments.count == 1:
            return try staticMember(name, of: .optional(arguments[0]), range, source)
        case .named(let typeName, let arguments):
            if let info = scriptType(named: typeName) {
                let receiver: Value? = arguments.isEmpty || info.decl.genericParameters.isEmpty ? nil : .metatype(type)
                if let value = try staticMember(name, of: info, receiver: receiver, range, source) {
                    if !arguments.isEmpty, case .type(let nested) = value, nested.name == info.name + "." + name, nested.decl.genericParameters.isEmpty {
                        // `Gen<Int>.Nested`: a type nested in a generic type has its arguments.
                        return .metatype(.named(nested.name, arguments))
                    }
                    if !arguments.isEmpty, case .builtin(let constructor) = value, info.cases.contains(where: { $0.name == name }) {
                        // `Result<Int, E>.failure(e)`: the case made has the arguments written.
                        return .builtin(BuiltinFunction(name) { interpreter, given, range, source in
                            try constructor.body(interpreter, given, range, source).withGenericArguments(arguments, ifNamed: info.name)
                        })
                    }
                    return value.withGenericArguments(arguments, ifNamed: info.name)
                }
                if let associated = associatedType(name, of: info, arguments: arguments) { return metatypeValue(associated) }
            }
            if let keyPathMember = keyPathStaticMember(name, of: typeName, arguments) { return keyPathMember }
            if !arguments.isEmpty, let extensionType = builtinExtensions[typeName] {
                // `Set<Character>.vowels` from `extension Set<Character> { static var vowels ... }` (SE-0361).
                if let method = boundMethod(name, of: extensionType, receiver: metatypeValue(type), isStatic: true) { return method }
                if let value = try staticMember(name, of: extensionType, range, source) { return value }
            }
            return staticLibraryMember(name, of: typeName)
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            if name == "none" { return Value.none }
            if name == "some" {
                return .builtin(BuiltinFunction("some") { interpreter, arguments, range, source in
                    guard arguments.count == 1 else { throw interpreter.runtimeError("'some' takes one value", range, source) }
                    if case .symbol(let name) = arguments[0].value {
                        // `Optional<Int?>.some(.none)`: the member is the wrapped type's (here Int?'s nil).
                        return .optional(try interpreter.implicitMember(name, in: wrapped, range, source))
                    }
                    return .optional(arguments[0].value)
                })
            }
            if let extensionType = builtinExtensions["Optional"],
               let method = boundMethod(name, of: extensionType, receiver: metatypeValue(type), isStatic: true) {
                // `Int?.maxOf(a, b)`: a static member a script's `extension Optional` declares, `Wrapped` the one written.
                return method
            }
            // `extension Optional: Monoid where Wrapped: Monoid { static var empty: Self { nil } }`: `Int?.empty`.
            if let extensionType = builtinExtensions["Optional"], extensionType.hasStaticMember(name),
               let value = try staticMember(name, of: extensionType, range, source) {
                return value
            }
            return try staticMember(name, of: wrapped, range, source)
        case .array where !builtinExtensions.isEmpty, .dictionary where !builtinExtensions.isEmpty:
            // `[Int].total(...)`: a static member a script's extension gives Array (or Dictionary).
            guard let extensionType = builtinExtensions[type.libraryName!] else { return nil }
            // A static method runs with the spelled type as `Self`, so its `Element` is the one written.
            if let method = boundMethod(name, of: extensionType, receiver: metatypeValue(type), isStatic: true) { return method }
            return try staticMember(name, of: extensionType, range, source)
        default:
            return nil
        }
    }

    /// Calls a callable value with arguments already evaluated (a type used as a function value, `map(Room.init)`).
    func callWithValues(_ callee: Value, _ arguments: [ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> Value {
        let (frame, expressions) = Self.waitingInFrame(arguments, range)
        return try callValue(callee, expressions, range, frame, source)
    }
}
