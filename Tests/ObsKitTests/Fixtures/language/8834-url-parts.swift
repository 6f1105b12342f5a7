// Apple docs style (URL): reading scheme, host, port, path, query and fragment
import Foundation

let link = URL(string: "https://sam@shop.example.com:8443/catalog/shoes/running?size=42&color=blue#reviews")!

print("scheme: \(link.scheme ?? "-")")
print("user: \(link.user ?? "-")")
print("host: \(link.host ?? "-")")
print("port: \(link.port.map(String.init) ?? "-")")
print("path: \(link.path)")
print("query: \(link.query ?? "-")")
print("fragment: \(link.fragment ?? "-")")

let plain = URL(string: "http://example.org")!
print("plain path empty: \(plain.path.isEmpty), port: \(plain.port.map(String.init) ?? "none")")

// relative URLs resolve against a base
let page = URL(string: "https://docs.example.com/guide/intro/start.html")!
let image = URL(string: "../images/logo.png", relativeTo: page)!
print("relative: \(image.relativeString)")
print("absolute: \(image.absoluteString)")

let sibling = URL(string: "next.html", relativeTo: page)!
print("sibling: \(sibling.absoluteURL.absoluteString)")

// a tiny router based on the URL parts
func route(_ url: URL) -> String {
    guard url.scheme == "myapp" else { return "open in browser" }
    switch url.host {
    case "profile": return "show profile \(url.lastPathComponent)"
    case "search": return "search for \(url.query ?? "")"
    default: return "unknown route"
    }
}
for s in ["myapp://profile/u/77", "myapp://search?q=tea", "myapp://settings", "https://example.com"] {
    print("\(s) -> \(route(URL(string: s)!))")
}

// expect: scheme: https
// expect: user: sam
// expect: host: shop.example.com
// expect: port: 8443
// expect: path: /catalog/shoes/running
// expect: query: size=42&color=blue
// expect: fragment: reviews
// expect: plain path empty: true, port: none
// expect: relative: ../images/logo.png
// expect: absolute: https://docs.example.com/guide/images/logo.png
// expect: sibling: https://docs.example.com/guide/intro/next.html
// expect: myapp://profile/u/77 -> show profile 77
// expect: myapp://search?q=tea -> search for q=tea
// expect: myapp://settings -> unknown route
// expect: https://example.com -> open in browser
