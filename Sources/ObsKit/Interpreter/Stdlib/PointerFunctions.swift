/// The functions that lend a closure a pointer to a value: `withUnsafePointer(to:)`,
/// `withUnsafeMutablePointer(to:)`, `withUnsafeBytes(of:)`, `withUnsafeMutableBytes(of:)`,
/// `withUnsafeTemporaryAllocation(of:capacity:)` and `(byteCount:alignment:)`, and an array's `withUnsafeBufferPointer`,
/// `withUnsafeMutableBufferPointer`, `withContiguousStorageIfAvailable`, `withUnsafeBytes` and
/// `withUnsafeMutableBytes`. The pointer points at cells holding a copy of the value (PointerMemory); a mutable
/// one's final cells go back into the variable or array when the closure returns (or throws), as an `inout`
/// argument's value does. Using the pointer after the closure returned is undefined in Swift and stops here.
extension Stdlib {
    static func installPointerFunctions(into interpreter: Interpreter) {
        func define(_ name: String, _ body: @escaping BuiltinFunction.Body) {
            interpreter.globals.define(name, .builtin(BuiltinFunction(name, body: body)))
        }
        for mutable in [false, true] {
            let name = mutable ? "withUnsafeMutablePointer" : "withUnsafePointer"
            define(name) { interpreter, arguments, range, source in
                let (given, body) = try lentArguments(name, "to", arguments, mutable: mutable, interpreter, range, source)
                let type = given.staticType ?? interpreter.dynamicType(of: given.value)
                let memory = PointerMemory(cells: [given.value], element: type, origin: .lent, interpreter: interpreter)
                defer { memory.end(because: "was lent to a closure that has returned") }
                return try interpreter.lend(.native(PointerValue(memory, offset: 0, isMutable: mutable)), to: body, range, source) {
                    guard mutable else { return }
                    let final = try memory.read(0, interpreter, range, source)
                    try given.modify? { $0 = final }
                }
            }
        }
        for mutable in [false, true] {
            let name = mutable ? "withUnsafeMutableBytes" : "withUnsafeBytes"
            define(name) { interpreter, arguments, range, source in
                let (given, body) = try lentArguments(name, "of", arguments, mutable: mutable, interpreter, range, source)
                let bytes = RawBytesValue(try interpreter.bytes(of: [given.value], range, source), isMutable: mutable, interpreter: interpreter)
                defer { bytes.isEnded = true }
                return try interpreter.lend(.native(bytes), to: body, range, source) {
                    guard mutable else { return }
                    let final = interpreter.values(fromBytes: bytes.bytes, like: [given.value])
                    try given.modify? { $0 = final[0] }
                }
            }
        }
        define("withUnsafeTemporaryAllocation") { interpreter, arguments, range, source in
            let call = PointerCall(interpreter: interpreter, arguments: arguments, range: range, source: source, name: "withUnsafeTemporaryAllocation")
            if interpreter.argument(arguments, "byteCount") != nil {
                // The raw form: uninitialized bytes as an UnsafeMutableRawBufferPointer.
                let count = try call.int("byteCount")
                guard let body = interpreter.functionArgument(arguments, nil) else { throw call.error("withUnsafeTemporaryAllocation takes a closure") }
                if count < 0 { throw call.error("Fatal error: Allocation byte count must be greater than or equal to zero") }
                try interpreter.checkArrayAllocation(count: count, sample: .int(0), range, source)
                let memory = RawMemory(bytes: Array(repeating: nil, count: count), origin: .lent, interpreter: interpreter)
                defer { memory.end(because: "was lent to a closure that has returned") }
                return try interpreter.lend(.native(RawBytesValue(memory: memory, start: 0, count: count, isMutable: true)), to: body, range, source) {}
            }
            guard let type = interpreter.typeRef(ofMetatype: try call.value("of")), let body = interpreter.functionArgument(arguments, nil) else {
                throw call.error("withUnsafeTemporaryAllocation(of:capacity:_:) takes a type, a capacity and a closure")
            }
            let capacity = try call.int("capacity")
            if capacity < 0 { throw call.error("Fatal error: Allocation capacity must be greater than or equal to zero") }
            try interpreter.checkArrayAllocation(count: capacity, sample: .int(0), range, source)
            let memory = PointerMemory(cells: Array(repeating: nil, count: capacity), element: type, origin: .lent, interpreter: interpreter)
            defer { memory.end(because: "was lent to a closure that has returned") }
            let buffer = BufferPointerValue(start: PointerValue(memory, offset: 0, isMutable: true), count: capacity, isMutable: true,
                                            elementName: memory.elementName)
            return try interpreter.lend(.native(buffer), to: body, range, source) {}
        }
    }

    /// The value (or `&variable`) and the closure of a `with...(to:)` call.
    private static func lentArguments(_ name: String, _ label: String, _ arguments: [Interpreter.ArgumentValue], mutable: Bool,
                                      _ interpreter: Interpreter, _ range: SourceRange,
                                      _ source: SourceText) throws -> (Interpreter.ArgumentValue, Value) {
        guard arguments.count == 2, arguments[0].label == label, let body = interpreter.functionArgument(arguments, nil) else {
            throw interpreter.runtimeError("\(name)(\(label):_:) takes a value and a closure", range, source)
        }
        if mutable, arguments[0].modify == nil {
            throw interpreter.runtimeError("\(name)(\(label):_:) takes a variable passed with '&'", range, source)
        }
        return (arguments[0], body)
    }
}

extension Interpreter {
    /// Runs `body` with `pointer`, then `writeBack` (also when `body` throws, as an inout argument is written
    /// back); the closure's result is the call's.
    func lend(_ pointer: Value, to body: Value, _ range: SourceRange, _ source: SourceText, writeBack: () throws -> Void) throws -> Value {
        let result: Value
        do {
            result = try invoke(body, [pointer], range, source)
        } catch {
            try writeBack()
            throw error
        }
        try writeBack()
        return result
    }

    /// An array's `withUnsafeBufferPointer`, `withContiguousStorageIfAvailable` and `withUnsafeBytes`: its
    /// elements lent to the closure, read-only.
    func lendElements(_ name: String, _ elements: [Value], _ arguments: [ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard let body = functionArgument(arguments, nil) else { throw runtimeError("\(name) takes a closure", range, source) }
        if name == "withUnsafeBytes" {
            let bytes = RawBytesValue(try self.bytes(of: elements, range, source), isMutable: false, interpreter: self)
            defer { bytes.isEnded = true }
            return try lend(.native(bytes), to: body, range, source) {}
        }
        let buffer = lentBuffer(elements, isMutable: false)
        defer { buffer.start?.memory.end(because: "was lent to a closure that has returned") }
        let result = try lend(.native(buffer), to: body, range, source) {}
        return name == "withContiguousStorageIfAvailable" ? result.asOptional : result
    }

    /// An array's `withUnsafeMutableBufferPointer` and `withUnsafeMutableBytes`: its elements lent to the
    /// closure, and what the cells hold at its end put back.
    func lendElementsMutably(_ name: String, _ elements: inout [Value], _ arguments: [ArgumentValue], _ range: SourceRange,
                             _ source: SourceText) throws -> Value {
        guard let body = functionArgument(arguments, nil) else { throw runtimeError("\(name) takes a closure", range, source) }
        let original = elements
        var final: [Value] = elements
        defer { elements = final }
        if name == "withUnsafeMutableBytes" {
            let bytes = RawBytesValue(try self.bytes(of: elements, range, source), isMutable: true, interpreter: self)
            defer { bytes.isEnded = true }
            return try lend(.native(bytes), to: body, range, source) { final = values(fromBytes: bytes.bytes, like: original) }
        }
        let buffer = lentBuffer(elements, isMutable: true)
        let memory = buffer.start!.memory
        defer { memory.end(because: "was lent to a closure that has returned") }
        return try lend(.native(buffer), to: body, range, source) {
            final = try (0..<original.count).map { try memory.read($0, self, range, source) }
        }
    }

    private func lentBuffer(_ elements: [Value], isMutable: Bool) -> BufferPointerValue {
        var element = TypeRef.any
        if case .array(let type) = dynamicType(of: .array(elements)) { element = type }
        let memory = PointerMemory(cells: elements, element: element, origin: .lent, interpreter: self)
        return BufferPointerValue(start: PointerValue(memory, offset: 0, isMutable: isMutable), count: elements.count, isMutable: isMutable,
                                  elementName: memory.elementName)
    }

    /// The bytes of `values` as Swift lays them out (LayoutBytes.swift): one value's `size` bytes, or an array's
    /// elements one stride after another.
    func bytes(of values: [Value], _ range: SourceRange, _ source: SourceText) throws -> [UInt8] {
        var all: [UInt8] = []
        for value in values {
            let type = dynamicType(of: value)
            guard let bytes = layoutBytes(of: value), let layout = layout(of: type) else {
                throw runtimeError("not supported yet: the bytes of a value of type '\(typeDescription(type, qualified: false))' (ObsREPL has the bytes of numbers, Bool, and tuples and structs of them)", range, source)
            }
            all += bytes
            if values.count > 1 { all += Array(repeating: 0, count: max(0, layout.stride - bytes.count)) }
        }
        return all
    }

    /// Values of the types of `originals`, made from `bytes` laid out as `bytes(of: originals)` lays them (an
    /// original whose bytes cannot be read back stays as it was).
    func values(fromBytes bytes: [UInt8], like originals: [Value]) -> [Value] {
        var offset = 0
        return originals.map { original in
            let type = dynamicType(of: original)
            guard let layout = layout(of: type) else { return original }
            defer { offset += originals.count > 1 ? layout.stride : layout.size }
            guard offset + layout.size <= bytes.count else { return original }
            return layoutValue(bytes[offset..<(offset + layout.size)], as: type) ?? original
        }
    }
}
