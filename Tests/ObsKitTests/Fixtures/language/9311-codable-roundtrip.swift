// Decoding an API response, changing it, and encoding it back
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct User: Codable, Equatable {
    let id: Int
    var displayName: String
    var email: String?
    var roles: [Role]
    var lastLogin: Date?

    enum Role: String, Codable { case admin, editor, viewer }
    enum CodingKeys: String, CodingKey {
        case id
        case displayName = "display_name"
        case email
        case roles
        case lastLogin = "last_login"
    }
}
struct UsersResponse: Codable {
    let page: Int
    let users: [User]
}

let json = """
{
  "page": 1,
  "users": [
    {"id": 7, "display_name": "Sam", "email": "sam@example.com", "roles": ["admin", "editor"], "last_login": 1700000000},
    {"id": 9, "display_name": "Kim", "roles": ["viewer"]}
  ]
}
"""

let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .secondsSince1970
do {
    let response = try decoder.decode(UsersResponse.self, from: Data(json.utf8))
    print("page \(response.page), \(response.users.count) users")
    for u in response.users {
        let roles = u.roles.map(\.rawValue).joined(separator: "+")
        let login = u.lastLogin.map { String(Int($0.timeIntervalSince1970)) } ?? "never"
        print("#\(u.id) \(u.displayName) <\(u.email ?? "no email")> [\(roles)] last login: \(login)")
    }

    var kim = response.users[1]
    kim.displayName = "Kim Lee"
    kim.roles.append(.editor)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .secondsSince1970
    let data = try encoder.encode(kim)
    print(String(decoding: data, as: UTF8.self))

    let pretty = JSONEncoder()
    pretty.outputFormatting = [.sortedKeys, .prettyPrinted]
    pretty.dateEncodingStrategy = .secondsSince1970
    print(String(decoding: try pretty.encode(response.users[0]), as: UTF8.self))

    let back = try decoder.decode(User.self, from: data)
    print("round trip equal: \(back == kim)")
} catch {
    print("decode failed: \(error)")
}

let broken = #"{"page": "one", "users": []}"#
do {
    _ = try decoder.decode(UsersResponse.self, from: Data(broken.utf8))
    print("unexpectedly decoded")
} catch DecodingError.typeMismatch(_, let context) {
    print("type mismatch at: \(context.codingPath.map(\.stringValue).joined(separator: "."))")
} catch {
    print("other error")
}
let badRole = #"{"id": 1, "display_name": "X", "roles": ["owner"]}"#
print((try? decoder.decode(User.self, from: Data(badRole.utf8))) == nil ? "unknown role rejected" : "accepted")
// expect: page 1, 2 users
// expect: #7 Sam <sam@example.com> [admin+editor] last login: 1700000000
// expect: #9 Kim <no email> [viewer] last login: never
// expect: {"display_name":"Kim Lee","id":9,"roles":["viewer","editor"]}
// expect: {
// expect:   "display_name" : "Sam",
// expect:   "email" : "sam@example.com",
// expect:   "id" : 7,
// expect:   "last_login" : 1700000000,
// expect:   "roles" : [
// expect:     "admin",
// expect:     "editor"
// expect:   ]
// expect: }
// expect: round trip equal: true
// expect: type mismatch at: page
// expect: unknown role rejected
