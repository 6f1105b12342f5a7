// A type's own coding methods that hand the work to synthesized ones: `Inner(from: decoder)` and
// `inner.encode(to: encoder)` on the same coder (flattening a value into its parent's object), and a subclass
// whose init(from:) / encode(to:) call `super` where the superclass's methods are synthesized.
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
import Foundation

struct Address: Codable {
    var street: String
    var city: String
}

struct Customer: Codable {
    var name: String
    var address: Address

    enum CodingKeys: String, CodingKey { case name }

    init(name: String, address: Address) {
        self.name = name
        self.address = address
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        address = try Address(from: decoder)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try address.encode(to: encoder)
    }
}

let customer = try JSONDecoder().decode(Customer.self, from: Data(#"{"name": "Ana", "street": "Rua Augusta", "city": "Lisbon"}"#.utf8))
print(customer.name, "-", customer.address.street, "-", customer.address.city)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(customer), as: UTF8.self))

class Document: Codable {
    var title = "Untitled"
    var pages = 0
}

final class Invoice: Document {
    var total: Decimal = 0

    private enum CodingKeys: String, CodingKey { case total }

    required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        total = try container.decode(Decimal.self, forKey: .total)
        try super.init(from: decoder)
    }

    override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(total, forKey: .total)
    }
}

let invoice = try JSONDecoder().decode(Invoice.self, from: Data(#"{"title": "March", "pages": 2, "total": 99.5}"#.utf8))
print(invoice.title, invoice.pages, invoice.total)
print(String(decoding: try encoder.encode(invoice), as: UTF8.self))
do {
    _ = try JSONDecoder().decode(Invoice.self, from: Data(#"{"title": "April", "total": 1}"#.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("missing", key.stringValue)
}

// expect: Ana - Rua Augusta - Lisbon
// expect: {"city":"Lisbon","name":"Ana","street":"Rua Augusta"}
// expect: March 2 99.5
// expect: {"pages":2,"title":"March","total":99.5}
// expect: missing pages
