// codable-nested
// known-gap: line 4: expected "true 3", got "false 3"
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct Order: Codable, Equatable {
    enum Status: String, Codable { case pending, shipped, delivered }
    struct Line: Codable, Equatable {
        let sku: String
        let qty: Int
        let price: Decimal?
    }
    struct Customer: Codable, Equatable {
        let name: String
        let vip: Bool
        enum CodingKeys: String, CodingKey {
            case name = "full_name"
            case vip = "is_vip"
        }
    }
    let id: Int
    var status: Status
    let customer: Customer
    var lines: [Line]
    var note: String?
}

let json = """
{
  "id": 501,
  "status": "shipped",
  "customer": { "full_name": "Lin Wu", "is_vip": true },
  "lines": [
    { "sku": "A-1", "qty": 2, "price": 3.5 },
    { "sku": "B-7", "qty": 1 }
  ]
}
"""

let decoder = JSONDecoder()
var order = try! decoder.decode(Order.self, from: Data(json.utf8))
print(order.id, order.status, order.customer.name, order.customer.vip)
print(order.lines.map(\.sku), order.lines.map { $0.price == nil }, order.note as Any)

order.status = .delivered
order.note = "left at door"
order.lines.append(.init(sku: "C-3", qty: 4, price: 1))

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try! encoder.encode(order)
let text = String(decoding: data, as: UTF8.self)
print(text)

let back = try! decoder.decode(Order.self, from: data)
print(back == order, back.lines.count)
let bad = #"{"id": 1, "status": "lost", "customer": {"full_name": "x", "is_vip": false}, "lines": []}"#
do {
    _ = try decoder.decode(Order.self, from: Data(bad.utf8))
} catch DecodingError.dataCorrupted(let ctx) {
    print("corrupted at", ctx.codingPath.map(\.stringValue))
} catch {
    print("other error")
}
let missing = #"{"id": 2}"#
do {
    _ = try decoder.decode(Order.self, from: Data(missing.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("missing key:", key.stringValue)
} catch {
    print("other error")
}
// expect: 501 shipped Lin Wu true
// expect: ["A-1", "B-7"] [false, true] nil
// expect: {"customer":{"full_name":"Lin Wu","is_vip":true},"id":501,"lines":[{"price":3.5,"qty":2,"sku":"A-1"},{"qty":1,"sku":"B-7"},{"price":1,"qty":4,"sku":"C-3"}],"note":"left at door","status":"delivered"}
// expect: true 3
// expect: corrupted at ["status"]
// expect: missing key: status
