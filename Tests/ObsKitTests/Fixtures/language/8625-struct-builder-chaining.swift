// Blog style (builder pattern): value-type builders with chained `with` methods returning modified copies
struct RequestBuilder {
    private(set) var method = "GET"
    private(set) var path = "/"
    private(set) var headers: [(String, String)] = []
    private(set) var query: [(String, String)] = []
    private(set) var body: String?

    func method(_ m: String) -> RequestBuilder { var c = self; c.method = m; return c }
    func path(_ p: String) -> RequestBuilder { var c = self; c.path = p; return c }
    func header(_ name: String, _ value: String) -> RequestBuilder {
        var c = self; c.headers.append((name, value)); return c
    }
    func query(_ name: String, _ value: String) -> RequestBuilder {
        var c = self; c.query.append((name, value)); return c
    }
    func body(_ text: String) -> RequestBuilder {
        var c = self
        c.body = text
        return c.header("Content-Length", String(text.utf8.count))
    }

    func build() -> String {
        var line = "\(method) \(path)"
        if !query.isEmpty {
            line += "?" + query.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        }
        var lines = [line]
        lines += headers.map { "\($0.0): \($0.1)" }
        if let body { lines += ["", body] }
        return lines.joined(separator: "\n")
    }
}

let base = RequestBuilder()
    .header("Accept", "application/json")
    .header("User-Agent", "demo/1.0")

let list = base.path("/items").query("page", "2").query("limit", "20")
let create = base.method("POST").path("/items").body("{\"name\":\"lamp\"}")

print(list.build())
print("---")
print(create.build())
print("---")
print("base untouched: \(base.method) \(base.path) headers=\(base.headers.count)")

struct Pizza: CustomStringConvertible {
    var size = 12
    var toppings: [String] = []
    var extraCheese = false
    var description: String {
        "\(size)\" pizza" + (toppings.isEmpty ? "" : " with \(toppings.joined(separator: ", "))") + (extraCheese ? " + cheese" : "")
    }
}
extension Pizza {
    func sized(_ s: Int) -> Pizza { var p = self; p.size = s; return p }
    func adding(_ t: String) -> Pizza { var p = self; p.toppings.append(t); return p }
    func cheesy() -> Pizza { var p = self; p.extraCheese = true; return p }
}
print(Pizza())
print(Pizza().sized(16).adding("olives").adding("basil").cheesy())
// expect: GET /items?page=2&limit=20
// expect: Accept: application/json
// expect: User-Agent: demo/1.0
// expect: ---
// expect: POST /items
// expect: Accept: application/json
// expect: User-Agent: demo/1.0
// expect: Content-Length: 15
// expect:
// expect: {"name":"lamp"}
// expect: ---
// expect: base untouched: GET / headers=2
// expect: 12" pizza
// expect: 16" pizza with olives, basil + cheese
