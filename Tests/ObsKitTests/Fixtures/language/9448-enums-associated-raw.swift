// Enumerations: switch matching, associated values, raw values and init?(rawValue:) (expected output from swiftc 6.3.1 on Linux)
enum Terrain {
    case forest, swamp, desert, tundra
    var isWet: Bool {
        switch self {
        case .forest, .swamp: return true
        case .desert, .tundra: return false
        }
    }
}
var tile = Terrain.swamp
print(tile, tile.isWet)
tile = .desert
print(tile, tile.isWet)

enum Payment {
    case cash(amount: Int)
    case card(last4: String, expires: (month: Int, year: Int))
    case voucher(String)
}
let payments: [Payment] = [
    .cash(amount: 40),
    .card(last4: "4242", expires: (12, 2030)),
    .voucher("SPRING25"),
]
for p in payments {
    switch p {
    case .cash(let amount) where amount > 100:
        print("large cash \(amount)")
    case .cash(let amount):
        print("cash \(amount)")
    case let .card(last4, expires):
        print("card ****\(last4) exp \(expires.month)/\(expires.year)")
    case .voucher(let code):
        print("voucher \(code)")
    }
}
if case .voucher(let code) = payments[2], code.hasSuffix("25") {
    print("a 25% voucher")
}
print(payments[0])

enum FieldSeparator: Character {
    case comma = ",", semicolon = ";", pipe = "|"
}
print(["id", "qty", "sku"].joined(separator: String(FieldSeparator.pipe.rawValue)), FieldSeparator(rawValue: ";")!)

enum HTTPMethodCode: Int {
    case get = 10, head, post = 20, put, delete = 30
}
print(HTTPMethodCode.head.rawValue, HTTPMethodCode.put.rawValue)
if let method = HTTPMethodCode(rawValue: 30) {
    print("code 30 is \(method)")
}
print(HTTPMethodCode(rawValue: 12) == nil ? "no method 12" : "method 12 exists")

enum Metal: String {
    case gold, silver, bronze = "copper-tin"
}
print(Metal.gold.rawValue, Metal.bronze.rawValue)
print(Metal(rawValue: "silver") ?? .gold, Metal(rawValue: "iron") as Any)

enum Light: Equatable {
    case off
    case dimmed(percent: Int)
    case on
    mutating func toggle() {
        switch self {
        case .off, .dimmed: self = .on
        case .on: self = .off
        }
    }
}
var lamp = Light.dimmed(percent: 30)
print(lamp == .dimmed(percent: 30), lamp == .dimmed(percent: 31))
lamp.toggle(); print(lamp)
lamp.toggle(); print(lamp)

// expect: swamp true
// expect: desert false
// expect: cash 40
// expect: card ****4242 exp 12/2030
// expect: voucher SPRING25
// expect: a 25% voucher
// expect: cash(amount: 40)
// expect: id|qty|sku semicolon
// expect: 11 21
// expect: code 30 is delete
// expect: no method 12
// expect: gold copper-tin
// expect: silver nil
// expect: true false
// expect: on
// expect: off
