// Tutorial style (wrapper types): single value containers for strongly typed IDs and validated emails
import Foundation

struct UserID: Codable, Hashable, CustomStringConvertible {
    let rawValue: Int
    init(_ rawValue: Int) { self.rawValue = rawValue }
    init(from decoder: Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
    var description: String { "user-\(rawValue)" }
}

struct Email: Codable, Equatable {
    let address: String
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self).lowercased()
        guard text.contains("@"), !text.hasPrefix("@") else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(text)' is not an email")
        }
        address = text
    }
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(address)
    }
}

struct Member: Codable {
    let id: UserID
    let email: Email
    let friends: [UserID]
}

let json = #"{"id": 17, "email": "Jane.Doe@Example.COM", "friends": [3, 5, 8]}"#
let member = try JSONDecoder().decode(Member.self, from: Data(json.utf8))
print(member.id, member.email.address, member.friends)
print(Set(member.friends).contains(UserID(5)))

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(member), as: UTF8.self))
print(String(decoding: try encoder.encode(UserID(99)), as: UTF8.self))

do {
    _ = try JSONDecoder().decode(Member.self, from: Data(#"{"id": 1, "email": "nobody", "friends": []}"#.utf8))
} catch let DecodingError.dataCorrupted(context) {
    print("Rejected:", context.debugDescription, "at", context.codingPath.map(\.stringValue))
}

enum Wrapped: Codable { case value(UserID) }
print(String(decoding: try encoder.encode(Wrapped.value(UserID(4))), as: UTF8.self))

// expect: user-17 jane.doe@example.com [user-3, user-5, user-8]
// expect: true
// expect: {"email":"jane.doe@example.com","friends":[3,5,8],"id":17}
// expect: 99
// expect: Rejected: 'nobody' is not an email at ["email"]
// expect: {"value":{"_0":4}}
