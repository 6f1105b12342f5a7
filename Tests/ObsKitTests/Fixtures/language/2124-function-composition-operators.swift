// Compiler test style: custom infix operators for function composition and forward piping
precedencegroup ForwardComposition {
  associativity: left
  higherThan: ForwardApplication
}
precedencegroup ForwardApplication {
  associativity: left
  higherThan: AssignmentPrecedence
}
infix operator >>> : ForwardComposition
infix operator <<< : ForwardComposition
infix operator |> : ForwardApplication

func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C {
  { g(f($0)) }
}
func <<< <A, B, C>(g: @escaping (B) -> C, f: @escaping (A) -> B) -> (A) -> C {
  { g(f($0)) }
}
func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }

func incr(_ x: Int) -> Int { x + 1 }
func square(_ x: Int) -> Int { x * x }
func describe(_ x: Int) -> String { "<\(x)>" }

let f = incr >>> square
let g = incr <<< square
print(f(3), g(3))
print(3 |> incr >>> square >>> describe)
print(5 |> incr |> square)
let pipeline = { (s: String) in s.count } >>> { $0 * 10 } >>> String.init
print(pipeline("hello"), type(of: pipeline("x")))
let steps: [(Int) -> Int] = [incr, square, incr, { $0 / 2 }]
let all = steps.reduce({ $0 }, >>>)
print(all(3))
let evens = { (xs: [Int]) in xs.filter { $0 % 2 == 0 } }
let total = { (xs: [Int]) in xs.reduce(0, +) }
print([1, 2, 3, 4, 5, 6] |> evens >>> total)
print(Array(1...5) |> { $0.map(square) } >>> total >>> describe)
let upper = { (s: String) in s.uppercased() }
let exclaim = { (s: String) in s + "!" }
print("hey" |> upper >>> exclaim >>> exclaim)
print("hey" |> exclaim <<< upper)
var trace: [String] = []
let logged: (Int) -> Int = { trace.append("a\($0)"); return $0 + 1 } >>> { trace.append("b\($0)"); return $0 * 2 }
print(logged(4), trace)

// expect: 16 10
// expect: <16>
// expect: 36
// expect: 50 String
// expect: 8
// expect: 12
// expect: <55>
// expect: HEY!!
// expect: HEY!
// expect: 10 ["a4", "b5"]
