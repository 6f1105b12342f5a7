// extensions on Int, Double, String, Array and Collection adding helper methods (expected output from swiftc 6.3.1 on Linux)
import Foundation

extension Int {
    var isPrime: Bool {
        guard self > 1 else { return false }
        guard self > 3 else { return true }
        return !(2...Int(Double(self).squareRoot())).contains { self % $0 == 0 }
    }
    func times(_ action: (Int) -> Void) {
        for i in 0..<self { action(i) }
    }
    var digits: [Int] { String(self.magnitude).compactMap(\.wholeNumberValue) }
}

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10.0, Double(places))
        return (self * factor).rounded() / factor
    }
    var asPercent: String { String(format: "%.1f%%", self * 100) }
}

extension String {
    func truncated(to length: Int, trailing: String = "...") -> String {
        count > length ? String(prefix(length)) + trailing : self
    }
    var wordCount: Int { split { $0 == " " || $0 == "\n" }.count }
    subscript(i: Int) -> Character { self[index(startIndex, offsetBy: i)] }
}

extension Array where Element: Numeric {
    var total: Element { reduce(0, +) }
}

extension Collection {
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

print((1...30).filter(\.isPrime))
3.times { print("tick \($0)") }
print(9071.digits, (-42).digits)
print(3.14159.rounded(toPlaces: 2), 2.5.rounded(toPlaces: 0), 0.4567.asPercent)
print("A very long headline that keeps going".truncated(to: 12))
print("short".truncated(to: 12))
print("one two  three\nfour".wordCount)
print("Swift"[0], "Swift"[4])
print([1, 2, 3, 4].total, [1.5, 2.25].total)
let fruits = ["fig", "kiwi", "plum"]
print(fruits[safe: 1] ?? "none", fruits[safe: 7] ?? "none")
print([3, 1, 3, 2, 1, 4].uniqued(), "mississippi".uniqued().map(String.init).joined())
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
// expect: tick 0
// expect: tick 1
// expect: tick 2
// expect: [9, 0, 7, 1] [4, 2]
// expect: 3.14 3.0 45.7%
// expect: A very long ...
// expect: short
// expect: 4
// expect: S t
// expect: 10 3.75
// expect: kiwi none
// expect: [3, 1, 2, 4] misp
