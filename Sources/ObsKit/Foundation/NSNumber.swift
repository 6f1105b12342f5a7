import Foundation

/// Foundation's `NSNumber`, the real one, as formatters take and give it: `NSNumber(value:)`, `intValue`,
/// `doubleValue`, `boolValue`, `stringValue`. Faithful for what a learner does with one.
final class NSNumberValue: NativeValue {
    let number: NSNumber

    init(_ number: NSNumber) {
        self.number = number
    }

    var typeName: String { "NSNumber" }
    var printedForm: String { number.description }

    func isEqual(to other: NativeValue) -> Bool? { (other as? NSNumberValue).map { $0.number == number } }
    func hash(into hasher: inout Hasher) { hasher.combine(number.doubleValue) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "intValue", "integerValue": return .int(number.intValue)
        case "int64Value": return .sized(SizedInt(number.int64Value, kind: .int64))
        case "int32Value": return .sized(SizedInt(number.int32Value, kind: .int32))
        case "uintValue": return .sized(SizedInt(number.uintValue, kind: .uint))
        case "uint64Value": return .sized(SizedInt(number.uint64Value, kind: .uint64))
        case "compare", "isEqual":
            // `a.compare(b)`: a ComparisonResult; `a.isEqual(to: b)`.
            return .builtin(BuiltinFunction(name) { [number] interpreter, arguments, range, source in
                guard let other = interpreter.argument(arguments, name == "compare" ? nil : "to").flatMap(NSNumberType.number) else {
                    throw interpreter.runtimeError("\(name) expects an NSNumber", range, source)
                }
                if name == "isEqual" { return .bool(number.isEqual(to: other)) }
                return Interpreter.comparisonResult(number.compare(other))
            })
        case "doubleValue": return .double(number.doubleValue)
        case "floatValue": return .float(number.floatValue)
        case "boolValue": return .bool(number.boolValue)
        case "stringValue", "description": return .string(number.stringValue)
        case "decimalValue": return .native(DecimalValue(number.decimalValue))
        default: return nil
        }
    }
}

final class NSNumberType: NativeCallable {
    var typeName: String { "NSNumber.Type" }

    /// `number as? Double`: the Swift value an NSNumber bridges to, by Foundation's own bridging (it holds the
    /// value exactly: `NSNumber(10)` is a Double 10.0 and an Int 10, `NSNumber(2.5)` no Int); nil for the sized
    /// integer types, which it leaves to the general cast.
    static func bridged(_ number: NSNumber, to name: String) -> Value? {
        let boxed: Any = number
        switch name {
        case "Int": return (boxed as? Int).map { .int($0) }
        case "Float", "Float32": return (boxed as? Float).map { .float($0) }
        case "Bool": return (boxed as? Bool).map { .bool($0) }
        case _ where Coercion.doubleNames.contains(name): return (boxed as? Double).map { .double($0) }
        default: return nil
        }
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard let value = interpreter.argument(arguments, "value"), let number = NSNumberType.number(value) else {
            throw interpreter.runtimeError("expected NSNumber(value:) with a number", range, source)
        }
        return .native(NSNumberValue(number))
    }

    /// A value as an NSNumber: numbers, Booleans, NSNumbers, Decimals.
    static func number(_ value: Value) -> NSNumber? {
        switch value {
        case .int(let number): return NSNumber(value: number)
        case .double(let number): return NSNumber(value: number)
        case .float(let number): return NSNumber(value: number)
        case .bool(let truth): return NSNumber(value: truth)
        case .sized(let number): return number.isSigned ? NSNumber(value: Int64(bitPattern: number.bits)) : NSNumber(value: number.bits)
        case .native(let number as NSNumberValue): return number.number
        case .native(let decimal as DecimalValue): return NSDecimalNumber(decimal: decimal.decimal)
        default: return nil
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
