// Hacking with Swift style (dictionaries): decoding a JSON object into [String: Int] and a struct with a dictionary of structs
import Foundation

struct Pantry: Codable {
    struct Item: Codable {
        var quantity: Int
        var unit: String
    }
    var owner: String
    var items: [String: Item]
}

let countsJSON = """
{"apples": 6, "pears": 2, "plums": 11}
"""
let counts = try JSONDecoder().decode([String: Int].self, from: Data(countsJSON.utf8))
for fruit in counts.keys.sorted() {
    print(fruit, counts[fruit]!)
}
print("total fruit:", counts.values.reduce(0, +))

let pantryJSON = """
{
  "owner": "Saga",
  "items": {
    "rice": {"quantity": 2, "unit": "kg"},
    "oil": {"quantity": 1, "unit": "l"},
    "eggs": {"quantity": 12, "unit": "pcs"}
  }
}
"""
var pantry = try JSONDecoder().decode(Pantry.self, from: Data(pantryJSON.utf8))
print("\(pantry.owner)'s pantry:")
for (name, item) in pantry.items.sorted(by: { $0.key < $1.key }) {
    print("  \(name): \(item.quantity) \(item.unit)")
}

pantry.items["eggs"]?.quantity -= 4
pantry.items["salt"] = .init(quantity: 500, unit: "g")
pantry.items.removeValue(forKey: "oil")

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
print(String(decoding: try encoder.encode(pantry), as: UTF8.self))

let byUnit = Dictionary(grouping: pantry.items.keys, by: { pantry.items[$0]!.unit })
print(byUnit.keys.sorted().map { "\($0): \(byUnit[$0]!.sorted())" })

// expect: apples 6
// expect: pears 2
// expect: plums 11
// expect: total fruit: 19
// expect: Saga's pantry:
// expect:   eggs: 12 pcs
// expect:   oil: 1 l
// expect:   rice: 2 kg
// expect: {"items":{"eggs":{"quantity":8,"unit":"pcs"},"rice":{"quantity":2,"unit":"kg"},"salt":{"quantity":500,"unit":"g"}},"owner":"Saga"}
// expect: ["g: [\"salt\"]", "kg: [\"rice\"]", "pcs: [\"eggs\"]"]
