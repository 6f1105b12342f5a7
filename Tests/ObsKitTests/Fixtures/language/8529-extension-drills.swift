// Course style (extensions drill): computed properties, methods, mutating, nested types, protocol conformance
import Foundation

extension Int {
    var isEven: Bool { self % 2 == 0 }
    var squared: Int { self * self }

    func times(_ action: (Int) -> Void) {
        for i in 0..<self { action(i) }
    }

    mutating func double() {
        self *= 2
    }

    var digits: [Int] {
        return String(abs(self)).compactMap { $0.wholeNumberValue }
    }

    enum Sign {
        case negative, zero, positive
    }

    var sign: Sign {
        if self < 0 { return .negative }
        return self == 0 ? .zero : .positive
    }
}

extension Double {
    var asPercent: String {
        let scaled = (self * 1000).rounded() / 10
        return "\(scaled)%"
    }
}

extension Array where Element == Int {
    var total: Int { reduce(0, +) }
    func average() -> Double? {
        isEmpty ? nil : Double(total) / Double(count)
    }
}

extension String {
    var wordCount: Int { split(separator: " ").count }
    func repeated(_ n: Int) -> String { String(repeating: self, count: n) }
}

struct Money {
    var cents: Int
}

extension Money: CustomStringConvertible {
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}

extension Money {
    init(dollars: Int) { self.cents = dollars * 100 }
    static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
}

print("7 is even? \(7.isEven), 7 squared = \(7.squared)")
3.times { print("  tick \($0)") }
var n = 21
n.double()
print("Doubled: \(n)")
print("Digits of -9052: \((-9052).digits)")
print("Signs: \([-4, 0, 8].map { "\($0.sign)" }.joined(separator: " "))")
print("0.4567 = \(0.4567.asPercent)")
print("Total \([4, 8, 15, 16, 23, 42].total), average \([4, 8, 15, 16, 23, 42].average()!)")
print("Empty average: \(String(describing: [Int]().average()))")
print("'the quick brown fox' has \("the quick brown fox".wordCount) words")
print("ab".repeated(3))
let bill = Money(dollars: 12) + Money(cents: 7)
print("Bill: \(bill)")

// expect: 7 is even? false, 7 squared = 49
// expect:   tick 0
// expect:   tick 1
// expect:   tick 2
// expect: Doubled: 42
// expect: Digits of -9052: [9, 0, 5, 2]
// expect: Signs: negative zero positive
// expect: 0.4567 = 45.7%
// expect: Total 108, average 18.0
// expect: Empty average: nil
// expect: 'the quick brown fox' has 4 words
// expect: ababab
// expect: Bill: $12.07
