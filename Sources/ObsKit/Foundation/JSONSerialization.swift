import Foundation

/// Foundation's `JSONSerialization`, the real one: `jsonObject(with:)` gives dictionaries, arrays, numbers
/// (Int when whole, else Double), Bools, Strings and `NSNull`; `data(withJSONObject:options:)` writes them
/// (`.prettyPrinted`, `.sortedKeys`); `isValidJSONObject`. Faithful.
final class JSONSerializationType: NativeObject {
    var typeName: String { "JSONSerialization.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "jsonObject":
            return interpreter.method(name) { interpreter, arguments, range, source in
                guard case .native(let data as DataValue)? = interpreter.argument(arguments, "with") else {
                    throw interpreter.runtimeError("jsonObject(with:) expects Data", range, source)
                }
                do {
                    return Self.value(of: try JSONSerialization.jsonObject(with: data.data, options: [.fragmentsAllowed]))
                } catch {
                    throw ScriptError(value: .string(error.localizedDescription), location: SourceLocation(source: source, range: range))
                }
            }
        case "data":
            return interpreter.method(name) { interpreter, arguments, range, source in
                let object = try interpreter.requireArgument(arguments, "withJSONObject", in: "data(withJSONObject:)", range, source)
                var options: JSONSerialization.WritingOptions = []
                for option in interpreter.optionNames(interpreter.argument(arguments, "options")) {
                    switch option {
                    case "prettyPrinted": options.insert(.prettyPrinted)
                    case "sortedKeys": options.insert(.sortedKeys)
                    case "fragmentsAllowed": options.insert(.fragmentsAllowed)
                    case "withoutEscapingSlashes": options.insert(.withoutEscapingSlashes)
                    default: throw interpreter.runtimeError("unknown writing option '.\(option)'", range, source)
                    }
                }
                guard let foundation = Self.foundationObject(object, interpreter), JSONSerialization.isValidJSONObject(foundation) else {
                    throw interpreter.runtimeError("Fatal error: Invalid type in JSON write (\(object.typeName))", range, source)
                }
                return .native(DataValue(try JSONSerialization.data(withJSONObject: foundation, options: options)))
            }
        case "isValidJSONObject":
            return interpreter.method(name) { interpreter, arguments, range, source in
                let object = try interpreter.requireArgument(arguments, nil, in: name, range, source)
                return .bool(Self.foundationObject(object, interpreter).map(JSONSerialization.isValidJSONObject) ?? false)
            }
        default:
            return nil
        }
    }

    /// A parsed JSON object as a script value.
    static func value(of object: Any) -> Value {
        switch object {
        case let dictionary as [String: Any]:
            var result = OrderedDictionary()
            for key in dictionary.keys.sorted() { result[.string(key)] = value(of: dictionary[key]!) }
            return .dictionary(result)
        case let array as [Any]: return .array(array.map { value(of: $0) })
        case let text as String: return .string(text)
        case is NSNull: return .native(NSNullValue())
        case let number as NSNumber:
            if type(of: number) != NSNumber.self, let truth = number as? Bool, String(describing: type(of: number)).contains("Bool") { return .bool(truth) }
            // Foundation's parser gives NSNumbers, which bridge to Int and to Double alike (`10 as? Double` is 10.0).
            return .native(NSNumberValue(number))
        case let truth as Bool: return .bool(truth)
        case let number as Int: return .int(number)
        case let number as Double: return .double(number)
        default: return .native(NSNullValue())
        }
    }

    /// A script value as a JSON object Foundation can write, or nil when it holds something JSON cannot.
    static func foundationObject(_ value: Value, _ interpreter: Interpreter) -> Any? {
        switch value {
        case .dictionary(let dictionary):
            var result: [String: Any] = [:]
            for (key, element) in zip(dictionary.keys, dictionary.values) {
                guard let text = key.stringContent, let converted = foundationObject(element, interpreter) else { return nil }
                result[text] = converted
            }
            return result
        case .array(let elements):
            var result: [Any] = []
            for element in elements {
                guard let converted = foundationObject(element, interpreter) else { return nil }
                result.append(converted)
            }
            return result
        case .int(let number): return number
        case .double(let number): return number
        case .native(let number as NSNumberValue): return number.number
        case .bool(let truth): return truth
        case .optional(let wrapped): return foundationObject(wrapped, interpreter)
        case .none, .native(is NSNullValue): return NSNull()
        default: return value.stringContent
        }
    }
}
