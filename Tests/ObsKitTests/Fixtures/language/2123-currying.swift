// Compiler test style: manual currying, uncurrying and partial application of generic functions
func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C {
  { a in { b in f(a, b) } }
}

func curry3<A, B, C, D>(_ f: @escaping (A, B, C) -> D) -> (A) -> (B) -> (C) -> D {
  { a in { b in { c in f(a, b, c) } } }
}

func uncurry<A, B, C>(_ f: @escaping (A) -> (B) -> C) -> (A, B) -> C {
  { f($0)($1) }
}

func flip<A, B, C>(_ f: @escaping (A) -> (B) -> C) -> (B) -> (A) -> C {
  { b in { a in f(a)(b) } }
}

func volume(_ w: Int, _ h: Int, _ d: Int) -> Int { w * h * d }
func greet(_ greeting: String, _ name: String) -> String { "\(greeting), \(name)" }

let cAdd = curry { (a: Int, b: Int) in a + b }
let inc = cAdd(1)
print(inc(41), cAdd(10)(20))
let v = curry3(volume)
let base2 = v(2)
let base2x3 = base2(3)
print(base2x3(4), base2(5)(5), v(1)(1)(1))
let hello = curry(greet)("Hello")
print(["Ann", "Bob"].map(hello))
let toBob = flip(curry(greet))("Bob")
print(toBob("Hi"), toBob("Bye"))
let sub = curry { (a: Int, b: Int) in a - b }
print(sub(10)(3), flip(sub)(10)(3))
let mul = uncurry(curry { (a: Int, b: Int) in a * b })
print(mul(6, 7))
print([1, 2, 3].map(curry(*)(10)))
let rep = curry { (s: String, n: Int) in String(repeating: s, count: n) }
print((1...3).map(rep("ab")))
struct Point { var x: Int; var y: Int }
let mk = curry(Point.init)
let onX3 = mk(3)
print([0, 1].map(onX3).map { "(\($0.x),\($0.y))" })
let methodRef = String.hasPrefix
print(methodRef("swiftc")("swift"), methodRef("obs")("swift"))

// expect: 42 30
// expect: 24 50 1
// expect: ["Hello, Ann", "Hello, Bob"]
// expect: Hi, Bob Bye, Bob
// expect: 7 -7
// expect: 42
// expect: [10, 20, 30]
// expect: ["ab", "abab", "ababab"]
// expect: ["(3,0)", "(3,1)"]
// expect: true false
