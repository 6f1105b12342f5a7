// Swift book style: pattern matching in if/for/while and switch/if expressions
// Checks: if case with ranges and enums, for case let over optionals,
// for-in with where, while case, switch and if used as expressions,
// tuple patterns in for loops, and expression patterns with ~=.

let scores: [Int?] = [90, nil, 72, nil, 55]
for case let score? in scores {
    print("score \(score)")
}
for case let score? in scores where score > 60 {
    print("passing \(score)")
}
print(scores.compactMap { $0 }.count)

let age = 34
if case 18...65 = age {
    print("working age")
}
if case let x = age, x % 2 == 0 {
    print("\(x) is even")
}

enum Move { case step(Int), turn(String), rest }
let plan: [Move] = [.step(3), .turn("left"), .rest, .step(2), .turn("right")]
var distance = 0
for case .step(let n) in plan {
    distance += n
}
print("total distance \(distance)")
for case let .turn(direction) in plan {
    print("turn \(direction)")
}
let restCount = plan.filter { if case .rest = $0 { return true } else { return false } }.count
print("rests: \(restCount)")

// while case draining a queue
var queue: [Move] = [.step(1), .step(4), .rest, .step(9)]
var total = 0
while case .step(let n)? = queue.first {
    total += n
    queue.removeFirst()
}
print("stepped \(total), remaining \(queue.count)")

// switch as an expression
func grade(_ points: Int) -> String {
    let letter = switch points {
    case 90...: "A"
    case 80..<90: "B"
    case 70..<80: "C"
    default: "F"
    }
    return letter
}
print([95, 85, 71, 12].map(grade))

// if as an expression
let temperature = 28
let feeling = if temperature > 25 { "hot" } else if temperature > 15 { "mild" } else { "cold" }
print(feeling)

let bonus: Int = if age > 30 { 100 } else { 50 }
print(bonus)

// tuple patterns in for loops
let pairs = [(1, "one"), (2, "two"), (3, "three")]
for (number, name) in pairs where number != 2 {
    print("\(number) is \(name)")
}
for case (let number, "two") in pairs {
    print("found two at \(number)")
}

// Custom ~= for pattern matching
struct Even {}
func ~= (pattern: Even, value: Int) -> Bool { value % 2 == 0 }
for n in 1...4 {
    switch n {
    case Even(): print("\(n) matched Even")
    default: print("\(n) is odd")
    }
}

func ~= (pattern: String, value: Int) -> Bool { pattern == String(value) }
switch 42 {
case "41": print("forty-one")
case "42": print("forty-two via string pattern")
default: print("no match")
}

// Optional patterns in switch
let lookups: [String: Int] = ["a": 1]
for key in ["a", "b"] {
    switch lookups[key] {
    case let v?: print("\(key) -> \(v)")
    case nil: print("\(key) missing")
    }
}

// is / as patterns
let things: [Any] = [1, "two", 3.0, [4], (5, 6)]
for thing in things {
    switch thing {
    case let i as Int: print("Int \(i)")
    case let s as String: print("String \(s)")
    case is Double: print("some Double")
    case let (a, b) as (Int, Int): print("pair \(a) \(b)")
    default: print("other \(thing)")
    }
}

// expect: score 90
// expect: score 72
// expect: score 55
// expect: passing 90
// expect: passing 72
// expect: 3
// expect: working age
// expect: 34 is even
// expect: total distance 5
// expect: turn left
// expect: turn right
// expect: rests: 1
// expect: stepped 5, remaining 2
// expect: ["A", "B", "C", "F"]
// expect: hot
// expect: 100
// expect: 1 is one
// expect: 3 is three
// expect: found two at 2
// expect: 1 is odd
// expect: 2 matched Even
// expect: 3 is odd
// expect: 4 matched Even
// expect: forty-two via string pattern
// expect: a -> 1
// expect: b missing
// expect: Int 1
// expect: String two
// expect: some Double
// expect: other [4]
// expect: pair 5 6
