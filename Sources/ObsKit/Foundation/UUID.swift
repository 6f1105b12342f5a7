import Foundation

/// Foundation's `UUID`, the real one: random as Swift's (so a fixture prints only its shape), `uuidString`,
/// `UUID(uuidString:)`, `UUID(uuid:)` and `uuid` (its sixteen bytes), equality, hashing, printing. Faithful.
final class UUIDValue: NativeValue {
    let uuid: Foundation.UUID

    init(_ uuid: Foundation.UUID) {
        self.uuid = uuid
    }

    var typeName: String { "UUID" }
    var printedForm: String { uuid.uuidString }

    func isEqual(to other: NativeValue) -> Bool? { (other as? UUIDValue).map { $0.uuid == uuid } }
    func hash(into hasher: inout Hasher) { hasher.combine(uuid) }
    func order(comparedTo other: NativeValue) -> Int? {
        guard let other = other as? UUIDValue else { return nil }
        return uuid < other.uuid ? -1 : (uuid == other.uuid ? 0 : 1)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "uuidString", "description": return .string(uuid.uuidString)
        case "hashValue": return .int(uuid.hashValue)
        case "uuid":
            // `uuid_t`: the sixteen bytes, a tuple of UInt8.
            let bytes = withUnsafeBytes(of: uuid.uuid) { Array($0) }
            return .tuple(TupleValue(elements: bytes.map { .sized(SizedInt($0, kind: .uint8)) }, labels: Array(repeating: nil, count: 16)))
        default: return nil
        }
    }
}

/// `UUID()`, `UUID(uuidString:)` and `UUID(uuid:)`.
final class UUIDType: NativeCallable {
    var typeName: String { "UUID.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard let first = arguments.first else { return .native(UUIDValue(Foundation.UUID())) }
        if first.label == "uuid", case .tuple(let tuple) = first.value, tuple.elements.count == 16 {
            // `UUID(uuid: (0x12, 0x34, ...))`: sixteen bytes (integer literals, or UInt8s).
            var bytes: [UInt8] = []
            for element in tuple.elements {
                switch element {
                case .int(let number) where (0...255).contains(number): bytes.append(UInt8(number))
                case .sized(let number) where number.kind == .uint8: bytes.append(UInt8(truncatingIfNeeded: number.bits))
                default: throw interpreter.runtimeError("UUID(uuid:) takes sixteen UInt8 values", range, source)
                }
            }
            let uuid = bytes.withUnsafeBytes { $0.loadUnaligned(as: uuid_t.self) }
            return .native(UUIDValue(Foundation.UUID(uuid: uuid)))
        }
        guard first.label == "uuidString", let text = first.value.stringContent else {
            throw interpreter.runtimeError("no exact matches in call to initializer 'UUID'", range, source)
        }
        return Foundation.UUID(uuidString: text).map { .optional(.native(UUIDValue($0))) } ?? Value.none
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
