// WWDC Protocol-Oriented Programming style (Self in protocol): an Ordered protocol with precedes(_ other: Self) and a generic insertion sort and binary search over it
protocol Ordered {
    func precedes(_ other: Self) -> Bool
}

struct Number: Ordered {
    var value: Double
    func precedes(_ other: Number) -> Bool { value < other.value }
}

struct Label: Ordered {
    var text: String
    func precedes(_ other: Label) -> Bool { text.count < other.text.count || (text.count == other.text.count && text < other.text) }
}

func insertionSorted<T: Ordered>(_ items: [T]) -> [T] {
    var result: [T] = []
    for item in items {
        let index = result.firstIndex { item.precedes($0) } ?? result.endIndex
        result.insert(item, at: index)
    }
    return result
}

func lowerBound<T: Ordered>(_ sorted: [T], _ key: T) -> Int {
    var lo = 0, hi = sorted.count
    while lo < hi {
        let mid = (lo + hi) / 2
        if sorted[mid].precedes(key) { lo = mid + 1 } else { hi = mid }
    }
    return lo
}

extension Array where Element: Ordered {
    var isOrdered: Bool { zip(self, dropFirst()).allSatisfy { !$1.precedes($0) } }
}

let numbers = insertionSorted([3.5, -1, 2, 8, 2].map(Number.init))
print(numbers.map(\.value), numbers.isOrdered)
print(lowerBound(numbers, Number(value: 2)), lowerBound(numbers, Number(value: 100)))

let labels = insertionSorted(["pear", "fig", "banana", "kiwi", "date"].map(Label.init))
print(labels.map(\.text), labels.isOrdered)
print(["b", "a"].map(Label.init).isOrdered, lowerBound(labels, Label(text: "lime")))

// expect: [-1.0, 2.0, 2.0, 3.5, 8.0] true
// expect: 1 5
// expect: ["fig", "date", "kiwi", "pear", "banana"] true
// expect: false 3
