// Codable style (custom keys and init(from:)): a wrapper with renamed CodingKeys, nested containers, defaulted fields and sortedKeys JSON output
import Foundation

struct Repo: Codable, Equatable {
    let id: Int
    let fullName: String
    let stars: Int
    let topics: [String]
    let owner: String

    enum CodingKeys: String, CodingKey {
        case id, topics, owner
        case fullName = "full_name"
        case stars = "stargazers_count"
    }
    enum OwnerKeys: String, CodingKey { case login }

    init(id: Int, fullName: String, stars: Int, topics: [String], owner: String) {
        self.id = id; self.fullName = fullName; self.stars = stars; self.topics = topics; self.owner = owner
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        fullName = try c.decode(String.self, forKey: .fullName)
        stars = try c.decodeIfPresent(Int.self, forKey: .stars) ?? 0
        topics = try c.decodeIfPresent([String].self, forKey: .topics) ?? []
        let ownerBox = try c.nestedContainer(keyedBy: OwnerKeys.self, forKey: .owner)
        owner = try ownerBox.decode(String.self, forKey: .login)
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(fullName, forKey: .fullName)
        try c.encode(stars, forKey: .stars)
        if !topics.isEmpty { try c.encode(topics, forKey: .topics) }
        var ownerBox = c.nestedContainer(keyedBy: OwnerKeys.self, forKey: .owner)
        try ownerBox.encode(owner, forKey: .login)
    }
}

struct Page<Item: Codable>: Codable { let total: Int; let items: [Item] }

let json = """
{"total": 2, "items": [
  {"id": 1, "full_name": "apple/swift", "stargazers_count": 65000, "topics": ["compiler"], "owner": {"login": "apple"}},
  {"id": 2, "full_name": "me/tiny", "owner": {"login": "me", "type": "User"}}
]}
"""
let decoder = JSONDecoder()
let page = try! decoder.decode(Page<Repo>.self, from: Data(json.utf8))
for repo in page.items {
    print(repo.id, repo.fullName, repo.stars, repo.topics, repo.owner)
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let out = try! encoder.encode(page.items[1])
print(String(decoding: out, as: UTF8.self))
let roundTrip = try! decoder.decode(Repo.self, from: try! encoder.encode(page.items[0]))
print(roundTrip == page.items[0])

do {
    _ = try decoder.decode(Repo.self, from: Data(#"{"id": 3, "owner": {"login": "x"}}"#.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("missing key:", key.stringValue)
} catch {
    print("other error")
}

// expect: 1 apple/swift 65000 ["compiler"] apple
// expect: 2 me/tiny 0 [] me
// expect: {"full_name":"me\/tiny","id":2,"owner":{"login":"me"},"stargazers_count":0}
// expect: true
// expect: missing key: full_name
