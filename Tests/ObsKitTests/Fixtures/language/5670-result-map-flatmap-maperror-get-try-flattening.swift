// Swift compiler execution test style (Result and try?): Result map/flatMap/mapError/get, try? flattening of optional-returning throwing calls, and errors converted between types
enum NetError: Error, CustomStringConvertible {
    case timeout(Int), notFound(String)
    var description: String {
        switch self {
        case .timeout(let s): return "timeout after \(s)s"
        case .notFound(let p): return "404 \(p)"
        }
    }
}
struct AppError: Error { let reason: String }

func fetch(_ path: String) -> Result<String, NetError> {
    path.hasPrefix("/") ? .success("body of \(path)") : .failure(.notFound(path))
}

print(fetch("/home"))
print(fetch("home"))
print(fetch("/a").map { $0.count })
print(fetch("b").map { $0.count })
print(fetch("/x").flatMap { body in body.count > 5 ? .success(body.uppercased()) : .failure(.timeout(1)) })
print(fetch("y").mapError { AppError(reason: "\($0)") })
let lengths = ["/one", "two", "/three"].map { fetch($0).map(\.count) }
for l in lengths {
    switch l {
    case .success(let n): print("len", n)
    case .failure(let e): print("err", e)
    }
}
do {
    let s = try fetch("/ok").get()
    print(s)
    _ = try fetch("bad").get()
} catch {
    print("get threw", error, type(of: error))
}

func maybe(_ n: Int) throws -> Int? {
    if n < 0 { throw AppError(reason: "negative") }
    return n == 0 ? nil : n * 10
}
let a = try? maybe(3)
let b = try? maybe(0)
let c = try? maybe(-1)
print(a as Any, b as Any, c as Any)
print(type(of: a))
if let v = try? maybe(2) { print("bound", v) }
let collected = [1, 0, -1, 2].compactMap { try? maybe($0) }
print(collected)
let r = Result { try maybe(-5) }
switch r {
case .success(let v): print("value", v as Any)
case .failure(let e as AppError): print("app error", e.reason)
case .failure: print("other")
}
print((try? fetch("/q").get()) ?? "none", (try? fetch("q").get()) ?? "none")

// expect: success("body of /home")
// expect: failure(404 home)
// expect: success(10)
// expect: failure(404 b)
// expect: success("BODY OF /X")
// expect: failure(main.AppError(reason: "404 y"))
// expect: len 12
// expect: err 404 two
// expect: len 14
// expect: body of /ok
// expect: get threw 404 bad NetError
// expect: Optional(30) nil nil
// expect: Optional<Int>
// expect: bound 20
// expect: [10, 20]
// expect: app error negative
// expect: body of /q none
