// Tutorial style (manual enum coding): an enum with associated values coded by hand as {"kind": ..., "value": ...}
import Foundation

enum Payment: Codable, CustomStringConvertible {
    case cash(amount: Int)
    case card(last4: String, expires: String)
    case voucher(code: String)
    case free

    enum CodingKeys: String, CodingKey { case kind, amount, last4, expires, code }
    enum Kind: String, Codable { case cash, card, voucher, free }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(Kind.self, forKey: .kind) {
        case .cash: self = .cash(amount: try c.decode(Int.self, forKey: .amount))
        case .card:
            self = .card(last4: try c.decode(String.self, forKey: .last4),
                         expires: try c.decode(String.self, forKey: .expires))
        case .voucher: self = .voucher(code: try c.decode(String.self, forKey: .code))
        case .free: self = .free
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .cash(let amount):
            try c.encode(Kind.cash, forKey: .kind)
            try c.encode(amount, forKey: .amount)
        case let .card(last4, expires):
            try c.encode(Kind.card, forKey: .kind)
            try c.encode(last4, forKey: .last4)
            try c.encode(expires, forKey: .expires)
        case .voucher(let code):
            try c.encode(Kind.voucher, forKey: .kind)
            try c.encode(code, forKey: .code)
        case .free:
            try c.encode(Kind.free, forKey: .kind)
        }
    }

    var description: String {
        switch self {
        case .cash(let amount): return "cash \(amount)¢"
        case .card(let last4, let expires): return "card ••••\(last4) exp \(expires)"
        case .voucher(let code): return "voucher \(code)"
        case .free: return "free"
        }
    }
}

let json = """
[{"kind": "card", "last4": "4242", "expires": "12/29"}, {"kind": "cash", "amount": 1250},
 {"kind": "free"}, {"kind": "voucher", "code": "SPRING"}]
"""
let payments = try JSONDecoder().decode([Payment].self, from: Data(json.utf8))
payments.forEach { print($0) }

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(payments), as: UTF8.self))

do {
    _ = try JSONDecoder().decode(Payment.self, from: Data(#"{"kind": "crypto"}"#.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print(context.codingPath.map(\.stringValue), context.debugDescription)
}

// expect: card ••••4242 exp 12/29
// expect: cash 1250¢
// expect: free
// expect: voucher SPRING
// expect: [{"expires":"12\/29","kind":"card","last4":"4242"},{"amount":1250,"kind":"cash"},{"kind":"free"},{"code":"SPRING","kind":"voucher"}]
// expect: ["kind"] Cannot initialize Kind from invalid String value crypto
