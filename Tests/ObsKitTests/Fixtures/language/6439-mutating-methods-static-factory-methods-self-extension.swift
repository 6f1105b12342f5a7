// Swift Apprentice style (methods): mutating methods, static factory methods, Self, and extension methods on a struct
struct SimpleDate {
    var month: String
    var day: Int = 1
    static let months = ["January", "February", "March", "April", "May", "June",
                         "July", "August", "September", "October", "November", "December"]
    func monthsUntilWinterBreak() -> Int {
        Self.months.firstIndex(of: "December")! - Self.months.firstIndex(of: month)!
    }
    mutating func advance() {
        day += 1
        if day > 30 {
            day = 1
            let next = (Self.months.firstIndex(of: month)! + 1) % 12
            month = Self.months[next]
        }
    }
    static func newYear() -> Self {
        Self(month: "January")
    }
}
var date = SimpleDate(month: "December", day: 30)
print(date.monthsUntilWinterBreak())
date.advance()
print(date.month, date.day)
let fresh = SimpleDate.newYear()
print(fresh.month, fresh.day, fresh.monthsUntilWinterBreak())

struct Math {
    static func factorial(of number: Int) -> Int {
        (1...max(number, 1)).reduce(1, *)
    }
    static func triangleNumber(_ n: Int) -> Int { n * (n + 1) / 2 }
}
print(Math.factorial(of: 6), Math.triangleNumber(10))
extension Math {
    static func primeFactors(of value: Int) -> [Int] {
        var remaining = value
        var factors: [Int] = []
        var divisor = 2
        while divisor * divisor <= remaining {
            while remaining % divisor == 0 {
                factors.append(divisor)
                remaining /= divisor
            }
            divisor += 1
        }
        if remaining > 1 { factors.append(remaining) }
        return factors
    }
}
print(Math.primeFactors(of: 360), Math.primeFactors(of: 97))

struct Circle {
    var radius: Double
    var area: Double { .pi * radius * radius }
    mutating func grow(byIncreasingAreaBy factor: Double) {
        radius *= factor.squareRoot()
    }
    func scaled(by factor: Double) -> Circle {
        var copy = self
        copy.radius *= factor
        return copy
    }
}
var circle = Circle(radius: 5)
let before = circle.area
circle.grow(byIncreasingAreaBy: 3)
print((circle.area / before).rounded(), circle.scaled(by: 2).radius / circle.radius)
extension Int {
    mutating func square() { self = self * self }
    func isPerfect() -> Bool { self > 1 && (1..<self).filter { self % $0 == 0 }.reduce(0, +) == self }
}
var n = 7
n.square()
print(n, (1...500).filter { $0.isPerfect() })

// expect: 0
// expect: January 1
// expect: January 1 11
// expect: 720 55
// expect: [2, 2, 2, 3, 3, 5] [97]
// expect: 3.0 2.0
// expect: 49 [6, 28, 496]
