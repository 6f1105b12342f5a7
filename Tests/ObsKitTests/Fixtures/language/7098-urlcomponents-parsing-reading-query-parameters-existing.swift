// Tutorial style (URLComponents parsing): reading query parameters from an existing URL
import Foundation

func queryValue(_ name: String, in urlString: String) -> String? {
    guard let comps = URLComponents(string: urlString) else { return nil }
    return comps.queryItems?.first(where: { $0.name == name })?.value
}

let link = "https://shop.example.com/items?id=1234&color=dark%20blue&size=M&size=L"
print(queryValue("id", in: link) ?? "missing")
print(queryValue("color", in: link) ?? "missing")
print(queryValue("size", in: link) ?? "missing")
print(queryValue("brand", in: link) ?? "missing")

if let comps = URLComponents(string: link) {
    let items = comps.queryItems ?? []
    print(items.count)
    var dict: [String: [String]] = [:]
    for item in items {
        dict[item.name, default: []].append(item.value ?? "")
    }
    for key in dict.keys.sorted() {
        print(key, dict[key]!)
    }
    print(comps.host ?? "", comps.path, comps.scheme ?? "")
}
// expect: 1234
// expect: dark blue
// expect: M
// expect: missing
// expect: 4
// expect: color ["dark blue"]
// expect: id ["1234"]
// expect: size ["M", "L"]
// expect: shop.example.com /items https
