// Apple docs style (URLQueryItem): reading parameters from a deep link
import Foundation

let link = "https://shop.example.com/checkout?coupon=SPRING24&qty=3&item=tea&item=mug&gift"
let components = URLComponents(string: link)!
let items = components.queryItems ?? []

print("count: \(items.count)")
for item in items {
    print("\(item.name) = \(item.value ?? "<none>")")
}

func value(_ name: String) -> String? {
    items.first(where: { $0.name == name })?.value
}

let coupon = value("coupon") ?? "none"
let qty = Int(value("qty") ?? "") ?? 1
let products = items.filter { $0.name == "item" }.compactMap(\.value)
let isGift = items.contains { $0.name == "gift" }
print("coupon \(coupon), qty \(qty), products \(products), gift \(isGift)")

// decoded values come back without percent escapes
let encoded = URLComponents(string: "https://example.com/s?name=Jos%C3%A9%20Garc%C3%ADa&city=S%C3%A3o%20Paulo")!
for item in encoded.queryItems! {
    print("\(item.name): \(item.value!)")
}
print("raw: \(encoded.percentEncodedQuery!)")

// collect into a dictionary and print sorted
var params: [String: String] = [:]
for item in items where item.value != nil {
    params[item.name] = item.value
}
print(params.keys.sorted().map { "\($0)=\(params[$0]!)" }.joined(separator: ";"))

let missing = URLComponents(string: "https://example.com/plain")!
print("no query: \(missing.queryItems == nil)")

// expect: count: 5
// expect: coupon = SPRING24
// expect: qty = 3
// expect: item = tea
// expect: item = mug
// expect: gift = <none>
// expect: coupon SPRING24, qty 3, products ["tea", "mug"], gift true
// expect: name: José García
// expect: city: São Paulo
// expect: raw: name=Jos%C3%A9%20Garc%C3%ADa&city=S%C3%A3o%20Paulo
// expect: coupon=SPRING24;item=mug;qty=3
// expect: no query: true
