// App code style: onion-style middleware chain for an API client with logging, auth, caching and retry
struct Request: CustomStringConvertible {
    var method = "GET"
    var path: String
    var headers: [String: String] = [:]
    var description: String {
        let h = headers.keys.sorted().map { "\($0)=\(headers[$0]!)" }.joined(separator: ";")
        return "\(method) \(path)" + (h.isEmpty ? "" : " [\(h)]")
    }
}

struct Response {
    var status: Int
    var body: String
}

typealias Handler = (Request) -> Response
typealias Middleware = (Request, Handler) -> Response

func chain(_ middlewares: [Middleware], endpoint: @escaping Handler) -> Handler {
    middlewares.reversed().reduce(endpoint) { next, middleware in
        { request in middleware(request, next) }
    }
}

var depth = 0
func logging(_ tag: String) -> Middleware {
    return { request, next in
        let indent = String(repeating: "  ", count: depth)
        print("\(indent)> \(tag) \(request)")
        depth += 1
        let response = next(request)
        depth -= 1
        print("\(indent)< \(tag) \(response.status)")
        return response
    }
}

func auth(token: String?) -> Middleware {
    return { request, next in
        guard let token else { return Response(status: 401, body: "login required") }
        var authed = request
        authed.headers["Authorization"] = "Bearer \(token)"
        return next(authed)
    }
}

final class ResponseCache {
    var storage: [String: Response] = [:]
    var hits = 0
    var middleware: Middleware {
        return { request, next in
            guard request.method == "GET" else { return next(request) }
            if let cached = self.storage[request.path] {
                self.hits += 1
                return cached
            }
            let response = next(request)
            if response.status == 200 { self.storage[request.path] = response }
            return response
        }
    }
}

func retry(times: Int) -> Middleware {
    return { request, next in
        var attempt = 1
        var response = next(request)
        while response.status >= 500 && attempt < times {
            attempt += 1
            var again = request
            again.headers["X-Attempt"] = String(attempt)
            response = next(again)
        }
        return response
    }
}

var serverCalls = 0
let server: Handler = { request in
    serverCalls += 1
    if request.path == "/flaky" && request.headers["X-Attempt"] != "3" {
        return Response(status: 503, body: "busy")
    }
    if request.path.hasPrefix("/users/") {
        return Response(status: 200, body: "user \(request.path.dropFirst(7))")
    }
    return Response(status: request.method == "POST" ? 201 : 404, body: "")
}

let cache = ResponseCache()
let client = chain([logging("outer"), auth(token: "abc"), cache.middleware, retry(times: 3), logging("wire")], endpoint: server)

for request in [Request(path: "/users/7"), Request(path: "/users/7"), Request(path: "/flaky"), Request(method: "POST", path: "/users")] {
    let response = client(request)
    print("=> \(response.status) \(response.body.isEmpty ? "<empty>" : response.body)")
}
print("server calls: \(serverCalls), cache hits: \(cache.hits), cached: \(cache.storage.keys.sorted())")

let anonymous = chain([logging("anon"), auth(token: nil), logging("never")], endpoint: server)
let denied = anonymous(Request(path: "/users/1"))
print("=> \(denied.status) \(denied.body)")
let bare = chain([], endpoint: server)(Request(path: "/nothing"))
print("bare:", bare.status, "calls:", serverCalls)

// expect: > outer GET /users/7
// expect:   > wire GET /users/7 [Authorization=Bearer abc]
// expect:   < wire 200
// expect: < outer 200
// expect: => 200 user 7
// expect: > outer GET /users/7
// expect: < outer 200
// expect: => 200 user 7
// expect: > outer GET /flaky
// expect:   > wire GET /flaky [Authorization=Bearer abc]
// expect:   < wire 503
// expect:   > wire GET /flaky [Authorization=Bearer abc;X-Attempt=2]
// expect:   < wire 503
// expect:   > wire GET /flaky [Authorization=Bearer abc;X-Attempt=3]
// expect:   < wire 404
// expect: < outer 404
// expect: => 404 <empty>
// expect: > outer POST /users
// expect:   > wire POST /users [Authorization=Bearer abc]
// expect:   < wire 201
// expect: < outer 201
// expect: => 201 <empty>
// expect: server calls: 5, cache hits: 1, cached: ["/users/7"]
// expect: > anon GET /users/1
// expect: < anon 401
// expect: => 401 login required
// expect: bare: 404 calls: 6
