// Foundation in app code: JSONEncoder outputFormatting [.prettyPrinted, .sortedKeys] for readable output
import Foundation

struct Address: Codable {
    let street: String
    let zip: String
}

struct Customer: Codable {
    let name: String
    let points: Int
    let address: Address
}

let customer = Customer(name: "Ada", points: 120, address: Address(street: "1 Main St", zip: "12345"))

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]

if let data = try? encoder.encode(customer), let text = String(data: data, encoding: .utf8) {
    print(text)
}

let roundTrip = try! JSONDecoder().decode(Customer.self, from: try! encoder.encode(customer))
print("Round trip: \(roundTrip.name) lives at \(roundTrip.address.street)")

// expect: {
// expect:   "address" : {
// expect:     "street" : "1 Main St",
// expect:     "zip" : "12345"
// expect:   },
// expect:   "name" : "Ada",
// expect:   "points" : 120
// expect: }
// expect: Round trip: Ada lives at 1 Main St
