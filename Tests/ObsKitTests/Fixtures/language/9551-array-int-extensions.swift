// Extensions on Array, Collection, Int and Double used across an app: chunking, safe index, unique, ordinals (expected output from swiftc 6.3.1 on Linux)
import Foundation

extension Array {
    func chunked(into size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}

extension Collection {
    subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension Sequence where Element: Numeric {
    var total: Element { reduce(0, +) }
}

extension Int {
    var ordinal: String {
        let tens = self % 100
        if (11...13).contains(tens) { return "\(self)th" }
        switch self % 10 {
        case 1: return "\(self)st"
        case 2: return "\(self)nd"
        case 3: return "\(self)rd"
        default: return "\(self)th"
        }
    }
    var isEven: Bool { self % 2 == 0 }
    func times(_ body: (Int) -> Void) { for i in 0..<self { body(i) } }
}

extension Double {
    func rounded(toPlaces places: Int) -> Double {
        let factor = pow(10.0, Double(places))
        return (self * factor).rounded() / factor
    }
    var asPercent: String { String(format: "%.1f%%", self * 100) }
}

let numbers = Array(1...11)
print(numbers.chunked(into: 4))
print(numbers[safe: 3] ?? -1, numbers[safe: 20] ?? -1, [String]()[safe: 0] ?? "none")
print([3, 1, 3, 2, 1, 5, 2].uniqued(), ["b", "a", "b", "c", "a"].uniqued())
print(numbers.total, [1.5, 2.25, 0.25].total)
print([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(\.ordinal).joined(separator: " "))
print(numbers.filter(\.isEven))
var built = ""
3.times { built += "[\($0)]" }
print(built)
print(3.14159.rounded(toPlaces: 2), 2.71828.rounded(toPlaces: 3), 0.4567.asPercent, 1.0.asPercent)

// expect: [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11]]
// expect: 4 -1 none
// expect: [3, 1, 2, 5] ["b", "a", "c"]
// expect: 66 4.0
// expect: 1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 23rd 101st 111th 112th
// expect: [2, 4, 6, 8, 10]
// expect: [0][1][2]
// expect: 3.14 2.718 45.7% 100.0%
