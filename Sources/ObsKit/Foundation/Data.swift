import Foundation

/// Foundation's `Data`, the real one: bytes from a string's UTF-8 or an array, back to a String, base64,
/// its bytes as a collection of `UInt8`, `append`. A value: appending makes a new value. Faithful.
final class DataValue: NativeValue, NativeSequence, NativeMutable, NativeSubscript {
    let data: Foundation.Data

    init(_ data: Foundation.Data) {
        self.data = data
    }

    var typeName: String { "Data" }
    var printedForm: String { data.description }

    func isEqual(to other: NativeValue) -> Bool? { (other as? DataValue).map { $0.data == data } }
    func hash(into hasher: inout Hasher) { hasher.combine(data) }

    static func byte(_ value: UInt8) -> Value { .sized(SizedInt(value, kind: .uint8)) }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator { ValueIterator(data.map { Self.byte($0) }) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "count": return .int(data.count)
        case "isEmpty": return .bool(data.isEmpty)
        case "first": return data.first.map { .optional(Self.byte($0)) } ?? Value.none
        case "last": return data.last.map { .optional(Self.byte($0)) } ?? Value.none
        case "description": return .string(data.description)
        case "startIndex": return .int(data.startIndex)
        case "endIndex": return .int(data.endIndex)
        case "base64EncodedString":
            // `base64EncodedString(options: .lineLength64Characters)`: Foundation's own line breaking.
            return interpreter.method(name) { [data] interpreter, arguments, _, _ in
                var options: Data.Base64EncodingOptions = []
                for option in interpreter.optionNames(interpreter.argument(arguments, "options")) {
                    switch option {
                    case "lineLength64Characters": options.insert(.lineLength64Characters)
                    case "lineLength76Characters": options.insert(.lineLength76Characters)
                    case "endLineWithCarriageReturn": options.insert(.endLineWithCarriageReturn)
                    case "endLineWithLineFeed": options.insert(.endLineWithLineFeed)
                    default: break
                    }
                }
                return .string(data.base64EncodedString(options: options))
            }
        default:
            return try LazySequence(base: .native(self), steps: [], isLazy: false).member(name, interpreter: interpreter, range: range, source: source)
        }
    }

    var mutatingMethodNames: Set<String> { ["append", "removeAll"] }

    func mutating(_ name: String, _ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange,
                  source: SourceText) throws -> (newSelf: Value, result: Value) {
        var changed = data
        switch name {
        case "append":
            let added = try interpreter.requireArgument(arguments, arguments.first?.label, in: name, range, source)
            if case .native(let other as DataValue) = added {
                changed.append(other.data)
            } else if case .sized(let byte) = added {
                changed.append(UInt8(truncatingIfNeeded: byte.bits))
            } else if arguments.first?.label == nil, case .int(let byte) = added {
                // `data.append(0x21)`: one byte (a literal beyond UInt8 would not compile).
                guard let fitting = UInt8(exactly: byte) else { throw interpreter.runtimeError("Fatal error: Not enough bits to represent the passed value", range, source) }
                changed.append(fitting)
            } else {
                changed.append(contentsOf: try DataType.bytes(of: added, interpreter, range, source))
            }
        default:
            changed.removeAll()
        }
        return (.native(DataValue(changed)), .void)
    }

    func setting(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        if keys.count == 1, case .range(let lower, let upper, let closed) = keys[0] {
            // `data[7..<17]`: a slice, which keeps the indices it had (Foundation's Data does).
            guard lower >= data.startIndex, upper < data.endIndex || (!closed && upper == data.endIndex), lower <= upper else {
                throw interpreter.runtimeError("Fatal error: Range out of bounds", range, source)
            }
            return .native(DataValue(closed ? data[lower...upper] : data[lower..<upper]))
        }
        guard keys.count == 1, case .int(let index) = keys[0] else { throw interpreter.runtimeError("Data is subscripted by an Int", range, source) }
        guard index >= data.startIndex && index < data.endIndex else { throw interpreter.runtimeError("Fatal error: Index out of range", range, source) }
        return Self.byte(data[index])
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        throw interpreter.runtimeError("ObsREPL's Data does not change bytes in place; build a new Data", range, source)
    }
}

/// `Data()`, `Data(text.utf8)`, `Data([0x48, 0x69])`, `Data(base64Encoded:)`, `Data(repeating:count:)`.
final class DataType: NativeCallable {
    var typeName: String { "Data.Type" }

    /// The bytes of a sequence of UInt8 (or of Int literals that fit one).
    static func bytes(of value: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> [UInt8] {
        try interpreter.elements(of: value, range, source).map { element in
            switch element {
            case .sized(let byte) where byte.kind == .uint8: return UInt8(truncatingIfNeeded: byte.bits)
            case .int(let number) where (0...255).contains(number): return UInt8(number)
            default: throw interpreter.runtimeError("Data expects bytes (UInt8), got '\(element.typeName)'", range, source)
            }
        }
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        let labels = arguments.map { $0.label ?? "_" }
        switch labels {
        case []: return .native(DataValue(Foundation.Data()))
        case ["_"]:
            if case .native(let other as DataValue) = arguments[0].value { return .native(other) }
            return .native(DataValue(Foundation.Data(try Self.bytes(of: arguments[0].value, interpreter, range, source))))
        case ["base64Encoded"]:
            let text = try interpreter.stringArgument(arguments, "base64Encoded", in: "Data", range, source)
            return Foundation.Data(base64Encoded: text).map { .optional(.native(DataValue($0))) } ?? Value.none
        case ["repeating", "count"]:
            guard case .sized(let byte) = arguments[0].value.coerced(.toInteger("UInt8")), case .int(let count) = arguments[1].value else {
                throw interpreter.runtimeError("Data(repeating:count:) expects a byte and a count", range, source)
            }
            // Foundation traps on a negative count, and on a size it cannot allocate, without words.
            guard count >= 0 else { throw interpreter.runtimeError("Data(repeating:count:) needs a count of zero or more", range, source) }
            try interpreter.checkStringAllocation(utf8Count: count, range, source)
            return .native(DataValue(Foundation.Data(repeating: UInt8(truncatingIfNeeded: byte.bits), count: count)))
        default:
            throw interpreter.runtimeError("no exact matches in call to initializer 'Data(\(labels.map { $0 + ":" }.joined()))'", range, source)
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
