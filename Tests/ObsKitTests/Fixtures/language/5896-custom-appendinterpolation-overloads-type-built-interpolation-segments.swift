// Swift Evolution style (SE-0228 fix ExpressibleByStringInterpolation / SE-0200 raw strings): custom appendInterpolation overloads, a type built from interpolation segments, and #"raw"# strings with \#( ) interpolation
extension String.StringInterpolation {
    mutating func appendInterpolation(_ value: Double, places: Int) {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        appendLiteral(String(rounded))
    }
    mutating func appendInterpolation(list items: [String], joiner: String = ", ") {
        appendLiteral(items.joined(separator: joiner))
    }
    mutating func appendInterpolation<T>(maybe value: T?, default fallback: String = "n/a") {
        if let value { appendInterpolation(value) } else { appendLiteral(fallback) }
    }
}

print("pi is \(3.14159, places: 2)")
print("fruits: \(list: ["apple", "fig"]) / \(list: ["a", "b"], joiner: "+")")
let nothing: Int? = nil
print("value \(maybe: Optional(5)) and \(maybe: nothing) and \(maybe: nothing, default: "-")")

struct HTML: ExpressibleByStringInterpolation, CustomStringConvertible {
    var description: String
    struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var pieces = 0
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ literal: String) { output += literal }
        mutating func appendInterpolation(_ text: String) {
            pieces += 1
            output += text.replacingAll("<", with: "&lt;").replacingAll(">", with: "&gt;")
        }
        mutating func appendInterpolation(raw html: String) { pieces += 1; output += html }
    }
    init(stringLiteral value: String) { description = value }
    init(stringInterpolation: StringInterpolation) {
        description = stringInterpolation.output + " <!-- \(stringInterpolation.pieces) -->"
    }
}
extension String {
    func replacingAll(_ a: Character, with b: String) -> String {
        var out = ""
        for ch in self { if ch == a { out += b } else { out.append(ch) } }
        return out
    }
}
let user = "<script>"
let page: HTML = "<p>\(user)</p>\(raw: "<br>")"
print(page)
let plain: HTML = "no interpolation"
print(plain)

let raw = #"a "quoted" path: C:\new\table"#
print(raw, raw.count)
let count = 3
print(#"interpolated \#(count) but not \(count)"#)
print(##"double hash "# still text \##(count + 1)"##)
let regexLike = #"\d+\.\d*"#
print(regexLike)
let multi = #"""
    line one \n stays
    line "two" \#(count * 2)
    """#
print(multi)
print("tab\there", #"tab\there"#)

// expect: pi is 3.14
// expect: fruits: apple, fig / a+b
// expect: value 5 and n/a and -
// expect: <p>&lt;script&gt;</p><br> <!-- 2 -->
// expect: no interpolation
// expect: a "quoted" path: C:\new\table 29
// expect: interpolated 3 but not \(count)
// expect: double hash "# still text 4
// expect: \d+\.\d*
// expect: line one \n stays
// expect: line "two" 6
// expect: tab	here tab\there
