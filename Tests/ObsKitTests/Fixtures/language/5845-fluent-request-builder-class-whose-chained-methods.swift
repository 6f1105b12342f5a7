// Hacking with Swift style (builder): a fluent request builder class whose chained methods return Self with @discardableResult
class RequestBuilder {
    private(set) var method = "GET"
    private(set) var path = "/"
    private(set) var headers: [(String, String)] = []
    private(set) var query: [String: String] = [:]
    private(set) var body: String?

    required init() {}

    @discardableResult
    func method(_ value: String) -> Self { method = value.uppercased(); return self }

    @discardableResult
    func path(_ value: String) -> Self { path = value.hasPrefix("/") ? value : "/" + value; return self }

    @discardableResult
    func header(_ name: String, _ value: String) -> Self { headers.append((name, value)); return self }

    @discardableResult
    func query(_ name: String, _ value: String) -> Self { query[name] = value; return self }

    @discardableResult
    func body(_ text: String) -> Self { body = text; return self }

    func build() -> String {
        var line = "\(method) \(path)"
        if !query.isEmpty {
            line += "?" + query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
        }
        var lines = [line]
        lines += headers.map { "\($0.0): \($0.1)" }
        if let body = body { lines.append("Content-Length: \(body.utf8.count)"); lines.append(""); lines.append(body) }
        return lines.joined(separator: "\n")
    }

    class func make() -> Self { Self() }
}

final class JSONRequestBuilder: RequestBuilder {
    required init() {
        super.init()
        header("Content-Type", "application/json")
    }

    @discardableResult
    func jsonBody(_ pairs: KeyValuePairs<String, Int>) -> Self {
        body("{" + pairs.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}")
    }
}

let plain = RequestBuilder()
    .path("users")
    .query("page", "2")
    .query("limit", "20")
    .header("Accept", "text/plain")
print(plain.build())
print("---")

let post = JSONRequestBuilder.make()
    .method("post")
    .path("/orders")
    .jsonBody(["item": 42, "qty": 3])
    .header("X-Trace", "abc")
print(post.build())
print("---")
let configured = RequestBuilder()
configured.method("delete")
configured.path("items/9")
print(configured.build(), type(of: post))

// expect: GET /users?limit=20&page=2
// expect: Accept: text/plain
// expect: ---
// expect: POST /orders
// expect: Content-Type: application/json
// expect: X-Trace: abc
// expect: Content-Length: 19
// expect:
// expect: {"item":42,"qty":3}
// expect: ---
// expect: DELETE /items/9 JSONRequestBuilder
