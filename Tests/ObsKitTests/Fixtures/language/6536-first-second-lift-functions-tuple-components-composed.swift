// Point-Free style (tuple setters): first and second lift functions into tuple components, composed with >>> and applied with |>
precedencegroup ForwardApplication {
    associativity: left
}
precedencegroup ForwardComposition {
    associativity: left
    higherThan: ForwardApplication
}
infix operator |>: ForwardApplication
infix operator >>>: ForwardComposition

func |> <A, B>(a: A, f: (A) -> B) -> B { f(a) }
func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }

func first<A, B, C>(_ f: @escaping (A) -> B) -> ((A, C)) -> (B, C) {
    { pair in (f(pair.0), pair.1) }
}
func second<A, B, C>(_ f: @escaping (B) -> C) -> ((A, B)) -> (A, C) {
    { pair in (pair.0, f(pair.1)) }
}

func incr(_ x: Int) -> Int { x + 1 }
let pair = (42, "Swift")

let a = pair |> first(incr)
print(a.0, a.1)
let b = pair |> first(incr) >>> first(String.init)
print(b.0 + "!", b.1)
let c = pair |> first(incr) >>> second { $0.uppercased() }
print(c)

let nested = ((1, true), "Swift")
let d = nested |> (second >>> first) { !$0 }
print(d)
let e = nested |> (first >>> first)(incr) >>> second { $0.count }
print(e)

let rows: [(String, Int)] = [("apples", 3), ("pears", 5)]
print(rows.map(second { $0 * 100 } >>> first { $0.prefix(3) }).map { "\($0.0):\($0.1)" })
let swap: ((Int, String)) -> (String, Int) = { ($0.1, $0.0) }
print(pair |> swap >>> first { $0.count })
let deep = (((1, 2), 3), 4)
let scaleInner: ((((Int, Int), Int), Int)) -> (((Int, Int), Int), Int) = (second >>> first >>> first) { $0 * 50 }
print(deep |> scaleInner)

// expect: 43 Swift
// expect: 43! Swift
// expect: (43, "SWIFT")
// expect: ((1, false), "Swift")
// expect: ((2, true), 5)
// expect: ["app:300", "pea:500"]
// expect: (5, 42)
// expect: (((1, 100), 3), 4)
