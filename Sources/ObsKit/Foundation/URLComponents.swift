import Foundation

/// Foundation's `URLComponents`, the real one: settable parts (a value: setting one makes a new value),
/// `queryItems`, `url`, `string`, percent-encoding as Foundation does it. Faithful.
final class URLComponentsValue: NativeValue, NativeMutable {
    let components: URLComponents

    init(_ components: URLComponents) {
        self.components = components
    }

    var typeName: String { "URLComponents" }
    var printedForm: String { components.description }

    func isEqual(to other: NativeValue) -> Bool? { (other as? URLComponentsValue).map { $0.components == components } }
    func hash(into hasher: inout Hasher) { hasher.combine(components) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        func optional(_ text: String?) -> Value { text.map { .optional(.string($0)) } ?? Value.none }
        switch name {
        case "scheme": return optional(components.scheme)
        case "host": return optional(components.host)
        case "path": return .string(components.path)
        case "query": return optional(components.query)
        case "percentEncodedQuery": return optional(components.percentEncodedQuery)
        case "percentEncodedPath": return .string(components.percentEncodedPath)
        case "percentEncodedHost": return optional(components.percentEncodedHost)
        case "percentEncodedFragment": return optional(components.percentEncodedFragment)
        case "user": return optional(components.user)
        case "password": return optional(components.password)
        case "percentEncodedQueryItems":
            return components.percentEncodedQueryItems.map { .optional(.array($0.map { .native(URLQueryItemValue($0)) })) } ?? Value.none
        case "fragment": return optional(components.fragment)
        case "port": return components.port.map { .optional(.int($0)) } ?? Value.none
        case "string": return optional(components.string)
        case "url": return components.url.map { .optional(.native(URLValue($0))) } ?? Value.none
        case "queryItems":
            return components.queryItems.map { .optional(.array($0.map { .native(URLQueryItemValue($0)) })) } ?? Value.none
        default: return nil
        }
    }

    func setting(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        var changed = components
        let text = value.unwrapped?.stringContent
        switch name {
        case "scheme":
            // Foundation traps on a scheme RFC 3986 would not allow (a letter, then letters, digits, + - .).
            if let text, !Self.isValidScheme(text) {
                throw interpreter.runtimeError("Fatal error: Attempting to set scheme with invalid characters", range, source)
            }
            changed.scheme = text
        case "host": changed.host = text
        case "path": changed.path = text ?? ""
        case "query": changed.query = text
        case "fragment": changed.fragment = text
        case "percentEncodedQuery", "percentEncodedPath", "percentEncodedHost", "percentEncodedFragment":
            // Foundation traps on characters the component may not hold unescaped (checked first: its trap would be ours).
            if let text, !Self.isPercentEncoded(text, for: name) {
                throw interpreter.runtimeError("Fatal error: Attempting to set \(name) with invalid characters", range, source)
            }
            switch name {
            case "percentEncodedQuery": changed.percentEncodedQuery = text
            case "percentEncodedPath": changed.percentEncodedPath = text ?? ""
            case "percentEncodedHost": changed.percentEncodedHost = text
            default: changed.percentEncodedFragment = text
            }
        case "port":
            guard let unwrapped = value.unwrapped else { changed.port = nil; break }
            guard case .int(let port) = unwrapped else { return nil }
            if port < 0 { throw interpreter.runtimeError("Fatal error: Attempting to set port with a negative number", range, source) }
            changed.port = port
        case "queryItems":
            guard let items = value.unwrapped else { changed.queryItems = nil; break }
            changed.queryItems = try interpreter.elements(of: items, range, source).map { item in
                guard case .native(let queryItem as URLQueryItemValue) = item else {
                    throw interpreter.runtimeError("queryItems expects URLQueryItem values", range, source)
                }
                return queryItem.item
            }
        default: return nil
        }
        return .native(URLComponentsValue(changed))
    }

    private static let allowedCharacters: [String: CharacterSet] = [
        "percentEncodedQuery": .urlQueryAllowed, "percentEncodedPath": .urlPathAllowed,
        "percentEncodedHost": .urlHostAllowed, "percentEncodedFragment": .urlFragmentAllowed,
    ]

    /// Whether `text` is already percent-encoded for the component `name` sets: ASCII characters the component
    /// allows, and `%` followed by two hex digits. A host takes `:`, `[` and `]` only as an IP literal, the whole
    /// host in brackets (Foundation traps on `a:b`; checked against swiftc 6.3.1's Foundation, character by character).
    static func isPercentEncoded(_ text: String, for name: String) -> Bool {
        var allowed = allowedCharacters[name]!
        var text = Substring(text)
        if name == "percentEncodedHost" {
            if text.count >= 2, text.hasPrefix("["), text.hasSuffix("]") {
                text = text.dropFirst().dropLast()
                allowed.remove(charactersIn: "[]")
            } else {
                allowed.remove(charactersIn: ":[]")
            }
        }
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "%" {
                guard let high = scalars.next(), let low = scalars.next(), high.properties.isASCIIHexDigit, low.properties.isASCIIHexDigit else { return false }
            } else if !scalar.isASCII || !allowed.contains(scalar) {
                return false
            }
        }
        return true
    }

    static func isValidScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
    }
}

final class URLComponentsType: NativeCallable {
    var typeName: String { "URLComponents.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        if arguments.isEmpty { return .native(URLComponentsValue(URLComponents())) }
        if let text = interpreter.argument(arguments, "string")?.stringContent {
            return URLComponents(string: text).map { .optional(.native(URLComponentsValue($0))) } ?? Value.none
        }
        if case .native(let url as URLValue)? = interpreter.argument(arguments, "url") {
            let resolving = (try? interpreter.isTrue(interpreter.argument(arguments, "resolvingAgainstBaseURL") ?? .bool(false), range, source)) ?? false
            return URLComponents(url: url.url, resolvingAgainstBaseURL: resolving).map { .optional(.native(URLComponentsValue($0))) } ?? Value.none
        }
        throw interpreter.runtimeError("expected URLComponents(), URLComponents(string:) or URLComponents(url:resolvingAgainstBaseURL:)", range, source)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }
}
