// Tutorial style (query strings): splitting and decoding URL query strings by hand
import Foundation

let url = "https://shop.example.com/search?q=red%20shoes&size=42&color=dark+blue&sort=&tag=a&tag=b&empty"

guard let qIndex = url.firstIndex(of: "?") else { fatalError() }
let base = String(url[..<qIndex])
let query = String(url[url.index(after: qIndex)...])
print("base:", base)

var params: [String: [String]] = [:]
var order: [String] = []
for pair in query.components(separatedBy: "&") {
    let parts = pair.components(separatedBy: "=")
    let key = parts[0].removingPercentEncoding ?? parts[0]
    let rawValue = parts.count > 1 ? parts[1] : ""
    let value = rawValue.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? rawValue
    if params[key] == nil { order.append(key) }
    params[key, default: []].append(value)
}
for key in order {
    print("\(key) = \(params[key]!)")
}

let host = base.components(separatedBy: "://").last!.components(separatedBy: "/").first!
print("host:", host, "labels:", host.components(separatedBy: ".").count)
let scheme = base.range(of: "://").map { String(base[..<$0.lowerBound]) } ?? "none"
print("scheme:", scheme)

if let comps = URLComponents(string: url) {
    print("path:", comps.path)
    let items = comps.queryItems ?? []
    print(items.map { "\($0.name)=\($0.value ?? "nil")" }.joined(separator: ", "))
}

var builder = URLComponents()
builder.scheme = "https"
builder.host = "api.example.com"
builder.path = "/v1/find"
builder.queryItems = [URLQueryItem(name: "name", value: "O'Brien & Sons"), URLQueryItem(name: "city", value: "São Paulo")]
print(builder.string ?? "nil")
print(builder.percentEncodedQuery ?? "nil")
// expect: base: https://shop.example.com/search
// expect: q = ["red shoes"]
// expect: size = ["42"]
// expect: color = ["dark blue"]
// expect: sort = [""]
// expect: tag = ["a", "b"]
// expect: empty = [""]
// expect: host: shop.example.com labels: 3
// expect: scheme: https
// expect: path: /search
// expect: q=red shoes, size=42, color=dark+blue, sort=, tag=a, tag=b, empty=nil
// expect: https://api.example.com/v1/find?name=O'Brien%20%26%20Sons&city=S%C3%A3o%20Paulo
// expect: name=O'Brien%20%26%20Sons&city=S%C3%A3o%20Paulo
