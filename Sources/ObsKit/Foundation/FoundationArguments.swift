import Foundation

/// Reading Foundation arguments: numbers as Double, texts, dates, and the option names an implicit member
/// gives (`.caseInsensitive`, `[.sortedKeys, .prettyPrinted]`).
extension Interpreter {
    func doubleArgument(_ arguments: [ArgumentValue], _ label: String?, in name: String, _ range: SourceRange,
                        _ source: SourceText) throws -> Double {
        guard let number = argument(arguments, label)?.doubleValue else {
            throw runtimeError("'\(name)' expects a number\(label.map { " for '\($0):'" } ?? "")", range, source)
        }
        return number
    }

    func stringArgument(_ arguments: [ArgumentValue], _ label: String?, in name: String, _ range: SourceRange,
                        _ source: SourceText) throws -> String {
        guard let text = argument(arguments, label)?.stringContent else {
            throw runtimeError("'\(name)' expects a String\(label.map { " for '\($0):'" } ?? "")", range, source)
        }
        return text
    }

    func dateArgument(_ arguments: [ArgumentValue], _ label: String?, in name: String, _ range: SourceRange,
                      _ source: SourceText) throws -> Foundation.Date {
        guard case .native(let date as DateValue)? = argument(arguments, label) else {
            throw runtimeError("'\(name)' expects a Date\(label.map { " for '\($0):'" } ?? "")", range, source)
        }
        return date.date
    }

    /// The names of an option set written as `.a` or `[.a, .b]`.
    func optionNames(_ value: Value?) -> [String] {
        switch value {
        case .symbol(let name)?: return [name]
        case .native(let libraryCase as NativeEnumCase)? where libraryCase.payload.isEmpty: return [libraryCase.caseName]
        case .builtin(let builtin)?: return [builtin.name]
        case .native(let style as FormatStyleValue)?: return [style.name]
        case .array(let elements)?: return elements.flatMap { optionNames($0) }
        case .set(let set)?: return set.members.flatMap { optionNames($0) }
        default: return []
        }
    }

    /// A builtin method of a native value (`member` answers methods with one of these).
    func method(_ name: String, _ body: @escaping BuiltinFunction.Body) -> Value {
        .builtin(BuiltinFunction(name, body: body))
    }
}

/// A nested type whose members are options (`JSONEncoder.DateEncodingStrategy.iso8601`): each member is
/// the option's name, as the implicit member `.iso8601` would be.
final class OptionNamespace: NativeObject {
    let typeName: String

    init(_ typeName: String) {
        self.typeName = typeName
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "self" ? .native(self) : .symbol(name)
    }
}
