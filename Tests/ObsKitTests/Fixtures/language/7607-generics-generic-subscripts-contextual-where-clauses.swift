// Swift book style (Generics): generic subscripts and contextual where clauses
protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item]
        where Indices.Iterator.Element == Int {
        var result: [Item] = []
        for index in indices { result.append(self[index]) }
        return result
    }
    func average() -> Double where Item == Int {
        var sum = 0.0
        for index in 0..<count { sum += Double(self[index]) }
        return sum / Double(count)
    }
    func endsWith(_ item: Item) -> Bool where Item: Equatable {
        return count >= 1 && self[count - 1] == item
    }
}
struct Bag<Element>: Container {
    var items: [Element]
    var count: Int { items.count }
    subscript(i: Int) -> Element { items[i] }
}
let numbers = Bag(items: [1260, 1200, 98, 37])
print(numbers.average())
print(numbers.endsWith(37), numbers.endsWith(98))
print(numbers[[0, 2]], numbers[1...3], numbers[stride(from: 3, through: 0, by: -1)])
let words = Bag(items: ["red", "green", "blue"])
print(words[[2, 2, 0]], words.endsWith("blue"))
struct Table {
    var store: [String: Any] = [:]
    subscript<T>(key: String, as type: T.Type) -> T? {
        store[key] as? T
    }
    subscript<T>(key: String, default value: T) -> T {
        (store[key] as? T) ?? value
    }
}
var t = Table()
t.store = ["n": 5, "s": "five", "d": 5.5]
print(t["n", as: Int.self] as Any, t["s", as: Int.self] as Any)
print(t["d", default: 0.0], t["missing", default: "none"], t["s", default: "?"])
// expect: 648.75
// expect: true false
// expect: [1260, 98] [1200, 98, 37] [37, 98, 1200, 1260]
// expect: ["blue", "blue", "red"] true
// expect: Optional(5) nil
// expect: 5.5 none five
