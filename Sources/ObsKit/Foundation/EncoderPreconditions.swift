/// What Foundation stops the program for (a precondition: it would take ObsREPL down with the script) when a
/// type's own `encode(to:)` misuses its encoder: a second value through a single-value container, a keyed or
/// unkeyed container where something else was already encoded, a key reopened as a container of another kind;
/// and any coder or container used after the method that got it returned (Foundation reuses them). ObsREPL
/// keeps the same account and stops the script there, with the words of Foundation's precondition, instead.
/// A value's JSON shape is judged from the script value (a struct or class is an object, an array an array); a
/// value its own `encode(to:)` writes counts as neither, so reopening it as a container stops (Swift's may not).

/// The life of one `encode(to:)` or `init(from:)` run: its coder and containers work only while it runs.
final class CodingScope {
    private(set) var finished = false

    func finish() { finished = true }

    func check(_ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        guard finished else { return }
        throw ObsDiagnostic(.unsupported, "using an Encoder, a Decoder or their containers after the encode(to:) or init(from:) "
            + "that got them returned", at: SourceLocation(source: source, range: range))
    }
}

/// What one encoder (one path of the output) holds so far.
final class EncodingState {
    enum Shape { case object, array, other }

    /// A key's entry in a keyed container.
    enum Entry {
        case value(Shape)
        case object(EncodingState)
        case array
    }

    let scope: CodingScope
    private var single: Shape?
    private var keyed = false
    private var unkeyed = false
    private var entries: [String: Entry] = [:]

    init(scope: CodingScope) {
        self.scope = scope
    }

    private func stop(_ message: String, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        interpreter.runtimeError("Fatal error: " + message, range, source)
    }

    /// `encoder.container(keyedBy:)`: one keyed container per path (asked again, the same one).
    func openKeyed(_ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        try scope.check(interpreter, range, source)
        if unkeyed || (single != nil && single != .object) {
            throw stop("Attempt to push new keyed encoding container when already previously encoded at this path.", interpreter, range, source)
        }
        keyed = true
    }

    /// `encoder.unkeyedContainer()`.
    func openUnkeyed(_ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        try scope.check(interpreter, range, source)
        if keyed || (single != nil && single != .array) {
            throw stop("Attempt to push new unkeyed encoding container when already previously encoded at this path.", interpreter, range, source)
        }
        unkeyed = true
    }

    /// A value through the single-value container: one per path.
    func encodeSingle(_ shape: Shape, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        try scope.check(interpreter, range, source)
        if single != nil {
            throw stop("Attempt to encode value through single value container when previously value already encoded.", interpreter, range, source)
        }
        single = shape
    }

    /// A value encoded through this encoder as a whole (a synthesized `encode(to:)` called by name): the
    /// container its shape takes.
    func encodeWhole(_ shape: Shape, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        switch shape {
        case .object: try openKeyed(interpreter, range, source)
        case .array: try openUnkeyed(interpreter, range, source)
        case .other: try encodeSingle(.other, interpreter, range, source)
        }
    }

    /// A value for `key` of this keyed container.
    func encode(_ shape: Shape, forKey key: String, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        try scope.check(interpreter, range, source)
        entries[key] = .value(shape)
    }

    /// `nestedContainer(keyedBy:forKey:)`: the keyed container already there for `key`, or a new one.
    func nestedKeyed(forKey key: String, keyTypeName: String, _ interpreter: Interpreter, _ range: SourceRange,
                     _ source: SourceText) throws -> EncodingState {
        try scope.check(interpreter, range, source)
        switch entries[key] {
        case .object(let nested)?:
            return nested
        case .value(.object)?, nil:
            let nested = EncodingState(scope: scope)
            entries[key] = .object(nested)
            return nested
        default:
            throw stop("Attempt to re-encode into nested KeyedEncodingContainer<\(keyTypeName)> for key \"\(key)\" is invalid: "
                + "non-keyed container already encoded for this key", interpreter, range, source)
        }
    }

    /// `nestedUnkeyedContainer(forKey:)`.
    func nestedUnkeyed(forKey key: String, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        try scope.check(interpreter, range, source)
        switch entries[key] {
        case .array?, .value(.array)?, nil:
            entries[key] = .array
        default:
            throw stop("Attempt to re-encode into nested UnkeyedEncodingContainer for key \"\(key)\" is invalid: "
                + "keyed container/single value already encoded for this key", interpreter, range, source)
        }
    }
}

extension Interpreter {
    /// The JSON shape a value encodes to, as far as the value tells (see EncoderPreconditions.swift).
    func jsonShape(of value: Value) -> EncodingState.Shape {
        switch value {
        case .optional(let wrapped): return jsonShape(of: wrapped)
        case .array, .set: return .array
        case .dictionary(let dictionary):
            return dictionary.keys.allSatisfy({ $0.stringContent != nil || Self.isInt($0) }) ? .object : .array
        case .structValue(let structValue): return hasOwnEncode(structValue.type) ? .other : .object
        case .object(let object): return hasOwnEncode(object.type) ? .other : .object
        case .enumCase(let enumValue):
            return hasOwnEncode(enumValue.type) || enumValue.type.rawValues[enumValue.caseName] != nil ? .other : .object
        default: return .other
        }
    }

    private static func isInt(_ value: Value) -> Bool {
        if case .int = value { return true }
        return false
    }
}
