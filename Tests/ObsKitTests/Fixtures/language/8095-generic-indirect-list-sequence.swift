// Compiler test style: generic indirect enum linked list with Sequence conformance, ExpressibleByArrayLiteral and recursion
// known-gap: line 7: expected "((1) () (2 3)) [1, 2, 3] (1 0 2)", got "([1] [] [2, 3]) [1, 2, 3] (0 0 0)"
indirect enum List<Element> {
    case empty
    case cons(Element, List<Element>)

    init<S: Sequence>(_ s: S) where S.Element == Element {
        self = s.reversed().reduce(List.empty) { .cons($1, $0) }
    }
    func prepending(_ x: Element) -> List { .cons(x, self) }
    var head: Element? { if case let .cons(h, _) = self { return h }; return nil }
    var tail: List { if case let .cons(_, t) = self { return t }; return .empty }
    func map<U>(_ f: (Element) -> U) -> List<U> {
        switch self {
        case .empty: return .empty
        case let .cons(h, t): return .cons(f(h), t.map(f))
        }
    }
    func reversed() -> List {
        var acc = List.empty
        for x in self { acc = acc.prepending(x) }
        return acc
    }
}

extension List: Sequence {
    struct Iterator: IteratorProtocol {
        var current: List
        mutating func next() -> Element? {
            guard case let .cons(h, t) = current else { return nil }
            current = t
            return h
        }
    }
    func makeIterator() -> Iterator { Iterator(current: self) }
}

extension List: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension List: CustomStringConvertible {
    var description: String {
        "(" + self.map { "\($0)" }.joined(separator: " ") + ")"
    }
}

extension List: Equatable where Element: Equatable {}

let nums: List = [1, 2, 3, 4]
print(nums, nums.head as Any, nums.tail, nums.tail.tail.tail.tail, List<Int>.empty.head as Any)
print(nums.map { $0 * $0 }, nums.reversed(), Array(nums))
print(nums.reduce(0, +), nums.filter { $0 % 2 == 0 }, nums.contains(3), nums.underestimatedCount)
print(nums == [1, 2, 3, 4], nums == List([1, 2, 3]), List<Int>.empty == [])

let words = List("swift".map(String.init))
print(words, words.map { $0.uppercased() }.joined())

// Recursive algorithms on the list
func length<T>(_ l: List<T>) -> Int {
    if case let .cons(_, t) = l { return 1 + length(t) }
    return 0
}
func merge(_ a: List<Int>, _ b: List<Int>) -> List<Int> {
    switch (a, b) {
    case (.empty, _): return b
    case (_, .empty): return a
    case let (.cons(x, xs), .cons(y, ys)):
        return x <= y ? .cons(x, merge(xs, b)) : .cons(y, merge(a, ys))
    }
}
func mergeSort(_ l: List<Int>) -> List<Int> {
    let n = length(l)
    if n < 2 { return l }
    let arr = Array(l)
    return merge(mergeSort(List(arr[..<(n / 2)])), mergeSort(List(arr[(n / 2)...])))
}
let unsorted: List = [5, 3, 9, 1, 5, 0, 7]
print(length(unsorted), mergeSort(unsorted))

// Nested lists
let nested: List<List<Int>> = [[1], [], [2, 3]]
print(nested, nested.flatMap { $0 }, nested.map(length))

// expect: (1 2 3 4) Optional(1) (2 3 4) () nil
// expect: (1 4 9 16) (4 3 2 1) [1, 2, 3, 4]
// expect: 10 [2, 4] true 0
// expect: true false true
// expect: (s w i f t) SWIFT
// expect: 7 (0 1 3 5 5 7 9)
// expect: ((1) () (2 3)) [1, 2, 3] (1 0 2)
