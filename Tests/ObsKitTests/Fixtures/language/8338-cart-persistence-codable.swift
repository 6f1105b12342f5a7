// App model layer: persisting a cart as Codable JSON with Decimal prices, custom keys and versioning
import Foundation

struct CartItem: Codable, Equatable {
    let sku: String
    var quantity: Int
    let unitPrice: Decimal
}

struct SavedCart: Codable, Equatable {
    static let currentVersion = 2
    var version = SavedCart.currentVersion
    var items: [CartItem]
    var couponCode: String?

    enum CodingKeys: String, CodingKey { case version, items, couponCode = "coupon" }

    init(items: [CartItem], couponCode: String? = nil) {
        self.items = items
        self.couponCode = couponCode
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
        items = try c.decode([CartItem].self, forKey: .items)
        couponCode = try c.decodeIfPresent(String.self, forKey: .couponCode)
        if version < SavedCart.currentVersion {
            items = items.filter { $0.quantity > 0 }   // v1 stored removed lines with quantity 0
            version = SavedCart.currentVersion
        }
    }

    var total: Decimal { items.reduce(0) { $0 + $1.unitPrice * Decimal($1.quantity) } }
}

final class CartPersistence {
    private var disk: [String: Data] = [:]   // stands in for a file or UserDefaults
    private let encoder: JSONEncoder = {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        return e
    }()

    func save(_ cart: SavedCart, key: String) throws { disk[key] = try encoder.encode(cart) }
    func load(key: String) throws -> SavedCart? {
        guard let data = disk[key] else { return nil }
        return try JSONDecoder().decode(SavedCart.self, from: data)
    }
    func raw(_ key: String) -> String { disk[key].map { String(decoding: $0, as: UTF8.self) } ?? "nil" }
    func store(raw: String, key: String) { disk[key] = Data(raw.utf8) }
}

let persistence = CartPersistence()
let cart = SavedCart(items: [
    CartItem(sku: "tea", quantity: 2, unitPrice: Decimal(string: "4.95")!),
    CartItem(sku: "honey", quantity: 1, unitPrice: Decimal(string: "7.5")!),
], couponCode: "SPRING")
try persistence.save(cart, key: "cart")
print(persistence.raw("cart"))
let loaded = try persistence.load(key: "cart")!
print("equal: \(loaded == cart), total: \(loaded.total)")

persistence.store(raw: #"{"items":[{"sku":"jam","quantity":0,"unitPrice":3},{"sku":"bread","quantity":3,"unitPrice":2.25}]}"#, key: "old")
let migrated = try persistence.load(key: "old")!
print("migrated v\(migrated.version): \(migrated.items.map(\.sku)), coupon: \(migrated.couponCode ?? "none"), total: \(migrated.total)")
print("missing: \(String(describing: try persistence.load(key: "nope")))")
persistence.store(raw: #"{"version":2}"#, key: "broken")
do { _ = try persistence.load(key: "broken") } catch DecodingError.keyNotFound(let key, _) {
    print("broken cart: missing \(key.stringValue)")
}

// expect: {"coupon":"SPRING","items":[{"quantity":2,"sku":"tea","unitPrice":4.95},{"quantity":1,"sku":"honey","unitPrice":7.5}],"version":2}
// expect: equal: true, total: 17.4
// expect: migrated v2: ["bread"], coupon: none, total: 6.75
// expect: missing: nil
// expect: broken cart: missing items
