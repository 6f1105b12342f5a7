// Tutorial style (URL appending): modern appending(path:) and appending(queryItems:) APIs
import Foundation

let api = URL(string: "https://api.example.com/v1")!
let users = api.appending(path: "users")
print(users.absoluteString)
let user = users.appending(path: "42/profile")
print(user.absoluteString)
print(user.pathComponents)
print(user.lastPathComponent)

let withQuery = users.appending(queryItems: [URLQueryItem(name: "page", value: "2"), URLQueryItem(name: "q", value: "a b")])
print(withQuery.absoluteString)
print(withQuery.query ?? "nil")

let comp = api.appendingPathComponent("items").appendingPathComponent("7")
print(comp.absoluteString)
print(comp.path)
print(comp.deletingLastPathComponent().absoluteString)
print(api == URL(string: "https://api.example.com/v1"))
print(api.host ?? "", api.scheme ?? "")
// expect: https://api.example.com/v1/users
// expect: https://api.example.com/v1/users/42/profile
// expect: ["/", "v1", "users", "42", "profile"]
// expect: profile
// expect: https://api.example.com/v1/users?page=2&q=a%20b
// expect: page=2&q=a%20b
// expect: https://api.example.com/v1/items/7
// expect: /v1/items/7
// expect: https://api.example.com/v1/items/
// expect: true
// expect: api.example.com https
