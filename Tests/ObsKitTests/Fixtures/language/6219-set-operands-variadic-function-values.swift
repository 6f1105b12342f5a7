// Array literals as the operands of an operator that takes Sets; a variadic function called through a function value (declared or inferred type, or passed as a parameter)
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
infix operator ∪: AdditionPrecedence
func ∪ (l: Set<Int>, r: Set<Int>) -> Set<Int> { l.union(r) }
print(([1, 2] ∪ [2, 3]).sorted())
let s: Set<Int> = [5]
print((s ∪ [6]).sorted())
func sum(_ nums: Int...) -> Int { nums.reduce(0, +) }
let f: (Int...) -> Int = sum
print(f(1, 2, 3))
let g = sum
print(g(4, 5))
func apply(_ h: (Int...) -> Int) -> Int { h(1, 1) }
print(apply(sum))

// expect: [1, 2, 3]
// expect: [5, 6]
// expect: 6
// expect: 9
// expect: 2
