/// `String.Index` and `Substring`, holding Swift's own: indices are the real ones (so a substring shares
/// its base string's indices, `distance` counts characters, and an index prints as Swift prints it), and a
/// substring is a real Substring of its base. Faithful; a substring's methods other than the index ones
/// run on a String copy of it (their results print the same).
final class StringIndexValue: NativeValue {
    let index: String.Index

    init(_ index: String.Index) {
        self.index = index
    }

    var typeName: String { "String.Index" }
    var printedForm: String { String(describing: index) }

    func isEqual(to other: NativeValue) -> Bool? {
        (other as? StringIndexValue).map { $0.index == index }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(index) }

    func order(comparedTo other: NativeValue) -> Int? {
        guard let other = other as? StringIndexValue else { return nil }
        return index < other.index ? -1 : (index == other.index ? 0 : 1)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "debugDescription":
            // SE-0445: what `print` shows (`0[any]`, `3[utf8]`); String.Index has no `description`.
            return .string(index.debugDescription)
        case "utf16Offset":
            return .builtin(BuiltinFunction(name) { [index] interpreter, arguments, range, source in
                guard let text = interpreter.argument(arguments, "in")?.stringContent else {
                    throw interpreter.runtimeError("utf16Offset(in:) expects a string", range, source)
                }
                return .int(index.utf16Offset(in: text))
            })
        case "samePosition":
            // `i.samePosition(in: text)` (or in a view): the index there, nil when `i` falls inside an element of it.
            return .builtin(BuiltinFunction(name) { [index] interpreter, arguments, range, source in
                let found: String.Index?
                switch interpreter.argument(arguments, "in") {
                case .string(let text)?: found = index.samePosition(in: text)
                case .native(let view as StringView)?:
                    switch view.kind {
                    case .utf8: found = index.samePosition(in: view.text.utf8)
                    case .utf16: found = index.samePosition(in: view.text.utf16)
                    case .unicodeScalars: found = index.samePosition(in: view.text.unicodeScalars)
                    }
                default: throw interpreter.runtimeError("samePosition(in:) expects a String or one of its views", range, source)
                }
                return found.map { .optional(.index($0)) } ?? Value.none
            })
        default: return nil
        }
    }
}

final class SubstringValue: NativeValue {
    let text: Substring

    init(_ text: Substring) {
        self.text = text
    }

    var typeName: String { "Substring" }
    var printedForm: String { String(text) }

    func isEqual(to other: NativeValue) -> Bool? {
        (other as? SubstringValue).map { $0.text == text }
    }

    func hash(into hasher: inout Hasher) { hasher.combine(String(text)) }

    func order(comparedTo other: NativeValue) -> Int? {
        guard let other = other as? SubstringValue else { return nil }
        return text < other.text ? -1 : (text == other.text ? 0 : 1)
    }

    /// What a Substring does with a Regex, as String does (`regexStringMethod`).
    static let regexMethodNames: Set<String> = ["firstRange", "ranges", "matches", "firstMatch", "wholeMatch", "prefixMatch", "contains",
                                                "starts", "trimmingPrefix", "split", "replacing"]

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if let value = try interpreter.stringIndexProperty(name, text) { return value }
        // The whole string it is a slice of.
        if name == "base" { return .string(text.base) }
        if StringIndexing.methodNames.contains(name) {
            return .builtin(BuiltinFunction(name) { [text] interpreter, arguments, range, source in
                guard let result = try interpreter.stringIndexMethod(name, text, arguments, range, source) else {
                    throw interpreter.noMember(name, .native(SubstringValue(text)), range, source)
                }
                return result
            })
        }
        if Self.regexMethodNames.contains(name) {
            // With a Regex: matched in the slice, its ranges the base string's, as a Substring's are (a copy would count
            // from the slice's start).
            return .builtin(BuiltinFunction(name) { [text] interpreter, arguments, range, source in
                if let result = try interpreter.regexStringMethod(name, text, arguments, range, source) { return result }
                guard name == "firstRange" || name == "ranges", let wanted = interpreter.argument(arguments, "of")?.stringContent else {
                    // No regex: as the rest, on a String copy.
                    let copy = Value.string(String(text))
                    guard let method = interpreter.libraryMethodValue(name, of: copy) else {
                        throw interpreter.noMember(name, .native(SubstringValue(text)), range, source)
                    }
                    return try interpreter.callWithValues(method, arguments, range, source)
                }
                func indices(_ found: Range<Substring.Index>) -> Value {
                    .native(RangeValue(lower: .index(found.lowerBound), upper: .index(found.upperBound), closed: false))
                }
                if name == "ranges" { return .array(text.ranges(of: wanted).map(indices)) }
                return text.firstRange(of: wanted).map { .optional(indices($0)) } ?? Value.none
            })
        }
        // The rest as String's (a copy: what they return prints the same).
        let copy = Value.string(String(text))
        return try interpreter.libraryProperty(name, of: copy, range, source) ?? interpreter.libraryMethodValue(name, of: copy)
    }
}

extension Value {
    /// The text of a String or a Substring.
    var stringContent: String? {
        switch self {
        case .string(let text): return text
        case .character(let character): return String(character)
        case .native(let substring as SubstringValue): return String(substring.text)
        // An NSMutableString where a String is taken (Foundation bridges it): its text now.
        case .native(let mutable as NSMutableStringValue): return mutable.text
        default: return nil
        }
    }

    static func substring(_ text: Substring) -> Value { .native(SubstringValue(text)) }
    static func index(_ index: String.Index) -> Value { .native(StringIndexValue(index)) }
}

extension SubstringValue: NativeSubscript, NativeDescribed, NativeSequence {
    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        ValueIterator(text.map { .character($0) })
    }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard keys.count == 1 else { throw interpreter.runtimeError("a Substring takes one index", range, source) }
        return try interpreter.stringSubscript(text, keys[0], range, source)
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        throw interpreter.runtimeError("cannot assign through subscript: subscript is get-only", range, source)
    }

    /// As a String prints: plain, or quoted inside a collection.
    func describe(_ interpreter: Interpreter, debug: Bool) -> String {
        debug ? interpreter.debugDescribe(.string(String(text))) : String(text)
    }
}
