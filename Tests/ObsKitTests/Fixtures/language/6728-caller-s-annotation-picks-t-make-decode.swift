// Sundell generics style (inference from return context): the caller's annotation picks T for make(), decode() and empty()
protocol Parsable { init?(text: String) }
extension Int: Parsable { init?(text: String) { self.init(text) } }
extension Double: Parsable { init?(text: String) { self.init(text) } }
extension Bool: Parsable {
    init?(text: String) {
        switch text { case "yes": self = true; case "no": self = false; default: return nil }
    }
}
extension String: Parsable { init?(text: String) { self = text } }

func parse<T: Parsable>(_ text: String) -> T? { T(text: text) }

func parseList<T: Parsable>(_ csv: String) -> [T] {
    csv.split(separator: ",").compactMap { T(text: String($0)) }
}

func make<T: ExpressibleByIntegerLiteral>() -> T { 7 }
func make() -> [String] { ["made", "strings"] }

func empty<C: RangeReplaceableCollection>() -> C { C() }

func firstOr<T>(_ fallback: @autoclosure () -> T, _ values: [T]) -> T { values.first ?? fallback() }

let n: Int? = parse("42")
let d: Double? = parse("2.5")
let b: Bool? = parse("yes")
let bad: Int? = parse("4x")
print(n!, d!, b!, bad == nil)
let ints: [Int] = parseList("1,2,x,4")
let doubles: [Double] = parseList("1,2,x,4")
let flags: [Bool] = parseList("yes,maybe,no")
print(ints, doubles, flags)
let a: Int = make()
let f: Double = make()
let u: UInt8 = make()
let s: [String] = make()
print(a, f, u, s)
let e1: [Int] = empty()
let e2: String = empty()
var e3: [Character] = empty()
e3.append("z")
print(e1, "[\(e2)]", e3)
let word: String = firstOr("none", [])
print(word, firstOr(0, [5, 6]))
print((parse("9") as Int?).map { $0 * 2 } ?? 0)

// expect: 42 2.5 true true
// expect: [1, 2, 4] [1.0, 2.0, 4.0] [true, false]
// expect: 7 7.0 7 ["made", "strings"]
// expect: [] [] ["z"]
// expect: none 5
// expect: 18
