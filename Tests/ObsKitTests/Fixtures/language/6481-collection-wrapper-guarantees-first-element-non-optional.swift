// Point-Free style (NonEmpty): a collection wrapper that guarantees a first element, with non-optional first/min/max and conditional conformances
// known-gap: error: 6481-collection-wrapper-guarantees-first-element-non-optional.swift:36:20: error: not supported yet: the type 'Base' stands for here is not known (ObsREPL checks no types; write the generic arg
struct NonEmpty<Base: Collection>: Collection {
    typealias Element = Base.Element
    typealias Index = Base.Index
    private(set) var rawValue: Base

    init?(rawValue: Base) {
        guard !rawValue.isEmpty else { return nil }
        self.rawValue = rawValue
    }

    var startIndex: Index { rawValue.startIndex }
    var endIndex: Index { rawValue.endIndex }
    subscript(position: Index) -> Element { rawValue[position] }
    func index(after i: Index) -> Index { rawValue.index(after: i) }

    var first: Element { rawValue[rawValue.startIndex] }

    func map<T>(_ transform: (Element) throws -> T) rethrows -> NonEmpty<[T]> {
        NonEmpty<[T]>(rawValue: try rawValue.map(transform))!
    }
}

extension NonEmpty: BidirectionalCollection where Base: BidirectionalCollection {
    func index(before i: Index) -> Index { rawValue.index(before: i) }
    var last: Element { rawValue[rawValue.index(before: rawValue.endIndex)] }
}

extension NonEmpty where Element: Comparable {
    func min() -> Element { rawValue.min()! }
    func max() -> Element { rawValue.max()! }
}

extension NonEmpty where Base: RangeReplaceableCollection {
    init(_ head: Element, _ tail: Element...) {
        var base = Base()
        base.append(head)
        base.append(contentsOf: tail)
        self.rawValue = base
    }
    mutating func append(_ e: Element) { rawValue.append(e) }
}

extension NonEmpty: Equatable where Base: Equatable {}
extension NonEmpty: CustomStringConvertible {
    var description: String { "NonEmpty(\(Array(rawValue)))" }
}

typealias NonEmptyArray<T> = NonEmpty<[T]>
typealias NonEmptyString = NonEmpty<String>

var scores = NonEmptyArray(70, 95, 82)
scores.append(60)
print(scores, scores.first, scores.last)
print(scores.min(), scores.max(), scores.count)
print(scores.map { $0 >= 80 ? "pass" : "fail" })
print(NonEmptyArray<Int>(rawValue: []) == nil, NonEmptyArray(rawValue: [1])!)
let name = NonEmptyString(rawValue: "swift")!
print(name.first, name.last, String(name.reversed()))
print(NonEmptyString("a", "b", "c") == NonEmptyString(rawValue: "abc")!)
func average(_ xs: NonEmptyArray<Int>) -> Double { Double(xs.reduce(0, +)) / Double(xs.count) }
print(average(scores))
let middle = scores.dropFirst().dropLast()
print(Array(middle), scores.contains(95))

// expect: NonEmpty([70, 95, 82, 60]) 70 60
// expect: 60 95 4
// expect: NonEmpty(["fail", "pass", "pass", "fail"])
// expect: true NonEmpty([1])
// expect: s t tfiws
// expect: true
// expect: 76.75
// expect: [95, 82] true
