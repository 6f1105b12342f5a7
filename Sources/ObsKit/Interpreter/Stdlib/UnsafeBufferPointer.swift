/// `UnsafeBufferPointer<T>` and `UnsafeMutableBufferPointer<T>` (one class; `isMutable` tells them apart): a
/// pointer and a count, a random-access collection of the cells they cover. Faithful for `count`,
/// `baseAddress`, indices, iteration and the Sequence methods (run on a copy of the elements), subscripts with
/// Swift's debug bounds trap, `initialize(repeating:)`, `initialize(from:)`, `update(repeating:)`,
/// `deallocate()`, and MutableCollection's `swapAt`, `sort`, `reverse`, `shuffle`, `partition`. Left out:
/// slicing (`buffer[1...]`, `rebasing:`), `withMemoryRebound`, `extracting`, raw views of the memory.
final class BufferPointerValue: NativeObject, NativeSequence, NativeSubscript {
    /// Nil for a buffer with no start (`UnsafeBufferPointer(start: nil, count: 0)`).
    let start: PointerValue?
    let count: Int
    let isMutable: Bool
    let elementName: String

    init(start: PointerValue?, count: Int, isMutable: Bool, elementName: String) {
        self.start = start
        self.count = count
        self.isMutable = isMutable
        self.elementName = elementName
    }

    var typeName: String { (isMutable ? "UnsafeMutableBufferPointer<" : "UnsafeBufferPointer<") + elementName + ">" }
    var printedForm: String {
        "\(isMutable ? "UnsafeMutableBufferPointer" : "UnsafeBufferPointer")(start: \(start?.printedForm ?? "nil"), count: \(count))"
    }

    /// The elements, read from their cells (each must be initialized).
    func elements(_ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> [Value] {
        guard let start else { return [] }
        try checkRun(interpreter, range, source)
        return try (0..<count).map { try start.memory.read(start.offset + $0, interpreter, range, source) }
    }

    /// Checks that the buffer's cells are all in its memory (a buffer made with `start:count:` may claim more).
    private func checkRun(_ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        guard let start else { return }
        try start.memory.checkRun(start.offset, count: count, negative: "\(typeName) with negative count", interpreter, range, source)
    }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        var position = 0
        return ValueIterator { [self] in
            guard position < count, let start else { return nil }
            defer { position += 1 }
            return try start.memory.read(start.offset &+ position, interpreter, .synthesized, SourceText(text: "", fileName: "", firstLine: 1))
        }
    }

    /// The cell of `keys` (one Int inside `0..<count`: Swift's debug build checks it).
    private func cell(_ keys: [Value], _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Int {
        guard keys.count == 1, case .int(let index) = keys[0] else {
            if keys.count == 1, interpreter.asRangeValue(keys[0]) != nil {
                throw interpreter.runtimeError("not supported yet: a slice of an \(typeName) (Slice<\(typeName)>)", range, source)
            }
            throw interpreter.runtimeError("a buffer pointer's subscript takes one Int", range, source)
        }
        guard index >= 0, index < count, let start else {
            throw interpreter.runtimeError("Fatal error: index \(index) is out of range of an \(typeName) of \(count) element\(count == 1 ? "" : "s")", range, source)
        }
        return start.offset &+ index
    }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        let index = try cell(keys, interpreter, range, source)
        return try start!.memory.read(index, interpreter, range, source)
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        let index = try cell(keys, interpreter, range, source)
        try start!.memory.write(value, at: index, interpreter, range, source)
    }

    /// Puts `values` in the buffer's first cells.
    private func store(_ values: [Value], _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        guard let start else { return }
        for (index, value) in values.enumerated() { try start.memory.write(value, at: start.offset &+ index, interpreter, range, source) }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "count": return .int(count)
        case "isEmpty": return .bool(count == 0)
        case "startIndex": return .int(0)
        case "endIndex": return .int(count)
        case "indices": return .range(lower: 0, upper: count, closed: false)
        case "baseAddress": return start.map { .optional(.native($0)) } ?? Value.none
        case "debugDescription", "description": return .string(printedForm)
        case "makeIterator":
            return PointerCall.method(name) { call in .native(IteratorValue(iterator: try self.makeIterator(call.interpreter))) }
        case "initialize", "update", "assign":
            return PointerCall.method(name) { call in
                try self.checkRun(call.interpreter, call.range, call.source)
                if let repeated = call.interpreter.argument(call.arguments, "repeating") {
                    try self.store(Array(repeating: repeated, count: self.count), call.interpreter, call.range, call.source)
                    return .void
                }
                // `initialize(from:)`: as many elements as fit (an array that does not fit traps, as Swift's does),
                // then what is left of the source and the index after the last one written.
                let from = try call.value("from")
                let iterator = try call.interpreter.makeIterator(from, call.range, call.source)
                var written: [Value] = []
                while written.count < self.count, let element = try iterator.next() {
                    try call.interpreter.countStep(call.range, call.source)
                    written.append(element)
                }
                if case .array(let all) = from, all.count > self.count {
                    throw call.error("Fatal error: Insufficient space allocated to copy array contents")
                }
                try self.store(written, call.interpreter, call.range, call.source)
                return .tuple(TupleValue(elements: [.native(IteratorValue(iterator: iterator)), .int(written.count)], labels: [nil, nil]))
            }
        case "deallocate":
            guard let start else { return PointerCall.method(name) { _ in .void } }
            return try start.member(name, interpreter: interpreter, range: range, source: source)
        case "swapAt", "sort", "reverse", "shuffle", "partition":
            // MutableCollection's methods: on the elements as an array, which then go back into the cells.
            return PointerCall.method(name) { call in
                var elements = try self.elements(call.interpreter, call.range, call.source)
                let result = try call.interpreter.mutateArray(name, &elements, call.arguments, call.range, call.source)
                try self.store(elements, call.interpreter, call.range, call.source)
                return result
            }
        case "withMemoryRebound", "extracting", "withContiguousStorageIfAvailable", "withContiguousMutableStorageIfAvailable":
            throw interpreter.runtimeError("not supported yet: '\(name)' of a buffer pointer", range, source)
        default:
            let copy = Value.array(try elements(interpreter, range, source))
            return try interpreter.libraryProperty(name, of: copy, range, source) ?? interpreter.libraryMethodValue(name, of: copy)
        }
    }
}
