// App code style: building and parsing URLs with URLComponents, query items and path components
import Foundation

var components = URLComponents()
components.scheme = "https"
components.host = "api.example.com"
components.path = "/v2/search/repos"
components.queryItems = [
    URLQueryItem(name: "q", value: "swift json"),
    URLQueryItem(name: "page", value: "2"),
    URLQueryItem(name: "sort", value: "stars"),
]
if let url = components.url {
    print(url.absoluteString)
    print("host:", url.host ?? "-")
    print("path:", url.path)
    print("components:", url.pathComponents)
    print("last:", url.lastPathComponent)
}

let incoming = "https://shop.example.com:8443/products/42/reviews?sort=new&limit=10&flag#top"
if let parsed = URLComponents(string: incoming) {
    print("scheme:", parsed.scheme ?? "-", "port:", parsed.port ?? 0)
    print("fragment:", parsed.fragment ?? "-")
    for item in parsed.queryItems ?? [] {
        print("  \(item.name) = \(item.value ?? "<nil>")")
    }
    let limit = parsed.queryItems?.first(where: { $0.name == "limit" })?.value.flatMap(Int.init) ?? 0
    print("limit doubled:", limit * 2)
}

let base = URL(string: "https://cdn.example.com/assets/")!
let file = base.appendingPathComponent("images").appendingPathComponent("logo.png")
print(file.absoluteString)
print("extension:", file.pathExtension)
print("without ext:", file.deletingPathExtension().lastPathComponent)
print("parent:", file.deletingLastPathComponent().absoluteString)
let relative = URL(string: "../docs/readme.html", relativeTo: URL(string: "https://example.com/a/b/c.html"))!
print("resolved:", relative.absoluteString)
// expect: https://api.example.com/v2/search/repos?q=swift%20json&page=2&sort=stars
// expect: host: api.example.com
// expect: path: /v2/search/repos
// expect: components: ["/", "v2", "search", "repos"]
// expect: last: repos
// expect: scheme: https port: 8443
// expect: fragment: top
// expect:   sort = new
// expect:   limit = 10
// expect:   flag = <nil>
// expect: limit doubled: 20
// expect: https://cdn.example.com/assets/images/logo.png
// expect: extension: png
// expect: without ext: logo
// expect: parent: https://cdn.example.com/assets/images/
// expect: resolved: https://example.com/a/docs/readme.html
