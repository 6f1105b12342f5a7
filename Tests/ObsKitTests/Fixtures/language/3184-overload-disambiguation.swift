// Compiler test style: overloaded functions referenced as values, disambiguated by type or labels
func render(_ x: Int) -> String { "int \(x)" }
func render(_ x: String) -> String { "string \(x)" }
func render(_ x: Int, times: Int) -> String { String(repeating: "\(x)", count: times) }
func render(value x: Double) -> String { "double \(x)" }

let r1: (Int) -> String = render
let r2: (String) -> String = render
let r3 = render(_:times:)
let r4 = render(value:)
print(r1(1), "|", r2("s"), "|", r3(7, 3), "|", r4(2.5))

print([1, 2].map(render))
print(["a"].map(render as (String) -> String))

struct Formatter {
  var prefix: String
  func format(_ x: Int) -> String { "\(prefix)\(x)" }
  func format(_ x: Int, width: Int) -> String {
    let s = "\(x)"
    return prefix + String(repeating: "0", count: max(0, width - s.count)) + s
  }
}
let fm = Formatter(prefix: "#")
let f1: (Int) -> String = fm.format
let f2 = fm.format(_:width:)
print(f1(5), f2(5, 4))
print([3, 42].map { fm.format($0, width: 3) })

func apply(_ f: (Int) -> Int, _ x: Int) -> String { "int-fn \(f(x))" }
func apply(_ f: (String) -> String, _ x: String) -> String { "str-fn \(f(x))" }
print(apply({ $0 + 1 }, 1))
print(apply({ $0 + "?" }, "q"))
let maxOf2: (Int, Int) -> Int = max
print(maxOf2(3, 9), [4, 1, 8].reduce(Int.min, max))
// expect: int 1 | string s | 777 | double 2.5
// expect: ["int 1", "int 2"]
// expect: ["string a"]
// expect: #5 #0005
// expect: ["#003", "#042"]
// expect: int-fn 2
// expect: str-fn q?
// expect: 9 8
