// Hacking with Swift style (enums with associated values): a hand-written "type" field form with custom init(from:) and encode(to:)
import Foundation

enum Payment: Codable, Equatable {
    case cash(amount: Int)
    case card(last4: String, amount: Int)
    case voucher(code: String)

    enum CodingKeys: String, CodingKey {
        case type, amount, last4, code
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try c.decode(String.self, forKey: .type)
        switch type {
        case "cash":
            self = .cash(amount: try c.decode(Int.self, forKey: .amount))
        case "card":
            self = .card(last4: try c.decode(String.self, forKey: .last4),
                         amount: try c.decode(Int.self, forKey: .amount))
        case "voucher":
            self = .voucher(code: try c.decode(String.self, forKey: .code))
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: c,
                                                   debugDescription: "unknown type \(type)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .cash(let amount):
            try c.encode("cash", forKey: .type)
            try c.encode(amount, forKey: .amount)
        case .card(let last4, let amount):
            try c.encode("card", forKey: .type)
            try c.encode(last4, forKey: .last4)
            try c.encode(amount, forKey: .amount)
        case .voucher(let code):
            try c.encode("voucher", forKey: .type)
            try c.encode(code, forKey: .code)
        }
    }
}

let json = """
[
  {"type": "cash", "amount": 20},
  {"type": "card", "last4": "4242", "amount": 135},
  {"type": "voucher", "code": "WELCOME10"}
]
"""

let payments = try JSONDecoder().decode([Payment].self, from: Data(json.utf8))
for p in payments {
    switch p {
    case .cash(let amount): print("cash", amount)
    case .card(let last4, let amount): print("card ****\(last4)", amount)
    case .voucher(let code): print("voucher", code)
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try encoder.encode(payments)
print(String(decoding: data, as: UTF8.self))
print(try JSONDecoder().decode([Payment].self, from: data) == payments)

do {
    _ = try JSONDecoder().decode(Payment.self, from: Data(#"{"type": "barter"}"#.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("dataCorrupted at", context.codingPath.map(\.stringValue))
}

// expect: cash 20
// expect: card ****4242 135
// expect: voucher WELCOME10
// expect: [{"amount":20,"type":"cash"},{"amount":135,"last4":"4242","type":"card"},{"code":"WELCOME10","type":"voucher"}]
// expect: true
// expect: dataCorrupted at ["type"]
