// Swift docs style (RangeReplaceableCollection/MutableCollection): a custom collection getting append, insert, removeAll, sort for free
struct SortedNames: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, CustomStringConvertible {
    private var names: [String] = []

    init() {}

    var startIndex: Int { names.startIndex }
    var endIndex: Int { names.endIndex }

    subscript(position: Int) -> String {
        get { names[position] }
        set { names[position] = newValue }
    }

    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == String {
        print("  replaceSubrange(\(subrange), \(newElements.count) new)")
        names.replaceSubrange(subrange, with: newElements)
    }

    var description: String { names.joined(separator: "|") }
}

var list = SortedNames()
list.append("mango")
list.append(contentsOf: ["apple", "kiwi"])
print(list)
list.insert("banana", at: 1)
print(list)
list.removeAll(where: { $0.hasPrefix("k") })
print(list)
list.sort()
print(list)
list.reverse()
print(list, list.count)
list[0] = "Mango"
let removed = list.remove(at: 1)
print(removed, list)
list.swapAt(0, 1)
print(list, list.firstIndex(of: "Mango")!)
let more = SortedNames() + ["x", "y"]
print(more, type(of: more))

// expect:   replaceSubrange(0..<0, 1 new)
// expect:   replaceSubrange(1..<1, 1 new)
// expect:   replaceSubrange(2..<2, 1 new)
// expect: mango|apple|kiwi
// expect:   replaceSubrange(1..<1, 1 new)
// expect: mango|banana|apple|kiwi
// expect:   replaceSubrange(3..<4, 0 new)
// expect: mango|banana|apple
// expect: apple|banana|mango
// expect: mango|banana|apple 3
// expect:   replaceSubrange(1..<2, 0 new)
// expect: banana Mango|apple
// expect: apple|Mango 1
// expect:   replaceSubrange(0..<0, 1 new)
// expect:   replaceSubrange(1..<1, 1 new)
// expect: x|y SortedNames
