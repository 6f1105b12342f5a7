// Compiler test style (test/stdlib/StringInterpolation.swift): custom appendInterpolation overloads, raw strings and multi-line literals
extension DefaultStringInterpolation {
  mutating func appendInterpolation(_ value: Int, radix: Int, width: Int = 0) {
    var s = String(value, radix: radix)
    while s.count < width { s = "0" + s }
    appendLiteral(s)
  }
  mutating func appendInterpolation<T>(list items: [T], separator: String = ", ") {
    appendLiteral(items.map { "\($0)" }.joined(separator: separator))
  }
  mutating func appendInterpolation(ifPresent value: Int?, default d: String = "-") {
    if let v = value { appendInterpolation(v) } else { appendLiteral(d) }
  }
  mutating func appendInterpolation(repeat s: String, times: Int) {
    for _ in 0..<times { appendLiteral(s) }
  }
}

print("\(255, radix: 16) \(5, radix: 2, width: 8) \(-9, radix: 3)")
print("items: \(list: [1, 2, 3]) / \(list: ["a", "b"], separator: "+")")
print("[\(ifPresent: 4)] [\(ifPresent: nil)] [\(ifPresent: nil, default: "none")]")
print("\(repeat: "ab", times: 3)|\(repeat: "x", times: 0)|")

let name = "Swift"
let n = 6
print(#"raw \(name) and \#(name)"#)
print(#"backslash \n stays, quote " stays"#)
print(##"double # "\#(n)" and \##(n)"##)
print("tab[\t] quote[\"] backslash[\\] unicode[\u{2665}] nul-free")
print("nested \("inner \("deep \(n * 2)")")")
print("expr \(n > 5 ? "big" : "small") \([1, 2].map { $0 * n })")
print("optional \(String(describing: Int("7"))) \(String(describing: Int("x")))")
print("type \(Int.self) \([String: [Int]].self) \(type(of: name))")
print("char \(Character("c")) scalar \(Unicode.Scalar(66)!) bool \(true)")
print("float \(1.0) \(0.1 + 0.2) \(Float(1) / 3) \(1e16) \(-0.0)")

let multi = """
  First line with \(name)
    indented line
  "quotes" and \"""triple\"""
  trailing backslash joins \
  this line
  \(n) items
  """
print(multi)
let rawMulti = #"""
  raw \(name) stays
  but \#(n) interpolates
  """#
print(rawMulti)
print("""
  single
  """.count)
print("""

  blank above and below

  """.split(separator: "\n", omittingEmptySubsequences: false).count)

struct Money: CustomStringConvertible {
  var cents: Int
  var description: String {
    let sign = cents < 0 ? "-" : ""
    let a = abs(cents)
    return "\(sign)$\(a / 100).\(a % 100, radix: 10, width: 2)"
  }
}
print("total: \(Money(cents: 12345)) refund: \(Money(cents: -5)) zero: \(Money(cents: 0))")

struct Log: ExpressibleByStringInterpolation, CustomStringConvertible {
  var parts: [String]
  init(stringLiteral value: String) { parts = ["lit(\(value))"] }
  init(stringInterpolation: Interp) { parts = stringInterpolation.parts }
  var description: String { parts.joined(separator: " ") }
  struct Interp: StringInterpolationProtocol {
    var parts: [String] = []
    init(literalCapacity: Int, interpolationCount: Int) {
      parts.append("cap\(literalCapacity)/\(interpolationCount)")
    }
    mutating func appendLiteral(_ s: String) { if !s.isEmpty { parts.append("L[\(s)]") } }
    mutating func appendInterpolation<T>(_ v: T) { parts.append("V[\(v)]") }
    mutating func appendInterpolation(secret: String) { parts.append("***") }
  }
}
let log: Log = "user \(name) has \(n) items, pw \(secret: "hunter2")"
print(log)
let plain: Log = "no interpolation"
print(plain)
let edge: Log = "\(1)\(2)"
print(edge)

// expect: ff 00000101 -100
// expect: items: 1, 2, 3 / a+b
// expect: [4] [-] [none]
// expect: ababab||
// expect: raw \(name) and Swift
// expect: backslash \n stays, quote " stays
// expect: double # "\#(n)" and 6
// expect: tab[	] quote["] backslash[\] unicode[♥] nul-free
// expect: nested inner deep 12
// expect: expr big [6, 12]
// expect: optional Optional(7) nil
// expect: type Int Dictionary<String, Array<Int>> String
// expect: char c scalar B bool true
// expect: float 1.0 0.30000000000000004 0.33333334 1e+16 -0.0
// expect: First line with Swift
// expect:   indented line
// expect: "quotes" and """triple"""
// expect: trailing backslash joins this line
// expect: 6 items
// expect: raw \(name) stays
// expect: but 6 interpolates
// expect: 6
// expect: 3
// expect: total: $123.45 refund: -$0.05 zero: $0.00
// expect: cap21/3 L[user ] V[Swift] L[ has ] V[6] L[ items, pw ] ***
// expect: lit(no interpolation)
// expect: cap0/2 V[1] V[2]
