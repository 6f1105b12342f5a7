// Foundation in app code: reading and building query items, turning them into a dictionary, percent encoding
import Foundation

let link = "https://example.com/callback?code=abc123&state=xyz&scope=read%20write&empty="
guard let components = URLComponents(string: link) else {
    fatalError("bad url")
}

let items = components.queryItems ?? []
print("Count: \(items.count)")
for item in items {
    print("\(item.name) = '\(item.value ?? "nil")'")
}

let params = Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.value ?? "") })
print("Code: \(params["code"]!)")
print("Has token: \(params["token"] != nil)")

var builder = URLComponents(string: "https://example.com/search")!
let filters = ["tag": "swift", "sort": "new"]
builder.queryItems = filters.keys.sorted().map { URLQueryItem(name: $0, value: filters[$0]) }
builder.queryItems?.append(URLQueryItem(name: "q", value: "a&b c"))
print(builder.url!.absoluteString)
print(builder.percentEncodedQuery!)

// expect: Count: 4
// expect: code = 'abc123'
// expect: state = 'xyz'
// expect: scope = 'read write'
// expect: empty = ''
// expect: Code: abc123
// expect: Has token: false
// expect: https://example.com/search?sort=new&tag=swift&q=a%26b%20c
// expect: sort=new&tag=swift&q=a%26b%20c
