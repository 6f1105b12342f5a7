/// `UnsafeRawBufferPointer` and `UnsafeMutableRawBufferPointer` (one class): a run of bytes of a RawMemory, as
/// `withUnsafeBytes(of:)`, `withUnsafeMutableBytes(of:)` and an array's `withUnsafeBytes` lend them (the bytes of
/// integers, `Double`, `Float` and `Bool`, little-endian as on the machines Swift runs on here). Faithful for
/// `count`, indices, iteration (`UInt8`s), `Array(bytes)`, subscripts (with Swift's debug bounds trap),
/// `baseAddress`, `load`/`loadUnaligned(fromByteOffset:as:)`, `storeBytes(of:toByteOffset:as:)`, `copyBytes(from:)`,
/// `copyMemory(from:)`, MutableCollection's `swapAt`, `sort`, `reverse`, `shuffle`, `partition`, `deallocate()`
/// (of `allocate(byteCount:alignment:)`'s memory), and a read-only buffer's `bindMemory(to:)`/`assumingMemoryBound(to:)` (a typed buffer of
/// the values the bytes make). Left out: the bytes of other values (strings, structs, classes), slicing, and a
/// mutable buffer's `bindMemory` (ObsREPL's typed memory is cells of values, not these bytes).
final class RawBytesValue: NativeObject, NativeSequence, NativeSubscript {
    let memory: RawMemory
    /// The first byte of the buffer in its memory.
    let start: Int
    let count: Int
    let isMutable: Bool

    init(memory: RawMemory, start: Int, count: Int, isMutable: Bool) {
        self.memory = memory
        self.start = start
        self.count = count
        self.isMutable = isMutable
    }

    /// Bytes lent to a closure.
    convenience init(_ bytes: [UInt8], isMutable: Bool, interpreter: Interpreter) {
        self.init(memory: RawMemory(bytes: bytes, origin: .lent, interpreter: interpreter), start: 0, count: bytes.count, isMutable: isMutable)
    }

    /// The buffer's bytes as they are now (an uninitialized one reads as 0: only the lent ones are read back).
    var bytes: [UInt8] { memory.current(start..<(start + count)).map { $0 ?? 0 } }

    /// Set when the closure they were lent to returned.
    var isEnded: Bool {
        get { memory.endedBy != nil }
        set { if newValue { memory.end(because: "was lent to a closure that has returned") } }
    }

    var typeName: String { isMutable ? "UnsafeMutableRawBufferPointer" : "UnsafeRawBufferPointer" }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        var position = 0
        return ValueIterator { [self] in
            guard position < count else { return nil }
            defer { position += 1 }
            let byte = try memory.read(start + position, count: 1, interpreter, .synthesized, SourceText(text: "", fileName: "", firstLine: 1))
            return .sized(SizedInt(byte[0], kind: .uint8))
        }
    }

    private func index(_ keys: [Value], _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Int {
        try memory.checkAlive(interpreter, range, source)
        guard keys.count == 1, case .int(let index) = keys[0] else {
            throw interpreter.runtimeError("not supported yet: this subscript of an \(typeName) (ObsREPL takes one Int)", range, source)
        }
        guard index >= 0, index < count else {
            throw interpreter.runtimeError("Fatal error: index \(index) is out of range of an \(typeName) of \(count) bytes", range, source)
        }
        return start + index
    }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .sized(SizedInt(try memory.read(try index(keys, interpreter, range, source), count: 1, interpreter, range, source)[0], kind: .uint8))
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        let position = try index(keys, interpreter, range, source)
        switch value {
        case .sized(let byte) where byte.kind == .uint8: try memory.write([UInt8(truncatingIfNeeded: byte.bits)], at: position, interpreter, range, source)
        case .int(let number) where UInt8(exactly: number) != nil: try memory.write([UInt8(number)], at: position, interpreter, range, source)
        default: throw interpreter.runtimeError("cannot assign value of type '\(value.typeName)' to a byte (UInt8)", range, source)
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if let access = memory.accessMethod(name, base: start, count: count, kind: typeName) { return access }
        switch name {
        case "count": return .int(count)
        case "isEmpty": return .bool(count == 0)
        case "startIndex": return .int(0)
        case "endIndex": return .int(count)
        case "indices": return .range(lower: 0, upper: count, closed: false)
        case "baseAddress": return .optional(.native(RawPointerValue(memory, offset: start, isMutable: isMutable)))
        case "copyBytes", "copyMemory":
            return PointerCall.method(name) { call in try self.copy(from: try call.value("from"), call) }
        case "bindMemory", "assumingMemoryBound":
            return PointerCall.method(name) { call in try self.bound(name, call) }
        case "swapAt", "sort", "reverse", "shuffle", "partition" where isMutable:
            // MutableCollection's methods: on the bytes as an array of UInt8, which then go back into the memory.
            return PointerCall.method(name) { call in
                var elements: [Value] = try self.memory.read(self.start, count: self.count, call.interpreter, call.range, call.source)
                    .map { .sized(SizedInt($0, kind: .uint8)) }
                let result = try call.interpreter.mutateArray(name, &elements, call.arguments, call.range, call.source)
                let bytes = elements.map { element -> UInt8 in
                    if case .sized(let byte) = element { return UInt8(truncatingIfNeeded: byte.bits) }
                    return 0
                }
                try self.memory.write(bytes, at: self.start, call.interpreter, call.range, call.source)
                return result
            }
        case "deallocate":
            return try RawPointerValue(memory, offset: start, isMutable: isMutable).member(name, interpreter: interpreter, range: range, source: source)
        case "withMemoryRebound", "initializeMemory":
            throw interpreter.runtimeError("not supported yet: '\(name)' of an \(typeName)", range, source)
        default:
            let copy = Value.array(try memory.read(start, count: count, interpreter, range, source).map { .sized(SizedInt($0, kind: .uint8)) })
            return try interpreter.libraryProperty(name, of: copy, range, source) ?? interpreter.libraryMethodValue(name, of: copy)
        }
    }

    /// `copyBytes(from: bytes)` / `copyMemory(from: rawBuffer)`: the source's bytes at the start of this buffer
    /// (Swift's debug build traps when they do not fit).
    private func copy(from given: Value, _ call: PointerCall) throws -> Value {
        let written: [UInt8]
        if case .native(let other as RawBytesValue) = given {
            written = try other.memory.read(other.start, count: other.count, call.interpreter, call.range, call.source)
        } else {
            written = try call.interpreter.elements(of: given, call.range, call.source).map { element in
                switch element {
                case .sized(let byte) where byte.kind == .uint8: return UInt8(truncatingIfNeeded: byte.bits)
                case .int(let number) where UInt8(exactly: number) != nil: return UInt8(number)
                default: throw call.error("\(call.name)(from:) takes bytes (UInt8), not a value of type '\(element.typeName)'")
                }
            }
        }
        guard written.count <= count else { throw call.error("Fatal error: \(typeName).\(call.name) source has \(written.count) bytes, more than the \(count) of the buffer") }
        try memory.write(written, at: start, call.interpreter, call.range, call.source)
        return .void
    }

    /// `bindMemory(to: T.self)` of a read-only buffer: the values of `T` its bytes make, as an UnsafeBufferPointer<T>.
    private func bound(_ name: String, _ call: PointerCall) throws -> Value {
        let interpreter = call.interpreter
        guard let type = interpreter.typeRef(ofMetatype: try call.value("to")), let width = RawBytes.width(of: type) else {
            throw call.error("not supported yet: \(name)(to:) of this type (ObsREPL binds bytes to integers, Double, Float and Bool)")
        }
        guard !isMutable else {
            throw call.error("not supported yet: '\(name)' of an UnsafeMutableRawBufferPointer (ObsREPL's typed memory is cells of values, not bytes)")
        }
        let all = try memory.read(start, count: count, interpreter, call.range, call.source)
        let values: [Value?] = stride(from: 0, to: count - width + 1, by: width).map { RawBytes.value(Array(all[$0..<($0 + width)]), as: type) }
        let typed = PointerMemory(cells: values, element: type, origin: .lent, interpreter: interpreter)
        return .native(BufferPointerValue(start: PointerValue(typed, offset: 0, isMutable: false), count: values.count, isMutable: false,
                                          elementName: typed.elementName))
    }
}
