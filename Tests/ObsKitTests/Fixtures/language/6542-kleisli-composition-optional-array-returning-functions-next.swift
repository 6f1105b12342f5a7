// Point-Free style (fish operator): Kleisli composition >=> for Optional- and Array-returning functions, next to plain >>>
// known-gap: needs the compiler check (the operator or overload it chose); unchecked: error: 6542-kleisli-composition-optional-array-returning-functions-next.swift:31:7: error: value of type 'String?' has no member 'joined'
precedencegroup ForwardComposition {
    associativity: left
    higherThan: AssignmentPrecedence
}
infix operator >>>: ForwardComposition
infix operator >=>: ForwardComposition

func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
func >=> <A, B, C>(f: @escaping (A) -> B?, g: @escaping (B) -> C?) -> (A) -> C? { { f($0).flatMap(g) } }
func >=> <A, B, C>(f: @escaping (A) -> [B], g: @escaping (B) -> [C]) -> (A) -> [C] { { f($0).flatMap(g) } }

func parseInt(_ s: String) -> Int? { Int(s) }
func positive(_ n: Int) -> Int? { n > 0 ? n : nil }
func reciprocal(_ n: Int) -> Double? { n == 0 ? nil : 1.0 / Double(n) }
func formatted(_ d: Double) -> String { "1/x=\(d)" }

let safeReciprocal = parseInt >=> positive >=> reciprocal
for input in ["4", "-2", "zero", "8"] {
    print(input, (safeReciprocal >=> { Optional(formatted($0)) })(input) ?? "nil")
}
let describeLength = parseInt >=> positive >>> { $0.map { "len \($0)" } }
print(describeLength("5") ?? "nil", describeLength("0") ?? "nil")

func neighbours(_ n: Int) -> [Int] { [n - 1, n + 1] }
func divisors(_ n: Int) -> [Int] { n <= 0 ? [] : (1...n).filter { n % $0 == 0 } }
func letters(_ n: Int) -> [Character] { n > 3 ? [] : Array("abc".prefix(n)) }

print((neighbours >=> neighbours)(10))
print((neighbours >=> divisors)(5))
print((divisors >=> letters)(4).map(String.init).joined())
print((neighbours >=> divisors >=> letters)(3).count)

let words: (String) -> [String] = { $0.split(separator: " ").map(String.init) }
let chars: (String) -> [Character] = { Array($0) }
let vowels = (words >=> chars) >>> { $0.filter { "aeiou".contains($0) } }
print(String(vowels("fish operator composes")))
let firstWord = words >>> { $0.first }
print((firstWord >=> parseInt)("42 is the answer") ?? -1, (firstWord >=> parseInt)("answer 42") ?? -1)

// expect: 4 1/x=0.25
// expect: -2 nil
// expect: zero nil
// expect: 8 1/x=0.125
// expect: len 5 nil
// expect: [8, 10, 10, 12]
// expect: [1, 2, 4, 1, 2, 3, 6]
// expect: aab
// expect: 6
// expect: ioeaoooe
// expect: 42 -1
