// Tutorial style (JSONSerialization parsing): reading nested JSON text into dictionaries and arrays
import Foundation

let json = """
{
  "store": "Corner Shop",
  "open": true,
  "items": [
    {"sku": "A1", "price": 2.5, "tags": ["fruit"]},
    {"sku": "B2", "price": 10, "tags": []},
    {"sku": "C3", "price": 0.75, "tags": ["snack", "sale"]}
  ],
  "owner": null
}
"""

let data = json.data(using: .utf8)!
guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
    fatalError("parse failed")
}
print(root["store"] as? String ?? "")
print(root["open"] as? Bool ?? false)
print(root["owner"] is NSNull)
let items = root["items"] as? [[String: Any]] ?? []
print(items.count)
var total = 0.0
for item in items {
    let sku = item["sku"] as? String ?? "?"
    let price = item["price"] as? Double ?? 0
    let tags = item["tags"] as? [String] ?? []
    total += price
    print("\(sku): \(price) tags=\(tags.count)")
}
print("total:", total)
print(JSONSerialization.isValidJSONObject(["a": 1]))
print(JSONSerialization.isValidJSONObject(["a": Date(timeIntervalSince1970: 0)]))
do {
    _ = try JSONSerialization.jsonObject(with: Data("{bad json".utf8))
} catch {
    print("caught parse error")
}
// expect: Corner Shop
// expect: true
// expect: true
// expect: 3
// expect: A1: 2.5 tags=1
// expect: B2: 10.0 tags=0
// expect: C3: 0.75 tags=2
// expect: total: 13.25
// expect: true
// expect: false
// expect: caught parse error
