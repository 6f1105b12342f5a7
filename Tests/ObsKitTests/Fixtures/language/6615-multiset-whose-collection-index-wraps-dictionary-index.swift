// Advanced Swift style (counted set with a wrapped dictionary index): a multiset whose Collection index wraps Dictionary.Index and whose elements are (item, count) pairs
struct CountedSet<Item: Hashable> {
    fileprivate var counts: [Item: Int] = [:]

    mutating func add(_ item: Item, times: Int = 1) {
        counts[item, default: 0] += times
    }

    mutating func remove(_ item: Item) {
        guard let n = counts[item] else { return }
        counts[item] = n > 1 ? n - 1 : nil
    }

    func count(of item: Item) -> Int { counts[item, default: 0] }
    var total: Int { counts.values.reduce(0, +) }
}

struct CountedSetIndex<Item: Hashable>: Comparable {
    fileprivate let base: Dictionary<Item, Int>.Index
    static func < (a: Self, b: Self) -> Bool { a.base < b.base }
}

extension CountedSet: Collection {
    var startIndex: CountedSetIndex<Item> { CountedSetIndex(base: counts.startIndex) }
    var endIndex: CountedSetIndex<Item> { CountedSetIndex(base: counts.endIndex) }
    func index(after i: CountedSetIndex<Item>) -> CountedSetIndex<Item> {
        CountedSetIndex(base: counts.index(after: i.base))
    }
    subscript(i: CountedSetIndex<Item>) -> (item: Item, count: Int) {
        let pair = counts[i.base]
        return (pair.key, pair.value)
    }
}

extension CountedSet: ExpressibleByArrayLiteral {
    init(arrayLiteral elements: Item...) {
        for e in elements { add(e) }
    }
}

var letters: CountedSet<Character> = ["m", "i", "s", "s", "i", "s", "s", "i", "p", "p", "i"]
print(letters.count, letters.total)
print(letters.sorted { $0.item < $1.item }.map { "\($0.item)\($0.count)" })
print(letters.count(of: "s"), letters.count(of: "z"))
letters.remove("m")
letters.remove("p")
letters.add("z", times: 3)
print(letters.count, letters.total, letters.count(of: "m"))
let common = letters.filter { $0.count >= 3 }.map { $0.item }.sorted()
print(common)
let top = letters.max { ($0.count, $1.item) < ($1.count, $0.item) }!
print(top.item, top.count)
print(letters.contains { $0.item == "p" }, letters.isEmpty)
print(letters.map(\.count).sorted(by: >))
var words = CountedSet<String>()
for w in "the cat and the hat and the bat".split(separator: " ") { words.add(String(w)) }
for entry in words.sorted(by: { ($1.count, $0.item) < ($0.count, $1.item) }) {
    print(entry.item, String(repeating: "*", count: entry.count))
}

// expect: 4 11
// expect: ["i4", "m1", "p2", "s4"]
// expect: 4 0
// expect: 4 12 0
// expect: ["i", "s", "z"]
// expect: i 4
// expect: true false
// expect: [4, 4, 3, 1]
// expect: the ***
// expect: and **
// expect: bat *
// expect: cat *
// expect: hat *
