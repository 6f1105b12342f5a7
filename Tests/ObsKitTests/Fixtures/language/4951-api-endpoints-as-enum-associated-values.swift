// App code style: API endpoints as an enum with associated values building paths, sorted queries and form bodies
enum HTTPMethod: String { case get = "GET", post = "POST", put = "PUT", delete = "DELETE" }

enum SortOrder: String { case newest, oldest, popular }

enum Endpoint {
    case feed(page: Int, perPage: Int = 20, sort: SortOrder = .newest)
    case user(id: Int)
    case search(query: String, filters: [String: String])
    case updateProfile(name: String, bio: String?)
    case deletePost(id: Int, reason: String? = nil)
    case upload(album: String, fileName: String)

    var method: HTTPMethod {
        switch self {
        case .feed, .user, .search: return .get
        case .updateProfile: return .put
        case .deletePost: return .delete
        case .upload: return .post
        }
    }

    var path: String {
        switch self {
        case .feed: return "/v2/feed"
        case .user(let id): return "/v2/users/\(id)"
        case .search: return "/v2/search"
        case .updateProfile: return "/v2/me"
        case .deletePost(let id, _): return "/v2/posts/\(id)"
        case let .upload(album, _): return "/v2/albums/\(percentEncode(album))/photos"
        }
    }

    var query: [(String, String)] {
        switch self {
        case let .feed(page, perPage, sort):
            var items = [("page", "\(page)")]
            if perPage != 20 { items.append(("per_page", "\(perPage)")) }
            if sort != .newest { items.append(("sort", sort.rawValue)) }
            return items
        case let .search(query, filters):
            return [("q", query)] + filters.sorted { $0.key < $1.key }.map { ("filter[\($0.key)]", $0.value) }
        case .deletePost(_, let reason?):
            return [("reason", reason)]
        default:
            return []
        }
    }

    var body: String? {
        switch self {
        case let .updateProfile(name, bio):
            var fields = [("name", name)]
            if let bio { fields.append(("bio", bio)) }
            return fields.map { "\($0.0)=\(percentEncode($0.1))" }.joined(separator: "&")
        case .upload(_, let fileName):
            return "file=\(percentEncode(fileName))"
        default:
            return nil
        }
    }

    var requiresAuth: Bool {
        if case .feed = self { return false }
        if case .search = self { return false }
        return true
    }
}

func percentEncode(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF")
    var out = ""
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            out.append(Character(Unicode.Scalar(byte)))
        default:
            out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
        }
    }
    return out
}

func render(_ endpoint: Endpoint, base: String = "https://api.example.com") -> String {
    var line = "\(endpoint.method.rawValue) \(base)\(endpoint.path)"
    let query = endpoint.query
    if !query.isEmpty {
        line += "?" + query.map { "\(percentEncode($0.0))=\(percentEncode($0.1))" }.joined(separator: "&")
    }
    if endpoint.requiresAuth { line += " [auth]" }
    if let body = endpoint.body { line += "\n    body: \(body)" }
    return line
}

let endpoints: [Endpoint] = [
    .feed(page: 1),
    .feed(page: 3, perPage: 50, sort: .popular),
    .user(id: 42),
    .search(query: "swift & swiftui", filters: ["lang": "en", "after": "2024-01-01", "tag": "c++"]),
    .updateProfile(name: "José Núñez", bio: "iOS dev 🚀"),
    .updateProfile(name: "Ann", bio: nil),
    .deletePost(id: 7),
    .deletePost(id: 8, reason: "spam/abuse"),
    .upload(album: "Summer 2024", fileName: "beach day.heic"),
]
for endpoint in endpoints { print(render(endpoint)) }

let byMethod = Dictionary(grouping: endpoints, by: { $0.method.rawValue }).mapValues(\.count)
print(byMethod.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " "))
print("public:", endpoints.filter { !$0.requiresAuth }.map(\.path))
print(percentEncode("a b+c=d/é"), percentEncode(""), percentEncode("~safe-chars_."))

// expect: GET https://api.example.com/v2/feed?page=1
// expect: GET https://api.example.com/v2/feed?page=3&per_page=50&sort=popular
// expect: GET https://api.example.com/v2/users/42 [auth]
// expect: GET https://api.example.com/v2/search?q=swift%20%26%20swiftui&filter%5Bafter%5D=2024-01-01&filter%5Blang%5D=en&filter%5Btag%5D=c%2B%2B
// expect: PUT https://api.example.com/v2/me [auth]
// expect:     body: name=Jos%C3%A9%20N%C3%BA%C3%B1ez&bio=iOS%20dev%20%F0%9F%9A%80
// expect: PUT https://api.example.com/v2/me [auth]
// expect:     body: name=Ann
// expect: DELETE https://api.example.com/v2/posts/7 [auth]
// expect: DELETE https://api.example.com/v2/posts/8?reason=spam%2Fabuse [auth]
// expect: POST https://api.example.com/v2/albums/Summer%202024/photos [auth]
// expect:     body: file=beach%20day.heic
// expect: DELETE:2 GET:4 POST:1 PUT:2
// expect: public: ["/v2/feed", "/v2/feed", "/v2/search"]
// expect: a%20b%2Bc%3Dd%2F%C3%A9  ~safe-chars_.
