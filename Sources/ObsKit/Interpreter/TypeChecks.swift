/// `is`, `as?` and `as!` by the dynamic type: class hierarchies, protocol conformances (a script's own
/// and the library's, extensions of library types included), collections element by element
/// (`[Any] as? [Int]`), tuples, optionals boxed in `Any`, and metatypes (`T.self is P.Type`).
extension Interpreter {
    /// `value is type`.
    func isInstance(_ value: Value, of type: TypeRef) -> Bool {
        castValue(value, to: type) != nil
    }

    /// `value is Name` for a type named by a plain name (navigation destinations).
    func isInstance(_ value: Value, of typeName: String) -> Bool {
        isInstance(value, of: .named(typeName, []))
    }

    /// `value as? type`: the value as that type (an optional boxed in `Any` is unwrapped), or nil.
    func castValue(_ value: Value, to type: TypeRef) -> Value? {
        switch type {
        case .named("Any", _):
            return value
        case .named("NSError", _) where foundationImported:
            // Every Swift error bridges to an NSError (one in an `Any?`, `userInfo[key] as? NSError`, too).
            if case .optional(let inner) = value { return castValue(inner, to: type) }
            return (try? bridgedNSError(value)) ?? nil
        case .named("NSNumber", _) where foundationImported:
            // A Swift number or Bool bridges to an NSNumber (`[3, 97.5, false].map { $0 is NSNumber }`), as on Linux.
            if case .optional(let inner) = value { return castValue(inner, to: type) }
            switch value {
            case .native(is NSNumberValue): return value
            case .int, .double, .float, .bool, .sized: return NSNumberType.number(value).map { .native(NSNumberValue($0)) }
            default: return nil
            }
        case .named(let name, _) where Coercion.isLibraryNumber(name) || name == "Bool":
            // An NSNumber (JSONSerialization's numbers) bridges to a Swift number it holds exactly, as Foundation's does.
            if case .native(let number as NSNumberValue) = value { return NSNumberType.bridged(number.number, to: name) }
        case .named("String", _) where foundationImported:
            // An NSMutableString bridges to a String (its text now); `as NSString` leaves it as it is.
            if case .native(let mutable as NSMutableStringValue) = value { return .string(mutable.text) }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            switch value {
            case .none, .native(is NilInAny): return Value.none
            case .optional(let inner): return castValue(inner, to: wrapped).map { .optional($0) }
            default: return castValue(value, to: wrapped).map { .optional($0) }
            }
        case .existential(let inner), .opaque(let inner):
            return castValue(value, to: inner)
        case .composition(let parts):
            // `AnyObject & Named` is a class-bound existential: only a class instance is one (a boxed value is not).
            if parts.contains(where: { $0.canonical == .named("AnyObject", []) }), scriptType(of: value)?.kind != .class { return nil }
            return parts.allSatisfy { castValue(value, to: $0) != nil } ? value : nil
        default:
            break
        }
        switch value {
        case .none, .native(is NilInAny): return nil
        case .optional(let inner):
            // `Optional("q") as Any as? Describable` with `extension Optional: Describable where ...`: the optional itself.
            if !builtinExtensions.isEmpty, case .named(let name, _) = type, let extended = builtinExtension(for: value),
               extended.conformances.contains(name), conditionsHold(extended, name, value) {
                return value
            }
            return castValue(inner, to: type)
        case .box(let box): return castValue(box.value, to: type)
        case .native(let box as AnyHashableValue) where type.nominalName != "AnyHashable":
            // `hashable as? String`: the value an AnyHashable holds is cast.
            return castValue(box.base, to: type)
        default: break
        }
        switch type {
        case .named(let name, let arguments): return conforms(value, to: name, arguments) ? value : nil
        case .array(let element):
            guard case .array(let elements) = value else { return nil }
            var cast: [Value] = []
            for item in elements {
                guard let converted = castValue(item, to: element) else { return nil }
                cast.append(converted)
            }
            return .array(cast)
        case .dictionary(let keyType, let valueType):
            guard case .dictionary(var dictionary) = value else { return nil }
            guard dictionary.keys.allSatisfy({ castValue($0, to: keyType) != nil }) else { return nil }
            var values: [Value] = []
            for item in dictionary.values {
                guard let converted = castValue(item, to: valueType) else { return nil }
                values.append(converted)
            }
            dictionary.values = values
            return .dictionary(dictionary)
        case .tuple(let elements, let labels):
            guard case .tuple(let tuple) = value, tuple.elements.count == elements.count else {
                return elements.isEmpty && { if case .void = value { return true }; return false }() ? value : nil
            }
            // A label may be added or dropped, not changed: `(x: 1, z: 2) as? (x: Int, y: Int)` is nil.
            for (have, want) in zip(tuple.labels, labels) {
                if let have, let want, have != want { return nil }
            }
            var cast: [Value] = []
            for (item, element) in zip(tuple.elements, elements) {
                guard let made = castValue(item, to: element) else { return nil }
                cast.append(made)
            }
            let targetLabels = labels.count == cast.count ? labels : Array(repeating: nil, count: cast.count)
            return .tuple(TupleValue(elements: cast, labels: targetLabels))
        case .function(let parameters, let result, _):
            switch value {
            case .closure(let closure):
                guard closure.decl.parameters.count == parameters.count else { return nil }
                // Its types as written, declared by its context or inferred by the check (`any` where none told them).
                guard case .function(let given, let givenResult, _) = dynamicType(of: value), given.count == parameters.count else {
                    return nil
                }
                return Self.parametersFit(given.map { $0 == .any ? nil : $0 }, parameters)
                    && Self.parametersFit([givenResult == .any ? nil : givenResult], [result]) ? value : nil
            case .function(let decl): return Self.parametersFit(decl.parameters.map(\.type), parameters) ? value : nil
            case .boundMethod(let bound): return Self.parametersFit(bound.function.parameters.map(\.type), parameters) ? value : nil
            case .builtin: return value
            default: return nil
            }
        case .metatype(let instance):
            guard let given = typeRef(ofMetatype: value) else { return nil }
            return isSubtype(given, of: instance) ? value : nil
        default:
            return nil
        }
    }

    /// Whether a function's parameters are those of a function type (`f is (String) -> Int`): as many, and of the
    /// same types where both are written as concrete types.
    static func parametersFit(_ declared: [TypeRef?], _ target: [TypeRef]) -> Bool {
        guard declared.count == target.count else { return false }
        return zip(declared, target).allSatisfy { type, wanted in
            guard let type, isPlain(type), isPlain(wanted) else { return true }
            return type.canonical == wanted.canonical
        }
    }

    /// A type of the library's plain values only (`Int`, `[String]`, `String?`): one whose identity a cast can tell.
    private static func isPlain(_ type: TypeRef) -> Bool {
        if case .named(_, let arguments) = type, !arguments.isEmpty { return false }
        return type.leafNames.allSatisfy { plainTypeNames.contains($0) }
    }

    private static let plainTypeNames: Set<String> = ["Int", "String", "Double", "Float", "Bool", "Character", "Int8", "Int16", "Int32",
                                                      "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Substring"]

    /// Whether a value conforms to, inherits from or is the nominal type `name`.
    /// `hen is any Animal<String>`: the conforming type's associated types are those the protocol's primary ones
    /// are given (SE-0346); one nothing tells is taken to hold.
    private func primaryAssociatedTypesAre(_ arguments: [TypeRef], of type: TypeInfo, _ value: Value, in protocolName: String) -> Bool {
        guard let proto = scriptType(named: protocolName), proto.kind == .protocol, proto.decl.primaryAssociatedTypes.count == arguments.count else {
            return true
        }
        let own = genericArguments(of: value)
        return zip(proto.decl.primaryAssociatedTypes, arguments).allSatisfy { name, wanted in
            guard let actual = associatedType(name, of: type, arguments: own), wanted.leafNames.allSatisfy(isKnownType) else { return true }
            return actual.canonical == wanted.canonical
        }
    }

    private func conforms(_ value: Value, to name: String, _ arguments: [TypeRef]) -> Bool {
        // On Linux every value converts to AnyObject (a value type in a box), so `is AnyObject` holds for all of
        // them (swiftc 6.3.1 on this machine: `42 is AnyObject` is true, with a warning that it always is).
        if name == "AnyObject", arguments.isEmpty {
            switch value {
            case .type, .builtinType, .metatype: break
            default: return true
            }
        }
        switch value {
        case .structValue, .enumCase, .object:
            guard let type = scriptType(of: value) else { return false }
            if name == "AnyObject" { return type.kind == .class }
            guard type.isSubtype(of: name), conditionsHold(type, name, value) else { return false }
            if !arguments.isEmpty, type.name == name || type.name.hasSuffix("." + name) {
                let own = genericArguments(of: value)
                return own.isEmpty || own == arguments
            }
            if !arguments.isEmpty, type.kind == .class, let inherited = superclassArguments(of: value, type, upTo: name) {
                // `base is LoggingRepository<Int>` for a `TaggedRepository<Double, X>`: the arguments it gives its superclass.
                return inherited.isEmpty || inherited == arguments
            }
            return arguments.isEmpty || primaryAssociatedTypesAre(arguments, of: type, value, in: name)

        case .set(let set):
            if name == "Set" { return arguments.isEmpty || set.members.allSatisfy { castValue($0, to: arguments[0]) != nil } }
            return libraryConforms(value, to: name)
        case .keyPath(let keyPath):
            return keyPathFits(keyPath, name, arguments) ?? libraryConforms(value, to: name)
        case .native(let range as RangeValue):
            // `r is ClosedRange<Double>`: the range's own generic type, its bound checked when written.
            if range.typeName.hasPrefix(name + "<"), let bound = range.lower ?? range.upper {
                return arguments.isEmpty || castValue(bound, to: arguments[0]) != nil
            }
            return range.conforms(to: name)
        case .native(let adapter as CollectionAdapterValue):
            return adapter.conformances.contains(name)
        case .native(let object):
            if object.typeName == name || (name == "Error" && object.typeName.hasSuffix("Error")) || name == "AnyObject" { return true }
            // A library sequence (an UnfoldSequence, a lazy one, an AsyncStream) is what its kind of sequence is.
            if let sequence = object as? NativeSequence {
                switch name {
                case "Sequence": if !sequence.isAsync { return true }
                case "AsyncSequence": if sequence.isAsync { return true }
                case "LazySequenceProtocol": if sequence.isLazy && !sequence.isAsync { return true }
                default: break
                }
            }
            // A library value kept natively (a Substring, an ArraySlice) has its type's conformances (`C: Collection`).
            let typeName = object.typeName.prefix { $0 != "<" }
            // A regex is a `Regex<Output>` of any output here (`func ~= (regex: Regex<Substring>, ...)`): its output
            // type is erased (Regex.swift).
            if object is RegexValue, name == "Regex" { return true }
            return Self.libraryConformances[String(typeName)]?.contains(name) == true
        case .type, .builtinType, .metatype:
            return false
        default:
            return libraryConforms(value, to: name)
        }
    }

    /// The generic arguments an instance of the class `type` gives its superclass `name` (`class Tagged<M, T>:
    /// Logging<M>` made with `<Double, X>` gives `Logging` `[Double]`); nil when `name` is no superclass, empty
    /// when they are not known.
    private func superclassArguments(of value: Value, _ type: TypeInfo, upTo name: String) -> [TypeRef]? {
        var current = type
        var arguments = genericArguments(of: value)
        while let parent = current.superclass {
            guard case .named(_, let given)? = current.decl.inheritedTypes.first else { return nil }
            let parameters = current.decl.genericParameters.map(\.name)
            let bindings = parameters.count == arguments.count ? Dictionary(zip(parameters, arguments), uniquingKeysWith: { a, _ in a }) : [:]
            let passed = given.map { $0.substituting(bindings) }
            arguments = passed.contains { argument in parameters.contains { argument.mentions($0) } } ? [] : passed
            if parent.name == name || parent.name.hasSuffix("." + name) { return arguments }
            current = parent
        }
        return nil
    }

    /// Whether the type `given` is `target`, a subclass of it, or conforms to it.
    func isSubtype(_ given: TypeRef, of target: TypeRef) -> Bool {
        if given.canonical == target.canonical || target == .any { return true }
        guard case .named(let targetName, _) = target.canonical else { return false }
        if case .named(let name, let arguments) = given, let type = scriptType(named: name) {
            if targetName == "AnyObject" { return type.kind == .class }
            return type.isSubtype(of: targetName)
                && conditionsHold(type, targetName, arguments: arguments, parameters: type.decl.genericParameters.map(\.name))
        }
        // A library value's type may carry its arguments in its name (`ArraySlice<Int>`).
        guard let name = (given.nominalName ?? given.libraryName).map({ String($0.prefix { $0 != "<" }) }) else { return false }
        if name == targetName { return true }
        if Self.libraryConformances[Self.conformanceFamily(name)]?.contains(targetName) == true { return true }
        guard let extended = builtinExtensions[Self.builtinTypeNames[name] ?? name], extended.conformances.contains(targetName) else { return false }
        return conditionsHold(extended, targetName, arguments: Self.libraryArguments(given), parameters: globals.names.genericParameters[name] ?? [])
    }

    /// Whether a conditional conformance (`extension Array: P where Element: P`) holds for a type with these generic
    /// arguments (`[String].self is P.Type`); a requirement on what the arguments do not tell is taken to hold.
    private func conditionsHold(_ type: TypeInfo, _ name: String, arguments: [TypeRef], parameters: [String]) -> Bool {
        guard !type.conformanceConditions.isEmpty, let conditions = type.conformanceConditions[name] else { return true }
        return conditions.allSatisfy { requirement in
            guard let index = parameters.firstIndex(of: requirement.subject), index < arguments.count, arguments[index] != .any else { return true }
            let argument = arguments[index]
            if let same = requirement.sameType, argument.canonical != same.canonical { return false }
            if let conformance = requirement.conformance, !isSubtype(argument, of: conformance) { return false }
            return true
        }
    }

    /// The library type a library value is, and the protocols it conforms to (the library's own and those
    /// the script added with `extension Int: Describable {}`).
    func libraryConforms(_ value: Value, to name: String) -> Bool {
        guard let typeName = Self.libraryTypeName(value) else { return false }
        if typeName == name { return true }
        if name == "Character", case .string(let text) = value { return text.count == 1 }
        if Self.libraryConformances[Self.conformanceFamily(typeName)]?.contains(name) == true { return elementsConform(value, to: name) }
        if let extended = builtinExtension(for: value), extended.conformances.contains(name) { return conditionsHold(extended, name, value) }
        return false
    }

    /// The standard library's conditional conformances: an Array is Equatable, Hashable or Codable where its
    /// elements are, a Dictionary where its values are. Told by an element (an empty collection, by nothing: it
    /// is taken to conform).
    private func elementsConform(_ value: Value, to name: String) -> Bool {
        guard Self.conditionalConformances.contains(name) else { return true }
        let element: Value? = switch value {
        case .array(let elements): elements.first
        case .native(let slice as ArraySliceValue): slice.elements.first
        case .dictionary(let dictionary): dictionary.values.first
        default: nil
        }
        guard let element else { return true }
        return isInstance(element, of: .named(name, []))
    }

    private static let conditionalConformances: Set<String> = ["Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable"]

    /// Whether the requirements of a constrained extension's conformance (`where Element: Describable`) hold for `value`.
    func conditionsHold(_ type: TypeInfo, _ name: String, _ value: Value) -> Bool {
        guard !type.conformanceConditions.isEmpty, let conditions = type.conformanceConditions[name] else { return true }
        return conditions.allSatisfy { requirementSpecificity($0, receiver: value) != nil }
    }

    static func libraryTypeName(_ value: Value) -> String? {
        switch value {
        case .int: return "Int"
        case .double: return "Double"
        case .float: return "Float"
        case .sized(let number): return number.kind.name
        case .bool: return "Bool"
        case .string: return "String"
        case .character: return "Character"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .set: return "Set"
        case .range(_, _, let closed): return closed ? "ClosedRange" : "Range"
        case .keyPath: return "KeyPath"
        case .native(is ArraySliceValue): return "ArraySlice"
        default: return nil
        }
    }

    /// Fixed-width integers conform as Int does, Float as Double does (FixedWidthInteger vs FloatingPoint).
    static func conformanceFamily(_ typeName: String) -> String {
        if Coercion.integerTypeNames.contains(typeName) { return "Int" }
        if Coercion.floatNames.contains(typeName) { return "Double" }
        return typeName
    }

    /// The standard library's conformances, as far as scripts ask about them.
    static let libraryConformances: [String: Set<String>] = {
        let equatable: Set<String> = ["Equatable", "Hashable", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible"]
        let numeric: Set<String> = equatable.union(["Comparable", "Numeric", "AdditiveArithmetic", "SignedNumeric", "Strideable",
                                                    "LosslessStringConvertible", "ExpressibleByIntegerLiteral", "Codable",
                                                    "Encodable", "Decodable"])
        let collection: Set<String> = ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
                                       "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable"]
        let unordered = collection.subtracting(["BidirectionalCollection", "RandomAccessCollection"])
        // A String's indices are not integers: bidirectional, not random-access.
        let characters = collection.subtracting(["RandomAccessCollection"])
        return [
            "Int": numeric.union(["BinaryInteger", "SignedInteger", "FixedWidthInteger"]),
            "Double": numeric.union(["FloatingPoint", "BinaryFloatingPoint", "ExpressibleByFloatLiteral"]),
            "String": equatable.union(characters).union(["Comparable", "StringProtocol", "LosslessStringConvertible",
                                                         "ExpressibleByStringLiteral", "RangeReplaceableCollection",
                                                         "TextOutputStream", "Codable", "Encodable", "Decodable"]),
            "Substring": equatable.union(characters).union(["Comparable", "StringProtocol", "LosslessStringConvertible",
                                                            "ExpressibleByStringLiteral", "RangeReplaceableCollection", "TextOutputStream"]),
            "Regex": ["RegexComponent", "Sendable"],
            "CharacterClass": ["RegexComponent", "Sendable"],
            "Anchor": ["RegexComponent", "Sendable"],
            "Reference": ["RegexComponent", "Sendable"],
            "Character": equatable.union(["Comparable", "ExpressibleByStringLiteral", "TextOutputStreamable"]),
            "Bool": equatable.union(["LosslessStringConvertible", "ExpressibleByBooleanLiteral", "Codable", "Encodable", "Decodable"]),
            "Array": collection.union(["MutableCollection", "RangeReplaceableCollection", "ExpressibleByArrayLiteral",
                                       "Equatable", "Hashable"]),
            "ArraySlice": collection.union(["MutableCollection", "RangeReplaceableCollection", "Equatable", "Hashable"]),
            // Unordered: a Collection, neither bidirectional nor random-access.
            "Dictionary": unordered.union(["ExpressibleByDictionaryLiteral", "Equatable", "Hashable"]),
            "Set": unordered.union(["SetAlgebra", "ExpressibleByArrayLiteral", "Equatable", "Hashable"]),
            "Range": collection.union(["Equatable", "Hashable", "RangeExpression"]),
            "ClosedRange": collection.union(["Equatable", "Hashable", "RangeExpression"]),
            "KeyPath": ["WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath", "AnyKeyPath", "Equatable", "Hashable"],
        ]
    }()
}

extension TypeInfo {
    /// Whether instances of this type are `name`: the type itself, a superclass, or a protocol it conforms to.
    func isSubtype(of name: String) -> Bool {
        var type: TypeInfo? = self
        while let current = type {
            if current.name == name || current.name.hasSuffix("." + name) { return true }
            type = current.superclass
        }
        return conforms(to: name)
    }
}
