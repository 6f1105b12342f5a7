// Foundation in app code: building a URL with URLComponents (scheme, host, path, port) and reading it back
import Foundation

var components = URLComponents()
components.scheme = "https"
components.host = "api.example.com"
components.path = "/v1/search"
components.queryItems = [
    URLQueryItem(name: "q", value: "swift codable"),
    URLQueryItem(name: "page", value: "2"),
]

if let url = components.url {
    print(url.absoluteString)
    print("Host: \(url.host ?? "none")")
    print("Path: \(url.path)")
    print("Query: \(url.query ?? "")")
}

var local = URLComponents()
local.scheme = "http"
local.host = "localhost"
local.port = 8080
local.path = "/health"
print(local.string!)

let parsed = URLComponents(string: "https://user@shop.example.com:8443/items/42?color=red&size=M#reviews")!
print("Scheme: \(parsed.scheme!), user: \(parsed.user!), port: \(parsed.port!)")
print("Fragment: \(parsed.fragment!)")
print("Items: \(parsed.queryItems!.map { "\($0.name)=\($0.value!)" })")

// expect: https://api.example.com/v1/search?q=swift%20codable&page=2
// expect: Host: api.example.com
// expect: Path: /v1/search
// expect: Query: q=swift%20codable&page=2
// expect: http://localhost:8080/health
// expect: Scheme: https, user: user, port: 8443
// expect: Fragment: reviews
// expect: Items: ["color=red", "size=M"]
