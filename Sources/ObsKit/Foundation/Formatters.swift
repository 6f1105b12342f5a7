import Foundation

/// What DateFormatter and ISO8601DateFormatter share: `string(from:)` and `date(from:)`.
extension Interpreter {
    func dateFormatterMethod(_ name: String, string: @escaping (Foundation.Date) -> String,
                             date: @escaping (String) -> Foundation.Date?) -> Value? {
        switch name {
        case "string":
            return method(name) { interpreter, arguments, range, source in
                .string(string(try interpreter.dateArgument(arguments, "from", in: "string(from:)", range, source)))
            }
        case "date":
            return method(name) { interpreter, arguments, range, source in
                let text = try interpreter.stringArgument(arguments, "from", in: "date(from:)", range, source)
                return date(text).map { .optional(.native(DateValue($0))) } ?? Value.none
            }
        default:
            return nil
        }
    }
}
