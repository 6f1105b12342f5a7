/// `ObjectIdentifier(object)` and a class's default `id` (Identifiable): the identity of one instance, equal
/// for the same instance only, Hashable and Comparable, printed as Swift prints it (an address; ObsREPL's
/// is made from the instance's number, so no fixture can print it, as no Swift program's output can).
final class ObjectIdentifierValue: NativeValue, NativeDescribed {
    let objectID: Int

    init(objectID: Int) {
        self.objectID = objectID
    }

    var typeName: String { "ObjectIdentifier" }
    var printedForm: String {
        let digits = String(0x6000_0000_0000 + objectID * 16, radix: 16)
        return "ObjectIdentifier(0x" + String(repeating: "0", count: max(0, 16 - digits.count)) + digits + ")"
    }

    func describe(_ interpreter: Interpreter, debug: Bool) -> String { printedForm }
    func isEqual(to other: NativeValue) -> Bool? { (other as? ObjectIdentifierValue).map { $0.objectID == objectID } ?? false }
    func hash(into hasher: inout Hasher) { hasher.combine(objectID) }
    func order(comparedTo other: NativeValue) -> Int? {
        (other as? ObjectIdentifierValue).map { objectID < $0.objectID ? -1 : objectID == $0.objectID ? 0 : 1 }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "hashValue": return .int(objectID.hashValue)
        case "debugDescription", "description": return .string(printedForm)
        default: return nil
        }
    }
}
