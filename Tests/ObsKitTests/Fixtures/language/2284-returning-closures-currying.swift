// Compiler test style: returning closures from functions, independent captured state, and manual currying
func makeCounter(start: Int = 0, step: Int = 1) -> () -> Int {
  var value = start
  return {
    defer { value += step }
    return value
  }
}

let a = makeCounter()
let b = makeCounter(start: 100, step: -10)
print(a(), a(), a(), b(), b(), a())

func makeAccumulator() -> (inc: (Int) -> Void, read: () -> Int) {
  var sum = 0
  return ({ sum += $0 }, { sum })
}
let acc = makeAccumulator()
acc.inc(5); acc.inc(7)
let other = makeAccumulator()
other.inc(1)
print(acc.read(), other.read())

func add(_ x: Int) -> (Int) -> (Int) -> Int {
  return { y in { z in x + y + z } }
}
print(add(1)(2)(3))
let addTen = add(4)(6)
print([1, 2, 3].map(addTen))

func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C {
  return { a in { b in f(a, b) } }
}
func uncurry<A, B, C>(_ f: @escaping (A) -> (B) -> C) -> (A, B) -> C {
  return { f($0)($1) }
}
let repeatText = curry { (s: String, n: Int) in String(repeating: s, count: n) }
print(repeatText("ab")(3))
let stars = repeatText("*")
print([1, 3, 5].map(stars))
let joinWith = curry { (sep: String, parts: [String]) in parts.joined(separator: sep) }
print(joinWith(", ")(["x", "y", "z"]))
print(uncurry(add(0))(20, 22))

func greeter(_ greeting: String) -> (String) -> String {
  func build(_ name: String) -> String { "\(greeting), \(name)!" }
  return build
}
let greeters = ["Hi", "Hola"].map(greeter)
print(greeters.map { $0("Sam") })

let methodRef = String.hasPrefix
print(methodRef("swiftlang")("swift"), methodRef("obs")("swift"))
let clamp = { (lo: Int, hi: Int) in { (v: Int) in min(max(v, lo), hi) } }
print([-5, 3, 12].map(clamp(0, 10)))

// expect: 0 1 2 100 90 3
// expect: 12 1
// expect: 6
// expect: [11, 12, 13]
// expect: ababab
// expect: ["*", "***", "*****"]
// expect: x, y, z
// expect: 42
// expect: ["Hi, Sam!", "Hola, Sam!"]
// expect: true false
// expect: [0, 3, 10]
