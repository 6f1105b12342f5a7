// Error handling: errors thrown through several layers, converted to another error type with context, `catch let x as T`, and `error is T` checks.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum DiskError: Error { case notFound(String), corrupted }
struct AppError: Error, CustomStringConvertible {
    let context: String
    let underlying: Error
    var description: String { "\(context): \(underlying)" }
}

func readFile(_ name: String) throws -> String {
    if name == "gone.txt" { throw DiskError.notFound(name) }
    if name.hasSuffix(".bin") { throw DiskError.corrupted }
    return "contents of \(name)"
}

func loadConfig(_ name: String) throws -> [String] {
    do {
        let text = try readFile(name)
        return text.split(separator: " ").map(String.init)
    } catch {
        throw AppError(context: "loading config \(name)", underlying: error)
    }
}

func start(with name: String) -> String {
    do {
        let words = try loadConfig(name)
        return "started with \(words.count) words"
    } catch let e as AppError where e.underlying is DiskError {
        return "disk problem -> \(e)"
    } catch {
        return "other problem -> \(error)"
    }
}

print(start(with: "app.cfg"))
print(start(with: "gone.txt"))
print(start(with: "blob.bin"))

func check(_ e: Error) {
    print(e is DiskError, e is AppError, (e as? DiskError).map { "\($0)" } ?? "-")
}
check(DiskError.corrupted)
check(AppError(context: "x", underlying: DiskError.corrupted))
let anyError: any Error = DiskError.notFound("a")
print(type(of: anyError), anyError)

// expect: started with 3 words
// expect: disk problem -> loading config gone.txt: notFound("gone.txt")
// expect: disk problem -> loading config blob.bin: corrupted
// expect: true false corrupted
// expect: false true -
// expect: DiskError notFound("a")
