// Apple docs style (JSONEncoder.KeyEncodingStrategy): convertToSnakeCase and back
import Foundation

struct UserProfile: Codable {
    var firstName: String
    var lastName: String
    var emailAddress: String
    var isAdmin: Bool
    var loginCount: Int
    var homeURL: URL?
    var userId: Int
}

let profile = UserProfile(
    firstName: "Grace",
    lastName: "Hopper",
    emailAddress: "grace@example.com",
    isAdmin: true,
    loginCount: 1906,
    homeURL: nil,
    userId: 7
)

let encoder = JSONEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let data = try encoder.encode(profile)
let json = String(data: data, encoding: .utf8)!
print(json)

// Decoding snake_case JSON with convertFromSnakeCase
let incoming = """
{"first_name": "Alan", "last_name": "Turing", "email_address": "alan@example.com",
 "is_admin": false, "login_count": 1912, "user_id": 42}
"""
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
do {
    let user = try decoder.decode(UserProfile.self, from: Data(incoming.utf8))
    print("decoded: \(user.firstName) \(user.lastName) <\(user.emailAddress)>")
    print("admin: \(user.isAdmin) logins: \(user.loginCount) homeURL: \(user.homeURL?.absoluteString ?? "none")")
    print("userId:", user.userId)
} catch {
    print("decode failed:", error)
}

// Round trip: what comes out goes back in
let roundTrip = try decoder.decode(UserProfile.self, from: data)
print("round trip equal names:", roundTrip.firstName == profile.firstName && roundTrip.lastName == profile.lastName)

// Acronyms do not survive the round trip: userID -> user_id -> userId
struct Account: Codable { var userID: Int }
let accountJSON = try keyEncoderFor().encode(Account(userID: 9))
print("account json:", String(data: accountJSON, encoding: .utf8)!)
do {
    _ = try decoder.decode(Account.self, from: accountJSON)
    print("account decoded")
} catch DecodingError.keyNotFound(let key, _) {
    print("account keyNotFound:", key.stringValue)
}

func keyEncoderFor() -> JSONEncoder {
    let e = JSONEncoder()
    e.keyEncodingStrategy = .convertToSnakeCase
    return e
}

// Show the converted names of a few keys with a tiny container type
struct Keys: Codable {
    var a: Int = 1
    var simpleKey: Int = 2
    var myHTTPServer: Int = 3
    var version2Name: Int = 4
    var _private: Int = 5
}
let keyEncoder = JSONEncoder()
keyEncoder.keyEncodingStrategy = .convertToSnakeCase
keyEncoder.outputFormatting = .sortedKeys
print(String(data: try keyEncoder.encode(Keys()), encoding: .utf8)!)

// Custom strategy: uppercase every key
let custom = JSONEncoder()
custom.outputFormatting = .sortedKeys
custom.keyEncodingStrategy = .custom { path in
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }
    return Key(stringValue: path.last!.stringValue.uppercased())
}
print(String(data: try custom.encode(Keys()), encoding: .utf8)!)

// expect: {
// expect:   "email_address" : "grace@example.com",
// expect:   "first_name" : "Grace",
// expect:   "is_admin" : true,
// expect:   "last_name" : "Hopper",
// expect:   "login_count" : 1906,
// expect:   "user_id" : 7
// expect: }
// expect: decoded: Alan Turing <alan@example.com>
// expect: admin: false logins: 1912 homeURL: none
// expect: userId: 42
// expect: round trip equal names: true
// expect: account json: {"user_id":9}
// expect: account keyNotFound: userID
// expect: {"_private":5,"a":1,"my_http_server":3,"simple_key":2,"version2_name":4}
// expect: {"A":1,"MYHTTPSERVER":3,"SIMPLEKEY":2,"VERSION2NAME":4,"_PRIVATE":5}
