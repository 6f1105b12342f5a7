// App architecture style (result-builder routes): a router DSL built with @resultBuilder matches path patterns to handlers, with optional and conditional routes
struct RouteMatch { let params: [String: String] }

struct Route {
    let pattern: String
    let handler: (RouteMatch) -> String
    func match(_ path: String) -> RouteMatch? {
        let p = pattern.split(separator: "/"), s = path.split(separator: "/")
        guard p.count == s.count else { return nil }
        var params: [String: String] = [:]
        for (a, b) in zip(p, s) {
            if a.hasPrefix(":") { params[String(a.dropFirst())] = String(b) } else if a != b { return nil }
        }
        return RouteMatch(params: params)
    }
}

@resultBuilder
enum RoutesBuilder {
    static func buildExpression(_ r: Route) -> [Route] { [r] }
    static func buildBlock(_ parts: [Route]...) -> [Route] { parts.flatMap { $0 } }
    static func buildOptional(_ r: [Route]?) -> [Route] { r ?? [] }
    static func buildEither(first r: [Route]) -> [Route] { r }
    static func buildEither(second r: [Route]) -> [Route] { r }
    static func buildArray(_ r: [[Route]]) -> [Route] { r.flatMap { $0 } }
}

struct Router {
    let routes: [Route]
    init(@RoutesBuilder _ build: () -> [Route]) { routes = build() }
    func handle(_ path: String) -> String {
        for r in routes { if let m = r.match(path) { return r.handler(m) } }
        return "404 \(path)"
    }
}

func makeRouter(admin: Bool, beta: Bool) -> Router {
    Router {
        Route(pattern: "home") { _ in "home page" }
        Route(pattern: "user/:id") { m in "user \(m.params["id"]!)" }
        Route(pattern: "user/:id/post/:post") { m in "post \(m.params["post"]!) by \(m.params["id"]!)" }
        if admin {
            Route(pattern: "admin") { _ in "dashboard" }
        }
        if beta {
            Route(pattern: "feed") { _ in "new feed" }
        } else {
            Route(pattern: "feed") { _ in "classic feed" }
        }
        for lang in ["en", "fr"] {
            Route(pattern: "\(lang)/help") { _ in "help in \(lang)" }
        }
    }
}

let paths = ["home", "user/7", "user/7/post/99", "admin", "feed", "fr/help", "de/help", "user"]
for (admin, beta) in [(false, false), (true, true)] {
    let router = makeRouter(admin: admin, beta: beta)
    print("admin=\(admin) beta=\(beta) routes=\(router.routes.count)")
    for p in paths { print("  \(p) -> \(router.handle(p))") }
}

// expect: admin=false beta=false routes=6
// expect:   home -> home page
// expect:   user/7 -> user 7
// expect:   user/7/post/99 -> post 99 by 7
// expect:   admin -> 404 admin
// expect:   feed -> classic feed
// expect:   fr/help -> help in fr
// expect:   de/help -> 404 de/help
// expect:   user -> 404 user
// expect: admin=true beta=true routes=7
// expect:   home -> home page
// expect:   user/7 -> user 7
// expect:   user/7/post/99 -> post 99 by 7
// expect:   admin -> dashboard
// expect:   feed -> new feed
// expect:   fr/help -> help in fr
// expect:   de/help -> 404 de/help
// expect:   user -> 404 user
