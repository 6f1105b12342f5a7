/// An interpolated string literal where a script type adopting `ExpressibleByStringInterpolation` is expected
/// (`let s: Shout = "hi \(name)"`), made as Swift makes it: the type's `StringInterpolation` (the parameter
/// type of its `init(stringInterpolation:)`) is made by `init(literalCapacity:interpolationCount:)`, each piece
/// of text goes to its `appendLiteral(_:)`, each `\(...)` to the `appendInterpolation` overload its labels and
/// arguments choose, and the result to `init(stringInterpolation:)`. A type that keeps the library's
/// `DefaultStringInterpolation` gets the string built as usual: given to its own `init(stringInterpolation:)`
/// if it declares one, else to its `init(stringLiteral:)` (what the protocol's default one does).
extension Interpreter {
    func interpolatedLiteral(_ parts: [InterpolationPart], as info: TypeInfo, _ range: SourceRange, _ frame: Frame,
                             _ source: SourceText) throws -> Value? {
        let made = info.initializers.first { $0.parameters.count == 1 && $0.parameters[0].label == "stringInterpolation" }
        if let made, let written = made.parameters[0].type?.nominalName,
           written == "DefaultStringInterpolation" || written == "String.StringInterpolation" {
            // `init(stringInterpolation: DefaultStringInterpolation)`: the library's interpolation, built as a
            // String's is, is what the initializer gets.
            guard case .string(let text) = try evaluate(Expr(.string(parts), range), frame, source) else { return nil }
            return try callWithValues(.type(info), [ArgumentValue(label: "stringInterpolation", value: .native(StringInterpolationBuffer(text: text)))],
                                      range, source)
        }
        guard let made, let written = made.parameters[0].type?.nominalName,
              let interpolation = scriptType(named: qualified(.named(written, []), in: info).nominalName ?? written) else {
            guard info.conforms(to: "ExpressibleByStringLiteral") || info.conforms(to: "ExpressibleByStringInterpolation") else { return nil }
            let text = try evaluate(Expr(.string(parts), range), frame, source)
            return try callWithValues(.type(info), [ArgumentValue(label: "stringLiteral", value: text)], range, source)
        }
        let literalCount = parts.reduce(0) { if case .text(let text) = $1 { return $0 + text.utf8.count }; return $0 }
        var buffer = try callWithValues(.type(interpolation), [
            ArgumentValue(label: "literalCapacity", value: .int(literalCount)),
            ArgumentValue(label: "interpolationCount", value: .int(parts.count { if case .text = $0 { false } else { true } })),
        ], range, source)
        func append(_ name: String, _ arguments: [Argument]) throws {
            let candidates = methodCandidates(name, of: interpolation, isStatic: false)
            let choice = try chooseOverload(candidates, arguments, receiver: buffer, callee: name, range, frame, source)
            guard let method = choice.function else { return }
            let values = try bindArguments(arguments, to: method.parameters, callee: name, range, frame, source, evaluated: choice.evaluated)
            buffer = try call(method, receiver: buffer, arguments: values, type: interpolation).newSelf
        }
        for part in parts {
            switch part {
            case .text(let text): try append("appendLiteral", [Argument(label: nil, value: Expr(.string([.text(text)]), range))])
            case .expr(let expr): try append("appendInterpolation", [Argument(label: nil, value: expr)])
            case .call(let arguments): try append("appendInterpolation", arguments)
            }
        }
        return try callWithValues(.type(info), [ArgumentValue(label: "stringInterpolation", value: buffer)], range, source)
    }
}
