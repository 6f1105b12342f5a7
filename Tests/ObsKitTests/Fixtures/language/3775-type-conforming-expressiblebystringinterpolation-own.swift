// Swift book style: a type conforming to ExpressibleByStringInterpolation with its own StringInterpolation
struct HTML: ExpressibleByStringInterpolation, CustomStringConvertible {
    var raw: String
    init(stringLiteral value: String) { raw = value }
    init(stringInterpolation: StringInterpolation) { raw = stringInterpolation.output }
    var description: String { raw }

    struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var pieces = 0
        init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity * 2)
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
        mutating func appendInterpolation(raw html: HTML) {
            output += html.raw
        }
        mutating func appendInterpolation(link title: String, to url: String) {
            output += "<a href=\"\(url)\">"
            appendInterpolation(title)
            output += "</a>"
        }
        mutating func appendInterpolation(_ n: Int) {
            output += "<b>\(n)</b>"
        }
    }
}

let user = "<script>Tom & Jerry</script>"
let greeting: HTML = "Hello, \(user)!"
print(greeting)
let bold: HTML = "<i>already safe</i>"
let page: HTML = "<p>\(raw: bold) and \(link: "R&D", to: "/rd") x\(3)</p>"
print(page)
let plain: HTML = "no interpolation"
print(plain, plain.raw.count)
func render(_ h: HTML) -> String { "[" + h.raw + "]" }
print(render("a\(1)b\(2)c"))
print(render("\("<>")"))
// expect: Hello, &lt;script&gt;Tom &amp; Jerry&lt;/script&gt;!
// expect: <p><i>already safe</i> and <a href="/rd">R&amp;D</a> x<b>3</b></p>
// expect: no interpolation 16
// expect: [a<b>1</b>b<b>2</b>c]
// expect: [&lt;&gt;]
