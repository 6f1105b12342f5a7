// Swift Evolution style (SE-0439): trailing commas in parameter lists, arguments, tuples, generics and capture lists
struct Endpoint<
    Request,
    Response,
> {
    var path: String
    var method: String
    var decode: (Request) -> Response
}

func buildURL(
    host: String,
    path: String,
    query: [(String, String)],
) -> String {
    let joined = query.map { "\($0.0)=\($0.1)" }.joined(separator: "&",)
    return "https://\(host)\(path)" + (joined.isEmpty ? "" : "?\(joined)")
}

let url = buildURL(
    host: "api.example.org",
    path: "/search",
    query: [
        ("q", "swift"),
        ("page", "2"),
    ],
)
print(url)

let endpoint = Endpoint<Int, String>(
    path: "/users",
    method: "GET",
    decode: { id in "user-\(id)" },
)
print(endpoint.method, endpoint.path, endpoint.decode(7))

let point = (
    x: 3,
    y: 4,
)
print(point.x * point.x + point.y * point.y)

func check(_ value: Int?, limit: Int,) -> String {
    if let value, value > 0, value < limit {
        return "in range \(value)"
    }
    guard let v = value, v != 0 else { return "missing or zero" }
    return "out of range \(v)"
}
print(check(5, limit: 10))
print(check(50, limit: 10,))
print(check(nil, limit: 10))

var counter = 0
let increment = { [counter,] in counter + 1 }
counter = 100
print(increment())

let table: [String: Int] = [
    "alpha": 1,
    "beta": 2,
]
print(table.keys.sorted(), table.values.reduce(0, +))

enum Shape { case circle(radius: Double, label: String,) }
let s = Shape.circle(radius: 2.5, label: "disc",)
if case .circle(let r, let label,) = s {
    print(label, r)
}
print(max(3, 9, 4,), [1, 2, 3,].count)
// expect: https://api.example.org/search?q=swift&page=2
// expect: GET /users user-7
// expect: 25
// expect: in range 5
// expect: out of range 50
// expect: missing or zero
// expect: 1
// expect: ["alpha", "beta"] 3
// expect: disc 2.5
// expect: 9 3
