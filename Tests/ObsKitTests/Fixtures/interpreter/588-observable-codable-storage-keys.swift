// An @Observable class made Codable by CodingKeys that name the macro's storage (`case _name = "name"`, as
// tutorials write it so the JSON has no underscores) codes those properties both ways. Expected output from
// swiftc on this machine.
import Foundation
import Observation
@Observable
class Order: Codable {
    enum CodingKeys: String, CodingKey {
        case _name = "name"
        case _quantity = "quantity"
    }
    var name = "Ana"
    var quantity = 4
}
let data = #"{"name":"Bo","quantity":7}"#.data(using: .utf8)!
let o = try! JSONDecoder().decode(Order.self, from: data)
print(o.name, o.quantity)
let e = JSONEncoder(); e.outputFormatting = .sortedKeys
print(String(decoding: try! e.encode(o), as: UTF8.self))

// expect: Bo 7
// expect: {"name":"Bo","quantity":7}
