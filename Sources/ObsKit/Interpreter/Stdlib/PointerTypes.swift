/// The typed pointer types as values (`UnsafeMutablePointer<Int>`, or `UnsafePointer` with its element type
/// left to the argument): `allocate(capacity:)` and the initializers that make one pointer from another
/// (`UnsafePointer(p)`, `UnsafeMutablePointer(mutating:)`, `UnsafeBufferPointer(start:count:)`,
/// `UnsafeBufferPointer(buffer)`, `UnsafeMutableBufferPointer(mutating:)`), with Swift's debug traps. Left out:
/// `init(bitPattern:)` (`rebasing:` a slice is here; the raw pointer types are in UnsafeRawPointer.swift).
final class PointerTypeValue: NativeCallable, NativeGenericType {
    enum Kind: String, CaseIterable {
        case pointer = "UnsafePointer", mutablePointer = "UnsafeMutablePointer"
        case buffer = "UnsafeBufferPointer", mutableBuffer = "UnsafeMutableBufferPointer"

        var isMutable: Bool { self == .mutablePointer || self == .mutableBuffer }
        var isBuffer: Bool { self == .buffer || self == .mutableBuffer }
    }

    let kind: Kind
    /// The element type when it was written (`UnsafeMutablePointer<Int>`).
    let element: TypeRef?

    init(_ kind: Kind, element: TypeRef?) {
        self.kind = kind
        self.element = element
    }

    var typeName: String { kind.rawValue }

    func specialized(_ arguments: [TypeRef]) -> Value {
        .native(PointerTypeValue(kind, element: arguments.count == 1 ? arguments[0] : nil))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "allocate" else { return nil }
        return PointerCall.method(name) { call in
            let capacity = try call.int("capacity")
            guard let element = self.element else {
                throw call.error("not supported yet: \(self.kind.rawValue).allocate(capacity:) without its element type written (\(self.kind.rawValue)<Int>.allocate)")
            }
            let stride = call.interpreter.layout(of: element)?.stride ?? 8
            if capacity < 0 || capacity.multipliedReportingOverflow(by: stride).overflow {
                // Swift asks for alignment 0 (the allocator's own) for every alignment up to 16, so its message says 0.
                throw call.error("Fatal error: failed to allocate \(UInt(bitPattern: capacity &* stride)) bytes of memory with alignment 0")
            }
            try call.interpreter.checkArrayAllocation(count: capacity, sample: .int(0), call.range, call.source)
            let memory = PointerMemory(cells: Array(repeating: nil, count: capacity), element: element, origin: .allocated, interpreter: call.interpreter)
            let start = PointerValue(memory, offset: 0, isMutable: true)
            guard self.kind.isBuffer else { return .native(start) }
            return .native(BufferPointerValue(start: start, count: capacity, isMutable: true, elementName: memory.elementName))
        }
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        let call = PointerCall(interpreter: interpreter, arguments: arguments, range: range, source: source, name: kind.rawValue)
        if kind.isBuffer, interpreter.argument(arguments, "start") != nil { return try buffer(start: call) }
        if kind.isBuffer, arguments.count == 1, arguments[0].label == "rebasing" {
            guard case .native(let slice as BufferPointerValue) = arguments[0].value else {
                throw call.error("\(kind.rawValue)(rebasing:) takes a slice of a buffer pointer")
            }
            return .native(slice.rebased(isMutable: kind.isMutable))
        }
        guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "mutating" else {
            throw call.error("not supported yet: this initializer of \(kind.rawValue) (ObsREPL makes one from another pointer\(kind.isBuffer ? " or from start:count:" : ""))")
        }
        // An optional pointer gives an optional one (`UnsafePointer(buffer.baseAddress)`).
        switch arguments[0].value {
        case .none: return .none
        case .optional(let wrapped): return .optional(try converted(wrapped, call))
        case let given: return try converted(given, call)
        }
    }

    private func converted(_ given: Value, _ call: PointerCall) throws -> Value {
        switch given {
        case .native(let pointer as PointerValue) where !kind.isBuffer:
            return .native(PointerValue(pointer.memory, offset: pointer.offset, isMutable: kind.isMutable))
        case .native(let buffer as BufferPointerValue) where kind.isBuffer:
            let start = buffer.start.map { PointerValue($0.memory, offset: $0.offset, isMutable: kind.isMutable) }
            return .native(BufferPointerValue(start: start, count: buffer.count, isMutable: kind.isMutable, elementName: buffer.elementName))
        default:
            throw call.error("not supported yet: \(kind.rawValue) from a value of type '\(given.typeName)' (ObsREPL's pointers are made by allocate(capacity:), withUnsafe... functions and other pointers)")
        }
    }

    /// `UnsafeBufferPointer(start: p, count: n)`: `p` may be nil only with a count of 0.
    private func buffer(start call: PointerCall) throws -> Value {
        let count = try call.int("count")
        var start: PointerValue?
        switch try call.value("start") {
        case .none: start = nil
        case .native(let pointer as PointerValue), .optional(.native(let pointer as PointerValue)): start = pointer
        case let other: throw call.error("\(kind.rawValue)(start:count:) takes a pointer, not a value of type '\(other.typeName)'")
        }
        if count < 0 { throw call.error("Fatal error: \(kind.rawValue) with negative count") }
        if start == nil, count != 0 { throw call.error("Fatal error: \(kind.rawValue) has a nil start and nonzero count") }
        let elementName = start?.memory.elementName ?? element.map { call.interpreter.typeDescription($0, qualified: false) } ?? "Any"
        return .native(BufferPointerValue(start: start.map { PointerValue($0.memory, offset: $0.offset, isMutable: kind.isMutable) },
                                          count: count, isMutable: kind.isMutable, elementName: elementName))
    }
}

/// A library generic type the interpreter provides as a value: written with its arguments
/// (`UnsafeMutablePointer<Int>`), it becomes the value that knows them.
protocol NativeGenericType: NativeObject {
    func specialized(_ arguments: [TypeRef]) -> Value
}

extension Stdlib {
    static func installPointerTypes(into interpreter: Interpreter) {
        for kind in PointerTypeValue.Kind.allCases {
            interpreter.globals.define(kind.rawValue, .native(PointerTypeValue(kind, element: nil)))
        }
        for mutable in [false, true] {
            for buffer in [false, true] {
                let type = RawPointerTypeValue(isMutable: mutable, isBuffer: buffer)
                interpreter.globals.define(type.typeName, .native(type))
            }
        }
        interpreter.globals.define("Unmanaged", .native(UnmanagedType()))
        installPointerFunctions(into: interpreter)
    }
}
