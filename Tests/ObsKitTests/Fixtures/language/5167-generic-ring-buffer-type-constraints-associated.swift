// Book style (Generics): a generic ring buffer with type constraints and an associated-type protocol
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

struct Ring<Element>: Container {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0
    init(capacity: Int) {
        storage = Array(repeating: nil, count: capacity)
    }
    mutating func append(_ item: Element) {
        let slot = (head + count) % storage.count
        storage[slot] = item
        if count < storage.count {
            count += 1
        } else {
            head = (head + 1) % storage.count
        }
    }
    subscript(i: Int) -> Element {
        return storage[(head + i) % storage.count]!
    }
}

extension Ring where Element: Comparable {
    func largest() -> Element? {
        guard count > 0 else { return nil }
        var best = self[0]
        for i in 1..<count where self[i] > best {
            best = self[i]
        }
        return best
    }
}

func allItems<C: Container>(_ c: C) -> [C.Item] {
    var result: [C.Item] = []
    for i in 0..<c.count { result.append(c[i]) }
    return result
}

func matches<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool
    where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}

var temps = Ring<Int>(capacity: 3)
print(temps.largest() as Any)
for t in [12, 18, 7, 21, 4] {
    temps.append(t)
    print("after \(t):", allItems(temps), "largest:", temps.largest() as Any)
}
var words = Ring<String>(capacity: 2)
words.append("fog")
words.append("rain")
words.append("sleet")
print(allItems(words), words.count)
print(type(of: words), type(of: temps))
var other = Ring<Int>(capacity: 5)
for t in [7, 21, 4] { other.append(t) }
print("match:", matches(temps, other))
other.append(9)
print("match:", matches(temps, other))
let pair: (Ring<String>, Int?) = (words, temps.largest())
print(type(of: pair))
print(pair.1 as Any)

// expect: nil
// expect: after 12: [12] largest: Optional(12)
// expect: after 18: [12, 18] largest: Optional(18)
// expect: after 7: [12, 18, 7] largest: Optional(18)
// expect: after 21: [18, 7, 21] largest: Optional(21)
// expect: after 4: [7, 21, 4] largest: Optional(21)
// expect: ["rain", "sleet"] 2
// expect: Ring<String> Ring<Int>
// expect: match: true
// expect: match: false
// expect: (Ring<String>, Optional<Int>)
// expect: Optional(21)
