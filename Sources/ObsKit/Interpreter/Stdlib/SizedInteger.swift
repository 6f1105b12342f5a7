/// Swift's fixed-width integers other than `Int` (`Int8`...`Int64`, `UInt`, `UInt8`...`UInt64`): a value is
/// its kind and its bit pattern; every operation runs on the real Swift type, so bounds, overflow traps,
/// wrapping operators and shifts are Swift's own. (`Int` stays `Value.int`, the fast path.)
enum IntKind: UInt8, CaseIterable, Sendable {
    case int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64

    var name: String {
        switch self {
        case .int8: return "Int8"
        case .int16: return "Int16"
        case .int32: return "Int32"
        case .int64: return "Int64"
        case .uint: return "UInt"
        case .uint8: return "UInt8"
        case .uint16: return "UInt16"
        case .uint32: return "UInt32"
        case .uint64: return "UInt64"
        }
    }

    static let byName: [String: IntKind] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// Runs `operation` on the Swift type this kind names.
    func run<O: IntegerOperation>(_ operation: O) throws -> O.Result {
        switch self {
        case .int8: return try operation.run(Int8.self)
        case .int16: return try operation.run(Int16.self)
        case .int32: return try operation.run(Int32.self)
        case .int64: return try operation.run(Int64.self)
        case .uint: return try operation.run(UInt.self)
        case .uint8: return try operation.run(UInt8.self)
        case .uint16: return try operation.run(UInt16.self)
        case .uint32: return try operation.run(UInt32.self)
        case .uint64: return try operation.run(UInt64.self)
        }
    }

    /// The unsigned kind of the same width (what `magnitude` returns).
    var unsigned: IntKind {
        switch self {
        case .int8: return .uint8
        case .int16: return .uint16
        case .int32: return .uint32
        case .int64: return .uint64
        default: return self
        }
    }

    var signed: IntKind {
        switch self {
        case .uint8: return .int8
        case .uint16: return .int16
        case .uint32: return .int32
        case .uint64: return .int64
        default: return self
        }
    }
}

/// Work done on a concrete integer type, chosen by an `IntKind`.
protocol IntegerOperation {
    associatedtype Result
    func run<T: FixedWidthInteger>(_ type: T.Type) throws -> Result
}

/// A value of a fixed-width integer type: its kind and its bits (sign-extended to 64).
struct SizedInt: Sendable {
    let kind: IntKind
    let bits: UInt64

    init<T: FixedWidthInteger>(_ value: T, kind: IntKind) {
        self.kind = kind
        bits = UInt64(truncatingIfNeeded: value)
    }

    func value<T: FixedWidthInteger>(as type: T.Type) -> T {
        T(truncatingIfNeeded: bits)
    }

    var isSigned: Bool { kind.signed == kind && kind != .uint }

    var description: String {
        isSigned ? String(Int64(bitPattern: bits)) : String(bits)
    }

    /// The value as an Int, or nil when it does not fit (a UInt64 above Int.max).
    var intValue: Int? {
        isSigned ? Int(Int64(bitPattern: bits)) : (bits <= UInt64(Int.max) ? Int(bits) : nil)
    }

    var doubleValue: Double { isSigned ? Double(Int64(bitPattern: bits)) : Double(bits) }

    /// Compares mathematical values across kinds (Swift's heterogeneous comparisons).
    static func order(_ a: SizedInt, _ b: SizedInt) -> Int {
        let aNegative = a.isSigned && Int64(bitPattern: a.bits) < 0
        let bNegative = b.isSigned && Int64(bitPattern: b.bits) < 0
        if aNegative != bNegative { return aNegative ? -1 : 1 }
        if aNegative { return Int64(bitPattern: a.bits) < Int64(bitPattern: b.bits) ? -1 : (a.bits == b.bits ? 0 : 1) }
        return a.bits < b.bits ? -1 : (a.bits == b.bits ? 0 : 1)
    }

    /// An Int as this kind when it fits.
    static func exactly(_ number: Int, kind: IntKind) -> SizedInt? {
        try? kind.run(Exactly(number: number, kind: kind))
    }

    private struct Exactly: IntegerOperation {
        let number: Int
        let kind: IntKind
        func run<T: FixedWidthInteger>(_ type: T.Type) throws -> SizedInt? {
            T(exactly: number).map { SizedInt($0, kind: kind) }
        }
    }

    /// An Int's low bits as this kind (`init(truncatingIfNeeded:)`).
    static func truncating(_ number: Int, kind: IntKind) -> SizedInt {
        SizedInt(bits: UInt64(truncatingIfNeeded: number), kind: kind)
    }

    /// A 64-bit pattern cut to the kind's width (and sign-extended back), as `truncatingIfNeeded` does.
    init(bits: UInt64, kind: IntKind) {
        self = (try? kind.run(Truncate(bits: bits, kind: kind)))!
    }

    private struct Truncate: IntegerOperation {
        let bits: UInt64
        let kind: IntKind
        func run<T: FixedWidthInteger>(_ type: T.Type) throws -> SizedInt {
            SizedInt(T(truncatingIfNeeded: bits), kind: kind)
        }
    }
}

extension SizedInt: Equatable {
    static func == (left: SizedInt, right: SizedInt) -> Bool { order(left, right) == 0 }
}
