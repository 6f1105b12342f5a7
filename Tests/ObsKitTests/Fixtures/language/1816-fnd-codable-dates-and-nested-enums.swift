// Foundation JSON with dates and enums: `dateEncodingStrategy` `.secondsSince1970` and `.iso8601`, an enum with associated values using synthesized Codable, and round trips.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

enum Payment: Codable, Equatable {
    case cash
    case card(last4: String)
    case voucher(code: String, cents: Int)
}

struct Receipt: Codable, Equatable {
    var id: Int
    var issued: Date
    var payments: [Payment]
}

let receipt = Receipt(id: 12, issued: Date(timeIntervalSince1970: 1_700_000_000),
                      payments: [.cash, .card(last4: "4242"), .voucher(code: "SPRING", cents: 500)])

let enc = JSONEncoder()
enc.outputFormatting = .sortedKeys
enc.dateEncodingStrategy = .secondsSince1970
let data = try enc.encode(receipt)
print(String(data: data, encoding: .utf8)!)

let dec = JSONDecoder()
dec.dateDecodingStrategy = .secondsSince1970
print(try dec.decode(Receipt.self, from: data) == receipt)

enc.dateEncodingStrategy = .iso8601
let isoData = try enc.encode(["issued": receipt.issued])
print(String(data: isoData, encoding: .utf8)!)
dec.dateDecodingStrategy = .iso8601
let back = try dec.decode([String: Date].self, from: isoData)
print(back["issued"]! == receipt.issued)

let defaultDates = try JSONEncoder().encode([Date(timeIntervalSinceReferenceDate: 60)])
print(String(data: defaultDates, encoding: .utf8)!)

// expect: {"id":12,"issued":1700000000,"payments":[{"cash":{}},{"card":{"last4":"4242"}},{"voucher":{"cents":500,"code":"SPRING"}}]}
// expect: true
// expect: {"issued":"2023-11-14T22:13:20Z"}
// expect: true
// expect: [60]
