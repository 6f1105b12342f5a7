// Exercism style (Armstrong Numbers): digits from String(n) raised to the digit count with an integer power
extension Int {
    func power(_ exponent: Int) -> Int {
        (0..<exponent).reduce(1) { acc, _ in acc * self }
    }

    var digits: [Int] {
        String(self).compactMap(\.wholeNumberValue)
    }

    var isArmstrongNumber: Bool {
        let ds = digits
        return ds.map { $0.power(ds.count) }.reduce(0, +) == self
    }
}

let checks = [0, 5, 10, 153, 100, 9474, 9475, 9926315, 9926314, 370, 371, 407, 8208]
for n in checks {
    print(n, n.isArmstrongNumber ? "is" : "is not", "an Armstrong number")
}
let found = (0..<100_000).filter(\.isArmstrongNumber)
print("below 100000:", found)
print("count:", found.count, "sum:", found.reduce(0, +))

// expect: 0 is an Armstrong number
// expect: 5 is an Armstrong number
// expect: 10 is not an Armstrong number
// expect: 153 is an Armstrong number
// expect: 100 is not an Armstrong number
// expect: 9474 is an Armstrong number
// expect: 9475 is not an Armstrong number
// expect: 9926315 is an Armstrong number
// expect: 9926314 is not an Armstrong number
// expect: 370 is an Armstrong number
// expect: 371 is an Armstrong number
// expect: 407 is an Armstrong number
// expect: 8208 is an Armstrong number
// expect: below 100000: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 153, 370, 371, 407, 1634, 8208, 9474, 54748, 92727, 93084]
// expect: count: 20 sum: 261221
