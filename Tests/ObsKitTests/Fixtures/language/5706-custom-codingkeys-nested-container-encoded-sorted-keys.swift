// Hacking with Swift style (Codable): custom CodingKeys and a nested container, encoded with sorted keys
import Foundation

struct Employee: Codable {
    let id: Int
    let fullName: String
    let city: String
    let zip: String
    let skills: [String]

    enum CodingKeys: String, CodingKey {
        case id
        case fullName = "full_name"
        case address
        case skills
    }

    enum AddressKeys: String, CodingKey {
        case city
        case zip = "postal_code"
    }

    init(id: Int, fullName: String, city: String, zip: String, skills: [String]) {
        self.id = id; self.fullName = fullName; self.city = city; self.zip = zip; self.skills = skills
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        fullName = try c.decode(String.self, forKey: .fullName)
        skills = try c.decodeIfPresent([String].self, forKey: .skills) ?? []
        let address = try c.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        city = try address.decode(String.self, forKey: .city)
        zip = try address.decode(String.self, forKey: .zip)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(fullName, forKey: .fullName)
        try c.encode(skills, forKey: .skills)
        var address = c.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address.encode(city, forKey: .city)
        try address.encode(zip, forKey: .zip)
    }
}

let json = """
{"id": 7, "full_name": "Ada Byron", "address": {"city": "London", "postal_code": "W1"}}
"""
let decoder = JSONDecoder()
let ada = try! decoder.decode(Employee.self, from: Data(json.utf8))
print(ada.fullName, ada.city, ada.zip, ada.skills.isEmpty)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let grace = Employee(id: 9, fullName: "Grace H", city: "Arlington", zip: "22201", skills: ["COBOL", "compilers"])
let out = try! encoder.encode([ada, grace])
print(String(data: out, encoding: .utf8)!)

let roundTrip = try! decoder.decode([Employee].self, from: out)
print(roundTrip.map(\.fullName), roundTrip.map(\.skills.count))

// expect: Ada Byron London W1 true
// expect: [{"address":{"city":"London","postal_code":"W1"},"full_name":"Ada Byron","id":7,"skills":[]},{"address":{"city":"Arlington","postal_code":"22201"},"full_name":"Grace H","id":9,"skills":["COBOL","compilers"]}]
// expect: ["Ada Byron", "Grace H"] [0, 2]
