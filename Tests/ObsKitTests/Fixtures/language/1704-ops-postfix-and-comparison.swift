// Advanced operators: a postfix operator, a custom comparison operator on a type, `~=` for pattern matching in switch, and operators as function values.
// expected output: swiftc 6.3.1 (Linux), run on this machine
postfix operator %
postfix func % (value: Double) -> Double { value / 100 }

postfix operator ~!
postfix func ~! (n: Int) -> Int { n <= 1 ? 1 : (1...n).reduce(1, *) }

struct Money: Comparable {
    let cents: Int
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
}

infix operator ≈: ComparisonPrecedence
func ≈ (a: Double, b: Double) -> Bool { abs(a - b) < 0.001 }

struct Even {}
func ~= (pattern: Even, value: Int) -> Bool { value % 2 == 0 }
func ~= (pattern: ClosedRange<Money>, value: Money) -> Bool { pattern.contains(value) }

print(50%, 12.5% * 200)
print(5~!, 1~!, 0~!)
let prices = [Money(cents: 250), Money(cents: 99), Money(cents: 1000)]
print(prices.sorted().map(\.cents), prices.max()!.cents)
print(0.1 + 0.2 ≈ 0.3, 0.1 + 0.2 == 0.3)

for n in [3, 4] {
    switch n {
    case Even(): print(n, "is even")
    default: print(n, "is odd")
    }
}
let cheap = Money(cents: 0)...Money(cents: 300)
for p in prices {
    switch p {
    case cheap: print(p.cents, "cheap")
    default: print(p.cents, "pricey")
    }
}
let ops: [(Int, Int) -> Int] = [(+), (-), (*), max]
print(ops.map { $0(7, 3) })
print([3, 1, 2].sorted(by: >), [1, 2, 3].reduce(0, +))

// expect: 0.5 25.0
// expect: 120 1 1
// expect: [99, 250, 1000] 1000
// expect: true false
// expect: 3 is odd
// expect: 4 is even
// expect: 250 cheap
// expect: 99 cheap
// expect: 1000 pricey
// expect: [10, 4, 21, 7]
// expect: [3, 2, 1] 6
