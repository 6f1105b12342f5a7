// Point-Free style (functional helpers): forward composition operators, currying and a memoize helper
precedencegroup ForwardApplication {
    associativity: left
}
infix operator |>: ForwardApplication

precedencegroup ForwardComposition {
    associativity: left
    higherThan: ForwardApplication
}
infix operator >>>: ForwardComposition

func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }

func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}

func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C {
    { a in { b in f(a, b) } }
}

func incr(_ x: Int) -> Int { x + 1 }
func square(_ x: Int) -> Int { x * x }
let describe: (Int) -> String = { "value=\($0)" }

print(3 |> incr)
print(3 |> incr >>> square)
print(3 |> square >>> incr >>> describe)

let add = curry(+) as (Int) -> (Int) -> Int
let addTen = add(10)
print([1, 2, 3].map(addTen))

let pad = curry { (width: Int, s: String) in String(repeating: " ", count: max(0, width - s.count)) + s }
print(["a", "bbb", "cc"].map(pad(4)).map { "[\($0)]" })

func memoize<In: Hashable, Out>(_ f: @escaping (In) -> Out) -> (In) -> Out {
    var cache: [In: Out] = [:]
    return { input in
        if let hit = cache[input] { return hit }
        let result = f(input)
        cache[input] = result
        return result
    }
}

var calls = 0
let slowDouble = memoize { (n: Int) -> Int in
    calls += 1
    return n * 2
}
print([4, 5, 4, 4, 5, 6].map(slowDouble), "calls:", calls)

var fibCalls = 0
var fib: ((Int) -> Int)!
fib = memoize { n in
    fibCalls += 1
    return n < 2 ? n : fib(n - 1) + fib(n - 2)
}
print(fib(40), "fib calls:", fibCalls)

// expect: 4
// expect: 16
// expect: value=10
// expect: [11, 12, 13]
// expect: ["[   a]", "[ bbb]", "[  cc]"]
// expect: [8, 10, 8, 8, 10, 12] calls: 3
// expect: 102334155 fib calls: 41
