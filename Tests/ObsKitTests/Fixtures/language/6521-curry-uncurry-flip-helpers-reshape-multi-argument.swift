// Point-Free style (currying): curry, uncurry and flip helpers that reshape multi-argument functions and initializers
// known-gap: needs the compiler check (the types it infers); unchecked: error: 6521-curry-uncurry-flip-helpers-reshape-multi-argument.swift:32:16: error: no exact matches in call to 'curry(_:)' with arguments of type (function); candidates: curry(_:), curry(_:)
func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C {
    return { a in { b in f(a, b) } }
}
func curry<A, B, C, D>(_ f: @escaping (A, B, C) -> D) -> (A) -> (B) -> (C) -> D {
    return { a in { b in { c in f(a, b, c) } } }
}
func uncurry<A, B, C>(_ f: @escaping (A) -> (B) -> C) -> (A, B) -> C {
    return { a, b in f(a)(b) }
}
func flip<A, B, C>(_ f: @escaping (A) -> (B) -> C) -> (B) -> (A) -> C {
    return { b in { a in f(a)(b) } }
}
func flip<A, C>(_ f: @escaping (A) -> () -> C) -> () -> (A) -> C {
    return { { a in f(a)() } }
}

func greet(_ greeting: String, _ name: String) -> String { "\(greeting), \(name)!" }
func clamp(_ low: Int, _ high: Int, _ x: Int) -> Int { min(max(x, low), high) }

let hello = curry(greet)("Hello")
print(hello("Ada"), hello("Grace"))
print(["x", "y"].map(curry(greet)("Hey")))

let clampDigit = curry(clamp)(0)(9)
print([-4, 3, 12].map(clampDigit))

let add = curry(+) as (Int) -> (Int) -> Int
print([1, 2, 3].map(add(10)))
print(uncurry(add)(4, 5))

let pad = flip(curry(String.init(repeating:count:) as (String, Int) -> String))(3)
print(pad("ab"), pad("-"))

let upper = flip(String.uppercased)()
print(["swift", "lang"].map(upper))
let hasPrefix = flip(String.hasPrefix)
print(["apple", "banana", "apricot"].filter(hasPrefix("ap")))

struct Point: CustomStringConvertible {
    let x: Int, y: Int
    var description: String { "(\(x), \(y))" }
}
let onDiagonal = curry(Point.init(x:y:))
print([1, 2, 3].map { onDiagonal($0)($0) })
let pairs = zip([1, 2, 3], [7, 8, 9]).map(uncurry(onDiagonal))
print(pairs)

// expect: Hello, Ada! Hello, Grace!
// expect: ["Hey, x!", "Hey, y!"]
// expect: [0, 3, 9]
// expect: [11, 12, 13]
// expect: 9
// expect: ababab ---
// expect: ["SWIFT", "LANG"]
// expect: ["apple", "apricot"]
// expect: [(1, 1), (2, 2), (3, 3)]
// expect: [(1, 7), (2, 8), (3, 9)]
