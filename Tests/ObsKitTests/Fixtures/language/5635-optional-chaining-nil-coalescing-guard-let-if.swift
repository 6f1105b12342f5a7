// Hacking with Swift style (optionals): optional chaining, nil coalescing, guard let, if let shorthand, map/flatMap on optionals
import Foundation
struct Address { var city: String; var zip: String? }
struct Customer { var name: String; var address: Address?; var referrer: String? }

let customers = [
    Customer(name: "Ann", address: Address(city: "Oslo", zip: "0150"), referrer: nil),
    Customer(name: "Bob", address: Address(city: "Rome", zip: nil), referrer: "Ann"),
    Customer(name: "Cid", address: nil, referrer: "Zed"),
]

func shippingLabel(for c: Customer) -> String {
    guard let address = c.address else { return "\(c.name): no address" }
    guard let zip = address.zip else { return "\(c.name), \(address.city) (zip missing)" }
    return "\(c.name), \(zip) \(address.city)"
}

for c in customers {
    print(shippingLabel(for: c))
    print("  zip length:", c.address?.zip?.count ?? 0)
}

let names = Set(customers.map(\.name))
for c in customers {
    if let referrer = c.referrer {
        print(c.name, "referred by", referrer, names.contains(referrer) ? "(known)" : "(unknown)")
    }
}

let inputs = ["42", "x", "-7", ""]
let parsed = inputs.map { Int($0) }
print(parsed)
print(parsed.compactMap { $0 }.reduce(0, +))
let doubled = Int("21").map { $0 * 2 }
let nested = "12".isEmpty ? nil : Optional("12").flatMap { Int($0) }
print(doubled as Any, nested as Any)

var maybe: Int? = nil
maybe? += 5
print(maybe == nil)
maybe = 10
maybe? += 5
if let maybe { print("now", maybe) }

let firstCity = customers.first { $0.address?.zip == nil }?.address?.city
print(firstCity ?? "none")
let upper = customers.last?.referrer?.uppercased().replacingOccurrences(of: "Z", with: "z")
print(upper ?? "-")
switch customers[1].address?.zip {
case .some(let z): print("zip", z)
case .none: print("no zip for", customers[1].name)
}

// expect: Ann, 0150 Oslo
// expect:   zip length: 4
// expect: Bob, Rome (zip missing)
// expect:   zip length: 0
// expect: Cid: no address
// expect:   zip length: 0
// expect: Bob referred by Ann (known)
// expect: Cid referred by Zed (unknown)
// expect: [Optional(42), nil, Optional(-7), nil]
// expect: 35
// expect: Optional(42) Optional(12)
// expect: true
// expect: now 15
// expect: Rome
// expect: zED
// expect: no zip for Bob
