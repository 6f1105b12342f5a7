// Advanced Swift style (Encoding and Decoding): custom CodingKeys, decodeIfPresent with defaults, and encoding with sortedKeys
import Foundation

struct Profile: Codable {
    var userName: String
    var age: Int
    var isAdmin: Bool
    var nickname: String?
    var tags: [String]

    enum CodingKeys: String, CodingKey {
        case userName = "user_name"
        case age
        case isAdmin = "admin"
        case nickname
        case tags
    }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        userName = try c.decode(String.self, forKey: .userName)
        age = try c.decodeIfPresent(Int.self, forKey: .age) ?? 18
        isAdmin = try c.decodeIfPresent(Bool.self, forKey: .isAdmin) ?? false
        nickname = try c.decodeIfPresent(String.self, forKey: .nickname)
        tags = try c.decodeIfPresent([String].self, forKey: .tags) ?? []
    }
}

let inputs = [
    #"{"user_name": "ann", "age": 31, "admin": true, "nickname": "A", "tags": ["x", "y"]}"#,
    #"{"user_name": "bob"}"#,
    #"{"user_name": "cy", "nickname": null, "tags": []}"#,
    #"{"age": 4}"#,
    #"{"user_name": "dee", "age": "old"}"#,
]
let decoder = JSONDecoder()
for json in inputs {
    do {
        let p = try decoder.decode(Profile.self, from: Data(json.utf8))
        print(p.userName, p.age, p.isAdmin, p.nickname ?? "-", p.tags)
    } catch DecodingError.keyNotFound(let key, _) {
        print("missing key", key.stringValue)
    } catch DecodingError.typeMismatch(let type, let ctx) {
        print("type mismatch", type, ctx.codingPath.map(\.stringValue))
    } catch {
        print("other", error)
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let ann = try decoder.decode(Profile.self, from: Data(inputs[0].utf8))
print(String(decoding: try encoder.encode(ann), as: UTF8.self))
let bob = try decoder.decode(Profile.self, from: Data(inputs[1].utf8))
print(String(decoding: try encoder.encode(bob), as: UTF8.self))
print(Profile.CodingKeys.userName.stringValue, Profile.CodingKeys(stringValue: "admin") as Any, Profile.CodingKeys(stringValue: "isAdmin") as Any)

// expect: ann 31 true A ["x", "y"]
// expect: bob 18 false - []
// expect: cy 18 false - []
// expect: missing key user_name
// expect: type mismatch Int ["age"]
// expect: {"admin":true,"age":31,"nickname":"A","tags":["x","y"],"user_name":"ann"}
// expect: {"admin":false,"age":18,"tags":[],"user_name":"bob"}
// expect: user_name Optional(CodingKeys(stringValue: "admin", intValue: nil)) nil
