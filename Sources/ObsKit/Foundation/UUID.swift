import Foundation

/// Foundation's `UUID`, the real one: random as Swift's (so a fixture prints only its shape), `uuidString`,
/// `UUID(uuidString:)`, equality, hashing, printing. Faithful.
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
        default: return nil
        }
    }
}

/// `UUID()` and `UUID(uuidString:)`.
final class UUIDType: NativeCallable {
    var typeName: String { "UUID.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard let first = arguments.first else { return .native(UUIDValue(Foundation.UUID())) }
        guard first.label == "uuidString", let text = first.value.stringContent else {
            throw interpreter.runtimeError("no exact matches in call to initializer 'UUID'", range, source)
        }
        return Foundation.UUID(uuidString: text).map { .optional(.native(UUIDValue($0))) } ?? Value.none
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
