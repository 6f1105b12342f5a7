// Apple docs style (Dictionary.mapValues / compactMapValues): transforming values while keeping keys
let data = ["a": "1", "b": "three", "c": "///4///"]

let m: [String: Int?] = data.mapValues { str in Int(str) }
for key in m.keys.sorted() {
    print(key, m[key]! as Any)
}

let c: [String: Int] = data.compactMapValues { str in Int(str) }
print(c.count, c["a"]!)

// mapValues on prices (in cents): apply a 10% discount
let prices = ["coffee": 400, "tea": 300, "cake": 550]
let discounted = prices.mapValues { $0 * 9 / 10 }
for item in discounted.keys.sorted() {
    let cents = discounted[item]!
    print(item, "\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)")
}

// compactMapValues to drop missing entries
let nicknames: [String: String?] = ["Robert": "Bob", "Alice": nil, "William": "Bill"]
let known = nicknames.compactMapValues { $0 }
print(known.keys.sorted())

// filter keeps the Dictionary type
let ages = ["ann": 31, "bob": 17, "cid": 45, "dee": 12]
let adults = ages.filter { $0.value >= 18 }
print(type(of: adults), adults.keys.sorted())

// reduce(into:) to build a summary
let inventory = ["bolts": 120, "nuts": 80, "screws": 0, "washers": 35]
let summary = inventory.reduce(into: (total: 0, empty: [String]())) { acc, entry in
    acc.total += entry.value
    if entry.value == 0 { acc.empty.append(entry.key) }
}
print("total:", summary.total, "empty:", summary.empty)

// Mapping values to a different type
enum Level: String { case low, medium, high }
let levels = inventory.mapValues { count -> Level in
    switch count {
    case ..<50: return .low
    case 50..<100: return .medium
    default: return .high
    }
}
for (name, level) in levels.sorted(by: { $0.key < $1.key }) {
    print(name, level.rawValue)
}

// keys and values views
let total = inventory.values.reduce(0, +)
let longestKey = inventory.keys.max(by: { $0.count < $1.count })!
print(total, longestKey)

// expect: a Optional(1)
// expect: b nil
// expect: c nil
// expect: 1 1
// expect: cake 4.95
// expect: coffee 3.60
// expect: tea 2.70
// expect: ["Robert", "William"]
// expect: Dictionary<String, Int> ["ann", "cid"]
// expect: total: 235 empty: ["screws"]
// expect: bolts high
// expect: nuts medium
// expect: screws low
// expect: washers low
// expect: 235 washers
