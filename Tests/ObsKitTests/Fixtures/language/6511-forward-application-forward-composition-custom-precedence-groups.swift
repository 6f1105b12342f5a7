// Functional Swift style (composition operators): forward application |> and forward composition >>> with custom precedence groups
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

func |> <A, B>(x: A, f: (A) -> B) -> B {
    return f(x)
}

func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C {
    return { a in g(f(a)) }
}

func incr(_ x: Int) -> Int { x + 1 }
func square(_ x: Int) -> Int { x * x }
func describe(_ x: Int) -> String { "value=\(x)" }

print(2 |> incr)
print(2 |> incr |> square)
print(2 |> incr >>> square >>> describe)
print(3 |> square >>> incr)

let pipeline = incr >>> square >>> incr >>> describe
print([1, 2, 3].map(pipeline))
print([1, 2, 3].map(square >>> String.init))

let shout: (String) -> String = { $0.uppercased() + "!" }
let exclaimCount = shout >>> { $0.count }
print("hello" |> shout, "hello" |> exclaimCount)

let composedMany = [incr, square, incr, incr].reduce({ (x: Int) in x }, >>>)
print(composedMany(4))

// expect: 3
// expect: 9
// expect: value=9
// expect: 10
// expect: ["value=5", "value=10", "value=17"]
// expect: ["1", "4", "9"]
// expect: HELLO! 6
// expect: 27
