import Foundation

/// Foundation's `URLQueryItem`, the real one: `name`, `value`, equality and printing. Faithful.
final class URLQueryItemValue: NativeValue {
    let item: URLQueryItem

    init(_ item: URLQueryItem) {
        self.item = item
    }

    var typeName: String { "URLQueryItem" }
    var printedForm: String { item.description }

    func isEqual(to other: NativeValue) -> Bool? { (other as? URLQueryItemValue).map { $0.item == item } }
    func hash(into hasher: inout Hasher) { hasher.combine(item) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "name": return .string(item.name)
        case "value": return item.value.map { .optional(.string($0)) } ?? Value.none
        default: return nil
        }
    }
}

final class URLQueryItemType: NativeCallable {
    var typeName: String { "URLQueryItem.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        let name = try interpreter.stringArgument(arguments, "name", in: "URLQueryItem", range, source)
        let value = interpreter.argument(arguments, "value")?.unwrapped?.stringContent
        return .native(URLQueryItemValue(URLQueryItem(name: name, value: value)))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
