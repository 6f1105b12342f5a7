// Advanced Swift style (MutableCollection + RandomAccessCollection): a fixed-size Bag that supports sort, swapAt, reverse and shuffle-free partition
// known-gap: line 10: expected "["apple", "kiwi", "banana"] Slice<Bag<String>>", got "["apple", "kiwi", "banana"] Array<String>"
struct Bag<Element>: MutableCollection, RandomAccessCollection {
    var elements: [Element]
    var startIndex: Int { elements.startIndex }
    var endIndex: Int { elements.endIndex }
    subscript(position: Int) -> Element {
        get { elements[position] }
        set { elements[position] = newValue }
    }
}
var bag = Bag(elements: [5, 3, 8, 1, 9, 2])
bag.swapAt(0, 5)
print(bag.elements)
bag.sort()
print(bag.elements)
bag.sort(by: >)
print(bag.elements)
bag.reverse()
print(bag.elements)
let pivot = bag.partition { $0 > 4 }
print(pivot, bag.elements[..<pivot].sorted(), bag.elements[pivot...].sorted())
bag[1...2].sort(by: >)
print(bag.elements)
var names = Bag(elements: ["kiwi", "apple", "fig", "banana"])
names.sort { $0.count < $1.count }
print(names.elements)
names[names.startIndex] = "date"
print(Array(names), names.sorted())
print(names.firstIndex(of: "apple")!, names.last!)
var slice = names[1...]
slice.swapAt(1, 2)
print(Array(slice), type(of: slice))
print(names.elements)
// expect: [2, 3, 8, 1, 9, 5]
// expect: [1, 2, 3, 5, 8, 9]
// expect: [9, 8, 5, 3, 2, 1]
// expect: [1, 2, 3, 5, 8, 9]
// expect: 3 [1, 2, 3] [5, 8, 9]
// expect: [1, 3, 2, 5, 8, 9]
// expect: ["fig", "kiwi", "apple", "banana"]
// expect: ["date", "kiwi", "apple", "banana"] ["apple", "banana", "date", "kiwi"]
// expect: 2 banana
// expect: ["apple", "kiwi", "banana"] Slice<Bag<String>>
// expect: ["date", "kiwi", "apple", "banana"]
