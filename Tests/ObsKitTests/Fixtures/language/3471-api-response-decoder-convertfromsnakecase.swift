// App code style: an API response decoder with convertFromSnakeCase, nested types and optionals
import Foundation

struct APIResponse: Decodable {
    struct User: Decodable {
        let userId: Int
        let displayName: String
        let avatarUrl: String?
        let isVerified: Bool
    }
    struct Meta: Decodable {
        let totalCount: Int
        let nextPageToken: String?
    }
    let statusCode: Int
    let users: [User]
    let meta: Meta
}

let json = """
{
  "status_code": 200,
  "users": [
    {"user_id": 1, "display_name": "Ada Lovelace", "avatar_url": "https://example.com/a.png", "is_verified": true},
    {"user_id": 2, "display_name": "Alan Turing", "avatar_url": null, "is_verified": false},
    {"user_id": 3, "display_name": "Grace Hopper", "is_verified": true}
  ],
  "meta": {"total_count": 3}
}
"""

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
do {
    let response = try decoder.decode(APIResponse.self, from: Data(json.utf8))
    print("status:", response.statusCode)
    for user in response.users {
        let avatar = user.avatarUrl ?? "(none)"
        let badge = user.isVerified ? "✓" : "-"
        print("\(badge) #\(user.userId) \(user.displayName) avatar=\(avatar)")
    }
    print("total:", response.meta.totalCount)
    print("next page:", response.meta.nextPageToken ?? "nil")
    let verified = response.users.filter { $0.isVerified }.map { $0.displayName }
    print("verified:", verified)
} catch {
    print("decode failed:", error)
}
// expect: status: 200
// expect: ✓ #1 Ada Lovelace avatar=https://example.com/a.png
// expect: - #2 Alan Turing avatar=(none)
// expect: ✓ #3 Grace Hopper avatar=(none)
// expect: total: 3
// expect: next page: nil
// expect: verified: ["Ada Lovelace", "Grace Hopper"]
