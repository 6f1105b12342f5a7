import Foundation

/// JSONEncoder's and JSONDecoder's strategies made by a call: `.custom { ... }` for dates, keys and data, and
/// `.convertToString(positiveInfinity:negativeInfinity:nan:)` / `.convertFromString(...)` for floats that JSON
/// cannot hold. A `.custom` closure runs inside Foundation's real coder, as Swift runs it: a date or data strategy
/// gets a `Decoder`/`Encoder` of the value's place, a key strategy the coding path.
final class CodingStrategyValue: NativeObject {
    let name: String
    let arguments: [Interpreter.ArgumentValue]

    init(name: String, arguments: [Interpreter.ArgumentValue]) {
        self.name = name
        self.arguments = arguments
    }

    static let names: Set<String> = ["custom", "convertToString", "convertFromString"]

    var typeName: String { "JSONEncoder.Strategy" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? { nil }

    /// The closure of `.custom { ... }`.
    var closure: Value? { name == "custom" ? arguments.first?.value : nil }

    /// The three strings of a float strategy.
    func floatStrings(_ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> (String, String, String) {
        func text(_ label: String) throws -> String {
            try interpreter.stringArgument(arguments, label, in: "\(name)(positiveInfinity:negativeInfinity:nan:)", range, source)
        }
        return (try text("positiveInfinity"), try text("negativeInfinity"), try text("nan"))
    }
}

/// Where a custom strategy's closure runs from: the assignment that set it (its errors point there).
struct CustomStrategy {
    let closure: Value
    weak var interpreter: Interpreter?
    let range: SourceRange
    let source: SourceText

    private func run(_ arguments: [Value]) throws -> Value {
        guard let interpreter else { throw CancellationError() }
        return try interpreter.invoke(closure, arguments, range, source)
    }

    var dateDecoding: JSONDecoder.DateDecodingStrategy {
        .custom { decoder in
            guard case .native(let date as DateValue) = try run([try decoderValue(decoder)]) else { throw mistyped("Date") }
            return date.date
        }
    }

    var dataDecoding: JSONDecoder.DataDecodingStrategy {
        .custom { decoder in
            guard case .native(let data as DataValue) = try run([try decoderValue(decoder)]) else { throw mistyped("Data") }
            return data.data
        }
    }

    var dateEncoding: JSONEncoder.DateEncodingStrategy {
        .custom { date, encoder in
            let state = EncodingState(scope: CodingScope())
            defer { state.scope.finish() }
            _ = try run([.native(DateValue(date)), .native(EncoderValue(encoder, state))])
        }
    }

    var dataEncoding: JSONEncoder.DataEncodingStrategy {
        .custom { data, encoder in
            let state = EncodingState(scope: CodingScope())
            defer { state.scope.finish() }
            _ = try run([.native(DataValue(data)), .native(EncoderValue(encoder, state))])
        }
    }

    /// A key strategy's closure cannot throw (Swift's type has none): a key it fails to make keeps the key as it was.
    func key(_ path: [CodingKey]) -> CodingKey {
        let fallback = path.last ?? CodingKeys(stringValue: "")
        guard let interpreter, let made = try? run([interpreter.codingPathValue(path)]),
              let text = (try? interpreter.member("stringValue", of: made, at: range, source))?.stringContent else { return fallback }
        var key = CodingKeys(stringValue: text)
        if case .int(let number)? = (try? interpreter.member("intValue", of: made, at: range, source))?.unwrapped { key.intValue = number }
        return key
    }

    private func decoderValue(_ decoder: Decoder) throws -> Value {
        guard let interpreter else { throw CancellationError() }
        let plan = decoder.userInfo[DecodingPlan.key] as? DecodingPlan
            ?? DecodingPlan(site: CodingSite(interpreter: interpreter, range: range, source: source))
        return .native(DecoderValue(decoder, plan, CodingScope()))
    }

    private func mistyped(_ type: String) -> Error {
        interpreter?.runtimeError("a custom strategy's closure must return a \(type)", range, source) ?? CancellationError()
    }
}
