// App code style: error descriptions via CustomStringConvertible, no Foundation
enum FileError: Error, CustomStringConvertible {
    case notFound(path: String)
    case permissionDenied(path: String, user: String)
    case corrupted(path: String, offset: Int)
    case tooLarge(bytes: Int, limit: Int)

    var description: String {
        switch self {
        case .notFound(let path):
            return "File not found: \(path)"
        case let .permissionDenied(path, user):
            return "User '\(user)' may not read \(path)"
        case let .corrupted(path, offset):
            return "\(path) is corrupted at byte \(offset)"
        case let .tooLarge(bytes, limit):
            return "File is \(bytes) bytes; limit is \(limit)"
        }
    }

    var isRecoverable: Bool {
        switch self {
        case .notFound, .tooLarge: return true
        case .permissionDenied, .corrupted: return false
        }
    }
}

struct AppError: Error, CustomStringConvertible {
    let context: String
    let underlying: Error
    var description: String { "\(context): \(underlying)" }
}

struct FakeFS {
    var files: [String: (size: Int, owner: String, ok: Bool)]

    func read(_ path: String, as user: String) throws -> String {
        guard let f = files[path] else { throw FileError.notFound(path: path) }
        guard f.owner == user || f.owner == "*" else {
            throw FileError.permissionDenied(path: path, user: user)
        }
        guard f.size <= 1000 else { throw FileError.tooLarge(bytes: f.size, limit: 1000) }
        guard f.ok else { throw FileError.corrupted(path: path, offset: f.size / 2) }
        return "<\(f.size) bytes of \(path)>"
    }
}

let fs = FakeFS(files: [
    "/etc/motd": (120, "*", true),
    "/home/a/notes": (300, "a", true),
    "/var/big.log": (5000, "*", true),
    "/tmp/broken": (64, "*", false),
])

func loadProfile(_ fs: FakeFS, user: String) throws -> String {
    do {
        return try fs.read("/home/\(user)/notes", as: user)
    } catch {
        throw AppError(context: "loading profile for \(user)", underlying: error)
    }
}

let requests = [("/etc/motd", "b"), ("/home/a/notes", "b"), ("/var/big.log", "a"),
                ("/tmp/broken", "a"), ("/nope", "a"), ("/home/a/notes", "a")]
for (path, user) in requests {
    do {
        print(try fs.read(path, as: user))
    } catch let e as FileError {
        print("\(e) [recoverable: \(e.isRecoverable)]")
    } catch {
        print("unknown \(error)")
    }
}

for user in ["a", "c"] {
    do {
        print(try loadProfile(fs, user: user))
    } catch {
        print("Error -> \(error)")
        if let app = error as? AppError, let fe = app.underlying as? FileError {
            print("  underlying recoverable: \(fe.isRecoverable)")
        }
    }
}

// String(describing:) and interpolation agree
let e = FileError.tooLarge(bytes: 2048, limit: 1024)
print(String(describing: e) == "\(e)")
let errors: [Error] = [FileError.notFound(path: "x"), AppError(context: "ctx", underlying: e)]
print(errors.map { "\($0)" })
// expect: <120 bytes of /etc/motd>
// expect: User 'b' may not read /home/a/notes [recoverable: false]
// expect: File is 5000 bytes; limit is 1000 [recoverable: true]
// expect: /tmp/broken is corrupted at byte 32 [recoverable: false]
// expect: File not found: /nope [recoverable: true]
// expect: <300 bytes of /home/a/notes>
// expect: <300 bytes of /home/a/notes>
// expect: Error -> loading profile for c: File not found: /home/c/notes
// expect:   underlying recoverable: true
// expect: true
// expect: ["File not found: x", "ctx: File is 2048 bytes; limit is 1024"]
