// Swift book style: custom operators on Character and String with a custom precedence group
precedencegroup RepeatPrecedence {
    higherThan: AdditionPrecedence
    lowerThan: MultiplicationPrecedence
    associativity: left
}
infix operator *** : RepeatPrecedence
infix operator <> : AdditionPrecedence
prefix operator ^
postfix operator ~!

func *** (c: Character, n: Int) -> String { String(repeating: c, count: n) }
func *** (s: String, n: Int) -> String { String(repeating: s, count: n) }
func <> (l: String, r: String) -> String { l + "|" + r }
prefix func ^ (c: Character) -> Character { Character(c.uppercased()) }
postfix func ~! (s: String) -> String { s + "!!" }

let dash: Character = "-"
print(dash *** 5)
print("ab" *** 3)
print(dash *** 2 * 2)
print("x" <> "y" <> "z")
print("a" <> dash *** 3 <> "b")
let big = ^("k" as Character)
print(big, type(of: big))
print("hey"~!)
print(("go" *** 2)~!)

struct Fraction: CustomStringConvertible {
    var n: Int, d: Int
    var description: String { "\(n)/\(d)" }
    static func + (a: Fraction, b: Fraction) -> Fraction { Fraction(n: a.n * b.d + b.n * a.d, d: a.d * b.d) }
    static func *** (a: Fraction, k: Int) -> Fraction { Fraction(n: a.n * k, d: a.d) }
    static prefix func ^ (a: Fraction) -> Fraction { Fraction(n: a.d, d: a.n) }
}
print(Fraction(n: 1, d: 2) + Fraction(n: 1, d: 3) *** 2)
print(^Fraction(n: 3, d: 4))
// expect: -----
// expect: ababab
// expect: ----
// expect: x|y|z
// expect: a|---|b
// expect: K Character
// expect: hey!!
// expect: gogo!!
// expect: 7/6
// expect: 4/3
