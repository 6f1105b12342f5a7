import Foundation

/// Foundation's `URL`, the real one: parsing (`URL(string:)`, `relativeTo:`, file URLs), its parts, and the
/// path operations (`appendingPathComponent`, `deletingLastPathComponent`, extensions). Faithful; nothing is
/// fetched or read (ObsREPL does no I/O).
final class URLValue: NativeValue {
    let url: URL

    init(_ url: URL) {
        self.url = url
    }

    var typeName: String { "URL" }
    var printedForm: String { url.description }

    func isEqual(to other: NativeValue) -> Bool? { (other as? URLValue).map { $0.url == url } }
    func hash(into hasher: inout Hasher) { hasher.combine(url) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        func optional(_ text: String?) -> Value { text.map { .optional(.string($0)) } ?? Value.none }
        func derived(_ make: @escaping (URL, [Interpreter.ArgumentValue], Interpreter, SourceRange, SourceText) throws -> URL) -> Value {
            interpreter.method(name) { [url] interpreter, arguments, range, source in
                .native(URLValue(try make(url, arguments, interpreter, range, source)))
            }
        }
        switch name {
        case "absoluteString": return .string(url.absoluteString)
        case "relativeString": return .string(url.relativeString)
        case "description": return .string(url.description)
        case "scheme": return optional(url.scheme)
        case "host": return optional(url.host)
        case "port": return url.port.map { .optional(.int($0)) } ?? Value.none
        case "path": return .string(url.path)
        case "query": return optional(url.query)
        case "fragment": return optional(url.fragment)
        case "user": return optional(url.user)
        case "password": return optional(url.password)
        case "pathComponents": return .array(url.pathComponents.map { .string($0) })
        case "lastPathComponent": return .string(url.lastPathComponent)
        case "pathExtension": return .string(url.pathExtension)
        case "isFileURL": return .bool(url.isFileURL)
        case "hasDirectoryPath": return .bool(url.hasDirectoryPath)
        case "absoluteURL": return .native(URLValue(url.absoluteURL))
        case "baseURL": return url.baseURL.map { .optional(.native(URLValue($0))) } ?? Value.none
        case "standardized": return .native(URLValue(url.standardized))
        case "standardizedFileURL": return .native(URLValue(url.standardizedFileURL))
        case "relativePath": return .string(url.relativePath)
        case "appendingPathComponent", "appending":
            return derived { url, arguments, interpreter, range, source in
                if case .array(let items)? = interpreter.argument(arguments, "queryItems") {
                    // `url.appending(queryItems: [URLQueryItem(name: "q", value: "swift")])` (iOS 16).
                    return url.appending(queryItems: items.compactMap { if case .native(let item as URLQueryItemValue) = $0 { item.item } else { nil } })
                }
                let component = try interpreter.stringArgument(arguments, arguments.first?.label, in: name, range, source)
                return url.appendingPathComponent(component)
            }
        case "appendingPathExtension":
            return derived { url, arguments, interpreter, range, source in
                url.appendingPathExtension(try interpreter.stringArgument(arguments, nil, in: name, range, source))
            }
        case "deletingLastPathComponent": return derived { url, _, _, _, _ in url.deletingLastPathComponent() }
        case "deletingPathExtension": return derived { url, _, _, _, _ in url.deletingPathExtension() }
        default: return nil
        }
    }
}

/// `URL(string:)` (optional), `URL(string:relativeTo:)`, `URL(fileURLWithPath:)`, `URL(filePath:)`.
final class URLType: NativeCallable {
    var typeName: String { "URL.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        if let text = interpreter.argument(arguments, "string")?.stringContent {
            var base: URL?
            if case .native(let relative as URLValue)? = interpreter.argument(arguments, "relativeTo")?.unwrapped { base = relative.url }
            return URL(string: text, relativeTo: base).map { .optional(.native(URLValue($0))) } ?? Value.none
        }
        if let path = (interpreter.argument(arguments, "fileURLWithPath") ?? interpreter.argument(arguments, "filePath"))?.stringContent {
            // `isDirectory: true` ends the URL with a slash (`file:///tmp/output/`).
            if case .bool(let isDirectory)? = interpreter.argument(arguments, "isDirectory") {
                return .native(URLValue(URL(fileURLWithPath: path, isDirectory: isDirectory)))
            }
            return .native(URLValue(URL(fileURLWithPath: path)))
        }
        throw interpreter.runtimeError("expected URL(string:) or URL(fileURLWithPath:)", range, source)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
