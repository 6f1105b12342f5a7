// Swift book style: Extensions: extending protocols, generic types and Dictionary with constraints and static members
extension Array where Element: Numeric {
    func sum() -> Element {
        var total: Element = 0
        for x in self { total += x }
        return total
    }
}
print([1, 2, 3].sum())
print([1.5, 2.25].sum())

extension Dictionary where Value == Int {
    mutating func increment(_ key: Key, by amount: Int = 1) {
        self[key, default: 0] += amount
    }
    func sortedByValue() -> [(Key, Int)] {
        return self.sorted { $0.value > $1.value }
    }
}
var tally: [String: Int] = [:]
for word in "the cat and the hat and the bat".split(separator: " ") {
    tally.increment(String(word))
}
tally.increment("zebra", by: 2)
for (k, v) in tally.sortedByValue().filter({ $0.1 > 1 }).sorted(by: { ($0.1, $0.0) > ($1.1, $1.0) }) {
    print("\(k): \(v)")
}

struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
}
extension Stack {
    var top: Element? { return items.last }
    static var empty: Stack { return Stack() }
    init(_ items: Element...) { self.items = items }
}
extension Stack where Element: Comparable {
    var maxItem: Element? { return items.max() }
}
var s = Stack(4, 9, 2)
s.push(7)
print("top \(s.top!), max \(s.maxItem!)")
print("empty count: \(Stack<String>.empty.items.count)")

extension String {
    subscript(safe i: Int) -> Character? {
        guard i >= 0 && i < count else { return nil }
        return self[index(startIndex, offsetBy: i)]
    }
    static let separator = " | "
    var words: [String] { split(separator: " ").map(String.init) }
}
let phrase = "hello brave new world"
print(phrase[safe: 6].map { String($0) } ?? "nil")
print(phrase[safe: 100].map { String($0) } ?? "nil")
print(phrase.words.joined(separator: String.separator))

extension Bool {
    mutating func flip() { self = !self }
    var asInt: Int { self ? 1 : 0 }
}
var flag = false
flag.flip()
print("flag \(flag) \(flag.asInt)")

extension Optional where Wrapped == String {
    var orEmpty: String { self ?? "" }
}
let none: String? = nil
print("[\(none.orEmpty)] [\(Optional("x").orEmpty)]")
// expect: 6
// expect: 3.75
// expect: the: 3
// expect: zebra: 2
// expect: and: 2
// expect: top 7, max 9
// expect: empty count: 0
// expect: b
// expect: nil
// expect: hello | brave | new | world
// expect: flag true 1
// expect: [] [x]
