// Advanced operators: custom precedence groups (higherThan/lowerThan, associativity), an exponent operator, a pipe-forward operator and an optional-default operator.
// expected output: swiftc 6.3.1 (Linux), run on this machine
precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentPrecedence

func ** (base: Int, exp: Int) -> Int {
    var r = 1
    for _ in 0..<exp { r *= base }
    return r
}

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |>: PipePrecedence
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }

infix operator ???: NilCoalescingPrecedence
func ??? <T>(value: T?, fallback: @autoclosure () -> String) -> String {
    value.map { "\($0)" } ?? fallback()
}

print(2 ** 10)
print(2 ** 3 ** 2)
print(1 + 2 * 3 ** 2)
print((2 ** 3) ** 2)

let shout = { (s: String) in s.uppercased() }
let exclaim = { (s: String) in s + "!" }
print("hello" |> shout |> exclaim)
print(5 |> { $0 * 2 } |> { "\($0)" } |> exclaim)
print(3 > 2 ? "yes" : "no" |> shout)

let missing: Int? = nil
print(missing ??? "none", Optional(4) ??? "none")

// expect: 1024
// expect: 512
// expect: 19
// expect: 64
// expect: HELLO!
// expect: 10!
// expect: YES
// expect: none 4
