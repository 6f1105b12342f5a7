// App code style: a search request builder using URLComponents query items and reading them back
import Foundation

func searchURL(term: String, page: Int, filters: [String: String]) -> URL? {
    var comps = URLComponents()
    comps.scheme = "https"
    comps.host = "shop.example.com"
    comps.path = "/search/products"
    var items = [URLQueryItem(name: "q", value: term), URLQueryItem(name: "page", value: String(page))]
    for key in filters.keys.sorted() {
        items.append(URLQueryItem(name: key, value: filters[key]))
    }
    comps.queryItems = items
    return comps.url
}

let url = searchURL(term: "red shoes & socks", page: 2, filters: ["size": "10½", "sort": "price-asc"])!
print(url.absoluteString)
print("query:", url.query ?? "-")

let parsed = URLComponents(url: url, resolvingAgainstBaseURL: false)!
for item in parsed.queryItems ?? [] {
    print("  \(item.name) = \(item.value ?? "nil")")
}
print("percent query:", parsed.percentEncodedQuery ?? "-")

let incoming = URLComponents(string: "myapp://open/item?id=77&ref=push&empty=&flag&id=78")!
print("scheme:", incoming.scheme ?? "-", "host:", incoming.host ?? "-", "path:", incoming.path)
let items = incoming.queryItems ?? []
print("item count:", items.count)
for item in items {
    print("  \(item.name): \(item.value.map { "'\($0)'" } ?? "nil")")
}
let ids = items.filter { $0.name == "id" }.compactMap { $0.value }.compactMap(Int.init)
print("ids:", ids, "sum:", ids.reduce(0, +))
var edit = incoming
edit.queryItems = items.filter { $0.value != nil && !$0.value!.isEmpty }
print("cleaned:", edit.string ?? "-")
var noQuery = incoming
noQuery.query = nil
print("without query:", noQuery.string ?? "-")
// expect: https://shop.example.com/search/products?q=red%20shoes%20%26%20socks&page=2&size=10%C2%BD&sort=price-asc
// expect: query: q=red%20shoes%20%26%20socks&page=2&size=10%C2%BD&sort=price-asc
// expect:   q = red shoes & socks
// expect:   page = 2
// expect:   size = 10½
// expect:   sort = price-asc
// expect: percent query: q=red%20shoes%20%26%20socks&page=2&size=10%C2%BD&sort=price-asc
// expect: scheme: myapp host: open path: /item
// expect: item count: 5
// expect:   id: '77'
// expect:   ref: 'push'
// expect:   empty: ''
// expect:   flag: nil
// expect:   id: '78'
// expect: ids: [77, 78] sum: 155
// expect: cleaned: myapp://open/item?id=77&ref=push&id=78
// expect: without query: myapp://open/item
