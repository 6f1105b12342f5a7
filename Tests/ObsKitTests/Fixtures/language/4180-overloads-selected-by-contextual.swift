// Compiler test style: overloads selected by the contextual return type
func make() -> Int { return 42 }
func make() -> String { return "forty-two" }
func make() -> [Double] { return [4.2] }

let i: Int = make()
let s: String = make()
let d: [Double] = make()
print(i, s, d)
print(make() as Int, make() as String)

func takeInt(_ x: Int) -> String { return "got int \(x)" }
print(takeInt(make()))

struct Parser {
  func parse(_ text: String) -> Int? { return Int(text) }
  func parse(_ text: String) -> Bool? { return text == "true" ? true : (text == "false" ? false : nil) }
}
let p = Parser()
let n: Int? = p.parse("12")
let b: Bool? = p.parse("true")
let bad: Int? = p.parse("x")
print(n as Any, b as Any, bad as Any)

protocol Default { static func value() -> Self }
extension Int: Default { static func value() -> Int { return 7 } }
extension String: Default { static func value() -> String { return "seven" } }
func getDefault<T: Default>() -> T { return T.value() }
let gi: Int = getDefault()
let gs: String = getDefault()
print(gi, gs)
func pairOf<A: Default, B: Default>() -> (A, B) { return (A.value(), B.value()) }
let pr: (String, Int) = pairOf()
print(pr)
let arr = [make(), 1]
print(arr)
// expect: 42 forty-two [4.2]
// expect: 42 forty-two
// expect: got int 42
// expect: Optional(12) Optional(true) nil
// expect: 7 seven
// expect: ("seven", 7)
// expect: [42, 1]
