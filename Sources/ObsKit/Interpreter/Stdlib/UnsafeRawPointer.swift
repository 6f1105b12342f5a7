/// `UnsafeRawPointer` and `UnsafeMutableRawPointer` (one class; `isMutable` tells them apart): a byte of a
/// RawMemory and the bytes after it. Faithful for `allocate(byteCount:alignment:)`, `deallocate()`,
/// `load`/`loadUnaligned(fromByteOffset:as:)` and `storeBytes(of:toByteOffset:as:)` of integers, `Double`, `Float`
/// and `Bool`, `copyMemory(from:byteCount:)`, arithmetic and comparison, and `UnsafeRawPointer(p)` of another raw
/// pointer, `bindMemory(to:capacity:)` and `assumingMemoryBound(to:)` from the start of the memory (RawMemory.bind);
/// undefined behaviour stops with an error (RawMemory). Left out: binding from past the start, `initializeMemory`,
/// a raw pointer made from a typed one.
final class RawPointerValue: NativeValue, NativeSubscript, NativeArithmetic {
    let memory: RawMemory
    /// The byte this pointer points at, from the first of the run.
    let offset: Int
    let isMutable: Bool

    init(_ memory: RawMemory, offset: Int, isMutable: Bool) {
        self.memory = memory
        self.offset = offset
        self.isMutable = isMutable
    }

    var typeName: String { isMutable ? "UnsafeMutableRawPointer" : "UnsafeRawPointer" }
    var address: UInt64 { memory.address &+ UInt64(bitPattern: Int64(offset)) }
    var printedForm: String { PointerMemory.hex(address) }

    func isEqual(to other: NativeValue) -> Bool? {
        guard let other = other as? RawPointerValue else { return nil }
        return address == other.address
    }

    func hash(into hasher: inout Hasher) { hasher.combine(address) }

    func order(comparedTo other: NativeValue) -> Int? {
        guard let other = other as? RawPointerValue else { return nil }
        return address < other.address ? -1 : (address == other.address ? 0 : 1)
    }

    func apply(_ op: BinaryOperator, _ other: Value, selfOnLeft: Bool, interpreter: Interpreter, range: SourceRange,
               source: SourceText) throws -> Value? {
        switch (op, other) {
        case (.add, .int(let distance)): return .native(RawPointerValue(memory, offset: offset &+ distance, isMutable: isMutable))
        case (.subtract, .int(let distance)) where selfOnLeft: return .native(RawPointerValue(memory, offset: offset &- distance, isMutable: isMutable))
        case (.subtract, .native(let start as RawPointerValue)) where selfOnLeft: return .int(Int(truncatingIfNeeded: address &- start.address))
        default: return nil
        }
    }

    /// `raw[i]` is not Swift's (a raw pointer has no subscript); this says so rather than "no subscript".
    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        throw interpreter.runtimeError("value of type '\(typeName)' has no subscripts (use load(fromByteOffset:as:))", range, source)
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        throw interpreter.runtimeError("value of type '\(typeName)' has no subscripts (use storeBytes(of:toByteOffset:as:))", range, source)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if let access = memory.accessMethod(name, base: offset, count: nil, kind: typeName) { return access }
        switch name {
        case "hashValue": return .int(address.hashValue)
        case "debugDescription", "description": return .string(printedForm)
        case "advanced":
            return PointerCall.method(name) { call in .native(RawPointerValue(self.memory, offset: self.offset &+ (try call.int("by")), isMutable: self.isMutable)) }
        case "distance":
            return PointerCall.method(name) { call in
                guard case .native(let end as RawPointerValue) = try call.value("to") else { throw call.error("distance(to:) takes a raw pointer") }
                return .int(Int(truncatingIfNeeded: end.address &- self.address))
            }
        case "copyMemory":
            return PointerCall.method(name) { call in
                let count = try call.int("byteCount")
                if count < 0 { throw call.error("Fatal error: UnsafeMutableRawPointer.copyMemory with negative count") }
                guard case .native(let from as RawPointerValue) = try call.value("from") else {
                    throw call.error("not supported yet: copyMemory(from:byteCount:) from a value that is not a raw pointer")
                }
                let bytes = try from.memory.read(from.offset, count: count, call.interpreter, call.range, call.source)
                try self.memory.write(bytes, at: self.offset, call.interpreter, call.range, call.source)
                return .void
            }
        case "deallocate":
            return PointerCall.method(name) { call in
                try self.memory.checkAlive(call.interpreter, call.range, call.source)
                guard self.memory.origin == .allocated, self.offset == 0 else {
                    throw PointerMemory.undefined(self.offset == 0 ? "deallocating memory that allocate(byteCount:alignment:) did not make"
                                                                   : "deallocating from a pointer that is not the start of its memory", call.interpreter, call.range, call.source)
                }
                self.memory.end(because: "was deallocated")
                return .void
            }
        case "bindMemory", "assumingMemoryBound":
            return PointerCall.method(name) { call in
                guard let type = call.interpreter.typeRef(ofMetatype: try call.value("to")) else { throw call.error("\(name)(to:) takes a type") }
                guard self.offset == 0 else {
                    throw call.error("not supported yet: '\(name)' of a raw pointer past the start of its memory")
                }
                let width = max(1, RawBytes.width(of: type) ?? 1)
                let capacity = name == "bindMemory" ? try call.int("capacity") : self.memory.bound.map { $0.cells.cells.count } ?? self.memory.count / width
                let cells = try self.memory.bind(to: type, capacity: capacity, call.interpreter, call.range, call.source)
                return .native(PointerValue(cells, offset: 0, isMutable: self.isMutable))
            }
        case "initializeMemory", "withMemoryRebound":
            throw interpreter.runtimeError("not supported yet: '\(name)' of a raw pointer (ObsREPL's typed memory is cells of values, not bytes)", range, source)
        default: return nil
        }
    }
}

/// The raw pointer types as values: `UnsafeMutableRawPointer.allocate(byteCount:alignment:)`, `UnsafeRawPointer(p)`
/// and `UnsafeMutableRawPointer(mutating: p)` of a raw pointer, `UnsafeRawBufferPointer(start:count:)` and
/// `UnsafeRawBufferPointer(buffer)` of a raw buffer, `UnsafeMutableRawBufferPointer.allocate(byteCount:alignment:)`,
/// and `UnsafeRawPointer.self` as a type.
final class RawPointerTypeValue: NativeCallable {
    let isMutable: Bool
    let isBuffer: Bool

    init(isMutable: Bool, isBuffer: Bool = false) {
        self.isMutable = isMutable
        self.isBuffer = isBuffer
    }

    var typeName: String { (isMutable ? "UnsafeMutableRaw" : "UnsafeRaw") + (isBuffer ? "BufferPointer" : "Pointer") }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "self": return .metatype(.named(typeName, []))
        case "allocate" where isMutable:
            return PointerCall.method(name) { call in
                let count = try call.int("byteCount")
                if count < 0 { throw call.error("Fatal error: failed to allocate \(UInt(bitPattern: count)) bytes of memory with alignment 0") }
                try call.interpreter.checkArrayAllocation(count: count, sample: .int(0), call.range, call.source)
                let memory = RawMemory(bytes: Array(repeating: nil, count: count), origin: .allocated, interpreter: call.interpreter)
                if self.isBuffer { return .native(RawBytesValue(memory: memory, start: 0, count: count, isMutable: true)) }
                return .native(RawPointerValue(memory, offset: 0, isMutable: true))
            }
        default: return nil
        }
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        if isBuffer { return try buffer(arguments, interpreter, range, source) }
        guard arguments.count == 1 else {
            throw interpreter.runtimeError("not supported yet: this initializer of \(typeName) (ObsREPL makes one from another raw pointer)", range, source)
        }
        switch arguments[0].value {
        case .none: return .none
        case .native(let pointer as RawPointerValue): return .native(RawPointerValue(pointer.memory, offset: pointer.offset, isMutable: isMutable))
        case .optional(.native(let pointer as RawPointerValue)):
            return .optional(.native(RawPointerValue(pointer.memory, offset: pointer.offset, isMutable: isMutable)))
        case let other:
            throw interpreter.runtimeError("not supported yet: \(typeName) from a value of type '\(other.typeName)' (ObsREPL makes raw pointers by allocate(byteCount:alignment:) and from raw buffers)", range, source)
        }
    }

    /// `UnsafeRawBufferPointer(start: p, count: n)` (a nil start only with a count of 0) and `UnsafeRawBufferPointer(buffer)`.
    private func buffer(_ arguments: [Interpreter.ArgumentValue], _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Value {
        if arguments.count == 1, case .native(let other as RawBytesValue) = arguments[0].value {
            return .native(RawBytesValue(memory: other.memory, start: other.start, count: other.count, isMutable: isMutable))
        }
        let call = PointerCall(interpreter: interpreter, arguments: arguments, range: range, source: source, name: typeName)
        guard arguments.count == 2, arguments[0].label == "start" else {
            throw call.error("not supported yet: this initializer of \(typeName) (ObsREPL makes one from start:count: or another raw buffer)")
        }
        let count = try call.int("count")
        if count < 0 { throw call.error("Fatal error: \(typeName) has a negative count") }
        switch try call.value("start") {
        case .native(let start as RawPointerValue), .optional(.native(let start as RawPointerValue)):
            return .native(RawBytesValue(memory: start.memory, start: start.offset, count: count, isMutable: isMutable))
        case .none:
            if count != 0 { throw call.error("Fatal error: \(typeName) has a nil start and nonzero count") }
            return .native(RawBytesValue([], isMutable: isMutable, interpreter: interpreter))
        case let other: throw call.error("\(typeName)(start:count:) takes a raw pointer, not a value of type '\(other.typeName)'")
        }
    }
}
