// App code style: a user profile API model with renamed CodingKeys and decodeIfPresent defaults
import Foundation

struct Profile: Codable {
    let id: Int
    let displayName: String
    let email: String?
    let followers: Int
    let isVerified: Bool

    enum CodingKeys: String, CodingKey {
        case id = "user_id"
        case displayName = "name"
        case email
        case followers = "follower_count"
        case isVerified = "verified"
    }

    init(id: Int, displayName: String, email: String?, followers: Int, isVerified: Bool) {
        self.id = id; self.displayName = displayName; self.email = email
        self.followers = followers; self.isVerified = isVerified
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        displayName = try c.decodeIfPresent(String.self, forKey: .displayName) ?? "Anonymous"
        email = try c.decodeIfPresent(String.self, forKey: .email)
        followers = try c.decodeIfPresent(Int.self, forKey: .followers) ?? 0
        isVerified = try c.decodeIfPresent(Bool.self, forKey: .isVerified) ?? false
    }
}

let payloads = [
    #"{"user_id": 1, "name": "Grace", "email": "grace@example.com", "follower_count": 1200, "verified": true}"#,
    #"{"user_id": 2}"#,
    #"{"user_id": 3, "name": null, "email": null, "follower_count": 5}"#,
    #"{"name": "NoId"}"#,
]
let decoder = JSONDecoder()
for p in payloads {
    do {
        let prof = try decoder.decode(Profile.self, from: Data(p.utf8))
        print("#\(prof.id) \(prof.displayName) <\(prof.email ?? "no email")> followers=\(prof.followers) verified=\(prof.isVerified)")
    } catch DecodingError.keyNotFound(let key, _) {
        print("missing key:", key.stringValue)
    } catch {
        print("other error")
    }
}
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let out = Profile(id: 9, displayName: "Lin", email: nil, followers: 3, isVerified: false)
print(String(data: try! encoder.encode(out), encoding: .utf8)!)
// expect: #1 Grace <grace@example.com> followers=1200 verified=true
// expect: #2 Anonymous <no email> followers=0 verified=false
// expect: #3 Anonymous <no email> followers=5 verified=false
// expect: missing key: user_id
// expect: {"follower_count":3,"name":"Lin","user_id":9,"verified":false}
