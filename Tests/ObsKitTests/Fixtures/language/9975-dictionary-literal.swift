// Apple docs style (ExpressibleByDictionaryLiteral): HTTP-style headers that keep insertion order
// known-gap: line 13: expected "pair b=2", got "pair b=3"
struct Headers: ExpressibleByDictionaryLiteral, CustomStringConvertible {
    private var pairs: [(name: String, value: String)] = []

    init(dictionaryLiteral elements: (String, String)...) {
        for (name, value) in elements {
            self[name] = value
        }
    }

    subscript(name: String) -> String? {
        get { pairs.first { $0.name.lowercased() == name.lowercased() }?.value }
        set {
            if let i = pairs.firstIndex(where: { $0.name.lowercased() == name.lowercased() }) {
                if let v = newValue { pairs[i].value = v } else { pairs.remove(at: i) }
            } else if let v = newValue {
                pairs.append((name, v))
            }
        }
    }

    var count: Int { pairs.count }
    var description: String {
        pairs.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
    }
}

var headers: Headers = [
    "Content-Type": "text/html",
    "Accept": "*/*",
    "content-type": "application/json",
    "X-Trace": "abc123",
]
print(headers)
print("count:", headers.count)
print("CONTENT-TYPE lookup:", headers["CONTENT-TYPE"] ?? "none")
headers["Accept"] = nil
headers["Cache-Control"] = "no-cache"
print("-- after edits --")
print(headers)

struct Weights: ExpressibleByDictionaryLiteral {
    let table: [String: Double]
    init(dictionaryLiteral elements: (String, Double)...) {
        var t: [String: Double] = [:]
        for (k, v) in elements { t[k, default: 0] += v }
        table = t
    }
    var total: Double { table.values.reduce(0, +) }
}

let w: Weights = ["apple": 1.5, "pear": 2.0, "apple": 0.5]
print("keys:", w.table.keys.sorted())
print("apple:", w.table["apple"]!, "total:", w.total)

let emptyW: Weights = [:]
print("empty total:", emptyW.total, "empty table:", emptyW.table)

// KeyValuePairs keeps duplicates and order, like the literal itself.
let pairs: KeyValuePairs = ["b": 2, "a": 1, "b": 3]
for (k, v) in pairs { print("pair \(k)=\(v)") }
print("first pair key:", pairs.first!.key, "count:", pairs.count)

// expect: Content-Type: application/json
// expect: Accept: */*
// expect: X-Trace: abc123
// expect: count: 3
// expect: CONTENT-TYPE lookup: application/json
// expect: -- after edits --
// expect: Content-Type: application/json
// expect: X-Trace: abc123
// expect: Cache-Control: no-cache
// expect: keys: ["apple", "pear"]
// expect: apple: 2.0 total: 4.0
// expect: empty total: 0.0 empty table: [:]
// expect: pair b=2
// expect: pair a=1
// expect: pair b=3
// expect: first pair key: b count: 3
