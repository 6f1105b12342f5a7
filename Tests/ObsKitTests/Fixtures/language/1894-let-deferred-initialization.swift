// Compiler test style: deferred initialization of let constants — assigned exactly once on every path through if/switch/do-catch and loops
func classify(_ n: Int) -> String {
    let label: String
    if n < 0 {
        label = "negative"
    } else if n == 0 {
        label = "zero"
    } else {
        label = n % 2 == 0 ? "even" : "odd"
    }
    return label
}
print([-3, 0, 4, 7].map(classify))

// Via switch, including a branch that initializes two constants
func dimensions(of shape: String) -> (Int, Int) {
    let width: Int
    let height: Int
    switch shape {
    case "square":
        width = 2
        height = 2
    case "wide":
        (width, height) = (5, 1)
    default:
        width = 0
        height = 0
    }
    return (width, height)
}
print(dimensions(of: "square"), dimensions(of: "wide"), dimensions(of: "blob"))

// In do/catch
enum Failure: Error { case nope }
func risky(_ ok: Bool) throws -> Int { if ok { return 10 }; throw Failure.nope }
for ok in [true, false] {
    let result: Int
    do {
        result = try risky(ok)
    } catch {
        result = -1
    }
    print("result:", result)
}

// A let declared before a guard, assigned after
func parse(_ s: String) -> String {
    let number: Int
    guard let n = Int(s) else { return "not a number: \(s)" }
    number = n
    return "parsed \(number)"
}
print(parse("12"), "|", parse("x"))

// Deferred let inside a loop body: a fresh constant each iteration
var collected: [String] = []
for i in 1...4 {
    let tag: String
    if i.isMultiple(of: 2) { tag = "even\(i)" } else { tag = "odd\(i)" }
    collected.append(tag)
}
print(collected)

// Deferred let captured by a closure after initialization
let multiplier: Int
let mode = "triple"
if mode == "double" { multiplier = 2 } else { multiplier = 3 }
let scale = { (x: Int) in x * multiplier }
print(scale(7))

// Struct init assigning let properties in branches
struct Temperature {
    let celsius: Int
    let description: String
    init(fahrenheit f: Int) {
        celsius = (f - 32) * 5 / 9
        if celsius < 0 { description = "freezing" } else if celsius < 25 { description = "mild" } else { description = "hot" }
    }
}
for f in [14, 59, 100] {
    let t = Temperature(fahrenheit: f)
    print(f, t.celsius, t.description)
}

// expect: ["negative", "zero", "even", "odd"]
// expect: (2, 2) (5, 1) (0, 0)
// expect: result: 10
// expect: result: -1
// expect: parsed 12 | not a number: x
// expect: ["odd1", "even2", "odd3", "even4"]
// expect: 21
// expect: 14 -10 freezing
// expect: 59 15 mild
// expect: 100 37 hot
