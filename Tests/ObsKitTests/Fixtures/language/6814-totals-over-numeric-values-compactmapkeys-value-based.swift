// objc.io style (Dictionary values): totals over numeric values, compactMapKeys and value-based filtering
// known-gap: needs the compiler check (a literal argument typed as a generic parameter bound to Double); unchecked: line 4: expected "travel 80.0", got "travel 80"
extension Dictionary where Value: Numeric {
    var total: Value { values.reduce(0, +) }

    mutating func add(_ amount: Value, to key: Key) {
        self[key, default: 0] += amount
    }
}

extension Dictionary {
    func compactMapKeys<T: Hashable>(_ transform: (Key) -> T?) -> [T: Value] {
        var result: [T: Value] = [:]
        for (key, value) in self {
            if let newKey = transform(key) { result[newKey] = value }
        }
        return result
    }

    func keys(where predicate: (Value) -> Bool) -> [Key] {
        filter { predicate($0.value) }.map(\.key)
    }
}

extension Dictionary where Key: Comparable {
    var sortedPairs: [(Key, Value)] { sorted { $0.key < $1.key }.map { ($0.key, $0.value) } }
}

var budget: [String: Double] = ["rent": 1200, "food": 350.5]
budget.add(49.5, to: "food")
budget.add(80, to: "travel")
print(budget.total)
for (k, v) in budget.sortedPairs { print(k, v) }

var tally: [Character: Int] = [:]
for c in "hello" { tally.add(1, to: c) }
print(tally.sortedPairs.map { "\($0)\($1)" }.joined(), tally.total)

let raw = ["1": "one", "two": "2", "3": "three", "x": "?"]
let numbered = raw.compactMapKeys(Int.init)
print(numbered.sortedPairs.map { "\($0)->\($1)" })

let stock = ["apples": 0, "pears": 12, "plums": 0, "figs": 3]
print(stock.keys(where: { $0 == 0 }).sorted())
print(stock.keys(where: { $0 > 5 }))
print(stock.total, stock.values.sorted())
print(stock.filter { $0.value > 0 }.sortedPairs.map(\.0))
let mapped = stock.mapValues { $0 * 2 }
print(mapped.total, mapped["pears"]!)

// expect: 1680.0
// expect: food 400.0
// expect: rent 1200.0
// expect: travel 80.0
// expect: e1h1l2o1 5
// expect: ["1->one", "3->three"]
// expect: ["apples", "plums"]
// expect: ["pears"]
// expect: 15 [0, 0, 3, 12]
// expect: ["figs", "pears"]
// expect: 30 24
