// Compiler test style: custom ExpressibleByStringInterpolation type with its own StringInterpolation
struct HTML: ExpressibleByStringInterpolation, CustomStringConvertible {
  var text: String
  init(stringLiteral value: String) { text = value }
  init(stringInterpolation: Interpolation) { text = stringInterpolation.output }
  var description: String { return text }

  struct Interpolation: StringInterpolationProtocol {
    var output = ""
    init(literalCapacity: Int, interpolationCount: Int) {}
    mutating func appendLiteral(_ literal: String) { output += literal }
    mutating func appendInterpolation(_ value: String) {
      var escaped = ""
      for c in value {
        switch c {
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "&": escaped += "&amp;"
        default: escaped.append(c)
        }
      }
      output += escaped
    }
    mutating func appendInterpolation(raw value: String) { output += value }
    mutating func appendInterpolation(_ n: Int) { output += "#\(n)" }
  }
}

let user = "<script>&"
let page: HTML = "<p>Hello \(user)</p>"
print(page)
let trusted: HTML = "<div>\(raw: "<b>bold</b>")</div>"
print(trusted)
let numbered: HTML = "item \(3) of \(10)"
print(numbered)
let plain: HTML = "no interpolation"
print(plain)
// expect: <p>Hello &lt;script&gt;&amp;</p>
// expect: <div><b>bold</b></div>
// expect: item #3 of #10
// expect: no interpolation
