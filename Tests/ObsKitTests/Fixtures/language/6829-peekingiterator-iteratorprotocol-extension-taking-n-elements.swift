// Swift Forums style (iterator wrappers): a PeekingIterator and an IteratorProtocol extension taking n elements
struct PeekingIterator<Base: IteratorProtocol>: IteratorProtocol {
    private var base: Base
    private var peeked: Base.Element??

    init(_ base: Base) { self.base = base }

    mutating func peek() -> Base.Element? {
        if let p = peeked { return p }
        let value = base.next()
        peeked = .some(value)
        return value
    }

    mutating func next() -> Base.Element? {
        if let p = peeked {
            peeked = nil
            return p
        }
        return base.next()
    }
}

extension IteratorProtocol {
    mutating func next(_ n: Int) -> [Element] {
        var result: [Element] = []
        while result.count < n, let value = next() { result.append(value) }
        return result
    }
}

func groupRuns(_ numbers: [Int]) -> [[Int]] {
    var it = PeekingIterator(numbers.makeIterator())
    var groups: [[Int]] = []
    while let first = it.next() {
        var group = [first]
        while let following = it.peek(), following == group.last! + 1 {
            group.append(it.next()!)
        }
        groups.append(group)
    }
    return groups
}

var letters = "abcdefg".makeIterator()
print(letters.next(3), letters.next(2), letters.next(5), letters.next(1))

var p = PeekingIterator([10, 20, 30].makeIterator())
print(p.peek() as Any, p.peek() as Any, p.next() as Any)
print(p.next(5))
print(p.peek() as Any, p.next() as Any)

print(groupRuns([1, 2, 3, 7, 8, 10, 11, 12, 20]))
print(groupRuns([]), groupRuns([5]))

var lines = PeekingIterator(["# Title", "text", "more", "# Next", "end"].makeIterator())
while let header = lines.next() {
    var body: [String] = []
    while let l = lines.peek(), !l.hasPrefix("#") { body.append(lines.next()!) }
    print(header, "->", body)
}
var range = (1...10).makeIterator()
print(range.next(4).reduce(0, +), Array(IteratorSequence(range)))

// expect: ["a", "b", "c"] ["d", "e"] ["f", "g"] []
// expect: Optional(10) Optional(10) Optional(10)
// expect: [20, 30]
// expect: nil nil
// expect: [[1, 2, 3], [7, 8], [10, 11, 12], [20]]
// expect: [] [[5]]
// expect: # Title -> ["text", "more"]
// expect: # Next -> ["end"]
// expect: 10 [5, 6, 7, 8, 9, 10]
