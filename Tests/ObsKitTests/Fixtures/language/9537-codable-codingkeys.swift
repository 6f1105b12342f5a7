// Decoding an API payload with custom CodingKeys (snake_case names), nested keys and a default for a missing field (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct Repository: Codable {
    let id: Int
    let fullName: String
    let stars: Int
    let isPrivate: Bool
    let language: String?
    let topics: [String]

    enum CodingKeys: String, CodingKey {
        case id
        case fullName = "full_name"
        case stars = "stargazers_count"
        case isPrivate = "private"
        case language
        case topics
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        fullName = try c.decode(String.self, forKey: .fullName)
        stars = try c.decode(Int.self, forKey: .stars)
        isPrivate = try c.decodeIfPresent(Bool.self, forKey: .isPrivate) ?? false
        language = try c.decodeIfPresent(String.self, forKey: .language)
        topics = try c.decodeIfPresent([String].self, forKey: .topics) ?? []
    }
}

struct SearchResponse: Decodable {
    let totalCount: Int
    let items: [Repository]

    enum CodingKeys: String, CodingKey {
        case totalCount = "total_count"
        case items
    }
}

let payload = """
{
  "total_count": 3,
  "items": [
    {"id": 7, "full_name": "kit/parser", "stargazers_count": 1520, "private": false, "language": "Swift", "topics": ["json", "parsing"]},
    {"id": 9, "full_name": "kit/notes", "stargazers_count": 88, "language": null},
    {"id": 12, "full_name": "kit/secret", "stargazers_count": 3, "private": true, "language": "C", "topics": []}
  ]
}
"""

do {
    let response = try JSONDecoder().decode(SearchResponse.self, from: Data(payload.utf8))
    print("total:", response.totalCount)
    for repo in response.items {
        let lang = repo.language ?? "unknown"
        let lock = repo.isPrivate ? "private" : "public"
        print("#\(repo.id) \(repo.fullName) ★\(repo.stars) \(lang) \(lock) topics=\(repo.topics.count)")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let again = try encoder.encode(response.items[1])
    print(String(decoding: again, as: UTF8.self))
} catch {
    print("decode failed:", error)
}

// expect: total: 3
// expect: #7 kit/parser ★1520 Swift public topics=2
// expect: #9 kit/notes ★88 unknown public topics=0
// expect: #12 kit/secret ★3 C private topics=0
// expect: {"full_name":"kit\/notes","id":9,"private":false,"stargazers_count":88,"topics":[]}
