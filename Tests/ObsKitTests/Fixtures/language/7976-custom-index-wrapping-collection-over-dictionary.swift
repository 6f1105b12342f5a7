// Advanced Swift style (custom index wrapping): a collection over a Dictionary's sorted keys with an opaque index struct
struct SortedView<K: Comparable & Hashable, V>: BidirectionalCollection {
    struct Index: Comparable {
        fileprivate let offset: Int
        static func < (a: Index, b: Index) -> Bool { a.offset < b.offset }
    }
    private let keys: [K]
    private let dict: [K: V]
    init(_ d: [K: V]) { dict = d; keys = d.keys.sorted() }
    var startIndex: Index { Index(offset: 0) }
    var endIndex: Index { Index(offset: keys.count) }
    func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
    func index(before i: Index) -> Index { Index(offset: i.offset - 1) }
    subscript(i: Index) -> (K, V) { (keys[i.offset], dict[keys[i.offset]]!) }
}
let view = SortedView(["pear": 3, "apple": 5, "fig": 1, "kiwi": 9])
for (k, v) in view { print(k, v) }
print(view.count, view.first!.0, view.last!.0)
print(view.reversed().map { $0.0 })
print(view.map { $0.1 }.reduce(0, +))
let idx = view.firstIndex { $0.1 > 4 }!
print(view[idx])
print(view.dropFirst().map(\.0))
print(view.distance(from: view.startIndex, to: idx))
print(view.suffix(2).map { "\($0.0)=\($0.1)" }.joined(separator: "&"))
print(type(of: view.suffix(2)))
print(view.contains { $0.0 == "fig" })
let nums = SortedView([3: "three", 1: "one", 2: "two"])
print(nums.map { $0.1 })
print(nums.lastIndex { $0.0 < 3 }.map { nums[$0].1 } ?? "none")
// expect: apple 5
// expect: fig 1
// expect: kiwi 9
// expect: pear 3
// expect: 4 apple pear
// expect: ["pear", "kiwi", "fig", "apple"]
// expect: 18
// expect: ("apple", 5)
// expect: ["fig", "kiwi", "pear"]
// expect: 0
// expect: kiwi=9&pear=3
// expect: Slice<SortedView<String, Int>>
// expect: true
// expect: ["one", "two", "three"]
// expect: two
