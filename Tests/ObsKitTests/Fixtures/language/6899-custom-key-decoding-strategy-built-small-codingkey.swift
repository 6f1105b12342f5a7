// Swift by Sundell style (custom key strategies): a .custom key decoding strategy built from a small CodingKey struct
import Foundation

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init?(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }
}

struct Profile: Codable {
    var firstName: String
    var lastName: String
    var emailAddress: String
    var loginCount: Int
}

// Keys in the feed look like "First-Name" or "LOGIN-COUNT".
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .custom { path in
    let last = path.last!.stringValue
    let parts = last.split(separator: "-").map { $0.lowercased() }
    let camel = parts.enumerated().map { i, part in i == 0 ? part : part.prefix(1).uppercased() + part.dropFirst() }
    return AnyKey(stringValue: camel.joined())
}

let json = """
[
  {"First-Name": "Maja", "LAST-NAME": "Berg", "Email-Address": "maja@example.com", "login-count": 14},
  {"first-name": "Teo", "Last-Name": "Ruiz", "EMAIL-ADDRESS": "teo@example.com", "Login-Count": 2}
]
"""
let profiles = try decoder.decode([Profile].self, from: Data(json.utf8))
for p in profiles {
    print("\(p.firstName) \(p.lastName) <\(p.emailAddress)> logins: \(p.loginCount)")
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
encoder.keyEncodingStrategy = .custom { path in
    AnyKey(stringValue: path.last!.stringValue.uppercased())
}
print(String(decoding: try encoder.encode(profiles[1]), as: UTF8.self))

// expect: Maja Berg <maja@example.com> logins: 14
// expect: Teo Ruiz <teo@example.com> logins: 2
// expect: {"EMAILADDRESS":"teo@example.com","FIRSTNAME":"Teo","LASTNAME":"Ruiz","LOGINCOUNT":2}
