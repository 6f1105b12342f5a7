// Errors thrown by a type's own coding methods, caught and printed as Swift prints them:
// DecodingError.dataCorruptedError on a keyed and a single-value container, DecodingError.dataCorrupted with
// a Context, an error type of the script's own, Foundation's keyNotFound caught inside init(from:),
// and EncodingError.invalidValue from encode(to:).
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
import Foundation

enum ValidationError: Error {
    case tooShort(field: String, minimum: Int)
}

struct Signup: Codable {
    var username: String
    var age: Int
    var email: String

    enum CodingKeys: String, CodingKey {
        case username, age, email
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        username = try container.decode(String.self, forKey: .username)
        guard username.count >= 3 else {
            throw ValidationError.tooShort(field: "username", minimum: 3)
        }
        age = try container.decode(Int.self, forKey: .age)
        guard age >= 13 else {
            throw DecodingError.dataCorruptedError(forKey: .age, in: container, debugDescription: "Too young: \(age)")
        }
        do {
            email = try container.decode(String.self, forKey: .email)
        } catch DecodingError.keyNotFound(let key, _) {
            print("  no \(key.stringValue), using a placeholder")
            email = "\(username)@example.invalid"
        }
        guard email.contains("@") else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath + [CodingKeys.email],
                                                                   debugDescription: "Not an email address"))
        }
    }

    func encode(to encoder: Encoder) throws {
        guard !email.hasSuffix(".invalid") else {
            throw EncodingError.invalidValue(email, EncodingError.Context(codingPath: encoder.codingPath + [CodingKeys.email],
                                                                         debugDescription: "Placeholder email"))
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(username, forKey: .username)
        try container.encode(age, forKey: .age)
        try container.encode(email, forKey: .email)
    }
}

struct Percent: Decodable {
    var value: Int
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let number = try container.decode(Int.self)
        guard (0...100).contains(number) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(number) is not a percentage")
        }
        value = number
    }
}

let samples = [
    #"{"username": "ana", "age": 30, "email": "ana@example.com"}"#,
    #"{"username": "bo", "age": 30, "email": "bo@example.com"}"#,
    #"{"username": "cyrus", "age": 9, "email": "cy@example.com"}"#,
    #"{"username": "dana", "age": 40}"#,
    #"{"username": "eve", "age": 25, "email": "nope"}"#,
    #"{"username": "finn", "age": "old"}"#,
]
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
for sample in samples {
    do {
        let signup = try JSONDecoder().decode(Signup.self, from: Data(sample.utf8))
        print("ok:", signup.username, signup.email)
        print("  saved:", String(decoding: try encoder.encode(signup), as: UTF8.self))
    } catch let error as ValidationError {
        print("invalid:", error)
    } catch let error as DecodingError {
        print("decoding:", error)
    } catch {
        print("other:", error)
    }
}

for sample in ["[50, 100]", "[10, 250]"] {
    do {
        let values = try JSONDecoder().decode([Percent].self, from: Data(sample.utf8))
        print(values.map(\.value))
    } catch {
        print(error)
    }
}

// expect: ok: ana ana@example.com
// expect:   saved: {"age":30,"email":"ana@example.com","username":"ana"}
// expect: invalid: tooShort(field: "username", minimum: 3)
// expect: decoding: DecodingError.dataCorrupted: Data was corrupted. Path: age. Debug description: Too young: 9
// expect:   no email, using a placeholder
// expect: ok: dana dana@example.invalid
// expect: other: EncodingError.invalidValue: "dana@example.invalid" (String). Path: email. Debug description: Placeholder email
// expect: decoding: DecodingError.dataCorrupted: Data was corrupted. Path: email. Debug description: Not an email address
// expect: decoding: DecodingError.typeMismatch: expected value of type Int. Path: age. Debug description: Expected to decode Int but found a string instead.
// expect: [50, 100]
// expect: DecodingError.dataCorrupted: Data was corrupted. Path: [1]. Debug description: 250 is not a percentage
