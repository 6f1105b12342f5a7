// Compiler test style: manual currying and a generic curry helper
func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C {
  { a in { b in f(a, b) } }
}
func uncurry<A, B, C>(_ f: @escaping (A) -> (B) -> C) -> (A, B) -> C {
  { a, b in f(a)(b) }
}
func flip<A, B, C>(_ f: @escaping (A) -> (B) -> C) -> (B) -> (A) -> C {
  { b in { a in f(a)(b) } }
}

let add = curry { (a: Int, b: Int) in a + b }
let sub = curry { (a: Int, b: Int) in a - b }
print(add(2)(3))
print(sub(10)(4))
print(flip(sub)(10)(4))
print([1, 2, 3].map(add(100)))

let join = curry { (sep: String, parts: [String]) in parts.joined(separator: sep) }
let dashed = join("-")
print(dashed(["a", "b", "c"]))
print(uncurry(add)(7, 8))

func volume(_ l: Int) -> (Int) -> (Int) -> Int {
  return { w in { h in l * w * h } }
}
let base = volume(2)(3)
print(base(4), base(5), volume(1)(1)(1))

let greet = curry { (greeting: String, name: String) in "\(greeting), \(name)!" }
let hellos = ["Ann", "Bo"].map(greet("Hello"))
print(hellos)
// expect: 5
// expect: 6
// expect: -6
// expect: [101, 102, 103]
// expect: a-b-c
// expect: 15
// expect: 24 30 1
// expect: ["Hello, Ann!", "Hello, Bo!"]
