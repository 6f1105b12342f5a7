// Compiler test style: operator precedence interactions with built-ins (??, ..<, ternary, casts, custom groups)
precedencegroup ChainPrecedence {
  associativity: left
  higherThan: NilCoalescingPrecedence
  lowerThan: AdditionPrecedence
}
infix operator +++ : ChainPrecedence
func +++ (l: [Int], r: Int) -> [Int] { l + [r] }

let opt: Int? = nil
print(opt ?? 1 + 2)
print((opt ?? 1) + 2)
print([1] +++ 2 + 3 +++ 4)
let maybeArr: [Int]? = nil
print(maybeArr ?? [0] +++ 9)

let r = 1..<2 + 3
print(Array(r))
print(true ? 1 : 2 + 10, false ? 1 : 2 + 10)
let x: Any = 5
print(x as? Int ?? -1, x as? String ?? "not string")
print(2 + 3 * 4 - 6 / 2 % 4)
let two = 2
print(-2 * -3, -(two - 5), 1 << 3 + 1, (1 << 3) + 1)
print(5 & 3 | 8, 5 ^ 1 << 2, ~0 & 0xF)
print(10 - 2 - 3, 100 / 10 / 5)
print(1 < 2 && 3 > 4 || true, !(1 == 1) || false)

precedencegroup ImplicationPrecedence {
  associativity: right
  lowerThan: LogicalDisjunctionPrecedence
}
infix operator ==> : ImplicationPrecedence
func ==> (l: Bool, r: Bool) -> Bool { !l || r }
print(1 < 2 ==> 3 < 4)
print(true ==> false, false ==> false, false ==> true ==> false)

prefix operator %%
prefix func %% (x: Int) -> Int { x * 100 }
postfix operator %%
postfix func %% (x: Int) -> Int { x + 1 }
print(%%2, 2%%, %%(2%%))
print(-3%%, (-3)%%)
// expect: 3
// expect: 3
// expect: [1, 5, 4]
// expect: [0, 9]
// expect: [1, 2, 3, 4]
// expect: 1 12
// expect: 5 not string
// expect: 11
// expect: 6 3 9 9
// expect: 9 1 15
// expect: 5 2
// expect: true false
// expect: true
// expect: false true true
// expect: 200 3 300
// expect: -4 -2
