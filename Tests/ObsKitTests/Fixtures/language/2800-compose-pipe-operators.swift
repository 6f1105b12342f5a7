// Compiler test style: custom compose and pipe operators with precedence groups
precedencegroup ForwardApplication {
    associativity: left
    higherThan: AssignmentPrecedence
}
precedencegroup ForwardComposition {
    associativity: left
    higherThan: ForwardApplication
}
infix operator |>: ForwardApplication
infix operator >>>: ForwardComposition

func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }
func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C {
    return { g(f($0)) }
}
func compose<A, B, C>(_ g: @escaping (B) -> C, _ f: @escaping (A) -> B) -> (A) -> C {
    { g(f($0)) }
}

let inc = { (x: Int) in x + 1 }
let dbl = { (x: Int) in x * 2 }
let str = { (x: Int) in "<\(x)>" }

print(3 |> inc |> dbl)
print(3 |> dbl >>> inc >>> str)
print(compose(str, compose(inc, dbl))(10))
let chain = [inc, dbl, inc, dbl].reduce({ $0 }, >>>)
print(chain(1))
let words = "the quick brown fox"
let result = words
    |> { (s: String) -> [Substring] in s.split(separator: " ") }
    |> { $0.map { $0.count } }
    |> { $0.reduce(0, +) }
print(result)
let countChars: (String) -> Int = { $0.count }
print(["a", "bcd", "ef"].map(countChars >>> dbl >>> str))
// expect: 8
// expect: <7>
// expect: <21>
// expect: 10
// expect: 16
// expect: ["<2>", "<6>", "<4>"]
