/// The encodings `UTF8` and `UTF16` (`Unicode.UTF8`, `Unicode.UTF16`): their code-unit tests
/// (`UTF16.isLeadSurrogate`, `UTF8.isContinuation`, `width`...) and `String(decoding:as:)` and
/// `String(validating:as:)` from their code units. Faithful; left out: the encoders and parsers
/// (`encode(_:into:)`, `ForwardParser`), which a "no member" error names.
extension Interpreter {
    /// A static member of `UTF8` or `UTF16`, or nil.
    func unicodeEncodingMember(_ name: String, of encoding: String) -> Value? {
        func function(_ body: @escaping (Interpreter, Value, SourceRange, SourceText) throws -> Value) -> Value {
            .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
                try body(interpreter, try interpreter.requireArgument(arguments, nil, in: name, range, source), range, source)
            })
        }
        func unit<T: FixedWidthInteger>(_ value: Value, _ type: T.Type, _ range: SourceRange, _ source: SourceText) throws -> T {
            switch value {
            case .sized(let number): return T(truncatingIfNeeded: number.bits)
            case .int(let number) where T(exactly: number) != nil: return T(number)
            default:
                throw runtimeError("cannot convert value of type '\(value.typeName)' to expected argument type '\(T.self)'", range, source)
            }
        }
        func scalar(_ value: Value, _ range: SourceRange, _ source: SourceText) throws -> Unicode.Scalar {
            switch value {
            case .native(let scalar as UnicodeScalarValue): return scalar.scalar
            case .string(let text) where text.unicodeScalars.count == 1: return text.unicodeScalars.first!
            default:
                throw runtimeError("cannot convert value of type '\(value.typeName)' to expected argument type 'Unicode.Scalar'", range, source)
            }
        }
        switch (encoding, name) {
        case ("UTF16", "isLeadSurrogate"):
            return function { interpreter, value, range, source in .bool(UTF16.isLeadSurrogate(try unit(value, UInt16.self, range, source))) }
        case ("UTF16", "isTrailSurrogate"):
            return function { interpreter, value, range, source in .bool(UTF16.isTrailSurrogate(try unit(value, UInt16.self, range, source))) }
        case ("UTF16", "leadSurrogate"), ("UTF16", "trailSurrogate"):
            return function { interpreter, value, range, source in
                let given = try scalar(value, range, source)
                // Swift's precondition: only a scalar outside the Basic Multilingual Plane has surrogates.
                guard given.value > 0xFFFF else { throw interpreter.runtimeError("Fatal error", range, source) }
                let unit = name == "leadSurrogate" ? UTF16.leadSurrogate(given) : UTF16.trailSurrogate(given)
                return .sized(SizedInt(unit, kind: .uint16))
            }
        case ("UTF16", "width"):
            return function { interpreter, value, range, source in .int(UTF16.width(try scalar(value, range, source))) }
        case ("UTF8", "width"):
            return function { interpreter, value, range, source in .int(UTF8.width(try scalar(value, range, source))) }
        case ("UTF8", "isContinuation"):
            return function { interpreter, value, range, source in .bool(UTF8.isContinuation(try unit(value, UInt8.self, range, source))) }
        default: return nil
        }
    }

    /// `String(decoding: units, as: UTF8.self)` (invalid units become U+FFFD, as Swift's do), or with
    /// `validating: true`, `String(validating: units, as: ...)` (nil for invalid units).
    func decodeString(_ units: Value, as encoding: Value, validating: Bool, _ range: SourceRange,
                      _ source: SourceText) throws -> Value {
        let name = validating ? "String(validating:as:)" : "String(decoding:as:)"
        guard case .builtinType(let encodingName) = encoding, encodingName == "UTF8" || encodingName == "UTF16" else {
            throw runtimeError("\(name) decodes UTF8 or UTF16 code units (as: UTF8.self)", range, source)
        }
        let values = try elements(of: units, range, source)
        func codeUnits<T: FixedWidthInteger>(_ type: T.Type) throws -> [T] {
            try values.map { value in
                switch value {
                case .sized(let unit) where unit.kind == (T.bitWidth == 8 ? .uint8 : .uint16): return T(truncatingIfNeeded: unit.bits)
                case .int(let number) where T(exactly: number) != nil: return T(number)
                default: throw runtimeError("\(name) as \(encodingName) expects \(T.self) code units, not '\(value.typeName)'", range, source)
                }
            }
        }
        let text: String?
        if encodingName == "UTF8" {
            let bytes = try codeUnits(UInt8.self)
            text = validating ? String(validating: bytes, as: UTF8.self) : String(decoding: bytes, as: UTF8.self)
        } else {
            let units = try codeUnits(UInt16.self)
            text = validating ? String(validating: units, as: UTF16.self) : String(decoding: units, as: UTF16.self)
        }
        guard validating else { return .string(text!) }
        return text.map { .optional(.string($0)) } ?? Value.none
    }
}
