// Apple docs style (JSONEncoder.OutputFormatting): pretty printed, sorted output
import Foundation

struct Address: Codable {
    var street: String
    var city: String
}

struct Customer: Codable {
    var name: String
    var loyaltyPoints: Int
    var tags: [String]
    var address: Address
}

let customer = Customer(name: "Mia", loyaltyPoints: 1200, tags: ["vip", "newsletter"],
                        address: Address(street: "1 Main St", city: "Springfield"))

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let text = String(decoding: try encoder.encode(customer), as: UTF8.self)

let lines = text.components(separatedBy: "\n")
print("lines: \(lines.count)")
for (number, line) in lines.enumerated() {
    let indent = line.prefix(while: { $0 == " " }).count
    print("\(number + 1)| indent \(indent) | \(line.trimmingCharacters(in: .whitespaces))")
}

// compact output is a single line with no spaces around colons
encoder.outputFormatting = .sortedKeys
let compact = String(decoding: try encoder.encode(customer.address), as: UTF8.self)
print(compact)
print("pretty is longer: \(text.count > compact.count)")

// expect: lines: 12
// expect: 1| indent 0 | {
// expect: 2| indent 2 | "address" : {
// expect: 3| indent 4 | "city" : "Springfield",
// expect: 4| indent 4 | "street" : "1 Main St"
// expect: 5| indent 2 | },
// expect: 6| indent 2 | "loyaltyPoints" : 1200,
// expect: 7| indent 2 | "name" : "Mia",
// expect: 8| indent 2 | "tags" : [
// expect: 9| indent 4 | "vip",
// expect: 10| indent 4 | "newsletter"
// expect: 11| indent 2 | ]
// expect: 12| indent 0 | }
// expect: {"city":"Springfield","street":"1 Main St"}
// expect: pretty is longer: true
