import Foundation

/// `.formatted(formatter)` where nothing tells the interpreter its type: JSONDecoder's and JSONEncoder's date
/// strategy made from a DateFormatter, kept with its formatter for the property it is assigned to
/// (`decoder.dateDecodingStrategy = .formatted(formatter)`), which gives it the real strategy. Faithful:
/// Foundation parses and formats the dates with that formatter.
final class FormattedDateStrategy: NativeObject {
    let formatter: DateFormatter

    init(_ formatter: DateFormatter) {
        self.formatter = formatter
    }

    var typeName: String { "DateCodingStrategy" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    /// Whether `typeName` names the strategies one is (JSONEncoder's and JSONDecoder's date strategy types).
    static func isStrategy(_ typeName: String) -> Bool {
        ["JSONEncoder.DateEncodingStrategy", "JSONDecoder.DateDecodingStrategy"].contains(typeName)
    }

    /// `.formatted(f)` with `f` a DateFormatter; nil for any other arguments.
    static func make(_ name: String, _ arguments: [Interpreter.ArgumentValue]) -> Value? {
        guard name == "formatted", arguments.count == 1, arguments[0].label == nil,
              case .native(let formatter as DateFormatterValue) = arguments[0].value else { return nil }
        return .native(FormattedDateStrategy(formatter.formatter))
    }
}
