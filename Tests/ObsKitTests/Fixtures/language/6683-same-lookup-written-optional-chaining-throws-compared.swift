// Swift in Depth style (optional vs throwing): the same lookup written with optional chaining and with throws, compared side by side
struct Address { var city: String?; var zip: String? }
struct Customer { var name: String; var address: Address? }

enum LookupError: Error, CustomStringConvertible {
    case noCustomer(Int)
    case noAddress(String)
    case noCity(String)

    var description: String {
        switch self {
        case .noCustomer(let id): return "no customer #\(id)"
        case .noAddress(let name): return "\(name) has no address"
        case .noCity(let name): return "\(name)'s address has no city"
        }
    }
}

let customers: [Int: Customer] = [
    1: Customer(name: "Ada", address: Address(city: "London", zip: "N1")),
    2: Customer(name: "Bo", address: nil),
    3: Customer(name: "Cy", address: Address(city: nil, zip: "7000")),
]

func cityOptional(_ id: Int) -> String? {
    customers[id]?.address?.city?.uppercased()
}

func cityThrowing(_ id: Int) throws -> String {
    guard let customer = customers[id] else { throw LookupError.noCustomer(id) }
    guard let address = customer.address else { throw LookupError.noAddress(customer.name) }
    guard let city = address.city else { throw LookupError.noCity(customer.name) }
    return city.uppercased()
}

for id in 1...4 {
    let viaOptional = cityOptional(id) ?? "-"
    let viaThrow: String
    do {
        viaThrow = try cityThrowing(id)
    } catch {
        viaThrow = "error(\(error))"
    }
    print(id, viaOptional, viaThrow)
}
let zipLengths = customers.keys.sorted().map { customers[$0]?.address?.zip?.count }
print(zipLengths)
print(customers[3]?.address?.city == nil, customers[9]?.name ?? "nobody")

// expect: 1 LONDON LONDON
// expect: 2 - error(Bo has no address)
// expect: 3 - error(Cy's address has no city)
// expect: 4 - error(no customer #4)
// expect: [Optional(2), nil, Optional(4)]
// expect: true nobody
