// WWDC style (async throws): async throwing functions with typed errors caught by pattern
enum NetworkError: Error, Equatable {
    case timeout
    case status(Int)
    case decoding(String)
}

func request(_ path: String) async throws -> String {
    switch path {
    case "/slow": throw NetworkError.timeout
    case "/missing": throw NetworkError.status(404)
    case "/garbled": throw NetworkError.decoding("unexpected token")
    default: return "200 OK \(path)"
    }
}

func describe(_ path: String) async -> String {
    do {
        return try await request(path)
    } catch NetworkError.timeout {
        return "timed out"
    } catch NetworkError.status(let code) where code >= 400 {
        return "client error \(code)"
    } catch let NetworkError.decoding(message) {
        return "decode failed: \(message)"
    } catch {
        return "unknown"
    }
}

for path in ["/home", "/slow", "/missing", "/garbled"] {
    print(path, "->", await describe(path))
}

let result = await Task { try await request("/missing") }.result
switch result {
case .success(let body): print("body", body)
case .failure(let error): print("failure equals status(404):", (error as? NetworkError) == .status(404))
}

let maybe = try? await request("/slow")
print(maybe == nil ? "try? gave nil" : "value")
// expect: /home -> 200 OK /home
// expect: /slow -> timed out
// expect: /missing -> client error 404
// expect: /garbled -> decode failed: unexpected token
// expect: failure equals status(404): true
// expect: try? gave nil
