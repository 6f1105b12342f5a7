/// The memory raw pointers and raw buffer pointers point into: a run of bytes, each initialized or not, with a
/// made-up address as PointerMemory's. Swift leaves reading an uninitialized byte, going past the run, and using
/// it after `deallocate()` or after the closure it was lent to returned undefined: ObsREPL stops at each with an
/// error that says so (PointerMemory.undefined), rather than answer. Memory bound to a type
/// (`bindMemory(to:capacity:)`) keeps its first bytes as typed cells from then on (`bound`), which typed pointers
/// read and write as any, and which raw access sees as their bytes.
final class RawMemory {
    /// The bytes, but where `bound` holds them.
    private var stored: [UInt8?]
    let origin: PointerMemory.Origin
    let address: UInt64
    private(set) var endedBy: String?
    /// The typed cells the first bytes are bound to, `width` bytes each, and their type.
    private(set) var bound: (cells: PointerMemory, type: TypeRef, width: Int)?
    /// For `Unmanaged.toOpaque()`'s pointer: the object it stands for (not kept alive by it).
    weak var opaqueObject: ScriptObject?

    init(bytes: [UInt8?], origin: PointerMemory.Origin, interpreter: Interpreter) {
        self.stored = bytes
        self.origin = origin
        interpreter.pointerRuns += 1
        self.address = 0x0000_6000_0000_0000 + UInt64(interpreter.pointerRuns) << 16
    }

    var count: Int { stored.count }

    func end(because reason: String) {
        endedBy = reason
        bound?.cells.end(because: reason)
    }

    /// The bytes in `range` as they are now (nil for an uninitialized one), the bound cells' included.
    func current(_ range: Range<Int>) -> [UInt8?] {
        let range = range.clamped(to: stored.indices)
        var result = Array(stored[range])
        guard let bound, !range.isEmpty else { return result }
        let cells = bound.cells.cells
        for cell in (range.lowerBound / bound.width)..<min(cells.count, (range.upperBound + bound.width - 1) / bound.width) {
            let bytes = cells[cell].flatMap { RawBytes.bytes(of: $0, as: bound.type) }
            for byte in 0..<bound.width where range.contains(cell * bound.width + byte) {
                result[cell * bound.width + byte - range.lowerBound] = bytes?[byte]
            }
        }
        return result
    }

    /// Puts `bytes` at `offset` (checked by the caller); a bound cell they touch is made again from its new bytes
    /// (uninitialized when one of them is).
    private func put(_ bytes: [UInt8?], at offset: Int) {
        if let bound {
            let first = offset / bound.width
            let last = min(bound.cells.cells.count, (offset + bytes.count + bound.width - 1) / bound.width)
            for cell in first..<max(first, last) {
                var cellBytes = current((cell * bound.width)..<((cell + 1) * bound.width))
                for byte in 0..<bound.width where (offset..<(offset + bytes.count)).contains(cell * bound.width + byte) {
                    cellBytes[byte] = bytes[cell * bound.width + byte - offset]
                }
                let complete = cellBytes.compactMap { $0 }
                bound.cells.cells[cell] = complete.count == bound.width ? RawBytes.value(complete, as: bound.type) : nil
            }
        }
        stored.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
    }

    /// `bindMemory(to:capacity:)`: the first `capacity` values of `type` (a type with bytes here) are typed cells
    /// from now on, made from the bytes there; binding again to the same type gives the same cells.
    func bind(to type: TypeRef, capacity: Int, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> PointerMemory {
        try checkAlive(interpreter, range, source)
        guard let width = RawBytes.width(of: type) else {
            throw interpreter.runtimeError("not supported yet: binding memory to '\(interpreter.typeDescription(type, qualified: false))' (ObsREPL binds bytes to integers, Double, Float and Bool)", range, source)
        }
        if let bound, bound.type == type, bound.cells.cells.count >= capacity { return bound.cells }
        let (byteCount, overflow) = capacity.multipliedReportingOverflow(by: width)
        if capacity < 0 { throw interpreter.runtimeError("Fatal error: bindMemory with negative capacity", range, source) }
        guard !overflow, byteCount <= stored.count else {
            throw PointerMemory.undefined("binding \(capacity) values of \(width) bytes to memory of \(stored.count) bytes", interpreter, range, source)
        }
        try checkRun(0, count: byteCount, interpreter, range, source)
        stored = current(0..<stored.count)
        let cells: [Value?] = (0..<capacity).map { cell in
            let bytes = stored[(cell * width)..<((cell + 1) * width)].compactMap { $0 }
            return bytes.count == width ? RawBytes.value(bytes, as: type) : nil
        }
        let memory = PointerMemory(cells: cells, element: type, origin: origin, interpreter: interpreter, address: address)
        bound = (memory, type, width)
        return memory
    }

    func checkAlive(_ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        if let endedBy { throw PointerMemory.undefined("using a pointer to memory that \(endedBy)", interpreter, range, source) }
    }

    /// Checks that the `count` bytes from `offset` are inside the run.
    func checkRun(_ offset: Int, count: Int, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        try checkAlive(interpreter, range, source)
        guard offset >= 0, count >= 0, offset <= stored.count, count <= stored.count - offset else {
            throw PointerMemory.undefined("a raw pointer access of \(count) byte\(count == 1 ? "" : "s") at byte \(offset) of memory of \(stored.count) byte\(stored.count == 1 ? "" : "s")",
                                          interpreter, range, source)
        }
        try interpreter.countSteps(count, range, source)
    }

    /// The `count` bytes from `offset`, each initialized.
    func read(_ offset: Int, count: Int, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> [UInt8] {
        try checkRun(offset, count: count, interpreter, range, source)
        var result: [UInt8] = []
        result.reserveCapacity(count)
        for byte in current(offset..<(offset + count)) {
            guard let byte else {
                throw PointerMemory.undefined("reading memory that was never initialized (or was deinitialized)", interpreter, range, source)
            }
            result.append(byte)
        }
        return result
    }

    func write(_ written: [UInt8], at offset: Int, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        try checkRun(offset, count: written.count, interpreter, range, source)
        put(written, at: offset)
    }

    /// `load(fromByteOffset:as:)`: the value of `type` made of the bytes at `offset`.
    func load(_ offset: Int, as type: TypeRef, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard let size = interpreter.layout(of: type)?.size,
              let value = interpreter.layoutValue(try read(offset, count: size, interpreter, range, source)[...], as: type) else {
            throw interpreter.runtimeError("not supported yet: load(as: \(interpreter.typeDescription(type, qualified: false)).self) (ObsREPL loads numbers, Bool, and tuples and structs of them)", range, source)
        }
        return value
    }

    /// `storeBytes(of:toByteOffset:as:)`: the bytes of `value` as `type`, at `offset`.
    func store(_ value: Value, as type: TypeRef, at offset: Int, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        guard let written = RawBytes.bytes(of: value, as: type) ?? interpreter.layoutBytes(of: value) else {
            throw interpreter.runtimeError("not supported yet: storeBytes of a value of type '\(value.typeName)' as \(interpreter.typeDescription(type, qualified: false)) (ObsREPL stores integers, Double, Float and Bool)", range, source)
        }
        try write(written, at: offset, interpreter, range, source)
    }
}

extension RawMemory {
    /// The methods raw pointers and raw buffer pointers share: `load(fromByteOffset:as:)`, `loadUnaligned` (the
    /// same here: ObsREPL's bytes have no alignment) and `storeBytes(of:toByteOffset:as:)`, at `base` and past
    /// it. A buffer gives its `count`: Swift's debug build traps on an access outside it (`kind` names it).
    func accessMethod(_ name: String, base: Int, count: Int?, kind: String) -> Value? {
        guard ["load", "loadUnaligned", "storeBytes"].contains(name) else { return nil }
        return PointerCall.method(name) { call in
            let interpreter = call.interpreter
            let offset = try interpreter.argument(call.arguments, name == "storeBytes" ? "toByteOffset" : "fromByteOffset")
                .map { try interpreter.intArgument($0, in: name, call.range, call.source) } ?? 0
            guard let type = interpreter.typeRef(ofMetatype: try call.value("as")) else { throw call.error("\(name) takes a type (as: UInt32.self)") }
            if let count, let width = interpreter.layout(of: type)?.size, offset < 0 || offset > count - width {
                throw call.error("Fatal error: \(kind).\(name == "storeBytes" ? "storeBytes" : "load") out of bounds")
            }
            if name == "storeBytes" {
                try self.store(try call.value("of"), as: type, at: base &+ offset, interpreter, call.range, call.source)
                return .void
            }
            return try self.load(base &+ offset, as: type, interpreter, call.range, call.source)
        }
    }
}
