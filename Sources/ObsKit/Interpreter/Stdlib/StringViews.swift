/// A string's `utf8`, `utf16` and `unicodeScalars` views (elements `UInt8`, `UInt16`, `Unicode.Scalar`,
/// indices the string's own), and `Unicode.Scalar`. Faithful; a Substring's views are those of a copy.
final class StringView: NativeSequence, NativeValue {
    enum Kind { case utf8, utf16, unicodeScalars }

    let kind: Kind
    let text: String

    init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    var typeName: String {
        switch kind {
        case .utf8: return "UTF8View"
        case .utf16: return "UTF16View"
        case .unicodeScalars: return "UnicodeScalarView"
        }
    }

    var printedForm: String { text }

    var elements: [Value] {
        switch kind {
        case .utf8: return text.utf8.map { .sized(SizedInt($0, kind: .uint8)) }
        case .utf16: return text.utf16.map { .sized(SizedInt($0, kind: .uint16)) }
        case .unicodeScalars: return text.unicodeScalars.map { .native(UnicodeScalarValue($0)) }
        }
    }

    func isEqual(to other: NativeValue) -> Bool? {
        (other as? StringView).map { $0.kind == kind && $0.text == text }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator { ValueIterator(elements) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "count": return .int(count)
        case "isEmpty": return .bool(text.isEmpty)
        case "first": return elements.first.map { .optional($0) } ?? Value.none
        case "last": return elements.last.map { .optional($0) } ?? Value.none
        case "startIndex": return .index(text.startIndex)
        case "endIndex": return .index(text.endIndex)
        case "indices": return indices
        case "index": return indexMember(name)
        case "description": return .string(text)
        case "firstIndex", "lastIndex":
            // A view's positions are String.Index values (not offsets), as its own indices are.
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                let positions: [String.Index]
                switch kind {
                case .utf8: positions = Array(text.utf8.indices)
                case .utf16: positions = Array(text.utf16.indices)
                case .unicodeScalars: positions = Array(text.unicodeScalars.indices)
                }
                let values = elements
                var order = Array(values.indices)
                if name == "lastIndex" { order.reverse() }
                for offset in order {
                    let matches: Bool
                    if let wanted = interpreter.argument(arguments, "of") {
                        let element = values[offset]
                        // A literal "ö" given for a scalar is read as one.
                        if case .native(let scalar as UnicodeScalarValue) = element, let text = wanted.stringContent {
                            matches = String(scalar.scalar) == text
                        } else {
                            matches = Equality.compareValues(element, wanted)
                        }
                    } else if let test = interpreter.argument(arguments, "where") {
                        matches = try interpreter.predicate(test, values[offset], range, source)
                    } else {
                        throw interpreter.runtimeError("\(name) expects of: or where:", range, source)
                    }
                    if matches { return .optional(.index(positions[offset])) }
                }
                return Value.none
            })
        case "distance":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                guard case .native(let from as StringIndexValue)? = interpreter.argument(arguments, "from"),
                      case .native(let to as StringIndexValue)? = interpreter.argument(arguments, "to") else {
                    throw interpreter.runtimeError("distance(from:to:) expects two String.Index values", range, source)
                }
                switch kind {
                case .utf8: return .int(text.utf8.distance(from: from.index, to: to.index))
                case .utf16: return .int(text.utf16.distance(from: from.index, to: to.index))
                case .unicodeScalars: return .int(text.unicodeScalars.distance(from: from.index, to: to.index))
                }
            })
        case "dropFirst" where kind == .unicodeScalars, "dropLast" where kind == .unicodeScalars:
            // A slice of the scalars is a view of the text they make (`String(view.dropFirst())`).
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                var count = 1
                if let first = arguments.first {
                    guard case .int(let number) = first.value, number >= 0 else {
                        throw interpreter.runtimeError("Fatal error: Can't drop a negative number of elements from a collection", range, source)
                    }
                    count = number
                }
                let scalars = name == "dropFirst" ? text.unicodeScalars.dropFirst(count) : text.unicodeScalars.dropLast(count)
                return .native(StringView(.unicodeScalars, String(String.UnicodeScalarView(scalars))))
            })
        case _ where kind == .unicodeScalars && ["prefix", "suffix", "drop", "filter"].contains(name):
            // `view.prefix { $0.isASCII }`, `view.filter { ... }`: a (sub)view of the scalars, whose text
            // `String(...)` gives and `print` shows.
            guard let method = try LazySequence(base: .native(self), steps: [], isLazy: false)
                .member(name, interpreter: interpreter, range: range, source: source) else { return nil }
            return .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                let result = try interpreter.callWithValues(method, arguments, range, source)
                guard case .array(let elements) = result else { return result }
                var scalars = String.UnicodeScalarView()
                for element in elements {
                    guard case .native(let scalar as UnicodeScalarValue) = element else { return result }
                    scalars.append(scalar.scalar)
                }
                return .native(StringView(.unicodeScalars, String(scalars)))
            })
        default:
            return try LazySequence(base: .native(self), steps: [], isLazy: false).member(name, interpreter: interpreter, range: range, source: source)
        }
    }

    private var count: Int {
        switch kind {
        case .utf8: return text.utf8.count
        case .utf16: return text.utf16.count
        case .unicodeScalars: return text.unicodeScalars.count
        }
    }
}

/// `Unicode.Scalar` (also spelled `UnicodeScalar`): its `value`, `properties` a learner uses, and printing.
final class UnicodeScalarValue: NativeValue, NativeDescribed {
    let scalar: Unicode.Scalar

    init(_ scalar: Unicode.Scalar) {
        self.scalar = scalar
    }

    var typeName: String { "Unicode.Scalar" }
    var printedForm: String { String(scalar) }
    /// In a collection or `debugPrint`: quoted, escaped to ASCII (`"\u{00E9}"`), as Swift's debugDescription.
    var debugText: String { "\"" + scalar.escaped(asASCII: true) + "\"" }

    func describe(_ interpreter: Interpreter, debug: Bool) -> String { debug ? debugText : printedForm }

    func isEqual(to other: NativeValue) -> Bool? {
        (other as? UnicodeScalarValue).map { $0.scalar == scalar }
    }

    /// As the one-scalar String it equals (`Equality`: `view.first == "x"`), so the two hash alike.
    func hash(into hasher: inout Hasher) { hasher.combine(String(Character(scalar))) }

    func order(comparedTo other: NativeValue) -> Int? {
        guard let other = other as? UnicodeScalarValue else { return nil }
        return scalar < other.scalar ? -1 : (scalar == other.scalar ? 0 : 1)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "value": return .sized(SizedInt(scalar.value, kind: .uint32))
        case "isASCII": return .bool(scalar.isASCII)
        case "write":
            // TextOutputStreamable: `scalar.write(to: &text)`.
            return .builtin(BuiltinFunction(name) { [scalar] interpreter, arguments, range, source in
                guard arguments.count == 1, arguments[0].label == "to" else {
                    throw interpreter.runtimeError("no exact matches in call to 'write'", range, source)
                }
                try interpreter.printItems([String(scalar)], separator: "", terminator: "", to: arguments[0], range, source)
                return .void
            })
        case "description": return .string(String(scalar))
        case "debugDescription": return .string(debugText)
        case "escaped":
            return .builtin(BuiltinFunction(name) { [scalar] interpreter, arguments, range, source in
                .string(scalar.escaped(asASCII: (try? interpreter.isTrue(arguments.first?.value ?? .bool(false), range, source)) ?? false))
            })
        case "properties": return .native(ScalarProperties(scalar))
        // Its code units (a collection of them in Swift; an array here).
        case "utf8": return .array(scalar.utf8.map { .sized(SizedInt($0, kind: .uint8)) })
        case "utf16": return .array(UTF16.encode(scalar)?.map { .sized(SizedInt($0, kind: .uint16)) } ?? [])
        default: return nil
        }
    }
}

extension Value {
    /// `Unicode.Scalar(72)` where a scalar, not an optional one, is expected (`Character(Unicode.Scalar(72))`,
    /// `Unicode.Scalar(68) < Unicode.Scalar(69)`, `view.append(Unicode.Scalar(72))`): the type checker picks the
    /// non-failable `init(_: UInt8)` for the literal there, and the failable `init?(_: UInt32)` elsewhere. At run
    /// time an optional scalar reaches such a place no other way (a real `Unicode.Scalar?` would not type-check),
    /// so one whose value fits a UInt8 is the scalar itself.
    var literalScalar: Value? {
        guard case .optional(let wrapped) = self, case .native(let scalar as UnicodeScalarValue) = wrapped,
              scalar.scalar.value <= UInt8.max else { return nil }
        return wrapped
    }
}

extension Interpreter {
    /// `Unicode.Scalar(65)` (optional, but not from a UInt8), `Unicode.Scalar("A")`.
    func makeUnicodeScalar(_ arguments: [ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard arguments.count == 1, arguments[0].label == nil else {
            throw runtimeError("no exact matches in call to initializer 'Unicode.Scalar'", range, source)
        }
        switch arguments[0].value {
        case .sized(let number) where number.kind == .uint8:
            return .native(UnicodeScalarValue(Unicode.Scalar(UInt8(truncatingIfNeeded: number.bits))))
        case .int, .sized:
            guard let code = arguments[0].value.doubleValue.flatMap({ UInt32(exactly: $0) }), let scalar = Unicode.Scalar(code) else {
                return Value.none
            }
            return .optional(.native(UnicodeScalarValue(scalar)))
        case .string(let text) where text.unicodeScalars.count == 1:
            return .native(UnicodeScalarValue(text.unicodeScalars.first!))
        case .native(let scalar as UnicodeScalarValue):
            return .native(scalar)
        default:
            throw runtimeError("no exact matches in call to initializer 'Unicode.Scalar' with an argument of type '\(arguments[0].value.typeName)'", range, source)
        }
    }
}
