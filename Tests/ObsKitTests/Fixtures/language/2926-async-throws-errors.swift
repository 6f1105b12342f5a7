// Compiler test style: async throws functions with typed enum errors and do/catch patterns
enum NetworkError: Error {
    case notFound(path: String)
    case timeout(seconds: Int)
    case unauthorized
}

func fetch(_ path: String) async throws -> String {
    switch path {
    case "/home": return "<home>"
    case "/slow": throw NetworkError.timeout(seconds: 30)
    case "/admin": throw NetworkError.unauthorized
    default: throw NetworkError.notFound(path: path)
    }
}

func load(_ path: String) async -> String {
    do {
        return "ok " + (try await fetch(path))
    } catch NetworkError.notFound(let p) {
        return "404 \(p)"
    } catch NetworkError.timeout(let s) where s > 10 {
        return "timeout after \(s)s"
    } catch {
        return "error \(error)"
    }
}

for path in ["/home", "/missing", "/slow", "/admin"] {
    print(await load(path))
}

let maybe = try? await fetch("/nope")
print("try?:", maybe ?? "nil")
let forced = try! await fetch("/home")
print("try!:", forced)
// expect: ok <home>
// expect: 404 /missing
// expect: timeout after 30s
// expect: error unauthorized
// expect: try?: nil
// expect: try!: <home>
