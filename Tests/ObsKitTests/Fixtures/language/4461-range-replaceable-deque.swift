// Swift book style: a Deque that gains RangeReplaceableCollection algorithms for free
struct Deque<Element>: RandomAccessCollection, RangeReplaceableCollection, MutableCollection {
    private var front: [Element] = []
    private var back: [Element] = []

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { front.count + back.count }

    subscript(i: Int) -> Element {
        get {
            if i < front.count { return front[front.count - 1 - i] }
            return back[i - front.count]
        }
        set {
            if i < front.count { front[front.count - 1 - i] = newValue }
            else { back[i - front.count] = newValue }
        }
    }

    mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {
        var all = Array(self)
        all.replaceSubrange(subrange, with: newElements)
        front = []
        back = all
    }

    mutating func pushFront(_ e: Element) { front.append(e) }
    mutating func pushBack(_ e: Element) { back.append(e) }
}

extension Deque: CustomStringConvertible {
    var description: String { "Deque(\(Array(self)))" }
}

var d = Deque<Int>()
d.pushBack(3)
d.pushBack(4)
d.pushFront(2)
d.pushFront(1)
print(d, d.count)

d.append(5)
d.append(contentsOf: [6, 7])
d.insert(0, at: 0)
print(d)

print(d.removeFirst(), d.removeLast())
print(d)

d.removeAll(where: { $0 % 3 == 0 })
print(d)

d.replaceSubrange(1..<3, with: [40, 41, 42])
print(d)

d.removeSubrange(0..<2)
print(d)

var e: Deque = Deque([9, 8, 7])
print(e)
e.pushFront(10)
e.sort()
print(e)
e += [1, 2]
print(e, e.count)

let combined = d + e
print(type(of: combined), combined.count)

var words = Deque<String>(repeating: "na", count: 3)
words.pushFront("hey")
words.append("batman")
print(words.joined(separator: " "))
words.reserveCapacity(10)
print(words.firstIndex(of: "batman")!, words.lastIndex(of: "na")!)

var letters = Deque("swift")
letters.reverse()
print(String(letters))
letters.removeAll()
print(letters.isEmpty, letters)

let evens = Deque((1...10).filter { $0 % 2 == 0 })
print(Array(evens.prefix(2)), Array(evens.suffix(2)))
print(evens.map { $0 / 2 })

// expect: Deque([1, 2, 3, 4]) 4
// expect: Deque([0, 1, 2, 3, 4, 5, 6, 7])
// expect: 0 7
// expect: Deque([1, 2, 3, 4, 5, 6])
// expect: Deque([1, 2, 4, 5])
// expect: Deque([1, 40, 41, 42, 5])
// expect: Deque([41, 42, 5])
// expect: Deque([9, 8, 7])
// expect: Deque([7, 8, 9, 10])
// expect: Deque([7, 8, 9, 10, 1, 2]) 6
// expect: Deque<Int> 9
// expect: hey na na na batman
// expect: 4 3
// expect: tfiws
// expect: true Deque([])
// expect: [2, 4] [8, 10]
// expect: [1, 2, 3, 4, 5]
