/// `withMemoryRebound(to:capacity:_:)` of a typed pointer and `withMemoryRebound(to:_:)` of a buffer pointer: the
/// closure sees the same bytes as values of another type (`UInt32`s as `UInt8`s). ObsREPL's typed memory is cells
/// of values, so the bytes of the cells are read into new cells of the other type for the closure, and what they
/// hold when it returns is put back into the original cells, as the bytes of their own type. Faithful for
/// integers, `Double`, `Float`, `Bool` and tuples of one of them, both ways; other types stop with "not supported yet".
extension Interpreter {
    func rebind(_ buffer: BufferPointerValue, _ call: PointerCall) throws -> Value {
        let target = try reboundType(call)
        guard let start = buffer.start else {
            let empty = BufferPointerValue(start: nil, count: 0, isMutable: buffer.isMutable, elementName: typeDescription(target, qualified: false))
            return try invoke(try reboundBody(call), [.native(empty)], call.range, call.source)
        }
        return try rebind(start, cells: buffer.count, to: target, count: nil, asBuffer: true, call)
    }

    func rebind(_ pointer: PointerValue, _ call: PointerCall) throws -> Value {
        let target = try reboundType(call)
        let capacity = try call.int("capacity")
        if capacity < 0 { throw call.error("Fatal error: withMemoryRebound with negative capacity") }
        let targetWidth = RawBytes.width(of: target)!
        let sourceWidth = max(1, pointer.memory.stride)
        let (bytes, overflow) = capacity.multipliedReportingOverflow(by: targetWidth)
        if overflow { throw PointerMemory.undefined("withMemoryRebound of \(capacity) values, more than memory holds", self, call.range, call.source) }
        let cells = bytes / sourceWidth + (bytes % sourceWidth == 0 ? 0 : 1)
        return try rebind(pointer, cells: cells, to: target, count: capacity, asBuffer: false, call)
    }

    private func reboundType(_ call: PointerCall) throws -> TypeRef {
        guard let type = typeRef(ofMetatype: try call.value("to")), RawBytes.width(of: type) != nil else {
            throw call.error("not supported yet: withMemoryRebound(to:) of this type (ObsREPL rebinds memory to integers, Double, Float and Bool)")
        }
        return type
    }

    private func reboundBody(_ call: PointerCall) throws -> Value {
        guard let body = functionArgument(call.arguments, nil) else { throw call.error("withMemoryRebound takes a closure") }
        return body
    }

    /// The `cells` cells from `start`, seen as `count` values of `target` (as many as their bytes make, for a buffer).
    private func rebind(_ start: PointerValue, cells: Int, to target: TypeRef, count: Int?, asBuffer: Bool, _ call: PointerCall) throws -> Value {
        let body = try reboundBody(call)
        let range = call.range, source = call.source
        try start.memory.checkRun(start.offset, count: cells, negative: "withMemoryRebound with negative count", self, range, source)
        let originals = try (0..<cells).map { try start.memory.read(start.offset + $0, self, range, source) }
        let bytes = try self.bytes(of: originals, range, source)
        let width = RawBytes.width(of: target)!
        let made = count ?? bytes.count / width
        guard made * width <= bytes.count else {
            throw call.error("not supported yet: withMemoryRebound over \(bytes.count) bytes to \(made) values of \(width) bytes")
        }
        let reboundValues: [Value?] = (0..<made).map { RawBytes.value(Array(bytes[($0 * width)..<(($0 + 1) * width)]), as: target) }
        let memory = PointerMemory(cells: reboundValues, element: target, origin: .lent, interpreter: self)
        defer { memory.end(because: "was lent to a closure that has returned") }
        let first = PointerValue(memory, offset: 0, isMutable: start.isMutable)
        let lent: Value = asBuffer ? .native(BufferPointerValue(start: first, count: made, isMutable: start.isMutable, elementName: memory.elementName))
                                   : .native(first)
        return try lend(lent, to: body, range, source) {
            guard start.isMutable else { return }
            var final = bytes
            for index in 0..<made {
                guard let cell = memory.cells[index], let written = RawBytes.bytes(of: cell, as: target) else { continue }
                final.replaceSubrange((index * width)..<((index + 1) * width), with: written)
            }
            for (index, value) in values(fromBytes: final, like: originals).enumerated() { start.memory.cells[start.offset + index] = value }
        }
    }
}
