// Compiler test style: custom appendInterpolation overloads and ExpressibleByStringInterpolation types
extension DefaultStringInterpolation {
    mutating func appendInterpolation(padded value: Int, width: Int) {
        let s = String(value)
        appendLiteral(String(repeating: "0", count: max(0, width - s.count)) + s)
    }
    mutating func appendInterpolation<T>(list items: [T], separator: String = ", ") {
        appendLiteral(items.map { "\($0)" }.joined(separator: separator))
    }
    mutating func appendInterpolation(yesNo flag: Bool) {
        appendLiteral(flag ? "yes" : "no")
    }
}

struct HTML: ExpressibleByStringInterpolation, CustomStringConvertible {
    var rendered: String
    var description: String { rendered }
    init(stringLiteral value: String) { rendered = value }
    init(stringInterpolation: Interpolation) { rendered = stringInterpolation.output }

    struct Interpolation: StringInterpolationProtocol {
        var output = ""
        var pieces = 0
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ literal: String) { output += literal }
        mutating func appendInterpolation(_ text: String) {
            pieces += 1
            output += text.replacingOccurrences(of: "<", with: "&lt;")
        }
        mutating func appendInterpolation(bold text: String) { output += "<b>\(text)</b>" }
        mutating func appendInterpolation(_ n: Int) { output += "#\(n)" }
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        var result = ""
        for ch in self { result += String(ch) == target ? replacement : String(ch) }
        return result
    }
}

print("Order \(padded: 42, width: 5) shipped: \(yesNo: true)")
print("Items: \(list: ["a", "b", "c"]) | \(list: [1, 2], separator: "/")")
print("plain \(7) and \(padded: 123456, width: 3)")
let user = "<script>"
let page: HTML = "Hello \(user), you are \(bold: "admin") number \(3)"
print(page)
let literal: HTML = "no interpolation <kept>"
print(literal)
let multi = """
    Report:
      count=\(padded: 7, width: 3)
      ok=\(yesNo: false)
    """
print(multi)
print("\("nested \("inner \(1 + 1)")")")
// expect: Order 00042 shipped: yes
// expect: Items: a, b, c | 1/2
// expect: plain 7 and 123456
// expect: Hello &lt;script>, you are <b>admin</b> number #3
// expect: no interpolation <kept>
// expect: Report:
// expect:   count=007
// expect:   ok=no
// expect: nested inner 2
