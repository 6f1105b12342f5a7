/// Strings and arrays made through pointers: `String(cString:)` from a pointer, `String.withCString`,
/// `String(unsafeUninitializedCapacity:initializingUTF8With:)` and `Array(unsafeUninitializedCapacity:initializingWith:)`.
/// Faithful: the bytes are cells of a PointerMemory run (PointerMemory.swift), so reading past a C string's end or
/// an element the closure left uninitialized stops with an error; the text is made by Swift's own UTF-8 decoding.
/// Left out: `withCString(encodedAs:)`.
extension Interpreter {
    /// The bytes of the C string `pointer` points at, up to (not including) its NUL.
    func cStringBytes(at pointer: PointerValue, _ range: SourceRange, _ source: SourceText) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var index = pointer.offset
        while true {
            try countStep(range, source)
            let byte: UInt8
            switch try pointer.memory.read(index, self, range, source) {
            case .sized(let number): byte = UInt8(truncatingIfNeeded: number.bits)
            case .int(let number): byte = UInt8(truncatingIfNeeded: number)
            case let other: throw runtimeError("String(cString:) takes a pointer to CChar or UInt8, not to '\(other.typeName)'", range, source)
            }
            if byte == 0 { return bytes }
            bytes.append(byte)
            index += 1
        }
    }

    /// `text.withCString { p in ... }`: the text's UTF-8 bytes and a NUL, as `CChar`s lent to the closure.
    func lendCString(_ text: String, _ arguments: [ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> Value {
        guard let body = functionArgument(arguments, nil) else { throw runtimeError("withCString takes a closure", range, source) }
        let cells: [Value?] = text.utf8CString.map { .sized(SizedInt($0, kind: .int8)) }
        let memory = PointerMemory(cells: cells, element: .named("Int8", []), origin: .lent, interpreter: self)
        defer { memory.end(because: "was lent to a closure that has returned") }
        return try lend(.native(PointerValue(memory, offset: 0, isMutable: false)), to: body, range, source) {}
    }

    /// Memory of `capacity` uninitialized cells of `element`, lent to `body` as an UnsafeMutableBufferPointer (with
    /// `extra` after it); what the closure initialized of its first cells, and the closure's result, are returned.
    private func lendUninitialized(_ name: String, capacity: Int, element: TypeRef, _ range: SourceRange, _ source: SourceText,
                                   run body: (BufferPointerValue) throws -> Int) throws -> [Value] {
        if capacity < 0 { throw runtimeError("Fatal error: \(name) with negative capacity", range, source) }
        try checkArrayAllocation(count: capacity, sample: .int(0), range, source)
        let memory = PointerMemory(cells: Array(repeating: nil, count: capacity), element: element, origin: .lent, interpreter: self)
        defer { memory.end(because: "was lent to a closure that has returned") }
        let buffer = BufferPointerValue(start: PointerValue(memory, offset: 0, isMutable: true), count: capacity, isMutable: true,
                                        elementName: memory.elementName)
        let count = try body(buffer)
        guard count >= 0, count <= capacity else {
            throw runtimeError("Fatal error: \(name): the initialized count \(count) is outside the capacity \(capacity)", range, source)
        }
        return try (0..<count).map { try memory.read($0, self, range, source) }
    }

    /// `String(unsafeUninitializedCapacity: n) { buffer in ...; return count }`: the first `count` bytes as UTF-8
    /// (repaired where they are not, as Swift does).
    func stringFromUninitialized(_ arguments: [ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> Value {
        let name = "String(unsafeUninitializedCapacity:initializingUTF8With:)"
        let capacity = try intArgument(try requireArgument(arguments, "unsafeUninitializedCapacity", in: name, range, source), in: name, range, source)
        guard let body = arguments.last?.value, body.isFunction else { throw runtimeError("\(name) takes a closure", range, source) }
        let values = try lendUninitialized(name, capacity: capacity, element: .named("UInt8", []), range, source) { buffer in
            try intArgument(try invoke(body, [.native(buffer)], range, source), in: name, range, source)
        }
        let bytes = values.map { value -> UInt8 in
            if case .sized(let number) = value { return UInt8(truncatingIfNeeded: number.bits) }
            if case .int(let number) = value { return UInt8(truncatingIfNeeded: number) }
            return 0
        }
        return .string(String(decoding: bytes, as: UTF8.self))
    }

    /// `[T](unsafeUninitializedCapacity: n) { buffer, count in ... }`: the closure sets `count` to how many of the
    /// buffer's first elements it initialized.
    func arrayFromUninitialized(element: TypeRef?, _ arguments: [ArgumentValue], _ range: SourceRange, _ source: SourceText) throws -> Value {
        let name = "Array(unsafeUninitializedCapacity:initializingWith:)"
        let capacity = try intArgument(try requireArgument(arguments, "unsafeUninitializedCapacity", in: name, range, source), in: name, range, source)
        guard let body = arguments.last?.value, body.isFunction else { throw runtimeError("\(name) takes a closure", range, source) }
        let values = try lendUninitialized(name, capacity: capacity, element: element ?? .any, range, source) { buffer in
            var count = Value.int(0)
            _ = try invokeWithInout(body, &count, range, source, leading: [.native(buffer)])
            return try intArgument(count, in: name, range, source)
        }
        return .array(values)
    }
}
