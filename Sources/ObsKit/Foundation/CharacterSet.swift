import Foundation

/// Foundation's `CharacterSet`, the real one: the predefined sets, `CharacterSet(charactersIn:)`, set
/// algebra, `inverted`, `contains`, and its use by `trimmingCharacters(in:)`, `components(separatedBy:)`
/// and `rangeOfCharacter(from:)`. A value: `insert` makes a new value. Faithful.
final class CharacterSetValue: NativeValue, NativeMutable {
    let characters: CharacterSet

    init(_ set: CharacterSet) {
        self.characters = set
    }

    var typeName: String { "CharacterSet" }
    var printedForm: String { characters.description }

    func isEqual(to other: NativeValue) -> Bool? { (other as? CharacterSetValue).map { $0.characters == characters } }
    func hash(into hasher: inout Hasher) { hasher.combine(characters) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        func combining(_ combine: @escaping (CharacterSet, CharacterSet) -> CharacterSet) -> Value {
            interpreter.method(name) { [characters] interpreter, arguments, range, source in
                .native(CharacterSetValue(combine(characters, try interpreter.characterSet(interpreter.argument(arguments, nil), range, source))))
            }
        }
        switch name {
        case "inverted": return .native(CharacterSetValue(characters.inverted))
        case "isEmpty": return .bool(characters.isEmpty)
        case "union": return combining { $0.union($1) }
        case "intersection": return combining { $0.intersection($1) }
        case "subtracting": return combining { $0.subtracting($1) }
        case "symmetricDifference": return combining { $0.symmetricDifference($1) }
        case "isSuperset", "isSubset", "isDisjoint", "isStrictSubset", "isStrictSuperset":
            return interpreter.method(name) { [characters] interpreter, arguments, range, source in
                let other = try interpreter.characterSet(interpreter.argument(arguments, "of") ?? interpreter.argument(arguments, "with"), range, source)
                switch name {
                case "isSubset": return .bool(characters.isSubset(of: other))
                case "isDisjoint": return .bool(characters.isDisjoint(with: other))
                case "isStrictSubset": return .bool(characters.isStrictSubset(of: other))
                case "isStrictSuperset": return .bool(characters.isStrictSuperset(of: other))
                default: return .bool(characters.isSuperset(of: other))
                }
            }
        case "contains":
            return interpreter.method(name) { [characters] interpreter, arguments, range, source in
                .bool(characters.contains(try interpreter.scalarArgument(interpreter.argument(arguments, nil), range, source)))
            }
        default: return nil
        }
    }

    func setting(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    var mutatingMethodNames: Set<String> { ["insert", "remove", "formUnion", "formIntersection", "subtract"] }

    func mutating(_ name: String, _ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange,
                  source: SourceText) throws -> (newSelf: Value, result: Value) {
        var changed = characters
        let argument = interpreter.argument(arguments, nil) ?? interpreter.argument(arguments, "charactersIn")
        switch name {
        case "insert":
            if let text = interpreter.argument(arguments, "charactersIn")?.stringContent {
                changed.insert(charactersIn: text)
            } else {
                changed.insert(try interpreter.scalarArgument(argument, range, source))
            }
        case "remove":
            if let text = interpreter.argument(arguments, "charactersIn")?.stringContent {
                changed.remove(charactersIn: text)
            } else {
                changed.remove(try interpreter.scalarArgument(argument, range, source))
            }
        case "formUnion": changed.formUnion(try interpreter.characterSet(argument, range, source))
        case "formIntersection": changed.formIntersection(try interpreter.characterSet(argument, range, source))
        default: changed.subtract(try interpreter.characterSet(argument, range, source))
        }
        return (.native(CharacterSetValue(changed)), .void)
    }
}

/// `CharacterSet(charactersIn:)`, `CharacterSet.whitespaces` and the other predefined sets.
final class CharacterSetType: NativeCallable {
    var typeName: String { "CharacterSet.Type" }

    static let named: [String: CharacterSet] = [
        "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
        "decimalDigits": .decimalDigits, "letters": .letters, "lowercaseLetters": .lowercaseLetters,
        "uppercaseLetters": .uppercaseLetters, "alphanumerics": .alphanumerics, "punctuationCharacters": .punctuationCharacters,
        "symbols": .symbols, "capitalizedLetters": .capitalizedLetters, "controlCharacters": .controlCharacters,
        "illegalCharacters": .illegalCharacters, "nonBaseCharacters": .nonBaseCharacters,
        "urlQueryAllowed": .urlQueryAllowed, "urlPathAllowed": .urlPathAllowed, "urlHostAllowed": .urlHostAllowed,
        "urlFragmentAllowed": .urlFragmentAllowed,
    ]

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        if arguments.isEmpty { return .native(CharacterSetValue(CharacterSet())) }
        // `CharacterSet(charactersIn: "a"..."f")`: the Unicode scalars of a closed range.
        if case .native(let bounds as RangeValue)? = interpreter.argument(arguments, "charactersIn"), bounds.closed,
           let lower = bounds.lower?.stringContent?.unicodeScalars, lower.count == 1,
           let upper = bounds.upper?.stringContent?.unicodeScalars, upper.count == 1, lower.first! <= upper.first! {
            return .native(CharacterSetValue(CharacterSet(charactersIn: lower.first!...upper.first!)))
        }
        return .native(CharacterSetValue(CharacterSet(charactersIn: try interpreter.stringArgument(arguments, "charactersIn", in: "CharacterSet", range, source))))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if name == "init" { return .native(self) }
        return Self.named[name].map { .native(CharacterSetValue($0)) }
    }
}

extension Interpreter {
    /// A CharacterSet argument: a CharacterSet, or the name of a predefined one (`.whitespaces`).
    func characterSet(_ value: Value?, _ range: SourceRange, _ source: SourceText) throws -> CharacterSet {
        switch value {
        case .native(let set as CharacterSetValue)?: return set.characters
        case .symbol(let name)?:
            if let set = CharacterSetType.named[name] { return set }
        default: break
        }
        throw runtimeError("expected a CharacterSet", range, source)
    }

    /// A Unicode.Scalar argument (a one-scalar string literal is one).
    func scalarArgument(_ value: Value?, _ range: SourceRange, _ source: SourceText) throws -> Unicode.Scalar {
        switch value {
        case .native(let scalar as UnicodeScalarValue)?: return scalar.scalar
        case .string(let text)? where text.unicodeScalars.count == 1: return text.unicodeScalars.first!
        default: throw runtimeError("expected a Unicode.Scalar", range, source)
        }
    }
}
