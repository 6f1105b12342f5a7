// Hacking with Swift style (key decoding strategy): convertFromSnakeCase maps snake_case JSON keys onto camelCase properties
import Foundation

struct Repository: Decodable {
    var fullName: String
    var stargazersCount: Int
    var isPrivate: Bool
    var defaultBranch: String
    var owner: Owner
    var openIssueLabels: [String]?
}

struct Owner: Decodable {
    var loginName: String
    var siteAdmin: Bool
}

let json = """
[
  {
    "full_name": "acme/rocket",
    "stargazers_count": 1523,
    "is_private": false,
    "default_branch": "main",
    "owner": {"login_name": "acme", "site_admin": false},
    "open_issue_labels": ["bug", "good_first_issue"]
  },
  {
    "full_name": "acme/internal-tools",
    "stargazers_count": 4,
    "is_private": true,
    "default_branch": "develop",
    "owner": {"login_name": "acme-bot", "site_admin": true}
  }
]
"""

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let repos = try decoder.decode([Repository].self, from: Data(json.utf8))

for repo in repos {
    let visibility = repo.isPrivate ? "private" : "public"
    print("\(repo.fullName) (\(visibility)) on \(repo.defaultBranch): \(repo.stargazersCount) stars")
    print("  owner \(repo.owner.loginName), admin: \(repo.owner.siteAdmin)")
    if let labels = repo.openIssueLabels {
        print("  labels:", labels.joined(separator: " | "))
    }
}

do {
    _ = try JSONDecoder().decode(Owner.self, from: Data(#"{"login_name": "x", "site_admin": true}"#.utf8))
    print("decoded without strategy")
} catch DecodingError.keyNotFound(let key, _) {
    print("without the strategy: keyNotFound", key.stringValue)
}

// expect: acme/rocket (public) on main: 1523 stars
// expect:   owner acme, admin: false
// expect:   labels: bug | good_first_issue
// expect: acme/internal-tools (private) on develop: 4 stars
// expect:   owner acme-bot, admin: true
// expect: without the strategy: keyNotFound loginName
