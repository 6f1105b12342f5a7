// App code style: builder-style method chaining on a struct returning modified Self copies
struct RequestBuilder: CustomStringConvertible {
    private(set) var method = "GET"
    private(set) var path = "/"
    private(set) var headers: [(String, String)] = []
    private(set) var query: [String: String] = [:]
    private(set) var timeout = 30

    func method(_ value: String) -> Self {
        var copy = self
        copy.method = value
        return copy
    }
    func path(_ value: String) -> Self {
        var copy = self
        copy.path = value
        return copy
    }
    func header(_ name: String, _ value: String) -> Self {
        var copy = self
        copy.headers.append((name, value))
        return copy
    }
    func query(_ key: String, _ value: String) -> Self {
        var copy = self
        copy.query[key] = value
        return copy
    }
    func timeout(_ seconds: Int) -> Self {
        var copy = self
        copy.timeout = max(1, seconds)
        return copy
    }

    var description: String {
        let q = query.keys.sorted().map { "\($0)=\(query[$0]!)" }.joined(separator: "&")
        return "\(method) \(path)\(q.isEmpty ? "" : "?" + q) timeout=\(timeout)"
    }
}

let base = RequestBuilder().header("Accept", "json")
let search = base.path("/search").query("q", "swift").query("page", "2")
let upload = base.method("POST").path("/upload").timeout(0).header("Auth", "token")

print(base)
print(search)
print(upload)
for (name, value) in upload.headers {
    print("  \(name): \(value)")
}
print("base unchanged: \(base.headers.count) header(s)")
// expect: GET / timeout=30
// expect: GET /search?page=2&q=swift timeout=30
// expect: POST /upload timeout=1
// expect:   Accept: json
// expect:   Auth: token
// expect: base unchanged: 1 header(s)
