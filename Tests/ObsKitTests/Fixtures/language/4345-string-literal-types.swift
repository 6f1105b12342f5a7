// App code style: ExpressibleByStringLiteral and ExpressibleByStringInterpolation for safe SQL-ish and HTML builders
struct SQL: ExpressibleByStringInterpolation, CustomStringConvertible {
    var text = ""
    var args: [String] = []

    init(stringLiteral value: String) { text = value }
    init(stringInterpolation: Interp) { text = stringInterpolation.text; args = stringInterpolation.args }

    struct Interp: StringInterpolationProtocol {
        var text = ""
        var args: [String] = []
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ literal: String) { text += literal }
        mutating func appendInterpolation(_ value: String) { args.append(value); text += "?" }
        mutating func appendInterpolation(_ value: Int) { args.append(String(value)); text += "?" }
        mutating func appendInterpolation(raw: String) { text += raw }
        mutating func appendInterpolation(list: [Int]) {
            text += "(" + list.map { _ in "?" }.joined(separator: ", ") + ")"
            args += list.map(String.init)
        }
    }
    var description: String { "\(text) -- \(args)" }
}

struct HTML: ExpressibleByStringInterpolation {
    var value: String
    init(stringLiteral value: String) { self.value = value }
    init(stringInterpolation: Interp) { value = stringInterpolation.out }
    struct Interp: StringInterpolationProtocol {
        var out = ""
        init(literalCapacity: Int, interpolationCount: Int) { out.reserveCapacity(literalCapacity) }
        mutating func appendLiteral(_ s: String) { out += s }
        mutating func appendInterpolation(_ s: String) {
            for c in s {
                switch c {
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "&": out += "&amp;"
                case "\"": out += "&quot;"
                default: out.append(c)
                }
            }
        }
        mutating func appendInterpolation(_ h: HTML) { out += h.value }
        mutating func appendInterpolation<T: BinaryInteger>(_ n: T) { out += "\(n)" }
    }
}

struct Tag: ExpressibleByStringLiteral, Hashable {
    let name: String
    init(stringLiteral value: String) { name = value.lowercased().filter { $0.isLetter || $0 == "-" } }
}

let name = "Robert'); DROP TABLE users;--"
let q1: SQL = "SELECT * FROM users WHERE name = \(name) AND age > \(21)"
print(q1)
let table = "orders"
let q2: SQL = "SELECT id FROM \(raw: table) WHERE id IN \(list: [3, 5, 8]) LIMIT \(10)"
print(q2)
let q3: SQL = "VACUUM"
print(q3, q3.args.isEmpty)

let user = "<script>alert(\"x&y\")</script>"
let bold: HTML = "<b>\(user)</b>"
let page: HTML = "<p class=\"c\">Hi \(bold), you have \(3) new & \(UInt8(7)) old</p>"
print(bold.value)
print(page.value)
print(page.value.count, page.value.filter { $0 == "&" }.count)

let tags: [Tag] = ["Swift", "iOS Dev", "swift", "Tips & Tricks!", "ÜBER-cool"]
print(tags.map { $0.name })
print(Set(tags).count)
func describe(_ t: Tag) -> String { "#" + t.name }
print(describe("Hello World"), describe("2024"))
let plain: HTML = "no interpolation <kept>"
print(plain.value, plain.value.count)
let q4: SQL = "\(name)\(name)"
print(q4.text, q4.args.count, q4.args[0].count)
// expect: SELECT * FROM users WHERE name = ? AND age > ? -- ["Robert\'); DROP TABLE users;--", "21"]
// expect: SELECT id FROM orders WHERE id IN (?, ?, ?) LIMIT ? -- ["3", "5", "8", "10"]
// expect: VACUUM -- [] true
// expect: <b>&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;</b>
// expect: <p class="c">Hi <b>&lt;script&gt;alert(&quot;x&amp;y&quot;)&lt;/script&gt;</b>, you have 3 new & 7 old</p>
// expect: 106 8
// expect: ["swift", "iosdev", "swift", "tipstricks", "über-cool"]
// expect: 4
// expect: #helloworld #
// expect: no interpolation <kept> 23
// expect: ?? 2 29
