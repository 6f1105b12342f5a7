// Swift Evolution style (SE-0413): throws(Never), error type inference in closures and any Error
// known-gap: error: 2182-typed-throws-never-inference.swift:46:60: error: not supported yet: the type 'E' stands for here is not known (ObsREPL checks no types; pass it, as in 'T.self', or give it by an argument of its type)
enum NetworkError: Error, Equatable { case timeout, notFound(String) }

func fetch(_ path: String) throws(NetworkError) -> String {
    switch path {
    case "/slow": throw .timeout
    case let p where p.hasPrefix("/missing"): throw .notFound(p)
    default: return "content of \(path)"
    }
}

func neverFails() throws(Never) -> Int { 42 }
print("never fails:", neverFails())

func untyped() throws -> Int { throw NetworkError.timeout }

for path in ["/home", "/slow", "/missing/page"] {
    do {
        print(try fetch(path))
    } catch .timeout {
        print("timed out")
    } catch let e {
        print("typed error:", e, e == .notFound(path))
    }
}

// Closure body throws only NetworkError: the closure is inferred as throws(NetworkError)
let loader = { (p: String) throws(NetworkError) in try fetch(p).count }
do {
    print("length:", try loader("/a"))
    _ = try loader("/slow")
} catch {
    print("loader error is NetworkError:", error == .timeout)
}

// Mixing typed and untyped calls widens to any Error
do {
    _ = try fetch("/x")
    _ = try untyped()
} catch {
    print("widened:", type(of: error), error)
}

func convert<E: Error>(_ body: () throws(E) -> String) -> String {
    do { return try body() } catch { return "failed with \(E.self): \(error)" }
}
print(convert { "plain" })
print(convert { () throws(NetworkError) -> String in try fetch("/missing/x") })
print(convert { () throws(any Error) -> String in try String(untyped()) })

let results: [Result<String, NetworkError>] = ["/ok", "/slow"].map { p in Result { () throws(NetworkError) -> String in try fetch(p) } }
for r in results {
    switch r {
    case .success(let s): print("success:", s)
    case .failure(let e): print("failure:", e)
    }
}

// expect: never fails: 42
// expect: content of /home
// expect: timed out
// expect: typed error: notFound("/missing/page") true
// expect: length: 13
// expect: loader error is NetworkError: true
// expect: widened: NetworkError timeout
// expect: plain
// expect: failed with NetworkError: notFound("/missing/x")
// expect: failed with Error: timeout
// expect: success: content of /ok
// expect: failure: timeout
