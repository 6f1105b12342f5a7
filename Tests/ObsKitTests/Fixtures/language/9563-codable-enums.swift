// Codable enums: a String raw-value enum with an unknown fallback, and an enum with associated values coded by hand (expected output from swiftc 6.3.1 on Linux)
import Foundation

enum Plan: String, Codable {
    case free, pro, team
    case unknown

    init(from decoder: Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        self = Plan(rawValue: raw) ?? .unknown
    }
}

enum Payment: Codable, Equatable {
    case card(last4: String)
    case invoice(days: Int)
    case voucher

    private enum CodingKeys: String, CodingKey { case type, last4, days }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(String.self, forKey: .type) {
        case "card": self = .card(last4: try c.decode(String.self, forKey: .last4))
        case "invoice": self = .invoice(days: try c.decode(Int.self, forKey: .days))
        case "voucher": self = .voucher
        case let other:
            throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "bad type \(other)")
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .card(let last4):
            try c.encode("card", forKey: .type)
            try c.encode(last4, forKey: .last4)
        case .invoice(let days):
            try c.encode("invoice", forKey: .type)
            try c.encode(days, forKey: .days)
        case .voucher:
            try c.encode("voucher", forKey: .type)
        }
    }
}

struct Subscription: Codable, Equatable {
    let user: String
    let plan: Plan
    let payment: Payment
}

let json = """
[{"user":"oona","plan":"pro","payment":{"type":"card","last4":"4242"}},
 {"user":"femi","plan":"enterprise","payment":{"type":"invoice","days":30}},
 {"user":"gus","plan":"free","payment":{"type":"voucher"}}]
"""
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
do {
    let subs = try JSONDecoder().decode([Subscription].self, from: Data(json.utf8))
    for s in subs { print(s.user, s.plan, s.plan.rawValue, s.payment) }
    let data = try encoder.encode(subs)
    print(String(decoding: data, as: UTF8.self))
    let again = try JSONDecoder().decode([Subscription].self, from: data)
    print("stable:", again == subs, again[1].plan == .unknown)
    _ = try JSONDecoder().decode(Payment.self, from: Data(#"{"type":"cash"}"#.utf8))
} catch DecodingError.dataCorrupted(let ctx) {
    print("corrupted:", ctx.debugDescription)
} catch {
    print("other error:", error)
}
print(String(decoding: try encoder.encode([Plan.team, .free]), as: UTF8.self))

// expect: oona pro pro card(last4: "4242")
// expect: femi unknown unknown invoice(days: 30)
// expect: gus free free voucher
// expect: [{"payment":{"last4":"4242","type":"card"},"plan":"pro","user":"oona"},{"payment":{"days":30,"type":"invoice"},"plan":"unknown","user":"femi"},{"payment":{"type":"voucher"},"plan":"free","user":"gus"}]
// expect: stable: true true
// expect: corrupted: bad type cash
// expect: ["team","free"]
