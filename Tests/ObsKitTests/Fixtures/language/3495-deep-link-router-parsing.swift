// App code style: a deep-link router parsing URLs and percent-encoding query values
import Foundation

enum Route: CustomStringConvertible {
    case item(id: Int, ref: String?)
    case search(query: String)
    case profile(name: String)
    case unknown(String)

    var description: String {
        switch self {
        case .item(let id, let ref): return "item \(id) ref=\(ref ?? "none")"
        case .search(let q): return "search '\(q)'"
        case .profile(let name): return "profile \(name)"
        case .unknown(let s): return "unknown \(s)"
        }
    }
}

func route(_ string: String) -> Route {
    guard let url = URL(string: string), url.scheme == "myapp", let host = url.host else { return .unknown(string) }
    let comps = URLComponents(url: url, resolvingAgainstBaseURL: false)
    let query = comps?.queryItems ?? []
    let parts = url.pathComponents.filter { $0 != "/" }
    switch host {
    case "item":
        guard let first = parts.first, let id = Int(first) else { return .unknown(string) }
        return .item(id: id, ref: query.first { $0.name == "ref" }?.value)
    case "search":
        return .search(query: query.first { $0.name == "q" }?.value ?? "")
    case "user":
        return .profile(name: parts.joined(separator: "/"))
    default:
        return .unknown(host)
    }
}

let links = ["myapp://item/42?ref=push", "myapp://item/abc", "myapp://search?q=caf%C3%A9%20au%20lait",
             "myapp://user/ada/settings", "https://example.com/item/1", "myapp://cart"]
for link in links { print(route(link)) }

let raw = "tea & cake = 100% good?"
let encoded = raw.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)!
print("query-allowed:", encoded)
let strict = raw.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
print("alphanumerics:", strict)
print("decoded:", strict.removingPercentEncoding!)
var builder = URLComponents(string: "myapp://search")!
builder.queryItems = [URLQueryItem(name: "q", value: raw), URLQueryItem(name: "lang", value: "en")]
print("built:", builder.string!)
print("percentEncodedQuery:", builder.percentEncodedQuery!)
print("round trip:", route(builder.string!))
// expect: item 42 ref=push
// expect: unknown myapp://item/abc
// expect: search 'café au lait'
// expect: profile ada/settings
// expect: unknown https://example.com/item/1
// expect: unknown cart
// expect: query-allowed: tea%20&%20cake%20=%20100%25%20good?
// expect: alphanumerics: tea%20%26%20cake%20%3D%20100%25%20good%3F
// expect: decoded: tea & cake = 100% good?
// expect: built: myapp://search?q=tea%20%26%20cake%20%3D%20100%25%20good?&lang=en
// expect: percentEncodedQuery: q=tea%20%26%20cake%20%3D%20100%25%20good?&lang=en
// expect: round trip: search 'tea & cake = 100% good?'
