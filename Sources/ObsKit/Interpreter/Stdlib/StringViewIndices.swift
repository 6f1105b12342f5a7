/// The index API of a string's views (`text.utf8`, `text.utf16`, `text.unicodeScalars`), which share the
/// string's `String.Index`: `index(after:)`, `index(before:)`, `index(_:offsetBy:)` (also `limitedBy:`),
/// `indices`, and the subscript by an index. Faithful, run on Swift's own views; an index out of bounds
/// traps as Swift's does. Left out: slicing a view by a range of indices.
extension StringView: NativeSubscript {
    /// `view.index(...)`, or nil for other names.
    func indexMember(_ name: String) -> Value? {
        guard name == "index" else { return nil }
        return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
            switch kind {
            case .utf8: return try interpreter.viewIndex(text.utf8, arguments, range, source)
            case .utf16: return try interpreter.viewIndex(text.utf16, arguments, range, source)
            case .unicodeScalars: return try interpreter.viewIndex(text.unicodeScalars, arguments, range, source)
            }
        })
    }

    var indices: Value {
        switch kind {
        case .utf8: return .array(text.utf8.indices.map { .index($0) })
        case .utf16: return .array(text.utf16.indices.map { .index($0) })
        case .unicodeScalars: return .array(text.unicodeScalars.indices.map { .index($0) })
        }
    }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard keys.count == 1, case .native(let position as StringIndexValue) = keys[0] else {
            throw interpreter.runtimeError("value of type '\(typeName)' has no subscripts taking (\(keys.map(\.typeName).joined(separator: ", ")))", range, source)
        }
        func element<C: Collection>(_ view: C, _ box: (C.Element) -> Value) throws -> Value where C.Index == String.Index {
            guard position.index >= view.startIndex, position.index < view.endIndex else { throw interpreter.outOfBounds(range, source) }
            return box(view[position.index])
        }
        switch kind {
        case .utf8: return try element(text.utf8) { .sized(SizedInt($0, kind: .uint8)) }
        case .utf16: return try element(text.utf16) { .sized(SizedInt($0, kind: .uint16)) }
        case .unicodeScalars: return try element(text.unicodeScalars) { .native(UnicodeScalarValue($0)) }
        }
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        throw interpreter.runtimeError("cannot assign through subscript: subscript is get-only", range, source)
    }
}

extension Interpreter {
    /// `index(after:)`, `index(before:)`, `index(_:offsetBy:)` and `index(_:offsetBy:limitedBy:)` on a view.
    func viewIndex<C: BidirectionalCollection>(_ view: C, _ arguments: [ArgumentValue], _ range: SourceRange,
                                               _ source: SourceText) throws -> Value where C.Index == String.Index {
        func index(_ label: String?) throws -> String.Index {
            guard case .native(let value as StringIndexValue)? = argument(arguments, label) else {
                throw runtimeError("'index' expects a String.Index\(label.map { " for '\($0):'" } ?? "")", range, source)
            }
            guard value.index >= view.startIndex && value.index <= view.endIndex else { throw outOfBounds(range, source) }
            return value.index
        }
        if argument(arguments, "after") != nil {
            let i = try index("after")
            guard i < view.endIndex else { throw outOfBounds(range, source) }
            return .index(view.index(after: i))
        }
        if argument(arguments, "before") != nil {
            let i = try index("before")
            guard i > view.startIndex else { throw outOfBounds(range, source) }
            return .index(view.index(before: i))
        }
        let start = try index(nil)
        let distance = try intArgument(argument(arguments, "offsetBy"), in: "index(_:offsetBy:)", range, source)
        let bound = distance >= 0 ? view.endIndex : view.startIndex
        if argument(arguments, "limitedBy") != nil {
            let limit = try index("limitedBy")
            let applies = distance >= 0 ? limit >= start : limit <= start
            guard let moved = view.index(start, offsetBy: distance, limitedBy: applies ? limit : bound) else {
                if applies { return Value.none }
                throw outOfBounds(range, source)
            }
            return .optional(.index(moved))
        }
        guard let moved = view.index(start, offsetBy: distance, limitedBy: bound) else { throw outOfBounds(range, source) }
        return .index(moved)
    }
}
