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

extension RawBytes {
    /// The bytes `storeBytes(of: value, as: type)` writes: the value as `type` (a literal `9` stored as a `UInt16`
    /// is two bytes, `2.5` stored as a `Float` four); nil when `type` has no bytes here or the value is not of it.
    static func bytes(of value: Value, as type: TypeRef) -> [UInt8]? {
        guard let width = width(of: type) else { return nil }
        switch (type.nominalName, value) {
        case ("Float"?, .double(let number)), ("Float32"?, .double(let number)): return bytes(of: .float(Float(number)))
        case ("Double"?, .int(let number)), ("Float64"?, .int(let number)): return bytes(of: .double(Double(number)))
        case ("Float"?, .int(let number)), ("Float32"?, .int(let number)): return bytes(of: .float(Float(number)))
        default:
            guard let all = bytes(of: value), all.count >= width else { return nil }
            return Array(all.prefix(width))
        }
    }
}
