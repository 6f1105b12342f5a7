// Compiler test style (concurrency): async and async throws initializers on structs, classes and actors
func loadConfig(_ name: String) async -> [String: String] {
    ["name": name, "mode": name.count > 4 ? "full" : "lite"]
}

struct Settings {
    let name: String
    let mode: String
    init(named name: String) async {
        let cfg = await loadConfig(name)
        self.name = cfg["name"]!
        self.mode = cfg["mode"]!
    }
    init?(optional name: String) async {
        guard !name.isEmpty else { return nil }
        await self.init(named: name)
    }
}

enum ConnectionError: Error { case refused(port: Int) }

class Connection {
    let port: Int
    var open = false
    init(port: Int) async throws {
        guard port > 1024 else { throw ConnectionError.refused(port: port) }
        self.port = port
        open = await Task { true }.value
    }
}

final class SecureConnection: Connection {
    let cipher: String
    init(port: Int, cipher: String) async throws {
        self.cipher = cipher
        try await super.init(port: port + 1)
    }
}

actor Session {
    let user: String
    var token: String
    init(user: String) async {
        self.user = user
        self.token = await Task { String(user.reversed()) + "#1" }.value
    }
    func rotate() -> String { token = token.map { $0 == "#" ? "##" : String($0) }.joined(); return token }
}

let s1 = await Settings(named: "dashboard")
print(s1.name, s1.mode)
let s2 = await Settings(named: "cli")
print(s2.name, s2.mode)
print("optional empty:", await Settings(optional: "") == nil)
print("optional ok:", await Settings(optional: "api")?.mode ?? "none")

let c = try await Connection(port: 8080)
print("connection:", c.port, c.open)
do {
    _ = try await Connection(port: 80)
} catch ConnectionError.refused(let p) {
    print("refused port", p)
}
let sc = try await SecureConnection(port: 4430, cipher: "aes")
print("secure:", sc.port, sc.cipher, sc.open)

let session = await Session(user: "mila")
print("token:", await session.token)
print("rotated:", await session.rotate())

// expect: dashboard full
// expect: cli lite
// expect: optional empty: true
// expect: optional ok: lite
// expect: connection: 8080 true
// expect: refused port 80
// expect: secure: 4431 aes true
// expect: token: alim#1
// expect: rotated: alim##1
