import Foundation

/// Foundation's `NSMutableString`, the real one (a class: copies share it): `NSMutableString(string:)`,
/// `append(_:)`, `insert(_:at:)`, `deleteCharacters(in:)`, `replaceCharacters(in:with:)`,
/// `replaceOccurrences(of:with:options:range:)`, `setString(_:)`, `length`, and `NSRegularExpression`'s
/// `replaceMatches(in:options:range:withTemplate:)` on it. It prints as its text; String's other members read its text
/// as it is now.
final class NSMutableStringValue: NativeObject, NativeDescribed {
    let string: NSMutableString

    init(_ text: String) {
        string = NSMutableString(string: text)
    }

    var typeName: String { "NSMutableString" }
    var text: String { string as String }

    func describe(_ interpreter: Interpreter, debug: Bool) -> String { debug ? "\"\(text)\"" : text }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        let string = self.string
        func nsRange(_ arguments: [Interpreter.ArgumentValue], _ label: String, _ range: SourceRange, _ source: SourceText) throws -> NSRange {
            guard case .native(let given as NSRangeValue)? = interpreter.argument(arguments, label),
                  given.range.location >= 0, given.range.upperBound <= string.length else {
                throw interpreter.runtimeError("Fatal error: \(name) needs an NSRange inside the string (length \(string.length))", range, source)
            }
            return given.range
        }
        switch name {
        case "length": return .int(string.length)
        // Properties on NSString (String's are methods).
        case "uppercased": return .string(string.uppercased)
        case "lowercased": return .string(string.lowercased)
        case "capitalized": return .string(string.capitalized)
        case "append", "setString":
            return interpreter.method(name) { interpreter, arguments, range, source in
                let text = try interpreter.stringArgument(arguments, nil, in: name, range, source)
                if name == "append" { string.append(text) } else { string.setString(text) }
                return .void
            }
        case "insert":
            return interpreter.method(name) { interpreter, arguments, range, source in
                let text = try interpreter.stringArgument(arguments, nil, in: name, range, source)
                guard let at = interpreter.argument(arguments, "at")?.integerValue, (0...string.length).contains(at) else {
                    throw interpreter.runtimeError("Fatal error: insert(_:at:) needs an offset inside the string", range, source)
                }
                string.insert(text, at: at)
                return .void
            }
        case "deleteCharacters":
            return interpreter.method(name) { interpreter, arguments, range, source in
                string.deleteCharacters(in: try nsRange(arguments, "in", range, source))
                return .void
            }
        case "replaceCharacters":
            return interpreter.method(name) { interpreter, arguments, range, source in
                string.replaceCharacters(in: try nsRange(arguments, "in", range, source),
                                         with: try interpreter.stringArgument(arguments, "with", in: name, range, source))
                return .void
            }
        case "replaceOccurrences":
            return interpreter.method(name) { interpreter, arguments, range, source in
                var options: NSString.CompareOptions = []
                for option in interpreter.optionNames(interpreter.argument(arguments, "options")) {
                    switch option {
                    case "caseInsensitive": options.insert(.caseInsensitive)
                    case "literal": options.insert(.literal)
                    case "backwards": options.insert(.backwards)
                    case "anchored": options.insert(.anchored)
                    case "regularExpression": options.insert(.regularExpression)
                    default: break
                    }
                }
                let within = interpreter.argument(arguments, "range") == nil ? NSRange(location: 0, length: string.length)
                    : try nsRange(arguments, "range", range, source)
                return .int(string.replaceOccurrences(of: try interpreter.stringArgument(arguments, "of", in: name, range, source),
                                                      with: try interpreter.stringArgument(arguments, "with", in: name, range, source),
                                                      options: options, range: within))
            }
        default:
            // String's members, on the text as it is now.
            let copy = Value.string(text)
            return try interpreter.libraryProperty(name, of: copy, range, source) ?? interpreter.libraryMethodValue(name, of: copy)
        }
    }
}

final class NSMutableStringType: NativeCallable {
    var typeName: String { "NSMutableString.Type" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        if arguments.isEmpty { return .native(NSMutableStringValue("")) }
        if arguments.first?.label == "format" {
            return .native(NSMutableStringValue(try interpreter.callWithValues(.builtinType("String"), arguments, range, source).stringContent ?? ""))
        }
        return .native(NSMutableStringValue(try interpreter.stringArgument(arguments, "string", in: "NSMutableString", range, source)))
    }
}
