// Language Reference style (operators): precedence groups with associativity, higherThan/lowerThan and assignment: true
precedencegroup PowerPrecedence {
    associativity: right
    higherThan: MultiplicationPrecedence
}
infix operator **: PowerPrecedence
func **(b: Int, e: Int) -> Int { e == 0 ? 1 : b * (b ** (e - 1)) }

print(2 ** 3 ** 2)
print((2 ** 3) ** 2)
print(2 * 3 ** 2)
print(1 + 2 ** 2 * 3)

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |>: PipePrecedence
func |><A, B>(x: A, f: (A) -> B) -> B { f(x) }
print(3 |> { $0 * 2 } |> { "v=\($0)" })
print(true ? 1 : 2 |> { $0 + 100 })

precedencegroup LeftMinus { associativity: left }
precedencegroup RightMinus { associativity: right }
infix operator -<: LeftMinus
infix operator ->>: RightMinus
func -<(a: Int, b: Int) -> Int { a - b }
func ->>(a: Int, b: Int) -> Int { a - b }
print(10 -< 4 -< 3, 10 ->> 4 ->> 3)

precedencegroup MyAssign {
    associativity: right
    assignment: true
}
infix operator <--: MyAssign
func <--(l: inout Int, r: Int) { l = r * 10 }
var z = 0
z <-- 4
print(z)
struct P { var v = 0 }
var p: P? = P()
p?.v <-- 7
print(p!.v)
let none: P? = nil
var copy = none
copy?.v <-- 9
print(copy == nil ? "nil stays" : "set")

infix operator ^^: ComparisonPrecedence
func ^^(a: Int, b: Int) -> Bool { a % b == 0 }
print(1 + 5 ^^ 3, 7 ^^ 2 && true)

// expect: 512
// expect: 64
// expect: 18
// expect: 13
// expect: v=6
// expect: 101
// expect: 3 9
// expect: 40
// expect: 70
// expect: nil stays
// expect: true false
