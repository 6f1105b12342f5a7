// Everyday app logic, decoding a REST API payload: JSONDecoder with .convertFromSnakeCase, nested containers, custom init(from:) with decodeIfPresent and defaults, enum with unknown fallback, re-encoding a summary
import Foundation

let payload = """
{
  "page": 1,
  "total_count": 4,
  "results": [
    {"id": 101, "full_name": "swift-algorithms", "stargazers_count": 5600, "license": {"spdx_id": "Apache-2.0"}, "visibility": "public", "topics": ["swift", "algorithms"]},
    {"id": 102, "full_name": "internal-tools", "stargazers_count": 3, "license": null, "visibility": "private"},
    {"id": 103, "full_name": "swift-collections", "stargazers_count": 3700, "license": {"spdx_id": "Apache-2.0"}, "visibility": "public", "topics": ["swift", "data-structures"]},
    {"id": 104, "full_name": "experiment", "stargazers_count": 12, "visibility": "internal-beta", "archived": true}
  ]
}
"""

enum Visibility: String, Decodable {
    case `public`, `private`, unknown
    init(from decoder: Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        self = Visibility(rawValue: raw) ?? .unknown
    }
}

struct Repo: Decodable {
    let id: Int
    let fullName: String
    let stargazersCount: Int
    let licenseName: String?
    let visibility: Visibility
    let topics: [String]
    let archived: Bool

    enum CodingKeys: String, CodingKey { case id, fullName, stargazersCount, license, visibility, topics, archived }
    enum LicenseKeys: String, CodingKey { case spdxId }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        fullName = try c.decode(String.self, forKey: .fullName)
        stargazersCount = try c.decode(Int.self, forKey: .stargazersCount)
        visibility = try c.decode(Visibility.self, forKey: .visibility)
        topics = try c.decodeIfPresent([String].self, forKey: .topics) ?? []
        archived = try c.decodeIfPresent(Bool.self, forKey: .archived) ?? false
        if (try? c.decodeNil(forKey: .license)) == false, c.contains(.license) {
            let lic = try c.nestedContainer(keyedBy: LicenseKeys.self, forKey: .license)
            licenseName = try lic.decode(String.self, forKey: .spdxId)
        } else {
            licenseName = nil
        }
    }
}

struct Page: Decodable { let page: Int; let totalCount: Int; let results: [Repo] }

struct Summary: Encodable {
    let repos: Int
    let totalStars: Int
    let topicCounts: [String: Int]
    let unlicensed: [String]
}

let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
do {
    let page = try decoder.decode(Page.self, from: Data(payload.utf8))
    print("page \(page.page): \(page.results.count) of \(page.totalCount)")
    for r in page.results.sorted(by: { $0.stargazersCount > $1.stargazersCount }) {
        print("#\(r.id) \(r.fullName) ★\(r.stargazersCount) \(r.visibility) license=\(r.licenseName ?? "none")\(r.archived ? " [archived]" : "") topics=\(r.topics)")
    }
    let topicCounts = page.results.flatMap(\.topics).reduce(into: [:]) { $0[$1, default: 0] += 1 }
    let summary = Summary(repos: page.results.count,
                          totalStars: page.results.reduce(0) { $0 + $1.stargazersCount },
                          topicCounts: topicCounts,
                          unlicensed: page.results.filter { $0.licenseName == nil }.map(\.fullName))
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
    print(String(decoding: try encoder.encode(summary), as: UTF8.self))

    let broken = #"{"page": 2, "total_count": 1, "results": [{"id": "x"}]}"#
    _ = try decoder.decode(Page.self, from: Data(broken.utf8))
} catch let DecodingError.typeMismatch(type, context) {
    print("type mismatch: expected \(type) at \(context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: "."))")
} catch {
    print("error: \(error)")
}
// expect: page 1: 4 of 4
// expect: #101 swift-algorithms ★5600 public license=Apache-2.0 topics=["swift", "algorithms"]
// expect: #103 swift-collections ★3700 public license=Apache-2.0 topics=["swift", "data-structures"]
// expect: #104 experiment ★12 unknown license=none [archived] topics=[]
// expect: #102 internal-tools ★3 private license=none topics=[]
// expect: {
// expect:   "repos" : 4,
// expect:   "topic_counts" : {
// expect:     "algorithms" : 1,
// expect:     "data-structures" : 1,
// expect:     "swift" : 2
// expect:   },
// expect:   "total_stars" : 9315,
// expect:   "unlicensed" : [
// expect:     "internal-tools",
// expect:     "experiment"
// expect:   ]
// expect: }
// expect: type mismatch: expected Int at results.[0].id
