// Foundation URL: parsing a string, scheme/host/path/query parts, appending path components and query items, file URLs, and URLComponents.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let url = URL(string: "https://api.example.com:8443/v2/users/42?fields=name&lang=en#bio")!
print(url.scheme!, url.host!, url.port!)
print(url.path, url.query!, url.fragment!)
print(url.pathComponents)
print(url.lastPathComponent)

let base = URL(string: "https://api.example.com/")!
let users = base.appendingPathComponent("users").appendingPathComponent("7")
print(users.absoluteString)
print(users.deletingLastPathComponent().absoluteString)

var comps = URLComponents()
comps.scheme = "https"
comps.host = "search.example.org"
comps.path = "/find"
comps.queryItems = [URLQueryItem(name: "q", value: "swift tips"), URLQueryItem(name: "page", value: "2")]
print(comps.url!.absoluteString)

let parsed = URLComponents(string: "https://x.org/p?a=1&b=two&a=3")!
for item in parsed.queryItems! {
    print(item.name, "=", item.value ?? "nil")
}

let file = URL(fileURLWithPath: "/tmp/reports/summary.final.txt")
print(file.isFileURL, file.pathExtension, file.deletingPathExtension().lastPathComponent)
print(file.appendingPathExtension("bak").lastPathComponent)
print(URL(string: "relative/path", relativeTo: base)!.absoluteString)

// expect: https api.example.com 8443
// expect: /v2/users/42 fields=name&lang=en bio
// expect: ["/", "v2", "users", "42"]
// expect: 42
// expect: https://api.example.com/users/7
// expect: https://api.example.com/users/
// expect: https://search.example.org/find?q=swift%20tips&page=2
// expect: a = 1
// expect: b = two
// expect: a = 3
// expect: true txt summary.final
// expect: summary.final.txt.bak
// expect: https://api.example.com/relative/path
