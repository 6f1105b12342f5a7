import Foundation

/// Foundation's `Scanner`: the real one (swift-corelibs-foundation's), so what it skips, how it reads numbers
/// in each representation and where it stops are Foundation's own. A script reads `string`, `isAtEnd`,
/// `currentIndex` (a real `String.Index` of the string, usable on it), `charactersToBeSkipped` and
/// `caseSensitive`, sets the last three, and calls the `scan...` methods of Swift's API (each returns the value
/// scanned, or nil with the scanner left where it was). The deprecated `scanLocation` and the `inout`
/// Objective-C forms are not provided.
final class ScannerType: NativeCallable {
    var typeName: String { "Scanner.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard let text = interpreter.argument(arguments, "string")?.stringContent else {
            throw interpreter.runtimeError("expected Scanner(string:)", range, source)
        }
        return .native(ScannerValue(Scanner(string: text)))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}

final class ScannerValue: NativeObject {
    let scanner: Scanner

    init(_ scanner: Scanner) { self.scanner = scanner }

    var typeName: String { "Scanner" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "string": return .string(scanner.string)
        case "isAtEnd": return .bool(scanner.isAtEnd)
        case "currentIndex": return .native(StringIndexValue(scanner.currentIndex))
        case "charactersToBeSkipped": return scanner.charactersToBeSkipped.map { .optional(.native(CharacterSetValue($0))) } ?? .none
        case "caseSensitive": return .bool(scanner.caseSensitive)
        default: return scanMethod(name)
        }
    }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        switch name {
        case "currentIndex":
            guard case .native(let index as StringIndexValue) = value.unwrapped ?? value else {
                throw interpreter.runtimeError("currentIndex takes a String.Index of the scanner's string", range, source)
            }
            scanner.currentIndex = index.index
        case "charactersToBeSkipped":
            scanner.charactersToBeSkipped = try value.unwrapped.map { try interpreter.characterSet($0, range, source) }
        case "caseSensitive":
            scanner.caseSensitive = try interpreter.isTrue(value, range, source)
        default:
            return false
        }
        return true
    }

    /// A `scan...` method: what it scans, as an optional.
    private func scanMethod(_ name: String) -> Value? {
        typealias Scan = (Scanner, [Interpreter.ArgumentValue], Interpreter, SourceRange, SourceText) throws -> Value?
        let scan: Scan
        switch name {
        case "scanInt":
            scan = { scanner, arguments, interpreter, _, _ in scanner.scanInt(representation: Self.representation(arguments, interpreter)).map(Value.int) }
        case "scanInt32":
            scan = { scanner, arguments, interpreter, _, _ in
                scanner.scanInt32(representation: Self.representation(arguments, interpreter)).map { .sized(SizedInt($0, kind: .int32)) }
            }
        case "scanInt64":
            scan = { scanner, arguments, interpreter, _, _ in
                scanner.scanInt64(representation: Self.representation(arguments, interpreter)).map { .sized(SizedInt($0, kind: .int64)) }
            }
        case "scanUInt64":
            scan = { scanner, arguments, interpreter, _, _ in
                scanner.scanUInt64(representation: Self.representation(arguments, interpreter)).map { .sized(SizedInt($0, kind: .uint64)) }
            }
        case "scanHexInt64", "scanHexInt32":
            // Deprecated, and still in Foundation: a hexadecimal number, with or without `0x`.
            scan = { scanner, _, _, _, _ in
                if name == "scanHexInt32" { return scanner.scanUInt64(representation: .hexadecimal).flatMap(UInt32.init(exactly:)).map { .sized(SizedInt($0, kind: .uint32)) } }
                return scanner.scanUInt64(representation: .hexadecimal).map { .sized(SizedInt($0, kind: .uint64)) }
            }
        case "scanDouble":
            scan = { scanner, arguments, interpreter, _, _ in scanner.scanDouble(representation: Self.representation(arguments, interpreter)).map(Value.double) }
        case "scanFloat":
            scan = { scanner, arguments, interpreter, _, _ in scanner.scanFloat(representation: Self.representation(arguments, interpreter)).map(Value.float) }
        case "scanCharacter":
            scan = { scanner, _, _, _, _ in scanner.scanCharacter().map(Value.character) }
        case "scanString", "scanUpToString":
            scan = { scanner, arguments, interpreter, range, source in
                guard let text = interpreter.argument(arguments, nil)?.stringContent else {
                    throw interpreter.runtimeError("\(name)(_:) expects a string", range, source)
                }
                return (name == "scanString" ? scanner.scanString(text) : scanner.scanUpToString(text)).map(Value.string)
            }
        case "scanCharacters", "scanUpToCharacters":
            scan = { scanner, arguments, interpreter, range, source in
                let set = try interpreter.characterSet(interpreter.argument(arguments, "from"), range, source)
                return (name == "scanCharacters" ? scanner.scanCharacters(from: set) : scanner.scanUpToCharacters(from: set)).map(Value.string)
            }
        default:
            return nil
        }
        return .builtin(BuiltinFunction(name) { [scanner] interpreter, arguments, range, source in
            try scan(scanner, arguments, interpreter, range, source).map { .optional($0) } ?? .none
        })
    }

    /// The `representation:` argument (`.decimal` unless it says `.hexadecimal`).
    private static func representation(_ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter) -> Scanner.NumberRepresentation {
        interpreter.optionNames(interpreter.argument(arguments, "representation")).first == "hexadecimal" ? .hexadecimal : .decimal
    }
}
