// Point-Free style (currying and flip): turning multi-argument functions and unbound methods into chains of single-argument functions
// known-gap: needs the compiler check (the callee it chooses); unchecked: error: 6053-turning-multi-argument-functions-unbound-methods-chains.swift:7:36: error: closure expects 1 argument(s), got 0
func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C { { a in { b in f(a, b) } } }
func curry<A, B, C, D>(_ f: @escaping (A, B, C) -> D) -> (A) -> (B) -> (C) -> D { { a in { b in { c in f(a, b, c) } } } }
func uncurry<A, B, C>(_ f: @escaping (A) -> (B) -> C) -> (A, B) -> C { { f($0)($1) } }
func flip<A, B, C>(_ f: @escaping (A) -> (B) -> C) -> (B) -> (A) -> C { { b in { a in f(a)(b) } } }
func flip<A, C>(_ f: @escaping (A) -> () -> C) -> () -> (A) -> C { { { a in f(a)() } } }
func zurry<A>(_ f: () -> A) -> A { f() }

func greet(_ greeting: String, _ name: String) -> String { "\(greeting), \(name)" }
func clamp(_ low: Int, _ high: Int, _ x: Int) -> Int { min(max(x, low), high) }

let hello = curry(greet)("Hello")
print(["Ana", "Ben"].map(hello))
let clampToByte = curry(clamp)(0)(255)
print([-5, 100, 300].map(clampToByte))
print(uncurry(curry(greet))("Hi", "Cy"))

let hasPrefix = flip(String.hasPrefix)
print(["swift", "swim", "tea"].filter(hasPrefix("sw")))
let upper = zurry(flip(String.uppercased))
print(["a", "bc"].map(upper))
let padded = flip(curry({ (s: String, n: Int) in String(repeating: " ", count: max(0, n - s.count)) + s }))
print(["7", "42", "123"].map(padded(4)).map { "[\($0)]" })

let adders = (1...3).map(curry(+) as (Int) -> (Int) -> Int)
print(adders.map { $0(10) })
let multiply: (Int) -> (Int) -> Int = curry(*)
let table = (1...3).map { row in (1...4).map(multiply(row)) }
for row in table { print(row.map { String($0) }.joined(separator: "\t")) }
let joinWith = curry { (sep: String, xs: [String]) in xs.joined(separator: sep) }
print(joinWith(" / ")(["a", "b", "c"]))
let split = flip(curry({ (s: String, c: Character) in s.split(separator: c).map(String.init) }))
print(split(",")("x,y,,z"))

// expect: ["Hello, Ana", "Hello, Ben"]
// expect: [0, 100, 255]
// expect: Hi, Cy
// expect: ["swift", "swim"]
// expect: ["A", "BC"]
// expect: ["[   7]", "[  42]", "[ 123]"]
// expect: [11, 12, 13]
// expect: 1	2	3	4
// expect: 2	4	6	8
// expect: 3	6	9	12
// expect: a / b / c
// expect: ["x", "y", "z"]
