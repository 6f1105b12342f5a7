/// `UnsafePointer<T>` and `UnsafeMutablePointer<T>` (one class; `isMutable` tells them apart, and the compiler
/// check keeps the mutating members off the first): a cell of a `PointerMemory` run and its neighbours.
/// Faithful for `pointee`, subscripts, arithmetic and comparison, `initialize`/`update`/`move`/`deinitialize`/`moveInitialize`,
/// `deallocate()`, with Swift's debug traps; undefined behaviour stops with an error (PointerMemory). Left out:
/// raw memory (`UnsafeRawPointer(p)`; `withMemoryRebound` copies, BufferRebinding.swift), `pointer(to:)`.
final class PointerValue: NativeValue, NativeSubscript, NativeArithmetic {
    let memory: PointerMemory
    /// The cell this pointer points at, from the first of the run (it may be anywhere, as a pointer may).
    let offset: Int
    let isMutable: Bool

    init(_ memory: PointerMemory, offset: Int, isMutable: Bool) {
        self.memory = memory
        self.offset = offset
        self.isMutable = isMutable
    }

    var typeName: String { (isMutable ? "UnsafeMutablePointer<" : "UnsafePointer<") + memory.elementName + ">" }
    var address: UInt64 { memory.address &+ UInt64(bitPattern: Int64(offset &* memory.stride)) }
    var printedForm: String { PointerMemory.hex(address) }

    /// Wrapping, as a machine address does: a pointer far outside its memory is caught where it is used.
    func moved(by distance: Int) -> PointerValue { PointerValue(memory, offset: offset &+ distance, isMutable: isMutable) }

    func isEqual(to other: NativeValue) -> Bool? {
        guard let other = other as? PointerValue else { return nil }
        return address == other.address
    }

    func hash(into hasher: inout Hasher) { hasher.combine(address) }

    func order(comparedTo other: NativeValue) -> Int? {
        guard let other = other as? PointerValue else { return nil }
        return address < other.address ? -1 : (address == other.address ? 0 : 1)
    }

    func apply(_ op: BinaryOperator, _ other: Value, selfOnLeft: Bool, interpreter: Interpreter, range: SourceRange,
               source: SourceText) throws -> Value? {
        switch (op, other) {
        case (.add, .int(let distance)): return .native(moved(by: distance))
        case (.subtract, .int(let distance)) where selfOnLeft: return .native(moved(by: 0 &- distance))
        case (.subtract, .native(let start as PointerValue)) where selfOnLeft: return .int(try start.distance(to: self, interpreter, range, source))
        default: return nil
        }
    }

    /// The pointers from here to `end` (`start..<end`, `start...end`); nil when `end` is in other memory.
    func walk(to end: PointerValue, closed: Bool) -> ValueIterator? {
        guard end.memory === memory else { return nil }
        var next = offset
        let stop = closed ? end.offset &+ 1 : end.offset
        return ValueIterator {
            guard next < stop else { return nil }
            defer { next += 1 }
            return .native(PointerValue(self.memory, offset: next, isMutable: self.isMutable))
        }
    }

    /// `distance(to:)`: elements from here to `end`, both in one run (Swift leaves other pairs undefined).
    func distance(to end: PointerValue, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Int {
        guard end.memory === memory else {
            throw PointerMemory.undefined("the distance between pointers into different memory", interpreter, range, source)
        }
        return end.offset &- offset
    }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        try memory.read(offset &+ index(keys, interpreter, range, source), interpreter, range, source)
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        try memory.write(value, at: offset &+ index(keys, interpreter, range, source), interpreter, range, source)
    }

    private func index(_ keys: [Value], _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Int {
        guard keys.count == 1, case .int(let index) = keys[0] else {
            throw interpreter.runtimeError("a pointer's subscript takes one Int", range, source)
        }
        return index
    }

    func setMember(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Bool {
        guard name == "pointee", isMutable else { return false }
        try memory.write(value, at: offset, interpreter, range, source)
        return true
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "pointee": return try memory.read(offset, interpreter, range, source)
        case "hashValue": return .int(address.hashValue)
        case "debugDescription", "description": return .string(printedForm)
        case "successor": return PointerCall.method(name) { _ in .native(self.moved(by: 1)) }
        case "predecessor": return PointerCall.method(name) { _ in .native(self.moved(by: -1)) }
        case "advanced": return PointerCall.method(name) { call in .native(self.moved(by: try call.int("by"))) }
        case "distance":
            return PointerCall.method(name) { call in
                guard case .native(let end as PointerValue) = try call.value("to") else { throw call.error("distance(to:) takes a pointer") }
                return .int(try self.distance(to: end, call.interpreter, call.range, call.source))
            }
        case "deallocate":
            return PointerCall.method(name) { call in
                try self.memory.checkAlive(call.interpreter, call.range, call.source)
                guard self.memory.origin == .allocated, self.offset == 0 else {
                    throw PointerMemory.undefined(self.offset == 0 ? "deallocating memory that allocate(capacity:) did not make"
                                                                   : "deallocating from a pointer that is not the start of its memory", call.interpreter, call.range, call.source)
                }
                self.memory.end(because: "was deallocated")
                return .void
            }
        case "initialize", "update", "assign": return PointerCall.method(name) { call in try self.store(name, call) }
        case "deinitialize":
            return PointerCall.method(name) { call in
                let count = try call.int("count")
                try self.memory.checkRun(self.offset, count: count, negative: "UnsafeMutablePointer.deinitialize with negative count", call.interpreter, call.range, call.source)
                for index in 0..<count { self.memory.cells[self.offset + index] = nil }
                return .void
            }
        case "move":
            return PointerCall.method(name) { call in
                let value = try self.memory.read(self.offset, call.interpreter, call.range, call.source)
                self.memory.cells[self.offset] = nil
                return value
            }
        case "moveInitialize", "moveUpdate", "moveAssign": return PointerCall.method(name) { call in try self.moveIn(name, call) }
        case "withMemoryRebound": return PointerCall.method(name) { call in try call.interpreter.rebind(self, call) }
        case "pointer":
            throw interpreter.runtimeError("not supported yet: '\(name)' of a pointer (ObsREPL's pointers are typed cells, not raw memory)", range, source)
        default: return nil
        }
    }

    /// `moveInitialize(from:count:)` and `moveUpdate(from:count:)`: the source's values moved here (the source's
    /// cells left uninitialized), correct when the two runs overlap, as Swift's are.
    private func moveIn(_ name: String, _ call: PointerCall) throws -> Value {
        let interpreter = call.interpreter
        let count = try call.int("count")
        guard case .native(let from as PointerValue) = try call.value("from") else { throw call.error("\(name)(from:count:) takes a pointer") }
        try memory.checkRun(offset, count: count, negative: "UnsafeMutablePointer.\(name) with negative count", interpreter, call.range, call.source)
        let values = try (0..<count).map { try from.memory.read(from.offset &+ $0, interpreter, call.range, call.source) }
        for index in 0..<count { from.memory.cells[from.offset + index] = nil }
        for (index, value) in values.enumerated() { memory.cells[offset + index] = value }
        return .void
    }

    /// `initialize(to:)`, `initialize(repeating:count:)`, `update(repeating:count:)`, `update(from:count:)` (and
    /// `initialize(from:count:)`), and their old `assign` names: values put in cells (with values as ObsREPL's
    /// are, replacing one needs no deinitialization first, so the two differ only in name).
    private func store(_ name: String, _ call: PointerCall) throws -> Value {
        let interpreter = call.interpreter
        let kind = name == "initialize" ? "initialize" : "update"
        if let value = interpreter.argument(call.arguments, "to") {
            try memory.write(value, at: offset, interpreter, call.range, call.source)
            return .void
        }
        let count = try call.int("count")
        var values: [Value]
        if let repeated = interpreter.argument(call.arguments, "repeating") {
            try memory.checkRun(offset, count: count, negative: "UnsafeMutablePointer.\(kind)(repeating:count:): negative count", interpreter, call.range, call.source)
            values = Array(repeating: repeated, count: count)
        } else {
            try memory.checkRun(offset, count: count, negative: "UnsafeMutablePointer.\(kind) with negative count", interpreter, call.range, call.source)
            switch try call.value("from") {
            case .native(let from as PointerValue):
                values = try (0..<count).map { try from.memory.read(from.offset &+ $0, interpreter, call.range, call.source) }
            case .array(let elements) where elements.count >= count:
                // An array passed where a pointer is expected points at its elements (Swift's array-to-pointer conversion).
                values = Array(elements.prefix(count))
            case let other:
                throw call.error("\(name)(from:count:) takes a pointer to \(count) elements, not a value of type '\(other.typeName)'")
            }
        }
        for (index, value) in values.enumerated() { memory.cells[offset + index] = value }
        return .void
    }
}

/// One call of a pointer's method: its arguments, and where to report.
struct PointerCall {
    let interpreter: Interpreter
    let arguments: [Interpreter.ArgumentValue]
    let range: SourceRange
    let source: SourceText
    let name: String

    func value(_ label: String?) throws -> Value {
        try interpreter.requireArgument(arguments, label, in: name, range, source)
    }

    func int(_ label: String?) throws -> Int {
        try interpreter.intArgument(try value(label), in: name, range, source)
    }

    func error(_ message: String) -> ObsDiagnostic { interpreter.runtimeError(message, range, source) }

    /// A method of a pointer value as a built-in, its body given the call.
    static func method(_ name: String, _ body: @escaping (PointerCall) throws -> Value) -> Value {
        .builtin(BuiltinFunction(name) { interpreter, arguments, range, source in
            try body(PointerCall(interpreter: interpreter, arguments: arguments, range: range, source: source, name: name))
        })
    }
}
