// Compiler test style: manual currying and uncurrying of generic functions
func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C {
    return { a in { b in f(a, b) } }
}
func uncurry<A, B, C>(_ f: @escaping (A) -> (B) -> C) -> (A, B) -> C {
    return { a, b in f(a)(b) }
}
func flip<A, B, C>(_ f: @escaping (A, B) -> C) -> (B, A) -> C {
    return { b, a in f(a, b) }
}

let add = curry { (a: Int, b: Int) in a + b }
let add10 = add(10)
print(add10(5), add(1)(2))

let greet = curry { (greeting: String, name: String) in "\(greeting), \(name)!" }
let hello = greet("Hello")
print(["Ann", "Bo"].map(hello))

let sub = flip { (a: Int, b: Int) in a - b }
print(sub(3, 10))

let back = uncurry(add)
print(back(20, 22))

let power = curry { (base: Int, exp: Int) -> Int in
    (0..<exp).reduce(1) { acc, _ in acc * base }
}
print((0...5).map(power(2)))
let repeatStr = curry(flip { (s: String, n: Int) in String(repeating: s, count: n) })
print(repeatStr(3)("ab"))
// expect: 15 3
// expect: ["Hello, Ann!", "Hello, Bo!"]
// expect: 7
// expect: 42
// expect: [1, 2, 4, 8, 16, 32]
// expect: ababab
