// Swift by Sundell style (extensions with where clauses): Collection and Sequence helpers constrained by element type
extension Sequence where Element: Numeric {
    func sum() -> Element { reduce(0, +) }
}

extension Sequence where Element: AdditiveArithmetic {
    func runningTotals() -> [Element] {
        var total = Element.zero
        return map { total += $0; return total }
    }
}

extension Collection where Element: BinaryInteger {
    func average() -> Double? {
        isEmpty ? nil : Double(Int(sum())) / Double(count)
    }
}

extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
    func frequencies() -> [(Element, Int)] {
        var counts: [Element: Int] = [:]
        var order: [Element] = []
        for x in self {
            if counts[x] == nil { order.append(x) }
            counts[x, default: 0] += 1
        }
        return order.map { ($0, counts[$0]!) }
    }
}

extension Collection {
    subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
    func chunked(into size: Int) -> [SubSequence] {
        var result: [SubSequence] = []
        var start = startIndex
        while start != endIndex {
            let end = self.index(start, offsetBy: size, limitedBy: endIndex) ?? endIndex
            result.append(self[start..<end])
            start = end
        }
        return result
    }
}

extension Array where Element == String {
    func joinedSentence() -> String {
        switch count {
        case 0: return ""
        case 1: return self[0]
        default: return dropLast().joined(separator: ", ") + " and " + last!
        }
    }
}

extension Sequence {
    func sorted<T: Comparable>(by key: KeyPath<Element, T>, descending: Bool = false) -> [Element] {
        sorted { descending ? $0[keyPath: key] > $1[keyPath: key] : $0[keyPath: key] < $1[keyPath: key] }
    }
}

let numbers = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]
print(numbers.sum(), [1.5, 2.25].sum(), numbers.runningTotals())
print(numbers.average() as Any, [Int]().average() as Any, [UInt8(3), 4].average() as Any)
print(numbers.uniqued(), "mississippi".uniqued().map(String.init).joined())
print("hello world".frequencies().filter { $0.1 > 1 }.map { "\($0.0)\($0.1)" })
print(numbers[safe: 2] as Any, numbers[safe: 20] as Any, "abc"[safe: "abc".startIndex] as Any)
print(numbers.chunked(into: 4), Array("abcdefg".chunked(into: 3).map(String.init)))
print(["Anna"].joinedSentence(), "/", ["Anna", "Bob", "Cy"].joinedSentence(), "/", [String]().joinedSentence().isEmpty)
struct Player { let name: String; let score: Int }
let players = [Player(name: "Zed", score: 10), Player(name: "Amy", score: 30), Player(name: "Kim", score: 20)]
print(players.sorted(by: \.name).map(\.name), players.sorted(by: \.score, descending: true).map(\.score))
print(type(of: numbers.chunked(into: 2)), type(of: "ab".chunked(into: 1)))

// expect: 39 3.75 [3, 4, 8, 9, 14, 23, 25, 31, 36, 39]
// expect: Optional(3.9) nil Optional(3.5)
// expect: [3, 1, 4, 5, 9, 2, 6] misp
// expect: ["l3", "o2"]
// expect: Optional(4) nil Optional("a")
// expect: [ArraySlice([3, 1, 4, 1]), ArraySlice([5, 9, 2, 6]), ArraySlice([5, 3])] ["abc", "def", "g"]
// expect: Anna / Anna, Bob and Cy / true
// expect: ["Amy", "Kim", "Zed"] [30, 20, 10]
// expect: Array<ArraySlice<Int>> Array<Substring>
