// Foundation in app code: decoding JSON objects into [String: T] dictionaries and JSONSerialization for untyped data
import Foundation

struct Rate: Codable {
    let buy: Double
    let sell: Double
}

let json = """
{"USD": {"buy": 1.0, "sell": 1.0}, "EUR": {"buy": 0.91, "sell": 0.93}, "GBP": {"buy": 0.78, "sell": 0.8}}
"""

let rates = try! JSONDecoder().decode([String: Rate].self, from: Data(json.utf8))
for code in rates.keys.sorted() {
    let rate = rates[code]!
    print(String(format: "%@: buy %.2f sell %.2f", code, rate.buy, rate.sell))
}

let counts = try! JSONDecoder().decode([String: Int].self, from: Data(#"{"apples": 3, "pears": 5}"#.utf8))
print("Total fruit: \(counts.values.reduce(0, +))")

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try! encoder.encode(["b": 2, "a": 1, "c": 3]), encoding: .utf8)!)

let untyped = #"{"name": "Widget", "tags": ["a", "b"], "stock": 12}"#
if let object = try? JSONSerialization.jsonObject(with: Data(untyped.utf8)) as? [String: Any] {
    print("Name: \(object["name"] as? String ?? "?")")
    print("Tags: \((object["tags"] as? [String] ?? []).joined(separator: "|"))")
    print("Stock: \(object["stock"] as? Int ?? -1)")
}

let out = try! JSONSerialization.data(withJSONObject: ["z": 1, "m": [true, false]], options: [.sortedKeys])
print(String(data: out, encoding: .utf8)!)

// expect: EUR: buy 0.91 sell 0.93
// expect: GBP: buy 0.78 sell 0.80
// expect: USD: buy 1.00 sell 1.00
// expect: Total fruit: 8
// expect: {"a":1,"b":2,"c":3}
// expect: Name: Widget
// expect: Tags: a|b
// expect: Stock: 12
// expect: {"m":[true,false],"z":1}
