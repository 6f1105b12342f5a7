/// The library's types as values: `Int("42")`, `String(describing:)`, `[Int]()`, `Int.max`, `type(of:)`.
extension Interpreter {
    /// Calls a library type (`Int(x)`) or an array/dictionary type literal (`[Int]()`, `[String: Int]()`).
    func constructLibraryValue(_ callee: Value, _ arguments: [ArgumentValue], _ range: SourceRange,
                               _ source: SourceText) throws -> Value {
        switch callee {
        case .builtinType(let name): return try construct(libraryType: name, arguments, range, source)
        case .array:
            if arguments.first?.label == "unsafeUninitializedCapacity" {
                guard case .array(let element)? = typeRef(ofMetatype: callee) else {
                    return try arrayFromUninitialized(element: nil, arguments, range, source)
                }
                return try arrayFromUninitialized(element: element, arguments, range, source)
            }
            return try construct(libraryType: "Array", arguments, range, source)
        case .dictionary: return try construct(libraryType: "Dictionary", arguments, range, source)
        default: throw runtimeError("cannot call value of non-function type '\(callee.typeName)'", range, source)
        }
    }

    /// The label a library initializer gives the closure a call passes as a trailing closure (which has none):
    /// `Dictionary(grouping: names) { $0.first! }` is `Dictionary(grouping:by:)`.
    private static let trailingClosureLabels: [String: [[String?]: String]] = [
        "Dictionary": [["grouping", nil]: "by", [nil, nil]: "uniquingKeysWith"],
    ]

    /// The labels of the `ExpressibleBy...Literal` initializers.
    private static let literalInitializerLabels: Set<String> = ["integerLiteral", "floatLiteral", "stringLiteral", "booleanLiteral",
                                                                 "unicodeScalarLiteral", "extendedGraphemeClusterLiteral"]

    static func labellingTrailingClosure(of name: String, _ arguments: [ArgumentValue]) -> [ArgumentValue] {
        guard let last = arguments.last, last.label == nil, last.value.isFunction,
              let label = trailingClosureLabels[name]?[arguments.map(\.label)] else { return arguments }
        var relabelled = arguments
        relabelled[relabelled.count - 1].label = label
        return relabelled
    }

    /// An initializer a script's extension gives a library type (`extension String { init(twice s: String) {
    /// self = s + s } }`), when the labels fit one; it sets `self`.
    func extensionInitializer(of name: String, _ arguments: [ArgumentValue], _ range: SourceRange,
                                      _ source: SourceText) throws -> Value? {
        guard !builtinExtensions.isEmpty, let type = builtinExtensions[Self.builtinTypeNames[name] ?? name] else { return nil }
        // The type's own extensions first, then those of the library protocols it conforms to (`extension
        // FixedWidthInteger { init(twice v: Int) { ... } }` gives `UInt32(twice: 4)`).
        var initializers = type.initializers
        var seen: Set<String> = []
        var protocols = type.conformances
        while let next = protocols.first {
            protocols.removeFirst()
            guard seen.insert(next).inserted, let extended = builtinExtensions[next] else { continue }
            initializers += extended.initializers
            protocols += extended.conformances
        }
        guard !initializers.isEmpty else { return nil }
        let (frame, expressions) = Self.waitingInFrame(arguments, range)
        guard let initializer = initializers.first(where: { match(expressions, $0.parameters) != nil }) else { return nil }
        let values = try bindArguments(expressions, to: initializer.parameters, callee: "init", range, frame, source)
        initializing.append(type)
        defer { initializing.removeLast() }
        let (returned, made) = try call(initializer, receiver: .uninitialized, arguments: values, type: type)
        if initializer.isFailable { return returned.isNone || isUninitialized(made) ? .none : made.asOptional }
        guard !isUninitialized(made) else {
            throw runtimeError("'self.init' isn't called on all paths before returning from initializer", initializer.range, initializer.source)
        }
        return made
    }

    func construct(libraryType written: String, _ given: [ArgumentValue], _ range: SourceRange,
                   _ source: SourceText) throws -> Value {
        if written.hasPrefix("Publishers."), case .builtin(let make)? = try PublishersNamespace()
            .member(String(written.dropFirst("Publishers.".count)), interpreter: self, range: range, source: source) {
            // `Publishers.Sequence<[Int], Never>(sequence:)`: Combine's types, made by the `Publishers` namespace.
            return try make.body(self, given, range, source)
        }
        // `typealias Matrix = [[Int]]` then `Matrix(repeating:count:)`: the alias names an array (or dictionary) type.
        var name = written
        if written.hasPrefix("["), written.hasSuffix("]") {
            name = Self.topLevelColon(in: String(written.dropFirst().dropLast())) != nil ? "Dictionary" : "Array"
        }
        if let made = try extensionInitializer(of: name, given, range, source) { return made }
        // `String(index % 50)`: an integer's digits, before the search by type name and labels below, which
        // hashed the name three times and built two label arrays for it (bench/dicts.swift).
        if name == "String", given.count == 1, given[0].label == nil, case .int(let number) = given[0].value, !foundationImported {
            return .string(String(number))
        }
        if given.count == 1, let label = given[0].label, Self.literalInitializerLabels.contains(label) {
            // `Int(integerLiteral: 5)`, `Double(floatLiteral: 2.5)`, `RawValue(integerLiteral:)` in generic code: a
            // library type's literal initializer makes what the literal would.
            return try construct(libraryType: written, [ArgumentValue(label: nil, value: given[0].value)], range, source)
        }
        let arguments = Self.labellingTrailingClosure(of: name, given)
        let labels = arguments.map { $0.label ?? "_" }
        let first = arguments.first?.value
        switch (name, labels) {
        case ("Int", _):
            if let made = try constructInteger(nil, arguments, range, source) { return made }
        case (_, _) where IntKind.byName[name] != nil:
            if let made = try constructInteger(IntKind.byName[name], arguments, range, source) { return made }
        case ("Float", ["exactly"]), ("Double", ["exactly"]):
            // A value that converts without rounding, else nil.
            guard let number = first, number.isNumber else { break }
            if name == "Float" { return Self.exactly(number, as: Float.self).map { .optional(.float($0)) } ?? Value.none }
            return Self.exactly(number, as: Double.self).map { .optional(.double($0)) } ?? Value.none
        case ("Float", ["bitPattern"]), ("Float32", ["bitPattern"]):
            switch first {
            case .sized(let number)?: return .float(Float(bitPattern: UInt32(truncatingIfNeeded: number.bits)))
            case .int(let number)?: return .float(Float(bitPattern: UInt32(truncatingIfNeeded: number)))
            default: break
            }
        case ("Double", ["sign", "exponent", "significand"]), ("Float", ["sign", "exponent", "significand"]):
            // `Double(sign: .minus, exponent: 3, significand: 1.5)`: -(1.5 × 2³).
            guard case .int(let exponent) = arguments[1].value, let significand = arguments[2].value.doubleValue else { break }
            let sign: FloatingPointSign = optionNames(arguments[0].value).first == "minus" ? .minus : .plus
            return name == "Double" ? .double(Double(sign: sign, exponent: exponent, significand: significand))
                : .float(Float(sign: sign, exponent: exponent, significand: Float(significand)))
        case ("Double", ["sign", "exponentBitPattern", "significandBitPattern"]), ("Float", ["sign", "exponentBitPattern", "significandBitPattern"]):
            // `Double(sign: .plus, exponentBitPattern: 1023, significandBitPattern: 0)`: 1.0, made from its fields.
            func bits(_ value: Value) -> UInt64? {
                switch value {
                case .int(let number): return UInt64(truncatingIfNeeded: number)
                case .sized(let number): return number.bits
                default: return nil
                }
            }
            guard let exponent = bits(arguments[1].value), let significand = bits(arguments[2].value) else { break }
            let sign: FloatingPointSign = optionNames(arguments[0].value).first == "minus" ? .minus : .plus
            return name == "Double"
                ? .double(Double(sign: sign, exponentBitPattern: UInt(truncatingIfNeeded: exponent), significandBitPattern: significand))
                : .float(Float(sign: sign, exponentBitPattern: UInt(truncatingIfNeeded: exponent), significandBitPattern: UInt32(truncatingIfNeeded: significand)))
        case ("Double", ["signOf", "magnitudeOf"]), ("Float", ["signOf", "magnitudeOf"]):
            // `Double(signOf: -3.0, magnitudeOf: 2.0)`: -2.0, the first one's sign on the second one's magnitude.
            guard let sign = arguments[0].value.doubleValue, let magnitude = arguments[1].value.doubleValue else { break }
            let made = Double(signOf: sign, magnitudeOf: magnitude)
            return name == "Double" ? .double(made) : .float(Float(made))
        case ("Double", ["bitPattern"]):
            switch first {
            case .sized(let number)?: return .double(Double(bitPattern: number.bits))
            case .int(let number)?: return .double(Double(bitPattern: UInt64(truncatingIfNeeded: number)))
            default: break
            }
        case ("Float", ["_"]), ("Float32", ["_"]):
            switch first {
            case .string(let text)?: return Float(text).map { .optional(.float($0)) } ?? Value.none
            case .float?: return first!
            case let number? where number.isNumber: return .float(Float(number.doubleValue!))
            default: break
            }
        case ("Double", ["_"]):
            switch first {
            case .int(let number)?: return .double(Double(number))
            case .double?: return first!
            case .sized?, .float?: return .double(first!.doubleValue!)
            case .string(let text)?: return Double(text).map { .optional(.double($0)) } ?? Value.none
            case .native(let substring as SubstringValue)?: return Double(substring.text).map { .optional(.double($0)) } ?? Value.none
            default: break
            }
        case ("Bool", []):
            return .bool(false)
        case ("Double", []), ("Float64", []):
            return .double(0)
        case ("Float", []), ("Float32", []):
            return .float(0)
        case ("Bool", ["booleanLiteral"]):
            if case .bool? = first { return first! }
        case ("Bool", ["_"]):
            switch first {
            case .bool?: return first!
            case .string("true")?: return .optional(.bool(true))
            case .string("false")?: return .optional(.bool(false))
            case .string?: return Value.none
            default: break
            }
        case (let type, _) where LooksValues.isLooks(type):
            return LooksValues.construct(type)
        case ("String", _), ("Character", _):
            return try constructString(name, arguments, range, source)
        case ("Unicode.Scalar", _):
            return try makeUnicodeScalar(arguments, range, source)
        case ("String.UnicodeScalarView", []):
            return .native(StringView(.unicodeScalars, ""))
        case ("String.Index", ["utf16Offset", "in"]):
            // `String.Index(utf16Offset:in:)`: the position that many UTF-16 units into the text.
            guard case .int(let offset) = first!, let text = arguments[1].value.stringContent else {
                throw runtimeError("String.Index(utf16Offset:in:) expects an Int and a String", range, source)
            }
            guard offset >= 0, offset <= text.utf16.count else { throw runtimeError("Fatal error: String index is out of bounds", range, source) }
            return .index(String.Index(utf16Offset: offset, in: text))
        case ("String.UnicodeScalarView", ["_"]):
            let (view, _) = try StringView(.unicodeScalars, "").mutating("append", [ArgumentValue(label: "contentsOf", value: first!)],
                                                                           interpreter: self, range: range, source: source)
            return view
        case ("Optional", ["_"]):
            // `Optional(x)` wraps once, even an optional (`Optional(Optional(7))` has two levels).
            return .optional(first!)
        case ("Array", []): return .array([])
        case ("Array", ["unsafeUninitializedCapacity", "_"]), ("Array", ["unsafeUninitializedCapacity", "initializingWith"]):
            return try arrayFromUninitialized(element: nil, arguments, range, source)
        case ("Array", ["repeating", "count"]):
            let count = try intArgument(arguments[1].value, in: "Array", range, source)
            guard count >= 0 else { throw runtimeError("Fatal error: Can't construct Array with count < 0", range, source) }
            try checkArrayAllocation(count: count, sample: arguments[0].value, range, source)
            return .array(Array(repeating: arguments[0].value, count: count))
        case ("Array", ["_"]): return .array(try elements(of: first!, range, source))
        // `ArraySlice([1, 2])`: a slice of its own, from index 0.
        case ("ArraySlice", []): return .native(ArraySliceValue([], startIndex: 0))
        case ("ArraySlice", ["_"]): return .native(ArraySliceValue(try elements(of: first!, range, source), startIndex: 0))
        case ("Range", ["_", "in"]):
            // Foundation's `Range(nsRange, in: text)`: the string's indices for a UTF-16 range, nil if none.
            guard case .native(let given as NSRangeValue)? = first, let text = arguments[1].value.stringContent else { break }
            guard let found = Range(given.range, in: text) else { return Value.none }
            return .optional(.native(RangeValue(lower: .index(found.lowerBound), upper: .index(found.upperBound), closed: false)))
        case ("ClosedRange", ["_"]), ("Range", ["_"]):
            return try convertedRange(first!, toClosed: name == "ClosedRange", range, source)
        case ("Set", []), ("Set", ["minimumCapacity"]): return .set(OrderedSet())
        case ("Set", ["_"]): return .set(makeSet(try elements(of: first!, range, source)))
        case ("Dictionary", _):
            return try constructDictionary(labels, arguments, range, source)
        default: break
        }
        let signature = labels.map { $0 + ":" }.joined()
        throw runtimeError("no exact matches in call to initializer '\(name)(\(signature))'"
            + (first.map { " with an argument of type '\($0.typeName)'" } ?? ""), range, source)
    }

    private func constructString(_ name: String, _ arguments: [ArgumentValue], _ range: SourceRange,
                                 _ source: SourceText) throws -> Value {
        let labels = arguments.map { $0.label ?? "_" }
        if name == "String", foundationImported, let made = try foundationString(arguments, range, source) { return made }
        switch labels {
        case []: return .string("")
        case ["stringInterpolation"]:
            // `String(stringInterpolation: s)` with the library's interpolation a type's init was given.
            guard case .native(let buffer as StringInterpolationBuffer) = arguments[0].value else { break }
            return .string(buffer.text)
        case ["describing"]:
            // A CustomStringConvertible value's `description` (an optional prints as `Optional(...)`, whatever it wraps);
            // a floating-point NaN's `description` is "nan" whatever its sign (print says "-nan").
            switch arguments[0].value {
            case .double(let number): return .string(String(number))
            case .float(let number): return .string(String(number))
            case .structValue, .object, .enumCase:
                if let type = scriptType(of: arguments[0].value), type.conforms(to: "CustomStringConvertible"),
                   let text = customDescription(of: arguments[0].value, type: type, streamFirst: false) {
                    return .string(text)
                }
            default: break
            }
            return .string(describe(arguments[0].value))
        case ["decoding", "as"], ["validating", "as"]:
            return try decodeString(arguments[0].value, as: arguments[1].value, validating: labels[0] == "validating", range, source)
        case ["reflecting"]: return .string(debugDescribe(arguments[0].value))
        case ["cString"], ["validatingUTF8"], ["validatingCString"]:
            // A C string: the bytes (`CChar`s or `UInt8`s) before the first NUL, as UTF-8; `cString` repairs what is
            // not UTF-8, the validating forms are nil then.
            // From a pointer, the bytes up to its NUL (PointerStrings.swift).
            let units: [UInt8]
            if case .native(let pointer as PointerValue) = arguments[0].value {
                units = try cStringBytes(at: pointer, range, source)
            } else {
                guard let bytes = try? elements(of: arguments[0].value, range, source) else { break }
                let codes = bytes.compactMap { byte -> UInt8? in
                    switch byte {
                    case .int(let number): return UInt8(truncatingIfNeeded: number)
                    case .sized(let number): return UInt8(truncatingIfNeeded: number.bits)
                    default: return nil
                    }
                }
                guard codes.count == bytes.count else { break }
                units = Array(codes.prefix { $0 != 0 })
            }
            if labels[0] == "cString" { return .string(String(decoding: units, as: UTF8.self)) }
            return String(validating: units, as: UTF8.self).map { .optional(.string($0)) } ?? .none
        case ["unsafeUninitializedCapacity", "_"], ["unsafeUninitializedCapacity", "initializingUTF8With"]:
            return try stringFromUninitialized(arguments, range, source)
        case ["repeating", "count"]:
            let count = try intArgument(arguments[1].value, in: "String(repeating:count:)", range, source)
            guard count >= 0 else { throw runtimeError("Fatal error: Negative count not allowed", range, source) }
            let piece = describe(arguments[0].value)
            // Nothing repeated is nothing (the library would append "" `count` times, uninterruptibly: fuzz hang 54d7f67f).
            if piece.isEmpty { return .string("") }
            let (total, overflow) = piece.utf8.count.multipliedReportingOverflow(by: count)
            try checkStringAllocation(utf8Count: overflow ? .max : total, range, source)
            return .string(String(repeating: piece, count: count))
        case ["_", "radix"], ["_", "radix", "uppercase"]:
            guard case .int(let radix) = arguments[1].value else { break }
            guard (2...36).contains(radix) else { throw runtimeError("Fatal error: Radix must be between 2 and 36", range, source) }
            let uppercase = arguments.count == 3 && (try? isTrue(arguments[2].value, range, source)) == true
            switch arguments[0].value {
            case .int(let number): return .string(String(number, radix: radix, uppercase: uppercase))
            case .sized(let number) where number.isSigned:
                return .string(String(Int64(bitPattern: number.bits), radix: radix, uppercase: uppercase))
            case .sized(let number): return .string(String(number.bits, radix: radix, uppercase: uppercase))
            default: break
            }
        case ["_"]:
            // `Character(Unicode.Scalar(97))`: the literal's scalar (`Value.literalScalar`).
            let value = arguments[0].value.literalScalar ?? arguments[0].value
            if name == "Character" {
                if case .native(let scalar as UnicodeScalarValue) = value { return .character(Character(scalar.scalar)) }
                if case .character = value { return value }
                guard let text = value.stringContent, text.count == 1 else {
                    throw runtimeError("Fatal error: Can't form a Character from a String containing more than one extended grapheme cluster", range, source)
                }
                return .character(text.first!)
            }
            switch value {
            // LosslessStringConvertible's `description`: "nan" for every NaN.
            case .double(let number): return .string(String(number))
            case .float(let number): return .string(String(number))
            case .array(let elements) where elements.allSatisfy(\.isText):
                return .string(elements.map { describe($0) }.joined())
            case .native(let slice as ArraySliceValue) where slice.elements.allSatisfy(\.isText):
                return .string(slice.elements.map { describe($0) }.joined())
            case .native(let sequence as NativeSequence) where !(sequence is StringView):
                // `String(words.lazy.flatMap { $0.prefix(2) })`: the characters of a sequence of them.
                let characters = try elements(of: value, range, source)
                if let decoded = Self.decodedCodeUnits(characters) { return decoded }
                guard characters.allSatisfy(\.isText) else { return .string(describe(value)) }
                return .string(characters.map { describe($0) }.joined())
            case .structValue, .object, .enumCase:
                // A script type that is a Sequence of Characters (and not LosslessStringConvertible): its characters.
                if let type = scriptType(of: value), !type.conforms(to: "LosslessStringConvertible"), isScriptSequence(type) {
                    let characters = try elements(of: value, range, source)
                    if characters.allSatisfy(\.isText) {
                        return .string(characters.map { describe($0) }.joined())
                    }
                }
                return .string(describe(value))
            default:
                return .string(describe(value))
            }
        default: break
        }
        let initializer = "\(name)(\(labels.map { $0 + ":" }.joined()))"
        throw runtimeError(Self.unavailableMessage(initializer) ?? "no exact matches in call to initializer '\(initializer)'", range, source)
    }

    /// `String(text.utf8.prefix(3))`, `String(text.unicodeScalars.prefix(2))`: a part of a string's view made a
    /// String again: scalars join; UTF-8 or UTF-16 code units decode, or give nil when they are not whole
    /// characters (Swift's initializer from those views is failable).
    private static func decodedCodeUnits(_ units: [Value]) -> Value? {
        guard let first = units.first else { return nil }
        switch first {
        case .native(is UnicodeScalarValue):
            var scalars = String.UnicodeScalarView()
            for unit in units {
                guard case .native(let scalar as UnicodeScalarValue) = unit else { return nil }
                scalars.append(scalar.scalar)
            }
            return .string(String(scalars))
        case .sized(let sized) where sized.kind == .uint8 || sized.kind == .uint16:
            let bits = units.compactMap { unit -> UInt64? in
                guard case .sized(let code) = unit, code.kind == sized.kind else { return nil }
                return code.bits
            }
            guard bits.count == units.count else { return nil }
            let text = sized.kind == .uint8 ? String(validating: bits.map { UInt8($0) }, as: UTF8.self)
                                            : String(validating: bits.map { UInt16($0) }, as: UTF16.self)
            return text.map { .optional(.string($0)) } ?? Value.none
        default: return nil
        }
    }

    private func constructDictionary(_ labels: [String], _ arguments: [ArgumentValue], _ range: SourceRange,
                                     _ source: SourceText) throws -> Value {
        switch labels {
        case [], ["minimumCapacity"]: return .dictionary(OrderedDictionary())
        case ["grouping", "by"]:
            var groups = OrderedDictionary()
            for element in try elements(of: arguments[0].value, range, source) {
                let key = try invokeElement(arguments[1].value, element, range, source)
                guard case .array(var members)? = groups[key] else { groups[key] = .array([element]); continue }
                groups[key] = .uninitialized
                members.append(element)
                groups[key] = .array(members)
            }
            return .dictionary(groups)
        case ["_", "uniquingKeysWith"]:
            var dictionary = OrderedDictionary()
            for element in try elements(of: arguments[0].value, range, source) {
                guard case .tuple(let pair) = element, pair.elements.count == 2 else {
                    throw runtimeError("Dictionary(_:uniquingKeysWith:) expects (key, value) pairs", range, source)
                }
                let key = pair.elements[0]
                dictionary[key] = try dictionary[key].map { try invoke(arguments[1].value, [$0, pair.elements[1]], range, source) } ?? pair.elements[1]
            }
            return .dictionary(dictionary)
        case ["uniqueKeysWithValues"]:
            var dictionary = OrderedDictionary()
            for element in try elements(of: arguments[0].value, range, source) {
                guard case .tuple(let pair) = element, pair.elements.count == 2 else {
                    throw runtimeError("Dictionary(uniqueKeysWithValues:) expects (key, value) pairs", range, source)
                }
                if dictionary[pair.elements[0]] != nil {
                    throw runtimeError("Fatal error: Duplicate values for key: '\(debugDescribe(pair.elements[0]))'", range, source)
                }
                dictionary[pair.elements[0]] = pair.elements[1]
            }
            return .dictionary(dictionary)
        default:
            throw runtimeError("no exact matches in call to initializer 'Dictionary(\(labels.map { $0 + ":" }.joined()))'", range, source)
        }
    }

    func makeSet(_ members: [Value]) -> OrderedSet {
        var set = OrderedSet()
        for member in members { set.insert(member) }
        return set
    }

    /// `Int.max`, `Double.pi`, `String.init`, `Int.self`.
    func staticLibraryMember(_ name: String, of typeName: String) -> Value? {
        switch (typeName, name) {
        case (_, "self"): return .builtinType(typeName)
        case (_, "init"):
            return .builtin(BuiltinFunction(typeName) { interpreter, arguments, range, source in
                try interpreter.construct(libraryType: typeName, arguments, range, source)
            })
        case ("Int", "max"): return .int(.max)
        case ("Int", "min"): return .int(.min)
        case ("Int", "zero"): return .int(0)
        case (_, "random") where IntKind.byName[typeName] != nil: return randomMember(of: typeName)
        case (_, _) where IntKind.byName[typeName] != nil:
            return try? IntKind.byName[typeName]!.run(IntegerStatic(name: name, kind: IntKind.byName[typeName]!))
        case ("Unicode", "Scalar"): return .builtinType("Unicode.Scalar")
        case ("String", "UnicodeScalarView"): return .builtinType("String.UnicodeScalarView")
        case ("String", "Index"): return .builtinType("String.Index")
        // `String.Encoding.utf8`: an encoding by its name, as the implicit member `.utf8` is (Foundation's).
        case ("String", "Encoding") where foundationImported: return LibraryEnumType.all.first { $0.name == "String.Encoding" }.map { .native($0) }
        // `String.StringInterpolation(literalCapacity:interpolationCount:)`: the typealias of DefaultStringInterpolation.
        case ("String", "StringInterpolation"): return globals.value(named: "DefaultStringInterpolation")
        case ("UTF8", _), ("UTF16", _): return unicodeEncodingMember(name, of: typeName)
        case ("Bool", "random"), ("Int", "random"), ("Double", "random"), ("Float", "random"): return randomMember(of: typeName)
        case ("Int", "bitWidth"): return .int(Int.bitWidth)
        case ("Int", "isSigned"): return .bool(true)
        case ("Float", "maximum"), ("Float", "minimum"), ("Float", "maximumMagnitude"), ("Float", "minimumMagnitude"):
            // Exact in Double: the Float's own answer, made a Float again.
            guard case .builtin(let double)? = staticLibraryMember(name, of: "Double") else { return nil }
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                Self.asFloat(try double.body(interpreter, arguments, range, source))
            })
        case ("Float", _): return floatStatic(name)
        case ("Double", "maximum"), ("Double", "minimum"), ("Double", "maximumMagnitude"), ("Double", "minimumMagnitude"):
            // IEEE 754's choices: `maximum(.nan, 3)` is 3 (a quiet NaN loses), unlike `max`.
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                let numbers = arguments.compactMap { argument -> Double? in
                    if case .symbol(let member) = argument.value { return interpreter.staticLibraryMember(member, of: "Double")?.doubleValue }
                    return argument.value.doubleValue
                }
                guard numbers.count == 2 else { throw interpreter.runtimeError("Double.\(name) takes two numbers", range, source) }
                switch name {
                case "maximum": return .double(Double.maximum(numbers[0], numbers[1]))
                case "minimum": return .double(Double.minimum(numbers[0], numbers[1]))
                case "maximumMagnitude": return .double(Double.maximumMagnitude(numbers[0], numbers[1]))
                default: return .double(Double.minimumMagnitude(numbers[0], numbers[1]))
                }
            })
        case ("Double", _) where Self.floatingPointStatic(name, of: Double.self) != nil:
            return .double(Self.floatingPointStatic(name, of: Double.self)!)
        case ("Double", _) where Self.floatingPointIntStatic(name, of: Double.self) != nil:
            return .int(Self.floatingPointIntStatic(name, of: Double.self)!)
        case (_, let method) where Self.libraryMethodNames.contains(method):
            // `String.uppercased`: a method unbound, a function of the value.
            return .builtin(BuiltinFunction(method) { interpreter, arguments, range, source in
                guard arguments.count == 1, let bound = interpreter.libraryMethodValue(method, of: arguments[0].value) else {
                    throw interpreter.runtimeError("'\(typeName).\(method)' takes a value of the type \(typeName)", range, source)
                }
                return bound
            })
        default: return nil
        }
    }

    /// `type(of:)`: script types as themselves, library types by their Swift names.
    func typeOf(_ value: Value) -> Value {
        switch value {
        case .object(let object) where object.generics.isEmpty && object.type.decl.genericParameters.isEmpty: return .type(object.type)
        case .structValue(let structValue) where structValue.type.decl.genericParameters.isEmpty: return .type(structValue.type)
        case .enumCase(let enumValue) where enumValue.type.decl.genericParameters.isEmpty: return .type(enumValue.type)
        case .native:
            // A library type with its generic arguments (`AnySequence<String>`) is that type, not the callable
            // the interpreter provides under its name.
            let type = dynamicType(of: value)
            if case .named(_, let arguments) = type, !arguments.isEmpty { return .metatype(type) }
            return metatypeValue(type)
        default: return metatypeValue(dynamicType(of: value))
        }
    }
}

extension Interpreter {
    /// Calls a composite type: `Box<Int>(...)` (a script type, whose value gets these generic arguments),
    /// `Set<T>()`, `[Key: [Element]]()`, `Optional<Int>(5)`.
    func construct(metatype type: TypeRef, _ arguments: [Argument], _ range: SourceRange,
                   _ frame: Frame, _ source: SourceText) throws -> Value {
        if case .named(let name, let generics) = type, let info = scriptType(named: name) {
            // The instance is made with its generic arguments, so its initializer knows what `T` is.
            let outer = pendingGenerics
            pendingGenerics = generics.isEmpty ? nil : (info, generics)
            defer { pendingGenerics = outer }
            let made = try construct(info, arguments, range, frame, source)
            if case .optional(let inner) = made { return .optional(inner.withGenericArguments(generics, ifNamed: info.name)) }
            return made.withGenericArguments(generics, ifNamed: info.name)
        }
        let values = try arguments.map { ArgumentValue(label: $0.label, value: try evaluate($0.value, frame, source)) }
        let libraryName: String
        switch type {
        case .array: libraryName = "Array"
        case .dictionary: libraryName = "Dictionary"
        case .optional: libraryName = "Optional"
        case .named(let name, _): libraryName = name
        default: throw runtimeError("cannot call value of non-function type '\(typeDescription(type, qualified: false)).Type'", range, source)
        }
        let made = try construct(libraryType: libraryName, values, range, source)
        if case .array(let element) = type, case .array = made {
            // `[Double](repeating: 0, count: 2)`: the elements are of the type written (the literal is a Double).
            return made.coerced(.array(Coercion(element)))
        }
        return made
    }
}
