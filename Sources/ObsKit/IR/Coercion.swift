/// What a declared type does to a stored value in a dynamically typed interpreter: `Double` makes integer
/// literals doubles (`let w: Double = 4` prints `4.0`), as Swift's literal typing would; arrays, tuples
/// and optionals of `Double` convert their elements.
indirect enum Coercion: Sendable {
    case none
    case toDouble
    case toFloat
    /// A fixed-width integer type other than Int (`UInt8`, `Int32`), by name.
    case toInteger(String)
    case array(Coercion)
    /// Element coercions, and the labels a declared tuple type gives (`-> (min: Int, max: Int)`).
    case tuple([Coercion], labels: [String?])
    /// `Set<T>`: an array literal becomes a set.
    case toSet
    /// `[K: V]`: the values' coercion.
    case dictionaryValues(Coercion)

    init(typeName: String?) {
        guard var name = typeName?.replacingOccurrences(of: " ", with: "") else { self = .none; return }
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        if ["Double", "CGFloat", "TimeInterval", "Float64"].contains(name) {
            self = .toDouble
        } else if name == "Float" || name == "Float32" {
            self = .toFloat
        } else if Self.integerTypeNames.contains(name) {
            self = .toInteger(name)
        } else if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") {
            let element = Coercion(typeName: String(name.dropFirst().dropLast()))
            self = element.isNone ? .none : .array(element)
        } else if name.hasPrefix("["), name.hasSuffix("]"), let colon = name.firstIndex(of: ":"), !name.dropFirst().hasPrefix("[") {
            let value = Coercion(typeName: String(name[name.index(after: colon)...].dropLast()))
            self = value.isNone ? .none : .dictionaryValues(value)
        } else if name.hasPrefix("Set<") || name == "Set" {
            self = .toSet
        } else if name.hasPrefix("("), name.hasSuffix(")"), !name.contains("->") {
            var labels: [String?] = []
            let elements = Self.splitTopLevel(String(name.dropFirst().dropLast())).map { part -> Coercion in
                // `(x: Double, y: Double)`: the type follows the label.
                let colon = part.firstIndex(of: ":")
                labels.append(colon.map { String(part[..<$0]) })
                return Coercion(typeName: colon.map { String(part[part.index(after: $0)...]) } ?? part)
            }
            self = elements.allSatisfy(\.isNone) && labels.allSatisfy({ $0 == nil }) ? .none : .tuple(elements, labels: labels)
        } else {
            self = .none
        }
    }

    static let integerTypeNames: Set<String> = ["Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }

    private static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }
}
