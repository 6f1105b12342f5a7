// App code style: an undo history kept as an immutable linked list conforming to Sequence
indirect enum List<Element> {
    case empty
    case cons(Element, List<Element>)

    func prepending(_ e: Element) -> List {
        return .cons(e, self)
    }

    var head: Element? {
        if case let .cons(h, _) = self { return h }
        return nil
    }

    var tail: List {
        if case let .cons(_, t) = self { return t }
        return .empty
    }
}

extension List: Sequence {
    struct Iterator: IteratorProtocol {
        var node: List
        mutating func next() -> Element? {
            switch node {
            case .empty:
                return nil
            case let .cons(h, t):
                node = t
                return h
            }
        }
    }
    func makeIterator() -> Iterator { Iterator(node: self) }
}

extension List: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) {
        var l = List.empty
        for e in elements.reversed() { l = l.prepending(e) }
        self = l
    }
}

extension List: CustomStringConvertible {
    var description: String {
        return "(" + map { "\($0)" }.joined(separator: " ") + ")"
    }
}

enum Edit {
    case insert(String)
    case delete(Int)
    case rename(from: String, to: String)
}

struct History {
    private(set) var undo: List<Edit> = []
    private(set) var redo: List<Edit> = []

    mutating func record(_ e: Edit) {
        undo = undo.prepending(e)
        redo = .empty
    }

    mutating func undoLast() -> Edit? {
        guard let e = undo.head else { return nil }
        undo = undo.tail
        redo = redo.prepending(e)
        return e
    }

    mutating func redoLast() -> Edit? {
        guard let e = redo.head else { return nil }
        redo = redo.tail
        undo = undo.prepending(e)
        return e
    }
}

func label(_ e: Edit) -> String {
    switch e {
    case .insert(let s): return "insert \(s)"
    case .delete(let n): return "delete \(n)"
    case let .rename(a, b): return "rename \(a)->\(b)"
    }
}

let nums: List = [1, 2, 3, 4]
print(nums)
print(nums.prepending(0))
print(nums.reduce(0, +), nums.map { $0 * $0 })
print(nums.head!, nums.tail)
print(Array(nums.reversed()))
print(List<Int>.empty, List<Int>.empty.head == nil)

var h = History()
h.record(.insert("hello"))
h.record(.delete(2))
h.record(.rename(from: "a", to: "b"))
print(h.undo.map(label))
print(h.undoLast().map(label) ?? "none")
print(h.undoLast().map(label) ?? "none")
print("redo:", h.redo.map(label))
print(h.redoLast().map(label) ?? "none")
h.record(.insert("world"))
print("after record:", h.undo.map(label), "redo empty:", h.redo.head == nil)
while let e = h.undoLast() {
    print("undid", label(e))
}
print(h.undoLast() == nil ? "nothing left" : "?")
print(h.redo.underestimatedCount, Array(h.redo).count)

// expect: (1 2 3 4)
// expect: (0 1 2 3 4)
// expect: 10 [1, 4, 9, 16]
// expect: 1 (2 3 4)
// expect: [4, 3, 2, 1]
// expect: () true
// expect: ["rename a->b", "delete 2", "insert hello"]
// expect: rename a->b
// expect: delete 2
// expect: redo: ["delete 2", "rename a->b"]
// expect: delete 2
// expect: after record: ["insert world", "delete 2", "insert hello"] redo empty: true
// expect: undid insert world
// expect: undid delete 2
// expect: undid insert hello
// expect: nothing left
// expect: 0 3
