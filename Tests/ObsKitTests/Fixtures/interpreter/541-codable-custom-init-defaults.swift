// A type's own init(from:): renamed keys, missing keys with defaults (decodeIfPresent ?? value), contains(_:),
// decodeNil(forKey:), and an init(from:) written in an extension so the memberwise init stays.
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
import Foundation

struct Profile {
    var name: String
    var age: Int
    var isAdmin: Bool
    var nickname: String?
    var tags: [String]
}

extension Profile: Decodable {
    enum CodingKeys: String, CodingKey {
        case name = "full_name"
        case age
        case isAdmin = "admin"
        case nickname
        case tags
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        age = try container.decodeIfPresent(Int.self, forKey: .age) ?? 0
        isAdmin = try container.decodeIfPresent(Bool.self, forKey: .isAdmin) ?? false
        if container.contains(.nickname), try !container.decodeNil(forKey: .nickname) {
            nickname = try container.decode(String.self, forKey: .nickname)
        } else {
            nickname = nil
        }
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
    }
}

let local = Profile(name: "Local", age: 1, isAdmin: true, nickname: nil, tags: [])
print(local.name, local.age, local.isAdmin)

let samples = [
    #"{"full_name": "Ana Lima", "age": 31, "admin": true, "nickname": "ana", "tags": ["ios", "swift"]}"#,
    #"{"full_name": "Bo Chen"}"#,
    #"{"full_name": "Cy Diaz", "nickname": null, "age": 40}"#,
    #"{"age": 22}"#,
]
let decoder = JSONDecoder()
for sample in samples {
    do {
        let profile = try decoder.decode(Profile.self, from: Data(sample.utf8))
        print(profile.name, profile.age, profile.isAdmin, profile.nickname ?? "-", profile.tags)
    } catch DecodingError.keyNotFound(let key, let context) {
        print("missing", key.stringValue, context.codingPath.count)
    } catch {
        print("other error:", error)
    }
}

let team = try decoder.decode([Profile].self, from: Data(#"[{"full_name": "Dee"}, {"full_name": "Eli", "admin": true}]"#.utf8))
print(team.map(\.name), team.filter(\.isAdmin).count)
let byRole = try decoder.decode([String: Profile].self, from: Data(#"{"owner": {"full_name": "Fay", "age": 50}}"#.utf8))
print(byRole["owner"]?.age ?? -1)

// expect: Local 1 true
// expect: Ana Lima 31 true ana ["ios", "swift"]
// expect: Bo Chen 0 false - []
// expect: Cy Diaz 40 false - []
// expect: missing full_name 0
// expect: ["Dee", "Eli"] 1
// expect: 50
