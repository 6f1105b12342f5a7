// Custom precedence groups: associativity, higherThan/lowerThan, assignment: true with optional chaining, compound operators
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
func ** (b: Int, e: Int) -> Int { e == 0 ? 1 : (1...e).reduce(1) { acc, _ in acc * b } }

print(2 ** 3 ** 2)
print((2 ** 3) ** 2)
print(2 * 3 ** 2, -2 ** 2, 10 - 2 ** 3 - 1)

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |>: PipePrecedence
func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }
print(3 |> { $0 + 1 } |> { $0 * 10 } |> String.init)
print(true ? 1 : 2 |> { $0 * 100 })

precedencegroup SetPrecedence {
    assignment: true
    associativity: right
    higherThan: AssignmentPrecedence
}
infix operator <~: SetPrecedence
func <~ (lhs: inout Int, rhs: Int) { lhs = rhs * 2 }
infix operator <-: AssignmentPrecedence
func <- (lhs: inout String, rhs: String) { lhs += rhs }

class Box { var value = 0; var inner: Box? }
var counter = 0
func made(_ v: Int) -> Int { counter += 1; return v }

let b = Box()
b.value <~ made(4)
print(b.value, counter)
b.inner?.value <~ made(9)
print(b.inner == nil, counter)
b.inner = Box()
b.inner?.value <~ made(9)
print(b.inner!.value, counter)
let nobox: Box? = nil
nobox?.value = made(100)
print(counter)
var s = "a"
s <- "b"
s <- "c" + "d"
print(s)

struct V: Equatable { var x: Int, y: Int }
infix operator +=+: AssignmentPrecedence
func +=+ (lhs: inout V, rhs: V) { lhs.x += rhs.x; lhs.y += rhs.y }
prefix operator √
prefix func √ (x: Int) -> Int { var r = 0; while (r + 1) * (r + 1) <= x { r += 1 }; return r }
postfix operator %%
postfix func %% (x: Int) -> Double { Double(x) / 100 }
var v = V(x: 1, y: 1)
v +=+ V(x: 2, y: 3)
v +=+ v
print(v)
print(√50 + 1, √(3 ** 4), 25%% + 0.5, -(√16))
precedencegroup CompareChain {
    higherThan: LogicalConjunctionPrecedence
    lowerThan: NilCoalescingPrecedence
}
infix operator ≈: CompareChain
func ≈ (a: Double, b: Double) -> Bool { abs(a - b) < 0.01 }
print(0.1 + 0.2 ≈ 0.3, 1 ≈ 1.1 || 2 ≈ 2.001, (nil ?? 1.0) ≈ 1.0)
var opt: Box? = Box()
opt?.value <~ 21
print(opt?.value ?? -1)

// expect: 512
// expect: 64
// expect: 18 4 1
// expect: 40
// expect: 100
// expect: 8 1
// expect: true 1
// expect: 18 2
// expect: 2
// expect: abcd
// expect: V(x: 6, y: 8)
// expect: 8 9 0.75 -4
// expect: true true true
// expect: 42
