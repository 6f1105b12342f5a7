// Tutorial style (flattening): custom init(from:) with nestedContainer to flatten a deeply nested API response
import Foundation

struct Repository: Decodable {
    let name: String
    let ownerLogin: String
    let ownerID: Int
    let stars: Int
    let license: String?
    let topics: [String]

    enum RootKeys: String, CodingKey {
        case name, owner, stats, license, topics
    }
    enum OwnerKeys: String, CodingKey {
        case login, id
    }
    enum StatsKeys: String, CodingKey {
        case stargazers = "stargazers_count"
    }
    enum LicenseKeys: String, CodingKey {
        case spdx = "spdx_id"
    }

    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: RootKeys.self)
        name = try root.decode(String.self, forKey: .name)
        let owner = try root.nestedContainer(keyedBy: OwnerKeys.self, forKey: .owner)
        ownerLogin = try owner.decode(String.self, forKey: .login)
        ownerID = try owner.decode(Int.self, forKey: .id)
        let stats = try root.nestedContainer(keyedBy: StatsKeys.self, forKey: .stats)
        stars = try stats.decode(Int.self, forKey: .stargazers)
        if root.contains(.license), try !root.decodeNil(forKey: .license) {
            let lic = try root.nestedContainer(keyedBy: LicenseKeys.self, forKey: .license)
            license = try lic.decode(String.self, forKey: .spdx)
        } else {
            license = nil
        }
        var topicList = try root.nestedUnkeyedContainer(forKey: .topics)
        var collected: [String] = []
        while !topicList.isAtEnd {
            collected.append(try topicList.decode(String.self).uppercased())
        }
        topics = collected
    }
}

let json = """
[
  {"name": "swift", "owner": {"login": "apple", "id": 10639145},
   "stats": {"stargazers_count": 67000, "forks": 10000},
   "license": {"spdx_id": "Apache-2.0"}, "topics": ["compiler", "language"]},
  {"name": "toy", "owner": {"login": "someone", "id": 7},
   "stats": {"stargazers_count": 3}, "license": null, "topics": []},
  {"name": "bare", "owner": {"login": "x", "id": 1}, "stats": {"stargazers_count": 0}, "topics": ["misc"]}
]
"""

let repos = try JSONDecoder().decode([Repository].self, from: Data(json.utf8))
for repo in repos {
    print("\(repo.ownerLogin)/\(repo.name) (#\(repo.ownerID)) ★\(repo.stars) license: \(repo.license ?? "none") topics: \(repo.topics)")
}
print(repos.map(\.stars).max()!)

// expect: apple/swift (#10639145) ★67000 license: Apache-2.0 topics: ["COMPILER", "LANGUAGE"]
// expect: someone/toy (#7) ★3 license: none topics: []
// expect: x/bare (#1) ★0 license: none topics: ["MISC"]
// expect: 67000
