// swift-collections style (OrderedSet): insertion-ordered unique elements backed by an array plus an index dictionary, with set algebra and literal init
struct OrderedSet<Element: Hashable> {
    private(set) var elements: [Element] = []
    private var positions: [Element: Int] = [:]

    init() {}
    init<S: Sequence>(_ s: S) where S.Element == Element {
        for e in s { append(e) }
    }

    @discardableResult
    mutating func append(_ e: Element) -> (inserted: Bool, index: Int) {
        if let i = positions[e] { return (false, i) }
        elements.append(e)
        positions[e] = elements.count - 1
        return (true, elements.count - 1)
    }

    func contains(_ e: Element) -> Bool { positions[e] != nil }
    func firstIndex(of e: Element) -> Int? { positions[e] }

    @discardableResult
    mutating func remove(_ e: Element) -> Element? {
        guard let i = positions.removeValue(forKey: e) else { return nil }
        elements.remove(at: i)
        for j in i..<elements.count { positions[elements[j]] = j }
        return e
    }

    func union<S: Sequence>(_ other: S) -> OrderedSet where S.Element == Element {
        var result = self
        for e in other { result.append(e) }
        return result
    }
    func intersection(_ other: OrderedSet) -> OrderedSet { OrderedSet(elements.filter(other.contains)) }
    func subtracting(_ other: OrderedSet) -> OrderedSet { OrderedSet(elements.filter { !other.contains($0) }) }
}

extension OrderedSet: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { elements.count }
    subscript(i: Int) -> Element { elements[i] }
}

extension OrderedSet: ExpressibleByArrayLiteral {
    init(arrayLiteral items: Element...) { self.init(items) }
}

extension OrderedSet: Equatable {
    static func == (a: OrderedSet, b: OrderedSet) -> Bool { a.elements == b.elements }
}

extension OrderedSet: CustomStringConvertible {
    var description: String { "[" + elements.map { "\($0)" }.joined(separator: ", ") + "]" }
}

var tags: OrderedSet = ["swift", "linux", "swift", "repl"]
print(tags, tags.count)
print(tags.append("linux"), tags.append("server"))
print(tags.firstIndex(of: "repl") ?? -1, tags.contains("ios"))
tags.remove("linux")
print(tags, tags.firstIndex(of: "server")!)
let a: OrderedSet = [5, 3, 1, 3, 7]
let b: OrderedSet = [7, 2, 5]
print(a.union(b), a.intersection(b), a.subtracting(b))
print(a == OrderedSet([5, 3, 1, 7]), a == [3, 5, 1, 7])
print(a.map { $0 * 10 }, a.reversed().first!)

// expect: [swift, linux, repl] 3
// expect: (inserted: false, index: 1) (inserted: true, index: 3)
// expect: 2 false
// expect: [swift, repl, server] 2
// expect: [5, 3, 1, 7, 2] [5, 7] [3, 1]
// expect: true false
// expect: [50, 30, 10, 70] 7
