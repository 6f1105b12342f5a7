// Swift Playgrounds style (extensions): extending Int, String and Double with computed properties and helper methods
import Foundation

extension Int {
    var isEven: Bool { self % 2 == 0 }
    var squared: Int { self * self }
    func times(_ action: (Int) -> Void) {
        for i in 0..<self { action(i) }
    }
    var digits: [Int] { String(self).compactMap { $0.wholeNumberValue } }
    mutating func double() { self *= 2 }
}

extension String {
    var isPalindrome: Bool {
        let letters = lowercased().filter { $0.isLetter }
        return letters == String(letters.reversed())
    }
    func repeated(_ n: Int, separator: String = "") -> String {
        Array(repeating: self, count: n).joined(separator: separator)
    }
    var wordCount: Int { split(separator: " ").count }
    subscript(i: Int) -> Character { self[index(startIndex, offsetBy: i)] }
}

extension Double {
    var asCurrency: String { String(format: "$%.2f", self) }
    func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10.0, Double(places))
        return (self * factor).rounded() / factor
    }
    var celsiusToFahrenheit: Double { self * 1.8 + 32 }
}

print(7.isEven, 10.isEven, 12.squared)
3.times { print("Hello #\($0 + 1)") }
print(90210.digits, 90210.digits.reduce(0, +))
var n = 21
n.double()
print(n)

for phrase in ["Racecar", "Was it a car or a cat I saw", "Swift"] {
    print("\(phrase): \(phrase.isPalindrome)")
}
print("ab".repeated(3), "ho".repeated(3, separator: "-"))
print("one two  three".wordCount)
print("Swift"[0], "Swift"[4])

print(3.14159.rounded(toPlaces: 2), 2.71828.rounded(toPlaces: 3))
print(12.5.asCurrency, 1234.567.asCurrency)
print(37.0.celsiusToFahrenheit, (-10.0).celsiusToFahrenheit)
let prices = [3.999, 10.0, 0.5]
print(prices.map(\.asCurrency))
print((1...10).filter(\.isEven).map(\.squared))

// expect: false true 144
// expect: Hello #1
// expect: Hello #2
// expect: Hello #3
// expect: [9, 0, 2, 1, 0] 12
// expect: 42
// expect: Racecar: true
// expect: Was it a car or a cat I saw: true
// expect: Swift: false
// expect: ababab ho-ho-ho
// expect: 3
// expect: S t
// expect: 3.14 2.718
// expect: $12.50 $1234.57
// expect: 98.60000000000001 14.0
// expect: ["$4.00", "$10.00", "$0.50"]
// expect: [4, 16, 36, 64, 100]
