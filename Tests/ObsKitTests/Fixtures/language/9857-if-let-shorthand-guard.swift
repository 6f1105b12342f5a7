// Swift Forums style: `if let x {` shorthand, optional chaining vs unwrapping, and guard let early exits

struct Address {
    var city: String
    var zip: String?
}

struct Customer {
    var name: String
    var address: Address?
    var nickname: String?
}

let customers = [
    Customer(name: "Dana", address: Address(city: "Oslo", zip: "0150"), nickname: "D"),
    Customer(name: "Eli", address: Address(city: "Lima", zip: nil), nickname: nil),
    Customer(name: "Fay", address: nil, nickname: "Fifi"),
]

// Optional chaining produces an optional; you still need to unwrap to use it.
for c in customers {
    let zip = c.address?.zip
    print("\(c.name): zip is \(zip ?? "unknown"), city length \(c.address?.city.count ?? 0)")
}

// Swift 5.7 shorthand: `if let nickname {` instead of `if let nickname = nickname {`
for c in customers {
    let nickname = c.nickname
    if let nickname {
        print("\(c.name) goes by \(nickname)")
    } else {
        print("\(c.name) has no nickname")
    }
}

// guard let for early exit
enum LabelError: Error {
    case noAddress(String)
    case noZip(String)
}

func shippingLabel(for customer: Customer) throws -> String {
    guard let address = customer.address else {
        throw LabelError.noAddress(customer.name)
    }
    guard let zip = address.zip, !zip.isEmpty else {
        throw LabelError.noZip(customer.name)
    }
    return "\(customer.name.uppercased()) / \(address.city) \(zip)"
}

for c in customers {
    do {
        print(try shippingLabel(for: c))
    } catch LabelError.noAddress(let who) {
        print("cannot ship to \(who): no address")
    } catch {
        print("cannot ship: \(error)")
    }
}

// guard with shorthand and multiple conditions
func parseAge(_ input: String?) -> Int {
    guard let input else { return -1 }
    guard let age = Int(input), age >= 0 else { return -2 }
    return age
}
print([nil, "abc", "-5", "42"].map(parseAge))

// Optional chaining on methods and assignment
var maybe: Customer? = customers[1]
maybe?.address?.zip = "15001"
print("updated zip: \(maybe?.address?.zip ?? "none")")
var none: Customer? = nil
let result: Void? = none?.address?.city.removeAll()
print("chained call on nil returned nil: \(result == nil)")
if let city = maybe?.address?.city, city.hasPrefix("L") {
    print("\(city) starts with L")
}
// expect: Dana: zip is 0150, city length 4
// expect: Eli: zip is unknown, city length 4
// expect: Fay: zip is unknown, city length 0
// expect: Dana goes by D
// expect: Eli has no nickname
// expect: Fay goes by Fifi
// expect: DANA / Oslo 0150
// expect: cannot ship: noZip("Eli")
// expect: cannot ship to Fay: no address
// expect: [-1, -2, -2, 42]
// expect: updated zip: 15001
// expect: chained call on nil returned nil: true
// expect: Lima starts with L
