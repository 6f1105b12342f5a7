// init?(rawValue:) returns nil for unknown raw values.
enum HTTPStatus: Int {
    case ok = 200
    case notFound = 404
    case serverError = 500
}
for code in [200, 301, 404, 500] {
    if let status = HTTPStatus(rawValue: code) {
        print(code, "->", status)
    } else {
        print(code, "-> unknown")
    }
}
let maybe = HTTPStatus(rawValue: 404)
print(maybe as Any)
print(HTTPStatus(rawValue: 1) as Any)
let parsed = ["200", "abc", "500"].compactMap { Int($0) }.compactMap { HTTPStatus(rawValue: $0) }
print(parsed)

// expect: 200 -> ok
// expect: 301 -> unknown
// expect: 404 -> notFound
// expect: 500 -> serverError
// expect: Optional(main.HTTPStatus.notFound)
// expect: nil
// expect: [main.HTTPStatus.ok, main.HTTPStatus.serverError]
