// Compiler test style: Result type with custom errors, get(), mapError and catching into Result
enum FileError: Error, Equatable {
    case notFound(path: String)
    case permissionDenied(user: String, path: String)
    case corrupted(offset: Int)
}

struct WrappedError: Error {
    let message: String
}

let files = ["/etc/config": "a=1", "/secret": "", "/bad": "x"]

func read(_ path: String, as user: String) throws -> String {
    guard let content = files[path] else { throw FileError.notFound(path: path) }
    if path == "/secret" && user != "root" {
        throw FileError.permissionDenied(user: user, path: path)
    }
    if content == "x" { throw FileError.corrupted(offset: 17) }
    return content
}

let attempts: [(String, String)] = [("/etc/config", "bob"), ("/secret", "bob"), ("/secret", "root"), ("/nope", "amy"), ("/bad", "amy")]
var results: [Result<String, Error>] = []
for (p, u) in attempts {
    results.append(Result { try read(p, as: u) })
}

for r in results {
    switch r {
    case .success(let s) where s.isEmpty:
        print("success (empty)")
    case .success(let s):
        print("success:", s)
    case .failure(FileError.permissionDenied(let user, _)):
        print("denied for", user)
    case .failure(let e as FileError):
        print("file error:", e)
    case .failure:
        print("unknown")
    }
}

let mapped = results.map { r in
    r.map { $0.count }.mapError { WrappedError(message: "wrapped \($0)") }
}
for m in mapped {
    do {
        print("length", try m.get())
    } catch let w as WrappedError {
        print(w.message)
    } catch {
        print("?")
    }
}

let successes = results.compactMap { try? $0.get() }
print(successes)
let firstFailure = results.first { if case .failure = $0 { return true } else { return false } }
if case .failure(let e)? = firstFailure, let fe = e as? FileError {
    print(fe == .permissionDenied(user: "bob", path: "/secret"))
}

// expect: success: a=1
// expect: denied for bob
// expect: success (empty)
// expect: file error: notFound(path: "/nope")
// expect: file error: corrupted(offset: 17)
// expect: length 3
// expect: wrapped permissionDenied(user: "bob", path: "/secret")
// expect: length 0
// expect: wrapped notFound(path: "/nope")
// expect: wrapped corrupted(offset: 17)
// expect: ["a=1", ""]
// expect: true
