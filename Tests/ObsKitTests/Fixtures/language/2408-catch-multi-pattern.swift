// Compiler test style: multi-pattern catch clauses, is-patterns and nested do/catch propagation
enum FileError: Error {
    case notFound(path: String)
    case permissionDenied(path: String)
    case corrupted(offset: Int)
    case locked
}

struct QuotaError: Error { let used: Int; let limit: Int }

func open(_ path: String) throws -> String {
    switch path {
    case "missing": throw FileError.notFound(path: path)
    case "secret": throw FileError.permissionDenied(path: path)
    case "bad": throw FileError.corrupted(offset: 512)
    case "busy": throw FileError.locked
    case "big": throw QuotaError(used: 120, limit: 100)
    default: return "contents of \(path)"
    }
}

func attempt(_ path: String) {
    do {
        do {
            print(try open(path))
        } catch FileError.notFound(let p), FileError.permissionDenied(let p) {
            print("access problem for \(p)")
        } catch FileError.corrupted(let offset) where offset > 256 {
            print("corrupted late at \(offset)")
            throw FileError.locked
        }
    } catch FileError.locked {
        print("outer: locked")
    } catch is QuotaError {
        print("outer: quota exceeded")
    } catch {
        print("outer: \(error)")
    }
}

for path in ["notes.txt", "missing", "secret", "bad", "busy", "big"] {
    attempt(path)
}

func classify(_ error: Error) -> String {
    switch error {
    case FileError.notFound, FileError.permissionDenied: return "access"
    case let q as QuotaError where q.used > q.limit: return "over by \(q.used - q.limit)"
    case FileError.corrupted(offset: 0...100): return "early corruption"
    default: return "unknown"
    }
}
print(classify(FileError.notFound(path: "x")))
print(classify(QuotaError(used: 150, limit: 100)))
print(classify(FileError.corrupted(offset: 50)))
print(classify(FileError.corrupted(offset: 500)))
// expect: contents of notes.txt
// expect: access problem for missing
// expect: access problem for secret
// expect: corrupted late at 512
// expect: outer: locked
// expect: outer: locked
// expect: outer: quota exceeded
// expect: access
// expect: over by 50
// expect: early corruption
// expect: unknown
