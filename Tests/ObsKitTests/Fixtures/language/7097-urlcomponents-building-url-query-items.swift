// Tutorial style (URLComponents): building a URL with query items
import Foundation

var components = URLComponents()
components.scheme = "https"
components.host = "api.example.org"
components.path = "/v2/search"
components.queryItems = [
    URLQueryItem(name: "q", value: "swift language"),
    URLQueryItem(name: "limit", value: "10"),
    URLQueryItem(name: "sort", value: nil)
]

if let url = components.url {
    print(url.absoluteString)
    print(url.host ?? "")
    print(url.path)
}
print(components.string ?? "nil")
print(components.percentEncodedQuery ?? "nil")
print(components.query ?? "nil")

for item in components.queryItems ?? [] {
    print("\(item.name) = \(item.value ?? "<none>")")
}

components.queryItems?.append(URLQueryItem(name: "page", value: "3"))
print(components.queryItems?.count ?? 0)
print(components.url?.query ?? "nil")
// expect: https://api.example.org/v2/search?q=swift%20language&limit=10&sort
// expect: api.example.org
// expect: /v2/search
// expect: https://api.example.org/v2/search?q=swift%20language&limit=10&sort
// expect: q=swift%20language&limit=10&sort
// expect: q=swift language&limit=10&sort
// expect: q = swift language
// expect: limit = 10
// expect: sort = <none>
// expect: 4
// expect: q=swift%20language&limit=10&sort&page=3
