// protocol-oriented style (primary associated types): a Store<Key, Value> protocol used through some and any, with constrained extensions and a generic cache decorator
protocol Store<Key, Value> {
    associatedtype Key: Hashable
    associatedtype Value
    func value(for key: Key) -> Value?
    mutating func set(_ value: Value, for key: Key)
}

extension Store {
    mutating func value(for key: Key, orInsert make: () -> Value) -> Value {
        if let v = value(for: key) { return v }
        let v = make()
        set(v, for: key)
        return v
    }
}

extension Store where Value: Numeric {
    mutating func increment(_ key: Key, by amount: Value = 1) {
        set((value(for: key) ?? 0) + amount, for: key)
    }
}

struct DictionaryStore<Key: Hashable, Value>: Store {
    private var storage: [Key: Value] = [:]
    func value(for key: Key) -> Value? { storage[key] }
    mutating func set(_ value: Value, for key: Key) { storage[key] = value }
    var keys: [Key] { Array(storage.keys) }
}

struct LoggingStore<Base: Store>: Store {
    var base: Base
    var log: [String] = []
    func value(for key: Base.Key) -> Base.Value? { base.value(for: key) }
    mutating func set(_ value: Base.Value, for key: Base.Key) {
        log.append("set \(key)")
        base.set(value, for: key)
    }
}

func makeCounter() -> some Store<String, Int> { DictionaryStore<String, Int>() }

func describe(_ store: any Store<String, Int>, keys: [String]) -> String {
    keys.map { "\($0)=\(store.value(for: $0).map(String.init) ?? "-")" }.joined(separator: " ")
}

var counter = makeCounter()
for word in "the cat and the hat and the bat".split(separator: " ") {
    counter.increment(String(word))
}
print(describe(counter, keys: ["the", "and", "cat", "dog"]))

var logged = LoggingStore(base: DictionaryStore<Int, Double>())
logged.increment(1, by: 0.5)
logged.increment(1, by: 2)
print(logged.value(for: 1)!, logged.value(for: 2, orInsert: { 9.75 }), logged.log)

var stores: [any Store<String, Int>] = [counter, LoggingStore(base: DictionaryStore<String, Int>())]
stores[1].set(7, for: "the")
for s in stores { print(type(of: s), describe(s, keys: ["the"])) }

var names = DictionaryStore<Int, String>()
print(names.value(for: 3, orInsert: { "three" }), names.value(for: 3, orInsert: { "other" }), names.keys)

// expect: the=3 and=2 cat=1 dog=-
// expect: 2.5 9.75 ["set 1", "set 1", "set 2"]
// expect: DictionaryStore<String, Int> the=3
// expect: LoggingStore<DictionaryStore<String, Int>> the=7
// expect: three three [3]
