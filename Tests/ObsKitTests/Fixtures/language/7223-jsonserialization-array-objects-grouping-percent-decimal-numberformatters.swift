// Small CLI style (inventory report): JSONSerialization array of objects, grouping, percent and decimal NumberFormatters
import Foundation

let json = """
[
  {"sku": "K-1", "category": "kitchen", "stock": 14, "reorderAt": 10, "cost": 3.2},
  {"sku": "K-2", "category": "kitchen", "stock": 3, "reorderAt": 5, "cost": 18.75},
  {"sku": "G-7", "category": "garden", "stock": 0, "reorderAt": 2, "cost": 42.0},
  {"sku": "G-9", "category": "garden", "stock": 25, "reorderAt": 8, "cost": 1.15},
  {"sku": "T-4", "category": "tools", "stock": 6, "reorderAt": 6, "cost": 9.99}
]
"""

let items = try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [[String: Any]]
print("items:", items.count)

let percent = NumberFormatter()
percent.locale = Locale(identifier: "en_US_POSIX")
percent.numberStyle = .percent
percent.maximumFractionDigits = 1

let dec = NumberFormatter()
dec.locale = Locale(identifier: "en_US_POSIX")
dec.numberStyle = .decimal
dec.minimumFractionDigits = 2
dec.maximumFractionDigits = 2

var valueByCategory: [String: Double] = [:]
var toReorder: [String] = []
for item in items {
    let sku = item["sku"] as! String
    let category = item["category"] as! String
    let stock = item["stock"] as! Int
    let reorderAt = item["reorderAt"] as! Int
    let cost = item["cost"] as! Double
    valueByCategory[category, default: 0] += Double(stock) * cost
    if stock <= reorderAt { toReorder.append("\(sku)(\(stock))") }
}
let totalValue = valueByCategory.values.reduce(0, +)
for cat in valueByCategory.keys.sorted() {
    let v = valueByCategory[cat]!
    let share = percent.string(from: NSNumber(value: v / totalValue))!
    print(cat.padding(toLength: 8, withPad: " ", startingAt: 0), dec.string(from: NSNumber(value: v))!, share)
}
print("total value:", dec.string(from: NSNumber(value: totalValue))!)
print("reorder:", toReorder.joined(separator: ", "))

let summary: [String: Any] = ["reorder": toReorder.count, "categories": valueByCategory.keys.sorted(), "ok": toReorder.count < items.count]
let out = try! JSONSerialization.data(withJSONObject: summary, options: .sortedKeys)
print(String(decoding: out, as: UTF8.self))
let outOfStock = items.filter { ($0["stock"] as? Int) == 0 }.compactMap { $0["sku"] as? String }
print("out of stock:", outOfStock)
print(percent.string(from: 0.125)!, percent.string(from: 1.5)!, dec.string(from: 1234.5)!)

// expect: items: 5
// expect: garden   28.75 15.2%
// expect: kitchen  101.05 53.3%
// expect: tools    59.94 31.6%
// expect: total value: 189.74
// expect: reorder: K-2(3), G-7(0), T-4(6)
// expect: {"categories":["garden","kitchen","tools"],"ok":true,"reorder":3}
// expect: out of stock: ["G-7"]
// expect: 12.5% 150% 1,234.50
