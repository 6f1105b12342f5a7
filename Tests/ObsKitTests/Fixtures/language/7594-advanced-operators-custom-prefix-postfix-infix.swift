// Swift book style (Advanced Operators): custom prefix, postfix and infix operators with precedence groups
prefix operator +++
postfix operator %%
infix operator **: ExponentPrecedence
infix operator <>: ConcatPrecedence
precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
precedencegroup ConcatPrecedence {
    lowerThan: AdditionPrecedence
    associativity: left
}
struct Counter {
    var value: Int
    static prefix func +++ (c: inout Counter) -> Counter {
        c.value += 2
        return c
    }
}
postfix func %% (value: Double) -> Double { value / 100 }
func ** (base: Int, exp: Int) -> Int {
    var result = 1
    for _ in 0..<exp { result *= base }
    return result
}
func <> (lhs: String, rhs: String) -> String { lhs + "|" + rhs }
var c = Counter(value: 1)
let after = +++c
print(after.value, c.value)
print(45.0%%)
print(2 ** 3 ** 2)
print(2 * 3 ** 2)
print(1 + 2 ** 4)
print("a" <> "b" <> "c")
print("x" <> "y" + "z")
let parts = ["one", "two", "three"].reduce("start", <>)
print(parts)
// expect: 3 3
// expect: 0.45
// expect: 512
// expect: 18
// expect: 17
// expect: a|b|c
// expect: x|yz
// expect: start|one|two|three
