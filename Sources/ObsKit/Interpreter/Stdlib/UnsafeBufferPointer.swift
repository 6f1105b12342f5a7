/// `UnsafeBufferPointer<T>` and `UnsafeMutableBufferPointer<T>` (one class; `isMutable` tells them apart): a
/// pointer and a count, a random-access collection of the cells they cover. Faithful for `count`,
/// `baseAddress`, indices, iteration and the Sequence methods (run on a copy of the elements), subscripts with
/// Swift's debug bounds trap, `initialize(repeating:)`, `initialize(from:)`, `update(repeating:)`,
/// `deallocate()`, MutableCollection's `swapAt`, `sort`, `reverse`, `shuffle`, `partition`, the element-wise
/// `initializeElement(at:to:)`, `moveElement(from:)`, `deinitializeElement(at:)`, `deinitialize()`, and slices
/// (`buffer[1..<3]`, a `Slice` keeping the buffer's indices, and `rebasing:` it). Left out: `extracting`, raw
/// views of the memory (`withMemoryRebound` is in BufferRebinding.swift).
final class BufferPointerValue: NativeObject, NativeSequence, NativeSubscript {
    /// Nil for a buffer with no start (`UnsafeBufferPointer(start: nil, count: 0)`).
    let start: PointerValue?
    let count: Int
    let isMutable: Bool
    let elementName: String
    /// For a slice (`buffer[2...]`): the index of its first element in the buffer it was cut from, which its
    /// indices keep; nil for a buffer (whose indices start at 0).
    let sliceStart: Int?

    init(start: PointerValue?, count: Int, isMutable: Bool, elementName: String, sliceStart: Int? = nil) {
        self.start = start
        self.count = count
        self.isMutable = isMutable
        self.elementName = elementName
        self.sliceStart = sliceStart
    }

    /// The first index (0 but for a slice).
    var startIndex: Int { sliceStart ?? 0 }

    private var bufferTypeName: String { (isMutable ? "UnsafeMutableBufferPointer<" : "UnsafeBufferPointer<") + elementName + ">" }
    var typeName: String { sliceStart == nil ? bufferTypeName : "Slice<" + bufferTypeName + ">" }
    var printedForm: String {
        let buffer = "\(isMutable ? "UnsafeMutableBufferPointer" : "UnsafeBufferPointer")(start: \(start?.printedForm ?? "nil"), count: \(count))"
        guard let sliceStart else { return buffer }
        return "Slice<\(bufferTypeName)>(_startIndex: \(sliceStart), _endIndex: \(sliceStart + count), _base: \(buffer))"
    }

    /// The buffer a slice is, with its indices from 0 (`UnsafeBufferPointer(rebasing:)`).
    func rebased(isMutable: Bool) -> BufferPointerValue {
        BufferPointerValue(start: start.map { PointerValue($0.memory, offset: $0.offset, isMutable: isMutable) }, count: count,
                           isMutable: isMutable, elementName: elementName)
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
        guard keys.count == 1, case .int(let given) = keys[0] else {
            throw interpreter.runtimeError("a buffer pointer's subscript takes one Int", range, source)
        }
        let index = given &- startIndex
        guard index >= 0, index < count, let start else {
            throw interpreter.runtimeError("Fatal error: index \(given) is out of range of an \(typeName) of \(count) element\(count == 1 ? "" : "s")", range, source)
        }
        return start.offset &+ index
    }

    /// `buffer[1..<3]`, `buffer[2...]`: a slice over the same memory (Swift's debug build checks the bounds).
    private func slice(_ key: Value, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        let bounds = try interpreter.bounds(of: key, count: startIndex + count, start: startIndex, range, source)
        guard bounds.lowerBound >= startIndex else { throw interpreter.runtimeError("Fatal error: Array index is out of range", range, source) }
        return .native(BufferPointerValue(start: start?.moved(by: bounds.lowerBound - startIndex), count: bounds.count, isMutable: isMutable,
                                          elementName: elementName, sliceStart: bounds.lowerBound))
    }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        if keys.count == 1, interpreter.asRangeValue(keys[0]) != nil { return try slice(keys[0], interpreter, range, source) }
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
        case "startIndex": return .int(startIndex)
        case "endIndex": return .int(startIndex + count)
        case "indices": return .range(lower: startIndex, upper: startIndex + count, closed: false)
        case "base" where sliceStart != nil:
            return .native(BufferPointerValue(start: start?.moved(by: -startIndex), count: startIndex + count, isMutable: isMutable, elementName: elementName))
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
        case "initializeElement", "moveElement", "deinitializeElement", "deinitialize":
            return PointerCall.method(name) { call in try self.elementwise(name, call) }
        case "withMemoryRebound":
            return PointerCall.method(name) { call in try call.interpreter.rebind(self, call) }
        case "extracting", "withContiguousStorageIfAvailable", "withContiguousMutableStorageIfAvailable":
            throw interpreter.runtimeError("not supported yet: '\(name)' of a buffer pointer", range, source)
        default:
            let copy = Value.array(try elements(interpreter, range, source))
            return try interpreter.libraryProperty(name, of: copy, range, source) ?? interpreter.libraryMethodValue(name, of: copy)
        }
    }

    /// `initializeElement(at:to:)`, `moveElement(from:)`, `deinitializeElement(at:)` and `deinitialize()`: one cell
    /// (or all) set or emptied; the index is checked as Swift's debug build does.
    private func elementwise(_ name: String, _ call: PointerCall) throws -> Value {
        let interpreter = call.interpreter
        if name == "deinitialize" {
            guard let start else { return .void }
            try checkRun(interpreter, call.range, call.source)
            for index in 0..<count { start.memory.cells[start.offset + index] = nil }
            return .void
        }
        let position = try cell([.int(try call.int(name == "moveElement" ? "from" : "at"))], interpreter, call.range, call.source)
        let memory = start!.memory
        switch name {
        case "initializeElement": try memory.write(try call.value("to"), at: position, interpreter, call.range, call.source)
        case "moveElement":
            let value = try memory.read(position, interpreter, call.range, call.source)
            memory.cells[position] = nil
            return value
        default:
            _ = try memory.read(position, interpreter, call.range, call.source)
            memory.cells[position] = nil
        }
        return .void
    }
}
