import Foundation

/// Foundation's `Data`, the real one: bytes from a string's UTF-8 or an array, back to a String, base64,
/// its bytes as a collection of `UInt8`, `append`, subscript writes and the RangeReplaceable and Mutable
/// collection changes. A value: a change makes a new value. Faithful.
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
        case "indices": return .range(lower: data.startIndex, upper: data.endIndex, closed: false)
        case "firstIndex", "lastIndex":
            // At the Data's own indices (after `removeFirst()` they start past 0).
            return .builtin(BuiltinFunction(name) { [data] interpreter, arguments, range, source in
                let order = name == "firstIndex" ? Array(data.indices) : data.indices.reversed()
                if let wanted = interpreter.argument(arguments, "of") {
                    let byte = try DataType.bytes(of: .array([wanted]), interpreter, range, source)[0]
                    return order.first { data[$0] == byte }.map { .optional(.int($0)) } ?? Value.none
                }
                let predicate = try interpreter.requireArgument(arguments, "where", in: name, range, source)
                for index in order {
                    if case .bool(true) = try interpreter.invoke(predicate, [Self.byte(data[index])], range, source) { return .optional(.int(index)) }
                }
                return Value.none
            })
        case "subdata":
            // `data.subdata(in: 7..<12)`: a new Data of those bytes, indexed from 0.
            return .builtin(BuiltinFunction("subdata") { [data] interpreter, arguments, range, source in
                guard case .range(let lower, let upper, let closed)? = arguments.first?.value else {
                    throw interpreter.runtimeError("expected subdata(in: range)", range, source)
                }
                let end = closed ? upper + 1 : upper
                guard lower >= data.startIndex, lower <= end, end <= data.endIndex else {
                    throw interpreter.runtimeError("Fatal error: Range \(lower)..<\(end) is out of bounds of Data of \(data.count) bytes", range, source)
                }
                return .native(DataValue(data.subdata(in: lower..<end)))
            })
        case "base64EncodedString", "base64EncodedData":
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
                if name == "base64EncodedData" { return .native(DataValue(data.base64EncodedData(options: options))) }
                return .string(data.base64EncodedString(options: options))
            }
        case "prefix", "suffix", "dropFirst", "dropLast":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                if let slice = try subSequence(name, arguments, interpreter, range, source) { return .native(DataValue(slice)) }
                // `prefix(while:)`, `drop(while:)`...: Sequence's.
                let general = try LazySequence(base: .native(self), steps: [], isLazy: false)
                    .member(name, interpreter: interpreter, range: range, source: source)
                return try interpreter.callWithValues(general ?? .void, arguments, range, source)
            })
        case "range", "firstRange":
            // `packet.range(of: marker)`: where those bytes first occur, at this Data's indices.
            return .builtin(BuiltinFunction(name) { [data] interpreter, arguments, range, source in
                guard case .native(let wanted as DataValue)? = interpreter.argument(arguments, name == "range" ? "of" : nil) else {
                    throw interpreter.runtimeError("expected \(name)(of: data)", range, source)
                }
                return data.range(of: wanted.data).map { .optional(.range(lower: $0.lowerBound, upper: $0.upperBound, closed: false)) } ?? Value.none
            })
        default:
            return try LazySequence(base: .native(self), steps: [], isLazy: false).member(name, interpreter: interpreter, range: range, source: source)
        }
    }

    /// Data is its own SubSequence: `prefix(2)`, `prefix(upTo: i)`, `suffix(from: i)`, `dropFirst()`, `dropLast(3)` are
    /// Data, keeping the indices they had. Nil for the forms that take a closure.
    private func subSequence(_ name: String, _ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter,
                             _ range: SourceRange, _ source: SourceText) throws -> Foundation.Data? {
        let given = arguments.first
        let number: Int
        switch given?.value {
        case .int(let count)?: number = count
        case nil where name.hasPrefix("drop"): number = 1
        default: return nil
        }
        func position() throws -> Int {
            guard number >= data.startIndex, number <= data.endIndex else { throw interpreter.runtimeError("Fatal error: Index out of range", range, source) }
            return number
        }
        switch (name, given?.label) {
        case ("prefix", "upTo"?): return data.prefix(upTo: try position())
        case ("prefix", "through"?): return data.prefix(through: try position())
        case ("suffix", "from"?): return data.suffix(from: try position())
        case (_, nil):
            guard number >= 0 else {
                throw interpreter.runtimeError("Fatal error: Can't take a \(name.hasPrefix("drop") ? "drop" : name) of negative length from a collection", range, source)
            }
            switch name {
            case "prefix": return data.prefix(number)
            case "suffix": return data.suffix(number)
            case "dropFirst": return data.dropFirst(number)
            default: return data.dropLast(number)
            }
        default: return nil
        }
    }

    var mutatingMethodNames: Set<String> { Self.collectionMutations.union(["append", "removeAll", "popFirst"]) }
    /// MutableCollection and RangeReplaceableCollection changes, made on the bytes as an array's are.
    static let collectionMutations: Set<String> = ["insert", "remove", "removeFirst", "removeLast", "removeSubrange", "replaceSubrange",
                                                   "reverse", "sort", "swapAt", "popLast", "resetBytes"]

    func mutating(_ name: String, _ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange,
                  source: SourceText) throws -> (newSelf: Value, result: Value) {
        var changed = data
        if name == "removeFirst" || name == "popFirst" {
            // Data keeps its indices as a slice does: the start moves up (`removeFirst()` then `startIndex` is 1).
            let count = try arguments.first.map { try interpreter.intArgument($0.value, in: name, range, source) } ?? 1
            guard count >= 0 else { throw interpreter.runtimeError("Fatal error: Number of elements to remove should be non-negative", range, source) }
            if name == "popFirst" { return (.native(DataValue(data.dropFirst())), data.first.map { .optional(Self.byte($0)) } ?? Value.none) }
            guard !data.isEmpty || count == 0 else {
                throw interpreter.runtimeError(arguments.isEmpty ? "Fatal error: Can't remove first element from an empty collection"
                                               : "Fatal error: Can't remove more items from a collection than it contains", range, source)
            }
            guard count <= data.count else {
                throw interpreter.runtimeError("Fatal error: Can't remove more items from a collection than it contains", range, source)
            }
            let first = data.first
            changed.removeFirst(count)
            return (.native(DataValue(changed)), arguments.isEmpty ? first.map(Self.byte) ?? .void : .void)
        }
        if Self.collectionMutations.contains(name) { return try mutatingBytes(name, arguments, interpreter, range, source) }
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

    /// `insert`, `remove(at:)`, `removeSubrange`, `replaceSubrange`, `reverse`, `sort`, `swapAt`, `resetBytes(in:)`...
    /// on the bytes as an array of them, at the Data's own indices (a slice's start where it is); a value, so
    /// the change is a new Data.
    private func mutatingBytes(_ name: String, _ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter, _ range: SourceRange,
                               _ source: SourceText) throws -> (newSelf: Value, result: Value) {
        let start = data.startIndex
        func local(_ value: Value) -> Value {
            switch value {
            case .int(let index): return .int(index - start)
            case .range(let lower, let upper, let closed): return .range(lower: lower - start, upper: upper - start, closed: closed)
            default: return value
            }
        }
        var given = arguments.map { argument in
            argument.label == "at" || argument.label == "in" || name == "swapAt" || (argument.label == nil && ["removeSubrange", "replaceSubrange"].contains(name))
                ? Interpreter.ArgumentValue(label: argument.label, value: local(argument.value)) : argument
        }
        var bytes = Value.array(data.map { Self.byte($0) })
        let result: Value
        if name == "resetBytes" {
            // `resetBytes(in: range)`: those bytes become zero.
            given = [Interpreter.ArgumentValue(label: nil, value: given.first?.value ?? .void),
                     Interpreter.ArgumentValue(label: "with", value: .array([]))]
            let bounds = try interpreter.bounds(of: given[0].value, count: data.count, range, source)
            given[1] = Interpreter.ArgumentValue(label: "with", value: .array(Array(repeating: Self.byte(0), count: bounds.count)))
            result = try interpreter.mutate("replaceSubrange", &bytes, given, range, source)
        } else {
            result = try interpreter.mutate(name, &bytes, given, range, source)
        }
        var changed = Foundation.Data(try DataType.bytes(of: bytes, interpreter, range, source))
        // A slice keeps its start index: the changed bytes, at the same indices.
        if start != 0 { changed = (Foundation.Data(repeating: 0, count: start) + changed)[start...] }
        return (.native(DataValue(changed)), result)
    }

    /// This Data with `self[keys] = value`: a byte at an index, or a range of bytes replaced.
    func setting(_ keys: [Value], to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> DataValue {
        var changed = data
        switch keys.first.map(bounded) {
        case .int(let index)? where keys.count == 1:
            guard index >= data.startIndex && index < data.endIndex else { throw interpreter.runtimeError("Fatal error: Index out of range", range, source) }
            changed[index] = try DataType.bytes(of: .array([value]), interpreter, range, source)[0]
        case .range(let lower, let upper, let closed)? where keys.count == 1:
            let end = closed ? upper + 1 : upper
            guard lower >= data.startIndex, end <= data.endIndex, lower <= end else { throw interpreter.runtimeError("Fatal error: Range out of bounds", range, source) }
            changed.replaceSubrange(lower..<end, with: try DataType.bytes(of: value, interpreter, range, source))
        default:
            throw interpreter.runtimeError("Data is subscripted by an Int or a range of them", range, source)
        }
        return DataValue(changed)
    }

    /// `data[..<5]`, `data[2...]`: a one-sided range as the range it stands for here (its missing bound the data's
    /// own, as `relative(to:)` makes it); any other key as it is.
    private func bounded(_ key: Value) -> Value {
        guard case .native(let bounds as RangeValue) = key else { return key }
        switch (bounds.lower, bounds.upper) {
        case (.int(let lower)?, nil): return .range(lower: lower, upper: data.endIndex, closed: false)
        case (nil, .int(let upper)?): return .range(lower: data.startIndex, upper: upper, closed: bounds.closed)
        default: return key
        }
    }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        if keys.count == 1, case .range(let lower, let upper, let closed) = bounded(keys[0]) {
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
        obsInvariant("a Data is changed through Interpreter.subscriptSet, which replaces it")
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
            // `Data(slice)`: new bytes, indexed from zero (the Sequence initializer).
            if case .native(let other as DataValue) = arguments[0].value { return .native(DataValue(Foundation.Data(Array(other.data)))) }
            return .native(DataValue(Foundation.Data(try Self.bytes(of: arguments[0].value, interpreter, range, source))))
        case ["base64Encoded"], ["base64Encoded", "options"]:
            let text = try interpreter.stringArgument(arguments, "base64Encoded", in: "Data", range, source)
            let options: Foundation.Data.Base64DecodingOptions = interpreter.optionNames(interpreter.argument(arguments, "options"))
                .contains("ignoreUnknownCharacters") ? .ignoreUnknownCharacters : []
            return Foundation.Data(base64Encoded: text, options: options).map { .optional(.native(DataValue($0))) } ?? Value.none
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
