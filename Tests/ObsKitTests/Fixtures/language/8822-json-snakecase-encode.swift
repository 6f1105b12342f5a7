// Apple docs style (JSONEncoder.KeyEncodingStrategy): converting keys to snake case
import Foundation

struct UserProfile: Codable {
    var firstName: String
    var lastName: String
    var emailAddress: String
    var isPremiumMember: Bool
    var loginCount: Int
    var profileURL: String
}

let profile = UserProfile(firstName: "Grace", lastName: "Hopper",
                          emailAddress: "grace@example.com", isPremiumMember: true,
                          loginCount: 42, profileURL: "https://example.com/grace")

let encoder = JSONEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]

let data = try encoder.encode(profile)
let text = String(decoding: data, as: UTF8.self)
print(text)

// list the keys the server will see
let object = try JSONSerialization.jsonObject(with: data) as! [String: Any]
for key in object.keys.sorted() {
    print("key: \(key)")
}

// round trip: "profile_url" becomes "profileUrl", not "profileURL"
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
do {
    _ = try decoder.decode(UserProfile.self, from: data)
    print("decoded fine")
} catch DecodingError.keyNotFound(let key, _) {
    print("missing key: \(key.stringValue)")
}

// expect: {"email_address":"grace@example.com","first_name":"Grace","is_premium_member":true,"last_name":"Hopper","login_count":42,"profile_url":"https://example.com/grace"}
// expect: key: email_address
// expect: key: first_name
// expect: key: is_premium_member
// expect: key: last_name
// expect: key: login_count
// expect: key: profile_url
// expect: missing key: profileURL
