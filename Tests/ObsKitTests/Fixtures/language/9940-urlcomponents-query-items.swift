// Apple docs style (URLComponents): building URLs with query items
import Foundation

var components = URLComponents()
components.scheme = "https"
components.host = "api.example.com"
components.path = "/search"
components.queryItems = [
    URLQueryItem(name: "q", value: "swift foundation"),
    URLQueryItem(name: "page", value: "2"),
    URLQueryItem(name: "sort", value: nil),
]
print("built:", components.url?.absoluteString ?? "nil")
print("query:", components.query ?? "nil")
print("percentEncodedQuery:", components.percentEncodedQuery ?? "nil")

// Reading query items back from a string
let incoming = "https://shop.example.com/items?category=books&maxPrice=25&tag=new&tag=sale&empty="
if let parsed = URLComponents(string: incoming) {
    print("host:", parsed.host ?? "nil", "path:", parsed.path)
    for item in parsed.queryItems ?? [] {
        print("  \(item.name) = [\(item.value ?? "<nil>")]")
    }
    let tags = parsed.queryItems?.filter { $0.name == "tag" }.compactMap { $0.value } ?? []
    print("tags:", tags)
    let maxPrice = parsed.queryItems?.first { $0.name == "maxPrice" }?.value.flatMap(Int.init)
    print("maxPrice as Int:", maxPrice ?? -1)
}

// Turning a dictionary into sorted query items for a stable URL
let params = ["limit": "10", "offset": "30", "filter": "active"]
var listing = URLComponents(string: "https://api.example.com/v2/projects")!
listing.queryItems = params.keys.sorted().map { URLQueryItem(name: $0, value: params[$0]) }
print("listing:", listing.string ?? "nil")

// Modifying parts of existing components
var edit = URLComponents(string: "http://example.com:8080/old/path?x=1#top")!
print("port:", edit.port ?? -1, "fragment:", edit.fragment ?? "nil")
edit.scheme = "https"
edit.port = nil
edit.path = "/new/path"
edit.fragment = nil
edit.queryItems?.append(URLQueryItem(name: "y", value: "2"))
print("edited:", edit.string ?? "nil")

// Special characters in values are percent-encoded
var special = URLComponents(string: "https://example.com/greet")!
special.queryItems = [URLQueryItem(name: "name", value: "José Ñúñez"), URLQueryItem(name: "note", value: "50% off")]
print("encoded:", special.percentEncodedQuery ?? "nil")
print("decoded value:", special.queryItems?.first?.value ?? "nil")

// URLQueryItem equality
let q1 = URLQueryItem(name: "a", value: "1")
let q2 = URLQueryItem(name: "a", value: "1")
print("items equal:", q1 == q2, "different:", q1 == URLQueryItem(name: "a", value: "2"))

// expect: built: https://api.example.com/search?q=swift%20foundation&page=2&sort
// expect: query: q=swift foundation&page=2&sort
// expect: percentEncodedQuery: q=swift%20foundation&page=2&sort
// expect: host: shop.example.com path: /items
// expect:   category = [books]
// expect:   maxPrice = [25]
// expect:   tag = [new]
// expect:   tag = [sale]
// expect:   empty = []
// expect: tags: ["new", "sale"]
// expect: maxPrice as Int: 25
// expect: listing: https://api.example.com/v2/projects?filter=active&limit=10&offset=30
// expect: port: 8080 fragment: top
// expect: edited: https://example.com/new/path?x=1&y=2
// expect: encoded: name=Jos%C3%A9%20%C3%91%C3%BA%C3%B1ez&note=50%25%20off
// expect: decoded value: José Ñúñez
// expect: items equal: true different: false
