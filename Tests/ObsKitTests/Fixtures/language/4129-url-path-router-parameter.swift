// App code style: URL path router with parameter extraction and middleware chain
struct Request {
    let method: String
    let path: String
    var params: [String: String] = [:]
    var headers: [String: String] = [:]
}

struct Response {
    var status: Int
    var body: String
}

typealias Handler = (Request) -> Response
typealias Middleware = (Request, Handler) -> Response

struct Route {
    let method: String
    let segments: [Substring]
    let handler: Handler

    func match(_ req: Request) -> [String: String]? {
        guard req.method == method else { return nil }
        let parts = req.path.split(separator: "/")
        guard parts.count == segments.count || segments.last == "*" else { return nil }
        var params: [String: String] = [:]
        for (i, seg) in segments.enumerated() {
            if seg == "*" { params["rest"] = parts[i...].joined(separator: "/"); return params }
            guard i < parts.count else { return nil }
            if seg.hasPrefix(":") { params[String(seg.dropFirst())] = String(parts[i]) }
            else if seg != parts[i] { return nil }
        }
        return params
    }
}

final class Router {
    private var routes: [Route] = []
    private var middleware: [Middleware] = []

    func add(_ method: String, _ pattern: String, _ handler: @escaping Handler) {
        routes.append(Route(method: method, segments: pattern.split(separator: "/"), handler: handler))
    }
    func use(_ m: @escaping Middleware) { middleware.append(m) }

    func handle(_ req: Request) -> Response {
        let core: Handler = { [routes] req in
            for r in routes {
                if let p = r.match(req) {
                    var r2 = req
                    r2.params = p
                    return r.handler(r2)
                }
            }
            return Response(status: 404, body: "not found: \(req.path)")
        }
        let chain = middleware.reversed().reduce(core) { next, m in { req in m(req, next) } }
        return chain(req)
    }
}

let router = Router()
var accessLog: [String] = []
router.use { req, next in
    let res = next(req)
    accessLog.append("\(req.method) \(req.path) \(res.status)")
    return res
}
router.use { req, next in
    if req.path.hasPrefix("/admin") && req.headers["auth"] != "secret" {
        return Response(status: 401, body: "unauthorized")
    }
    return next(req)
}
router.add("GET", "/users/:id") { Response(status: 200, body: "user \($0.params["id"]!)") }
router.add("GET", "/users/:id/posts/:post") { r in
    Response(status: 200, body: "post \(r.params["post"]!) by \(r.params["id"]!)")
}
router.add("POST", "/users") { _ in Response(status: 201, body: "created") }
router.add("GET", "/files/*") { Response(status: 200, body: "file \($0.params["rest"] ?? "")") }
router.add("GET", "/admin/stats") { _ in Response(status: 200, body: "stats ok") }

let requests = [
    Request(method: "GET", path: "/users/42"),
    Request(method: "GET", path: "/users/42/posts/7"),
    Request(method: "POST", path: "/users"),
    Request(method: "DELETE", path: "/users/42"),
    Request(method: "GET", path: "/files/img/logo.png"),
    Request(method: "GET", path: "/admin/stats"),
    Request(method: "GET", path: "/admin/stats", headers: ["auth": "secret"]),
]
for r in requests {
    let res = router.handle(r)
    print(res.status, res.body)
}
print(accessLog.joined(separator: "; "))
// expect: 200 user 42
// expect: 200 post 7 by 42
// expect: 201 created
// expect: 404 not found: /users/42
// expect: 200 file img/logo.png
// expect: 401 unauthorized
// expect: 200 stats ok
// expect: GET /users/42 200; GET /users/42/posts/7 200; POST /users 201; DELETE /users/42 404; GET /files/img/logo.png 200; GET /admin/stats 401; GET /admin/stats 200
