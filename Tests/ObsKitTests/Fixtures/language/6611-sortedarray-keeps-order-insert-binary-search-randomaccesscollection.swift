// Advanced Swift style (sorted array collection): a SortedArray that keeps order on insert by binary search, is a RandomAccessCollection and prints like an array
struct SortedArray<Element: Comparable> {
    private(set) var elements: [Element] = []

    init<S: Sequence>(_ items: S) where S.Element == Element {
        elements = items.sorted()
    }

    func insertionIndex(for value: Element) -> Int {
        var low = 0
        var high = elements.count
        while low < high {
            let mid = (low + high) / 2
            if elements[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    @discardableResult
    mutating func insert(_ value: Element) -> Int {
        let i = insertionIndex(for: value)
        elements.insert(value, at: i)
        return i
    }

    func contains(_ value: Element) -> Bool {
        let i = insertionIndex(for: value)
        return i < elements.count && elements[i] == value
    }
}

extension SortedArray: RandomAccessCollection {
    var startIndex: Int { elements.startIndex }
    var endIndex: Int { elements.endIndex }
    subscript(i: Int) -> Element { elements[i] }
}

extension SortedArray: ExpressibleByArrayLiteral {
    init(arrayLiteral items: Element...) { self.init(items) }
}

extension SortedArray: CustomStringConvertible {
    var description: String { "Sorted\(elements)" }
}

var ages: SortedArray = [41, 7, 19, 33, 7]
print(ages)
print(ages.insert(25), ages.insert(1), ages.insert(99))
print(ages, ages.count)
print(ages.contains(19), ages.contains(20))
print(ages.first!, ages.last!, ages.min()!, ages.max()!)
print(ages.filter { $0 > 20 }, ages.map { $0 / 10 })
print(Array(ages.reversed().prefix(3)))
print(ages.insertionIndex(for: 30), ages[ages.insertionIndex(for: 30)])
var names = SortedArray(["pear", "apple", "fig"])
names.insert("banana")
print(names, names.firstIndex(of: "fig")!)
print("\(names.count) names, first \(names[0])")
print(names.elements.joined(separator: " < "))
let combined = SortedArray(ages.prefix(3) + ages.suffix(2))
print(combined, combined.elementsEqual([1, 7, 7, 41, 99]))

// expect: Sorted[7, 7, 19, 33, 41]
// expect: 3 0 7
// expect: Sorted[1, 7, 7, 19, 25, 33, 41, 99] 8
// expect: true false
// expect: 1 99 1 99
// expect: [25, 33, 41, 99] [0, 0, 0, 1, 2, 3, 4, 9]
// expect: [99, 41, 33]
// expect: 5 33
// expect: Sorted["apple", "banana", "fig", "pear"] 2
// expect: 4 names, first apple
// expect: apple < banana < fig < pear
// expect: Sorted[1, 7, 7, 41, 99] true
