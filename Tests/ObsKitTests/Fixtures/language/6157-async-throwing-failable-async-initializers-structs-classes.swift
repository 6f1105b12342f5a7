// Kodeco style (async initializers): async throwing and failable async initializers on structs, classes and an actor
enum SetupError: Error { case missingKey(String) }

func loadSetting(_ key: String) async throws -> String {
    let settings = ["host": "example.org", "port": "8080", "mode": "debug"]
    guard let value = settings[key] else { throw SetupError.missingKey(key) }
    return value
}

struct ServerConfig {
    let host: String
    let port: Int

    init(hostKey: String = "host") async throws {
        host = try await loadSetting(hostKey)
        port = Int(try await loadSetting("port")) ?? 0
    }
}

final class Session {
    let config: ServerConfig
    let token: String

    init(user: String) async throws {
        config = try await ServerConfig()
        token = "\(user)@\(config.host):\(config.port)"
    }

    convenience init?(guest: Bool) async {
        guard guest else { return nil }
        try? await self.init(user: "guest")
    }
}

actor Connection {
    let id: Int
    private(set) var state: String

    init(id: Int) async {
        self.id = id
        self.state = "opening"
        await Task.yield()
        self.state = "open"
    }

    func close() { state = "closed" }
}

let config = try await ServerConfig()
print(config.host, config.port)

do {
    _ = try await ServerConfig(hostKey: "hostname")
} catch SetupError.missingKey(let key) {
    print("missing key:", key)
}

let session = try await Session(user: "kim")
print(session.token)

if let guest = await Session(guest: true) { print("guest token:", guest.token) }
let nobody = await Session(guest: false)
print("non-guest:", nobody == nil ? "nil" : "session")

let connection = await Connection(id: 7)
print(connection.id, await connection.state)
await connection.close()
print(await connection.state)

let configs = try await [ServerConfig(), ServerConfig()]
print(configs.map(\.port))

// expect: example.org 8080
// expect: missing key: hostname
// expect: kim@example.org:8080
// expect: guest token: guest@example.org:8080
// expect: non-guest: nil
// expect: 7 open
// expect: closed
// expect: [8080, 8080]
