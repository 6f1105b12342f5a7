// Compiler test style (if and switch expressions): if/switch used as values in assignments, returns, arguments and closures, with nested branches
func grade(_ score: Int) -> String {
    switch score {
    case 90...: "A"
    case 80..<90: "B"
    case 70..<80: "C"
    default: "F"
    }
}
print([95, 85, 72, 10, 90].map(grade))

let temperature = 18
let feel = if temperature > 25 { "hot" } else if temperature > 15 { "mild" } else { "cold" }
print(feel)

func sign(_ n: Int) -> Int { if n > 0 { 1 } else if n < 0 { -1 } else { 0 } }
print([-5, 0, 7].map(sign))

enum Shape { case circle(Double), square(Double), rect(Double, Double) }
func area(_ s: Shape) -> Double {
    switch s {
    case .circle(let r): 3 * r * r
    case .square(let a): a * a
    case let .rect(w, h): w * h
    }
}
print([Shape.circle(1), .square(2), .rect(2, 5)].map(area))

let value: Int = switch feel {
case "hot": 3
case "mild": 2
default: 1
}
print(value)

let optional: Int? = 4
let described = if let o = optional { "has \(o)" } else { "empty" }
print(described)

let x = 7
let category: String = switch x {
case let n where n % 2 == 0: "even"
case 1, 3, 5, 7, 9:
    if x > 5 { "big odd" } else { "small odd" }
default: "odd"
}
print(category)

let transform: (Int) -> String = { n in
    switch n % 3 { case 0: "fizz"; case 1: "one"; default: "two" }
}
print((0..<6).map(transform))

func parse(_ s: String) -> Int {
    let n = if let v = Int(s) { v } else { fatalError("bad input") }
    return n * 2
}
print(parse("21"))

var counter = 0
let label = switch counter { case 0: "zero"; default: "many" }
counter += 1
print(label, counter)

let pair = (1, "b")
let text = switch pair {
case (0, _): "starts zero"
case (_, "b"): "ends b"
default: "other"
}
print(text)
let always = if text.isEmpty { "never" } else { "always" }
print(always)

// expect: ["A", "B", "C", "F", "A"]
// expect: mild
// expect: [-1, 0, 1]
// expect: [3.0, 4.0, 10.0]
// expect: 2
// expect: has 4
// expect: big odd
// expect: ["fizz", "one", "two", "fizz", "one", "two"]
// expect: 42
// expect: zero 1
// expect: ends b
// expect: always
