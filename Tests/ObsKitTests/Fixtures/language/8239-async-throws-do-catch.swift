// Concurrency tutorial: async throwing functions handled with do/catch, try? and rethrowing
enum NetworkError: Error {
    case offline
    case badStatus(Int)
    case decoding(String)
}

func fetchData(from path: String) async throws -> String {
    switch path {
    case "/offline": throw NetworkError.offline
    case "/missing": throw NetworkError.badStatus(404)
    case "/garbled": return "%%%"
    default: return "name=\(path.dropFirst())"
    }
}

func decodeName(_ raw: String) throws -> String {
    guard raw.hasPrefix("name=") else {
        throw NetworkError.decoding(raw)
    }
    let name = raw.dropFirst(5)
    return name.prefix(1).uppercased() + name.dropFirst()
}

func loadName(from path: String) async throws -> String {
    let raw = try await fetchData(from: path)
    return try decodeName(raw)
}

for path in ["/swift", "/offline", "/missing", "/garbled"] {
    do {
        let name = try await loadName(from: path)
        print("\(path) -> \(name)")
    } catch NetworkError.offline {
        print("\(path) -> no connection")
    } catch NetworkError.badStatus(let code) where code >= 400 {
        print("\(path) -> HTTP error \(code)")
    } catch {
        print("\(path) -> failed: \(error)")
    }
}

let optional = try? await loadName(from: "/offline")
print("try? result: \(String(describing: optional))")

func loadOrDefault(_ path: String) async -> String {
    (try? await loadName(from: path)) ?? "Anonymous"
}
print("With default: \(await loadOrDefault("/missing"))")
print("With default: \(await loadOrDefault("/taylor"))")
// expect: /swift -> Swift
// expect: /offline -> no connection
// expect: /missing -> HTTP error 404
// expect: /garbled -> failed: decoding("%%%")
// expect: try? result: nil
// expect: With default: Anonymous
// expect: With default: Taylor
