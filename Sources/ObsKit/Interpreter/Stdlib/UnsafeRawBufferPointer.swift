/// `UnsafeRawBufferPointer` and `UnsafeMutableRawBufferPointer` (one class) as `withUnsafeBytes(of:)`,
/// `withUnsafeMutableBytes(of:)` and an array's `withUnsafeBytes` lend them: the bytes of integers, `Double`,
/// `Float` and `Bool`, little-endian as on the machines Swift runs on here. Faithful for `count`, indices,
/// iteration (`UInt8`s), `Array(bytes)`, subscripts (with Swift's debug bounds trap) and `load(fromByteOffset:as:)`
/// of those types. Left out: the bytes of other values (strings, structs, classes), `baseAddress` (raw
/// pointers), `storeBytes`, `bindMemory`, `copyMemory`.
final class RawBytesValue: NativeObject, NativeSequence, NativeSubscript {
    var bytes: [UInt8]
    let isMutable: Bool
    /// Set when the closure they were lent to returned.
    var isEnded = false

    init(_ bytes: [UInt8], isMutable: Bool) {
        self.bytes = bytes
        self.isMutable = isMutable
    }

    var typeName: String { isMutable ? "UnsafeMutableRawBufferPointer" : "UnsafeRawBufferPointer" }

    private func checkAlive(_ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws {
        if isEnded { throw PointerMemory.undefined("using bytes after the closure they were lent to returned", interpreter, range, source) }
    }

    func makeIterator(_ interpreter: Interpreter) throws -> ValueIterator {
        ValueIterator(bytes.map { .sized(SizedInt($0, kind: .uint8)) })
    }

    private func index(_ keys: [Value], _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Int {
        try checkAlive(interpreter, range, source)
        guard keys.count == 1, case .int(let index) = keys[0] else {
            throw interpreter.runtimeError("not supported yet: this subscript of an \(typeName) (ObsREPL takes one Int)", range, source)
        }
        guard bytes.indices.contains(index) else {
            throw interpreter.runtimeError("Fatal error: index \(index) is out of range of an \(typeName) of \(bytes.count) bytes", range, source)
        }
        return index
    }

    func subscriptGet(_ keys: [Value], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        .sized(SizedInt(bytes[try index(keys, interpreter, range, source)], kind: .uint8))
    }

    func subscriptSet(_ keys: [Value], _ value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws {
        let position = try index(keys, interpreter, range, source)
        switch value {
        case .sized(let byte) where byte.kind == .uint8: bytes[position] = UInt8(truncatingIfNeeded: byte.bits)
        case .int(let number) where UInt8(exactly: number) != nil: bytes[position] = UInt8(number)
        default: throw interpreter.runtimeError("cannot assign value of type '\(value.typeName)' to a byte (UInt8)", range, source)
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "count": return .int(bytes.count)
        case "isEmpty": return .bool(bytes.isEmpty)
        case "startIndex": return .int(0)
        case "endIndex": return .int(bytes.count)
        case "indices": return .range(lower: 0, upper: bytes.count, closed: false)
        case "load":
            return PointerCall.method(name) { call in
                try self.checkAlive(call.interpreter, call.range, call.source)
                let offset = try call.interpreter.argument(call.arguments, "fromByteOffset").map { try call.interpreter.intArgument($0, in: name, call.range, call.source) } ?? 0
                guard let type = call.interpreter.typeRef(ofMetatype: try call.value("as")), let width = RawBytes.width(of: type) else {
                    throw call.error("not supported yet: load(as:) of this type (ObsREPL loads integers, Double, Float and Bool)")
                }
                guard offset >= 0, offset <= self.bytes.count - width else { throw call.error("Fatal error: UnsafeRawBufferPointer.load out of bounds") }
                return RawBytes.value(Array(self.bytes[offset..<(offset + width)]), as: type)!
            }
        case "baseAddress", "storeBytes", "bindMemory", "copyMemory", "copyBytes", "assumingMemoryBound", "withMemoryRebound", "loadUnaligned":
            throw interpreter.runtimeError("not supported yet: '\(name)' of an \(typeName) (ObsREPL has no raw pointers)", range, source)
        default:
            let copy = Value.array(bytes.map { .sized(SizedInt($0, kind: .uint8)) })
            return try interpreter.libraryProperty(name, of: copy, range, source) ?? interpreter.libraryMethodValue(name, of: copy)
        }
    }
}

/// The bytes of the values that have them here, and values made from bytes.
enum RawBytes {
    /// Little-endian bytes of a number or a Bool; nil for other values.
    static func bytes(of value: Value) -> [UInt8]? {
        func littleEndian(_ bits: UInt64, _ width: Int) -> [UInt8] { (0..<width).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) } }
        switch value {
        case .int(let number): return littleEndian(UInt64(bitPattern: Int64(number)), 8)
        case .sized(let number): return littleEndian(number.bits, number.kind.bitWidth / 8)
        case .double(let number): return littleEndian(number.bitPattern, 8)
        case .float(let number): return littleEndian(UInt64(number.bitPattern), 4)
        case .bool(let flag): return [flag ? 1 : 0]
        case .tuple(let tuple):
            // A tuple of numbers of one width (`uuid.uuid`, 16 UInt8s) is laid out with no padding: one after another.
            let parts = tuple.elements.map { bytes(of: $0) }
            guard let first = parts.first??.count, parts.allSatisfy({ $0?.count == first }) else { return nil }
            return parts.flatMap { $0! }
        default: return nil
        }
    }

    /// How many bytes a value of `type` takes, for the types `value(_:as:)` makes.
    static func width(of type: TypeRef) -> Int? {
        switch type.nominalName {
        case "Int", "Double", "Float64": return 8
        case "Float", "Float32": return 4
        case "Bool": return 1
        case let name?: return IntKind.byName[name].map { $0.bitWidth / 8 }
        default: return nil
        }
    }

    /// The value of `type` whose little-endian bytes are `bytes` (`width(of:)` of them); nil for other types.
    static func value(_ bytes: [UInt8], as type: TypeRef) -> Value? {
        let bits = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * $1.offset) }
        switch type.nominalName {
        case "Int": return .int(Int(Int64(bitPattern: bits)))
        case "Double", "Float64": return .double(Double(bitPattern: bits))
        case "Float", "Float32": return .float(Float(bitPattern: UInt32(truncatingIfNeeded: bits)))
        // Swift's Bool is the byte's lowest bit (other bit patterns are undefined).
        case "Bool": return .bool(bits & 1 == 1)
        case let name?: return IntKind.byName[name].map { .sized(SizedInt(bits: bits, kind: $0)) }
        default: return nil
        }
    }
}
