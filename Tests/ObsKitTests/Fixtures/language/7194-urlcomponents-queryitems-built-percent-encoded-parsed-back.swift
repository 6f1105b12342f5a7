// Stack Overflow style (URL builder): URLComponents with queryItems built, percent-encoded, then parsed back into a sorted dictionary
import Foundation

func searchURL(term: String, page: Int, filters: [String: String]) -> URL? {
    var comps = URLComponents()
    comps.scheme = "https"
    comps.host = "api.example.com"
    comps.path = "/v2/search"
    var items = [URLQueryItem(name: "q", value: term), URLQueryItem(name: "page", value: String(page))]
    for key in filters.keys.sorted() {
        items.append(URLQueryItem(name: key, value: filters[key]))
    }
    comps.queryItems = items
    return comps.url
}

let url = searchURL(term: "swift & linux", page: 2, filters: ["sort": "date", "lang": "en"])!
print(url.absoluteString)
print("host:", url.host ?? "-", "path:", url.path)

let incoming = "https://shop.example.org:8443/catalog/items/42?color=red&size=M&tag=new&tag=sale#reviews"
guard let parsed = URLComponents(string: incoming) else { fatalError("bad url") }
print("scheme=\(parsed.scheme!) host=\(parsed.host!) port=\(parsed.port!) fragment=\(parsed.fragment!)")
print("path:", parsed.path)

var params: [String: [String]] = [:]
for item in parsed.queryItems ?? [] {
    params[item.name, default: []].append(item.value ?? "")
}
for name in params.keys.sorted() {
    print("  \(name) = \(params[name]!.joined(separator: ","))")
}

var edited = parsed
edited.queryItems = (parsed.queryItems ?? []).filter { $0.name != "tag" } + [URLQueryItem(name: "limit", value: "10")]
edited.fragment = nil
print(edited.string!)

let bare = URL(string: "https://example.com")!
let withPath = bare.appendingPathComponent("users").appendingPathComponent("7")
print(withPath.absoluteString, withPath.lastPathComponent)
print(URL(string: "not a url with spaces") == nil ? "rejected" : "accepted")

// expect: https://api.example.com/v2/search?q=swift%20%26%20linux&page=2&lang=en&sort=date
// expect: host: api.example.com path: /v2/search
// expect: scheme=https host=shop.example.org port=8443 fragment=reviews
// expect: path: /catalog/items/42
// expect:   color = red
// expect:   size = M
// expect:   tag = new,sale
// expect: https://shop.example.org:8443/catalog/items/42?color=red&size=M&limit=10
// expect: https://example.com/users/7 7
// expect: accepted
