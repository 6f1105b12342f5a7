// Hacking with Swift style (optionals in JSON): synthesized coding omits nil, encodeNil writes null, and decoding accepts both
import Foundation

struct Contact: Codable {
    var name: String
    var phone: String?
    var nickname: String?
}

struct ExplicitContact: Encodable {
    var name: String
    var phone: String?

    enum CodingKeys: String, CodingKey { case name, phone }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        if let phone = phone {
            try c.encode(phone, forKey: .phone)
        } else {
            try c.encodeNil(forKey: .phone)
        }
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

let a = Contact(name: "Ida", phone: nil, nickname: "Idi")
print(String(decoding: try encoder.encode(a), as: UTF8.self))
let b = ExplicitContact(name: "Ida", phone: nil)
print(String(decoding: try encoder.encode(b), as: UTF8.self))
let c = ExplicitContact(name: "Tor", phone: "555-0101")
print(String(decoding: try encoder.encode(c), as: UTF8.self))

let inputs = [
    #"{"name": "Ada"}"#,
    #"{"name": "Ada", "phone": null}"#,
    #"{"name": "Ada", "phone": "555-0199", "nickname": null}"#,
]
for input in inputs {
    let contact = try JSONDecoder().decode(Contact.self, from: Data(input.utf8))
    print(contact.name, contact.phone ?? "-", contact.nickname ?? "-")
}

let optionals: [Int?] = [1, nil, 3]
let optText = String(decoding: try encoder.encode(optionals), as: UTF8.self)
print(optText)
let decodedOptionals = try JSONDecoder().decode([Int?].self, from: Data(optText.utf8))
print(decodedOptionals)

// expect: {"name":"Ida","nickname":"Idi"}
// expect: {"name":"Ida","phone":null}
// expect: {"name":"Tor","phone":"555-0101"}
// expect: Ada - -
// expect: Ada - -
// expect: Ada 555-0199 -
// expect: [1,null,3]
// expect: [Optional(1), nil, Optional(3)]
