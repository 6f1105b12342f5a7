// A line that starts with a binary operator (whitespace after it: '+ 4', '|> f', '?? x', '-> T') continues the
// expression before it; '-x' starts a new statement. '.some' with no payload matches any non-nil value; a lazy
// property's value takes its declared tuple type's labels. Expected output: swiftc 6.3.1 on this machine.
let pairs: [(Int?, Int?)] = [(1, 2), (3, nil), (nil, 4), (nil, nil), (5, 5)]
for p in pairs {
    switch p {
    case let (x?, y?) where x != y: print("both", x, y)
    case (.some, nil): print("left only")
    case (nil, .some): print("right only")
    default: print("other")
    }
}
let o: Int? = 3
if case .some = o { print("has") }
switch o { case .none: print("none"); case .some: print("some") }
final class R {
    lazy var stats: (min: Int, max: Int) = { (1, 9) }()
    var plain: (a: Int, b: String) = (2, "x")
}
let r = R()
print(r.stats.max, r.stats, r.plain.b)
struct S { lazy var t: (lo: Int, hi: Int) = (3, 4) }
var s = S()
print(s.t.hi)
precedencegroup ThenPrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
}
infix operator |>: ThenPrecedence
func |> <A, B>(value: A, transform: (A) -> B) -> B { transform(value) }
let piped = [5, 3, 8, 1]
    |> { $0.sorted() }
    |> { $0.map { $0 * 2 } }
let sum = 3
    + 4
    * 2
let flag: Bool? = nil
let chosen = flag
    ?? true
func label() 
    -> String { "arrow on its own line" }
print(piped, sum, chosen, label())
-sum < 0 ? print("negative") : print("positive")
// expect: both 1 2
// expect: left only
// expect: right only
// expect: other
// expect: other
// expect: has
// expect: some
// expect: 9 (min: 1, max: 9) x
// expect: 4
// expect: [2, 6, 10, 16] 11 true arrow on its own line
// expect: negative
