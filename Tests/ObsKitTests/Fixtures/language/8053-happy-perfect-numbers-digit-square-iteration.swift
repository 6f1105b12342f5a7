// Rosetta Code style (Happy and perfect numbers): digit-square iteration with Set cycle detection and divisor sums
extension Int {
    var digitSquareSum: Int {
        var n = self, s = 0
        while n > 0 { let d = n % 10; s += d * d; n /= 10 }
        return s
    }
    var isHappy: Bool {
        var seen: Set<Int> = []
        var n = self
        while n != 1 && !seen.contains(n) {
            seen.insert(n)
            n = n.digitSquareSum
        }
        return n == 1
    }
    var properDivisorSum: Int {
        guard self > 1 else { return 0 }
        var s = 1
        var d = 2
        while d * d <= self {
            if self % d == 0 { s += d; if d != self / d { s += self / d } }
            d += 1
        }
        return s
    }
}
let happy = (1...).lazy.filter(\.isHappy).prefix(8)
print("First 8 happy numbers:", Array(happy))
print("Perfect numbers < 10000:", (2..<10000).filter { $0.properDivisorSum == $0 })
var classes = [String: Int]()
for n in 1...20000 {
    let s = n.properDivisorSum
    let key = s < n ? "deficient" : (s == n ? "perfect" : "abundant")
    classes[key, default: 0] += 1
}
for (k, v) in classes.sorted(by: { $0.key < $1.key }) { print(k, v) }
// expect: First 8 happy numbers: [1, 7, 10, 13, 19, 23, 28, 31]
// expect: Perfect numbers < 10000: [6, 28, 496, 8128]
// expect: abundant 4953
// expect: deficient 15043
// expect: perfect 4
