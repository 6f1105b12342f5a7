// Language Reference style (operators): custom operator characters, prefix/postfix/infix declarations and whitespace rules
prefix operator √
prefix func √(x: Double) -> Double { x.squareRoot() }

postfix operator ~!
postfix func ~!(n: Int) -> Int { n <= 1 ? 1 : n * (n - 1)~! }

infix operator <+>: AdditionPrecedence
func <+>(l: [Int], r: [Int]) -> [Int] { zip(l, r).map { $0 + $1 } }

infix operator •: MultiplicationPrecedence
func •(l: (Int, Int), r: (Int, Int)) -> Int { l.0 * r.0 + l.1 * r.1 }

print(√16.0, √(2.0 * 8))
print(5~!, 3~! + 1)
print([1, 2, 3] <+> [10, 20, 30])
print((1, 2) • (3, 4) + 1)

infix operator .+.
func .+.(a: Int, b: Int) -> Int { a * 10 + b }
print(1 .+. 2, 3.+.4)

prefix operator ---
prefix func ---(x: Int) -> Int { x - 3 }
print(---10)

let a = 5, b = 3
print(a-b, a - b, -a + b, a - -b)
print(!true, !(a > b))
var opt: Int? = 4
print(opt! + 1, (opt ?? 0)+1)
opt = nil
print(opt ?? -1)
infix operator ∪
func ∪(l: Set<Int>, r: Set<Int>) -> [Int] { l.union(r).sorted() }
print([1, 2] ∪ [2, 3])

// expect: 4.0 4.0
// expect: 120 7
// expect: [11, 22, 33]
// expect: 12
// expect: 12 34
// expect: 7
// expect: 2 2 -2 8
// expect: false false
// expect: 5 5
// expect: -1
// expect: [1, 2, 3]
