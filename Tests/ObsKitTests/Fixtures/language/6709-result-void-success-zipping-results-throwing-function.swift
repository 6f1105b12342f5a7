// Swift in Depth style (Result<Void>): Result with a Void success, zipping two Results, and a throwing function built from Results
enum SetupError: Error, CustomStringConvertible {
    case missingDirectory(String)
    case badPermission(String, mode: Int)
    var description: String {
        switch self {
        case .missingDirectory(let d): return "missing \(d)"
        case .badPermission(let d, let mode): return "\(d) has mode \(String(mode, radix: 8))"
        }
    }
}

let directories = ["/app": 0o755, "/app/logs": 0o700, "/app/tmp": 0o777]

func checkDirectory(_ path: String) -> Result<Void, SetupError> {
    guard let mode = directories[path] else { return .failure(.missingDirectory(path)) }
    guard mode & 0o002 == 0 else { return .failure(.badPermission(path, mode: mode)) }
    return .success(())
}

func zipResults<A, B, E>(_ a: Result<A, E>, _ b: Result<B, E>) -> Result<(A, B), E> {
    a.flatMap { x in b.map { y in (x, y) } }
}

for path in ["/app", "/app/tmp", "/app/cache"] {
    switch checkDirectory(path) {
    case .success: print(path, "ok")
    case .failure(let e): print(path, "->", e)
    }
}

func prepare(_ paths: [String]) throws {
    for path in paths {
        try checkDirectory(path).get()
    }
    print("prepared", paths.count, "directories")
}
do {
    try prepare(["/app", "/app/logs"])
    try prepare(["/app/logs", "/app/tmp", "/app"])
} catch let e as SetupError {
    print("prepare failed:", e)
}

let size: Result<Int, SetupError> = .success(12)
let name: Result<String, SetupError> = .success("logs")
if case .success(let pair) = zipResults(size, name) { print(pair.0, pair.1) }
let failingZip = zipResults(size, checkDirectory("/nowhere"))
if case .failure(let e) = failingZip { print("zip failed:", e) }
let allOK = directories.keys.sorted().allSatisfy { (try? checkDirectory($0).get()) != nil }
print("all ok:", allOK)

// expect: /app ok
// expect: /app/tmp -> /app/tmp has mode 777
// expect: /app/cache -> missing /app/cache
// expect: prepared 2 directories
// expect: prepare failed: /app/tmp has mode 777
// expect: 12 logs
// expect: zip failed: missing /nowhere
// expect: all ok: false
