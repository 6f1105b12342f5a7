// Hacking with Swift style (validating while decoding): throwing dataCorruptedError from init(from:) and collecting results per payload
import Foundation

struct Email: Decodable, CustomStringConvertible {
    let value: String
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let text = try c.decode(String.self)
        guard text.contains("@"), !text.hasPrefix("@") else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "not an email")
        }
        value = text.lowercased()
    }
    var description: String { value }
}

struct Signup: Decodable {
    var username: String
    var email: Email
    var age: Int

    enum CodingKeys: String, CodingKey { case username, email, age }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        username = try c.decode(String.self, forKey: .username)
        email = try c.decode(Email.self, forKey: .email)
        age = try c.decode(Int.self, forKey: .age)
        guard (13...120).contains(age) else {
            throw DecodingError.dataCorruptedError(forKey: .age, in: c, debugDescription: "age out of range")
        }
    }
}

let payloads = [
    #"{"username": "fia", "email": "Fia@Example.com", "age": 29}"#,
    #"{"username": "gus", "email": "gus.example.com", "age": 40}"#,
    #"{"username": "hal", "email": "hal@example.com", "age": 9}"#,
    #"{"username": "ivy", "email": "ivy@example.com"}"#,
    #"{"username": "jo", "email": "jo@example.com", "age": "old"}"#,
]

var accepted: [Signup] = []
for (i, payload) in payloads.enumerated() {
    do {
        accepted.append(try JSONDecoder().decode(Signup.self, from: Data(payload.utf8)))
        print(i, "accepted")
    } catch DecodingError.dataCorrupted(let context) {
        print(i, "dataCorrupted at", context.codingPath.map(\.stringValue))
    } catch DecodingError.keyNotFound(let key, _) {
        print(i, "keyNotFound", key.stringValue)
    } catch DecodingError.typeMismatch(let type, let context) {
        print(i, "typeMismatch", type, context.codingPath.map(\.stringValue))
    } catch {
        print(i, "other")
    }
}
print(accepted.map { "\($0.username) <\($0.email)>" })

// expect: 0 accepted
// expect: 1 dataCorrupted at ["email"]
// expect: 2 dataCorrupted at ["age"]
// expect: 3 keyNotFound age
// expect: 4 typeMismatch Int ["age"]
// expect: ["fia <fia@example.com>"]
