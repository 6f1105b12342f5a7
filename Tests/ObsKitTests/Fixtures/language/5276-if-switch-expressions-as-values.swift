// Evolution proposal style (SE-0380): if and switch expressions as values
func grade(_ score: Int) -> String {
    switch score {
    case 90...: "A"
    case 80..<90: "B"
    case 70..<80: "C"
    default: "F"
    }
}
print([95, 85, 72, 10, 90].map(grade))
let temp = 23
let feel = if temp > 25 { "hot" } else if temp > 15 { "mild" } else { "cold" }
print(feel)
let n: Int? = nil
let shown = if let n { "value \(n)" } else { "no value" }
print(shown)
enum Op { case add, sub, neg }
func apply(_ op: Op, _ a: Int, _ b: Int) -> Int {
    let result = switch op {
    case .add: a + b
    case .sub: a - b
    case .neg: -a
    }
    return result
}
print(apply(.add, 3, 4), apply(.sub, 3, 4), apply(.neg, 3, 4))
let ratio: Double = if temp.isMultiple(of: 2) { 1 } else { 0.5 }
print(ratio)
var log: [String] = []
let value = switch temp % 3 {
case 0: 0
case 2:
    { log.append("two"); return 10 }()
default:
    fatalError("unreachable")
}
print(value, log)
func classify(_ x: Any) -> String {
    switch x {
    case let i as Int where i < 0: "negative int"
    case is Int: "int"
    case let s as String: "string of \(s.count)"
    default: "unknown \(type(of: x))"
    }
}
print(classify(-1), classify(2), classify("abc"), classify(1.5))
let nested = if temp > 0 {
    switch temp { case 23: "twenty-three"; default: "positive" }
} else {
    "non-positive"
}
print(nested)
struct Box { var v: Int; var label: String { if v > 0 { "pos" } else { "non-pos" } } }
print(Box(v: 1).label, Box(v: 0).label)
let closure = { (x: Int) -> String in if x % 2 == 0 { "even" } else { "odd" } }
print((1...4).map(closure))

// expect: ["A", "B", "C", "F", "A"]
// expect: mild
// expect: no value
// expect: 7 -1 -3
// expect: 0.5
// expect: 10 ["two"]
// expect: negative int int string of 3 unknown Double
// expect: twenty-three
// expect: pos non-pos
// expect: ["odd", "even", "odd", "even"]
