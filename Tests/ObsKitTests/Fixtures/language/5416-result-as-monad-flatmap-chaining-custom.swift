// Functional Swift blog style: Result as a monad, flatMap chaining, custom Error enum, a >>= operator over Result
// known-gap: error: 5416-result-as-monad-flatmap-chaining-custom.swift:41:31: error: binary operator '>>' cannot be applied to operands of type 'function' and 'function'
enum ParseError: Error, CustomStringConvertible {
    case empty
    case notANumber(String)
    case outOfRange(Int)

    var description: String {
        switch self {
        case .empty: return "empty input"
        case .notANumber(let s): return "not a number: '\(s)'"
        case .outOfRange(let n): return "out of range: \(n)"
        }
    }
}

infix operator >>=: AdditionPrecedence
func >>= <A, B, E>(r: Result<A, E>, f: (A) -> Result<B, E>) -> Result<B, E> {
    r.flatMap(f)
}

func nonEmpty(_ s: String) -> Result<String, ParseError> {
    s.isEmpty ? .failure(.empty) : .success(s)
}

func parseInt(_ s: String) -> Result<Int, ParseError> {
    Int(s).map { .success($0) } ?? .failure(.notANumber(s))
}

func percentage(_ n: Int) -> Result<Int, ParseError> {
    (0...100).contains(n) ? .success(n) : .failure(.outOfRange(n))
}

func describe(_ r: Result<Int, ParseError>) -> String {
    switch r {
    case .success(let v): return "ok(\(v))"
    case .failure(let e): return "error(\(e))"
    }
}

for raw in ["42", "", "abc", "150", "100"] {
    let r = nonEmpty(raw) >>= parseInt >>= percentage
    print(describe(r.map { $0 * 2 }))
}

let all = ["10", "20", "x", "30"].map { parseInt($0) }
let successes = all.compactMap { try? $0.get() }
print("successes:", successes, "sum:", successes.reduce(0, +))
do {
    let value = try (nonEmpty("7") >>= parseInt).get()
    print("got", value)
    _ = try parseInt("seven").get()
} catch {
    print("caught:", error)
}

// expect: ok(84)
// expect: error(empty input)
// expect: error(not a number: 'abc')
// expect: error(out of range: 150)
// expect: ok(200)
// expect: successes: [10, 20, 30] sum: 60
// expect: got 7
// expect: caught: not a number: 'seven'
