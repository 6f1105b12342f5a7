// Swift book style: extending Sequence and Collection with where clauses on Element
extension Sequence where Element: Numeric {
    func total() -> Element {
        return reduce(0, +)
    }
}

extension Sequence where Element == String {
    func shout() -> [String] {
        return map { $0.uppercased() + "!" }
    }
    func initials() -> String {
        return String(compactMap { $0.first })
    }
}

extension Collection where Element: BinaryInteger {
    func mean() -> Double? {
        guard !isEmpty else { return nil }
        return Double(Int(total())) / Double(count)
    }
}

extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }

    func frequencies() -> [(Element, Int)] {
        var counts: [Element: Int] = [:]
        var order: [Element] = []
        for x in self {
            if counts[x] == nil { order.append(x) }
            counts[x, default: 0] += 1
        }
        return order.map { ($0, counts[$0]!) }
    }
}

extension Sequence where Element: Sequence, Element.Element: Comparable {
    func maxima() -> [Element.Element?] {
        return map { $0.max() }
    }
}

extension Collection where Element: Equatable, Index == Int {
    func positions(of x: Element) -> [Int] {
        return indices.filter { self[$0] == x }
    }
}

print([1, 2, 3, 4].total())
print([1.5, 2.5].total())
print((1...10).total())
print(["swift", "is", "fun"].shout())
print(["Grace", "Murray", "Hopper"].initials())
print([3, 4, 8].mean()!, [UInt8]().mean() == nil)
print([1, 2, 2, 3, 1, 4].uniqued())
print("mississippi".uniqued())
for (k, v) in "banana".frequencies() {
    print(k, v)
}
print([[3, 1], [], [7, 9, 2]].maxima())
print(["ab", "zz", "q"].maxima().map { $0.map(String.init) ?? "-" })
print([5, 1, 5, 5, 2].positions(of: 5))
print(["a", "b", "a"].positions(of: "a"))

protocol Summable {
    static func + (a: Self, b: Self) -> Self
    static var zero: Self { get }
}
extension Int: Summable { static var zero: Int { 0 } }
extension String: Summable { static var zero: String { "" } }

extension Sequence where Element: Summable {
    func summed() -> Element {
        return reduce(Element.zero, +)
    }
}
print([10, 20, 30].summed())
print(["con", "cat", "enate"].summed())
print(stride(from: 1, to: 8, by: 2).summed())

func describe<S: Sequence>(_ s: S) -> String where S.Element: CustomStringConvertible {
    return s.map { $0.description }.joined(separator: "|")
}
print(describe([1, 2, 3]), describe(["x"]), describe([true, false]))
print(Set("aab").sorted().total2())

extension Array where Element == Character {
    func total2() -> String { String(self) }
}

// expect: 10
// expect: 4.0
// expect: 55
// expect: ["SWIFT!", "IS!", "FUN!"]
// expect: GMH
// expect: 5.0 true
// expect: [1, 2, 3, 4]
// expect: ["m", "i", "s", "p"]
// expect: b 1
// expect: a 3
// expect: n 2
// expect: [Optional(3), nil, Optional(9)]
// expect: ["b", "z", "q"]
// expect: [0, 2, 3]
// expect: [0, 2]
// expect: 60
// expect: concatenate
// expect: 16
// expect: 1|2|3 x true|false
// expect: ab
