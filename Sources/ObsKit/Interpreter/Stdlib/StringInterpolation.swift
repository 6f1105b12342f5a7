/// `DefaultStringInterpolation` (`String.StringInterpolation`) as a script sees it in its own
/// `appendInterpolation` overloads (`extension DefaultStringInterpolation { mutating func
/// appendInterpolation(cents: Int) { ... } }`). An interpolated string is built as Swift builds it: the
/// literal text through `appendLiteral`, each `\(...)` through the `appendInterpolation` overload its
/// labels and argument types choose, or the library's (the value as `String(describing:)` shows it) when
/// none of the script's fits. Not here: `ExpressibleByStringInterpolation` for a script's own types.
/// SwiftUI's `LocalizedStringKey` adds two interpolations, which the text of a `Text`, a `Button` or a control's
/// title takes: `\(value, specifier: "%.1f")` (as `String(format:)`) and `\(value, format: .percent)` (as
/// `value.formatted(style)`). ObsREPL has no LocalizedStringKey: they are accepted in any interpolation, and
/// the compiler check refuses them where Swift would (in a plain `String`).
final class StringInterpolationBuffer: NativeObject {
    private(set) var text = ""

    init(text: String = "") {
        self.text = text
    }

    var typeName: String { "DefaultStringInterpolation" }
    var printedForm: String { text }

    func append(_ piece: String) {
        text += piece
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "description": return .string(text)
        case "appendLiteral":
            return .builtin(BuiltinFunction(name) { [self] _, arguments, range, source in
                guard arguments.count == 1, arguments[0].label == nil, case .string(let literal) = arguments[0].value else {
                    throw interpreter.runtimeError("appendLiteral(_:) takes one String", range, source)
                }
                append(literal)
                return .void
            })
        case "appendInterpolation":
            return .builtin(BuiltinFunction(name) { [self] interpreter, arguments, range, source in
                guard arguments.count == 1, arguments[0].label == nil else {
                    let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
                    throw interpreter.runtimeError("no 'appendInterpolation(\(labels))' in DefaultStringInterpolation", range, source)
                }
                append(interpreter.describe(arguments[0].value))
                return .void
            })
        default: return nil
        }
    }
}

extension Interpreter {
    /// An interpolated string, where the script declared its own `appendInterpolation` overloads.
    func interpolate(_ parts: [InterpolationPart], through extensionType: TypeInfo, _ range: SourceRange, _ frame: Frame,
                     _ source: SourceText) throws -> Value {
        let buffer = StringInterpolationBuffer()
        let receiver = Value.native(buffer)
        let candidates = methodCandidates("appendInterpolation", of: extensionType, isStatic: false)
        for part in parts {
            let arguments: [Argument]
            switch part {
            case .text(let literal):
                buffer.append(literal)
                continue
            case .expr(let expr): arguments = [Argument(label: nil, value: expr)]
            case .call(let given): arguments = given
            }
            let choice = try chooseOverload(candidates, library: .void, arguments, receiver: receiver,
                                            callee: "appendInterpolation", range, frame, source)
            if let method = choice.function {
                let values = try bindArguments(arguments, to: method.parameters, callee: method.name, range, frame, source,
                                               evaluated: choice.evaluated)
                _ = try callBound(method, receiver: receiver, arguments: values, type: extensionType, frame, source)
            } else if arguments.count == 1, arguments[0].label == nil {
                let value = try (choice.evaluated?[0] ?? nil) ?? evaluate(arguments[0].value, frame, source)
                buffer.append(describe(value))
            } else if let text = try localizedInterpolation(arguments, range, frame, source) {
                buffer.append(text)
            } else {
                let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
                throw runtimeError("no 'appendInterpolation(\(labels))' fits these arguments", range, source)
            }
        }
        return .string(buffer.text)
    }

    /// LocalizedStringKey's `\(value, specifier:)` and `\(value, format:)` (see the type's comment), and the
    /// standard library's `\(optional, default: "none")` (SE-0477: the default, an autoclosure, only for nil); nil
    /// for other labels.
    func localizedInterpolation(_ arguments: [Argument], _ range: SourceRange, _ frame: Frame,
                                _ source: SourceText) throws -> String? {
        guard arguments.count == 2, arguments[0].label == nil else { return nil }
        switch arguments[1].label {
        case "default":
            let value = try evaluate(arguments[0].value, frame, source)
            switch value {
            case .none: return describe(try evaluate(arguments[1].value, frame, source))
            case .optional(let wrapped): return describe(wrapped)
            default: return describe(value)
            }
        case "specifier":
            let value = try evaluate(arguments[0].value, frame, source)
            guard case .string(let specifier) = try evaluate(arguments[1].value, frame, source) else { return nil }
            return try formatted(specifier, [value], range, source)
        case "format":
            let value = try evaluate(arguments[0].value, frame, source)
            let style = try evaluate(arguments[1].value, frame, source)
            return describe(try NumberStyles.formatted(value, [ArgumentValue(label: nil, value: style)], self, range, source))
        default:
            return nil
        }
    }
}

extension Builtins {
    /// `DefaultStringInterpolation(literalCapacity: 8, interpolationCount: 2)`: an interpolation a script fills
    /// itself (`appendLiteral`, `appendInterpolation`, its own overloads among them) and gives to
    /// `String(stringInterpolation:)`. The capacities are hints that change nothing printed.
    static func installStringInterpolation(into interpreter: Interpreter) {
        interpreter.globals.define("DefaultStringInterpolation", .builtin(BuiltinFunction("DefaultStringInterpolation") { interpreter, arguments, range, source in
            guard arguments.map(\.label) == ["literalCapacity", "interpolationCount"] else {
                throw interpreter.runtimeError("DefaultStringInterpolation is made by init(literalCapacity:interpolationCount:)", range, source)
            }
            return .native(StringInterpolationBuffer())
        }))
    }
}
