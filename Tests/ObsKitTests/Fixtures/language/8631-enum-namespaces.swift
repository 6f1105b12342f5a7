// Blog style (enum namespaces): caseless enums as namespaces plus static factory methods
enum Theme {
    enum Palette {
        static let primary = Color(r: 30, g: 120, b: 220)
        static let danger = Color(r: 220, g: 40, b: 40)
        static let all: [(String, Color)] = [("primary", primary), ("danger", danger)]
    }
    enum Spacing {
        static let unit = 4
        static func of(_ n: Int) -> Int { n * unit }
    }
}

struct Color: Equatable, CustomStringConvertible {
    let r: Int, g: Int, b: Int
    var description: String {
        "#" + [r, g, b].map { v in
            let hex = String(v, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }
    static func gray(_ level: Int) -> Color { Color(r: level, g: level, b: level) }
    static var black: Color { .gray(0) }
    static var white: Color { .gray(255) }
    func mixed(with o: Color) -> Color { Color(r: (r + o.r) / 2, g: (g + o.g) / 2, b: (b + o.b) / 2) }
}

struct Endpoint {
    let path: String
    let query: [(String, String)]
    var url: String {
        query.isEmpty ? path : path + "?" + query.map { "\($0)=\($1)" }.joined(separator: "&")
    }
}
extension Endpoint {
    static func user(id: Int) -> Endpoint { Endpoint(path: "/users/\(id)", query: []) }
    static func search(_ term: String, page: Int = 1) -> Endpoint {
        Endpoint(path: "/search", query: [("q", term), ("page", String(page))])
    }
    static let health = Endpoint(path: "/health", query: [])
}

for (name, color) in Theme.Palette.all { print(name, color) }
print(Color.black, Color.white, Color.gray(128))
print(Theme.Palette.primary.mixed(with: .white))
print(Theme.Palette.danger == Color(r: 220, g: 40, b: 40))
print((1...4).map(Theme.Spacing.of))

let endpoints: [Endpoint] = [.user(id: 42), .search("swift"), .search("enums", page: 3), .health]
for e in endpoints { print(e.url) }

func fetch(_ e: Endpoint) -> String { "GET \(e.url)" }
print(fetch(.user(id: 7)))
// expect: primary #1E78DC
// expect: danger #DC2828
// expect: #000000 #FFFFFF #808080
// expect: #8EBBED
// expect: true
// expect: [4, 8, 12, 16]
// expect: /users/42
// expect: /search?q=swift&page=1
// expect: /search?q=enums&page=3
// expect: /health
// expect: GET /users/7
