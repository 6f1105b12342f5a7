// Point-Free style (inout transforms): converting between (A) -> A and (inout A) -> Void and composing both kinds with <> and >>>
// known-gap: needs the compiler check (the operator or overload it chose); unchecked: error: 6522-converting-between-inout-void-composing-both-kinds.swift:31:35: error: unary operator '-' cannot be applied to an operand of type '()'
precedencegroup SingleTypeComposition {
    associativity: left
    higherThan: AdditionPrecedence
}
infix operator <>: SingleTypeComposition
infix operator >>>: SingleTypeComposition

func <> <A>(f: @escaping (A) -> A, g: @escaping (A) -> A) -> (A) -> A {
    { g(f($0)) }
}
func <> <A>(f: @escaping (inout A) -> Void, g: @escaping (inout A) -> Void) -> (inout A) -> Void {
    { a in f(&a); g(&a) }
}
func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }

func toInout<A>(_ f: @escaping (A) -> A) -> (inout A) -> Void {
    { a in a = f(a) }
}
func fromInout<A>(_ f: @escaping (inout A) -> Void) -> (A) -> A {
    { a in
        var copy = a
        f(&copy)
        return copy
    }
}

func incr(_ x: Int) -> Int { x + 1 }
func square(_ x: Int) -> Int { x * x }
func double(_ x: inout Int) { x *= 2 }
func negate(_ x: inout Int) { x = -x }

print((incr <> square <> incr)(2))
var n = 3
(double <> negate <> toInout(incr))(&n)
print(n)
print(fromInout(double <> double)(5))

struct Settings { var volume: Int; var muted: Bool; var name: String }
let louder: (inout Settings) -> Void = { $0.volume += 10 }
let mute: (inout Settings) -> Void = { $0.muted = true }
let rename: (inout Settings) -> Void = { $0.name += "*" }

var s = Settings(volume: 5, muted: false, name: "main")
(louder <> louder <> rename)(&s)
print(s.volume, s.muted, s.name)
let pure = fromInout(mute <> rename)
let t = pure(s)
print(s.muted, s.name, t.muted, t.name)
let describe = fromInout(louder) >>> { "\($0.name): \($0.volume)" }
print(describe(s))

var values = [1, 2, 3]
let each = toInout { (xs: [Int]) in xs.map(square) }
each(&values)
print(values)

// expect: 10
// expect: -5
// expect: 20
// expect: 25 false main*
// expect: false main* true main**
// expect: main*: 35
// expect: [1, 4, 9]
