// App code style: router matching path patterns with parameters and wildcards
enum Segment: Equatable {
    case literal(String), param(String), wildcard
    init(_ s: Substring) {
        if s == "*" { self = .wildcard }
        else if s.hasPrefix(":") { self = .param(String(s.dropFirst())) }
        else { self = .literal(String(s)) }
    }
}

struct Route {
    let pattern: String
    let segments: [Segment]
    let handler: ([String: String]) -> String
    init(_ pattern: String, handler: @escaping ([String: String]) -> String) {
        self.pattern = pattern
        segments = pattern.split(separator: "/").map(Segment.init)
        self.handler = handler
    }
    func match(_ parts: [Substring]) -> [String: String]? {
        var params: [String: String] = [:]
        for (i, seg) in segments.enumerated() {
            switch seg {
            case .wildcard:
                params["rest"] = parts[i...].joined(separator: "/")
                return params
            case .literal(let l):
                guard i < parts.count, parts[i] == l else { return nil }
            case .param(let name):
                guard i < parts.count else { return nil }
                params[name] = String(parts[i])
            }
        }
        return parts.count == segments.count ? params : nil
    }
}

struct Router {
    private var routes: [Route] = []
    mutating func on(_ p: String, _ h: @escaping ([String: String]) -> String) { routes.append(Route(p, handler: h)) }
    func handle(_ path: String) -> String {
        let parts = path.split(separator: "/")
        for r in routes { if let p = r.match(parts) { return "[\(r.pattern)] " + r.handler(p) } }
        return "404 \(path)"
    }
}

var router = Router()
router.on("/") { _ in "home" }
router.on("/users") { _ in "user list" }
router.on("/users/:id") { "user \($0["id"]!)" }
router.on("/users/:id/posts/:post") { p in "post \(p["post"]!) by \(p["id"]!)" }
router.on("/static/*") { "file \($0["rest"]!)" }
for path in ["/", "/users", "/users/42", "/users/42/posts/7", "/users/42/likes", "/static/css/site.css", "/nope"] {
    print(router.handle(path))
}
// expect: [/] home
// expect: [/users] user list
// expect: [/users/:id] user 42
// expect: [/users/:id/posts/:post] post 7 by 42
// expect: 404 /users/42/likes
// expect: [/static/*] file css/site.css
// expect: 404 /nope
