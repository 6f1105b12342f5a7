// Compiler test style: custom ExpressibleByStringInterpolation type with its own StringInterpolation
struct HTML: ExpressibleByStringInterpolation, CustomStringConvertible {
    var rendered: String
    var description: String { rendered }

    init(stringLiteral value: String) {
        rendered = value
    }
    init(stringInterpolation: Interpolation) {
        rendered = stringInterpolation.output
    }

    struct Interpolation: StringInterpolationProtocol {
        var output = ""
        var pieces = 0
        init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
        }
        mutating func appendLiteral(_ literal: String) {
            output += literal
        }
        mutating func appendInterpolation(_ text: String) {
            pieces += 1
            var escaped = ""
            for ch in text {
                switch ch {
                case "<": escaped += "&lt;"
                case ">": escaped += "&gt;"
                case "&": escaped += "&amp;"
                default: escaped.append(ch)
                }
            }
            output += escaped
        }
        mutating func appendInterpolation(raw: String) {
            output += raw
        }
        mutating func appendInterpolation(_ n: Int) {
            output += "<b>\(n)</b>"
        }
        mutating func appendInterpolation(_ items: [String], tag: String) {
            for item in items {
                output += "<\(tag)>"
                appendInterpolation(item)
                output += "</\(tag)>"
            }
        }
    }
}

struct Logged: ExpressibleByStringInterpolation {
    var parts: [String]
    init(stringLiteral value: String) { parts = ["lit(\(value))"] }
    init(stringInterpolation: DefaultStringInterpolation) {
        parts = ["interp(\(String(stringInterpolation: stringInterpolation)))"]
    }
}

let user = "<script>&"
let page: HTML = "<p>Hello \(user)!</p>"
print(page)
let raw: HTML = "<div>\(raw: "<i>ok</i>")</div>"
print(raw)
let count: HTML = "count=\(42) and \(7)"
print(count)
let list: HTML = "<ul>\(["a<b", "c"], tag: "li")</ul>"
print(list)
let plain: HTML = "no interpolation"
print(plain)
func render(_ h: HTML) -> String { "[" + h.rendered + "]" }
print(render("x \(1 + 1) y"))
print(render("just text"))

let l1: Logged = "hello"
let l2: Logged = "sum \(1 + 2)"
print(l1.parts, l2.parts)
let empty: HTML = ""
print(empty.rendered.isEmpty)

// expect: <p>Hello &lt;script&gt;&amp;!</p>
// expect: <div><i>ok</i></div>
// expect: count=<b>42</b> and <b>7</b>
// expect: <ul><li>a&lt;b</li><li>c</li></ul>
// expect: no interpolation
// expect: [x <b>2</b> y]
// expect: [just text]
// expect: ["lit(hello)"] ["interp(sum 3)"]
// expect: true
