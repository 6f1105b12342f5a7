// Swift book style: ExpressibleByDictionaryLiteral for an ordered key-value store
struct OrderedStore<Key: Hashable, Value> {
    private var keys: [Key] = []
    private var values: [Key: Value] = [:]

    var count: Int { keys.count }

    subscript(key: Key) -> Value? {
        get { values[key] }
        set {
            if let v = newValue {
                if values[key] == nil { keys.append(key) }
                values[key] = v
            } else if values[key] != nil {
                values[key] = nil
                keys.removeAll { $0 == key }
            }
        }
    }

    subscript(position position: Int) -> (key: Key, value: Value) {
        let k = keys[position]
        return (k, values[k]!)
    }
}

extension OrderedStore: ExpressibleByDictionaryLiteral {
    init(dictionaryLiteral elements: (Key, Value)...) {
        for (k, v) in elements {
            self[k] = v
        }
    }
}

extension OrderedStore: Sequence {
    func makeIterator() -> AnyIterator<(key: Key, value: Value)> {
        var i = 0
        return AnyIterator {
            guard i < self.keys.count else { return nil }
            defer { i += 1 }
            return self[position: i]
        }
    }
}

var capitals: OrderedStore = ["France": "Paris", "Japan": "Tokyo", "Peru": "Lima"]
print(capitals.count)
for (country, city) in capitals {
    print("\(country): \(city)")
}

capitals["Chile"] = "Santiago"
capitals["Japan"] = "TOKYO"
capitals["France"] = nil
print(capitals.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))
print(capitals[position: 0].key, capitals[position: 2].value)
print(capitals["Mars"] ?? "unknown")

let scores: OrderedStore<String, Int> = ["amy": 82, "bob": 67, "cy": 91, "dee": 74]
let passing = scores.filter { $0.value >= 75 }.map { $0.key }
print(passing)
print(scores.reduce(0) { $0 + $1.value })
let best = scores.max { $0.value < $1.value }!
print(best.key, best.value)

let empty: OrderedStore<Int, Bool> = [:]
print(empty.count, Array(empty).isEmpty)

struct Settings: ExpressibleByDictionaryLiteral {
    var entries: [(String, String)]
    init(dictionaryLiteral elements: (String, String)...) {
        entries = elements
    }
    func value(_ key: String) -> String {
        return entries.last(where: { $0.0 == key })?.1 ?? "-"
    }
}

let s: Settings = ["theme": "dark", "font": "mono", "theme": "light"]
print(s.entries.count)
print(s.value("theme"), s.value("font"), s.value("size"))

func configure(_ settings: Settings) -> Int {
    return settings.entries.count
}
print(configure(["a": "1"]), configure([:]))

var byLength: OrderedStore<Int, [String]> = [:]
for w in ["kiwi", "fig", "pear", "plum", "banana", "yam"] {
    byLength[w.count, default: []].append(w)
}
for (len, ws) in byLength {
    print(len, ws)
}

extension OrderedStore {
    subscript(key: Key, default def: @autoclosure () -> Value) -> Value {
        get { self[key] ?? def() }
        set { self[key] = newValue }
    }
}

// expect: 3
// expect: France: Paris
// expect: Japan: Tokyo
// expect: Peru: Lima
// expect: Japan=TOKYO, Peru=Lima, Chile=Santiago
// expect: Japan Santiago
// expect: unknown
// expect: ["amy", "cy"]
// expect: 314
// expect: cy 91
// expect: 0 true
// expect: 3
// expect: light mono -
// expect: 1 0
// expect: 4 ["kiwi", "pear", "plum"]
// expect: 3 ["fig", "yam"]
// expect: 6 ["banana"]
