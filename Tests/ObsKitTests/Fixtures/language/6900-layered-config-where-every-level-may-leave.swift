// Hacking with Swift style (configuration with defaults): a layered config where every level may leave keys out
import Foundation

struct ServerConfig: Codable, Equatable {
    var host = "localhost"
    var port = 8080
    var useTLS = false
    var allowedOrigins: [String] = []
    var limits = Limits()

    struct Limits: Codable, Equatable {
        var maxConnections = 100
        var timeoutSeconds = 30

        init() {}
        init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            let defaults = Limits()
            maxConnections = try c.decodeIfPresent(Int.self, forKey: .maxConnections) ?? defaults.maxConnections
            timeoutSeconds = try c.decodeIfPresent(Int.self, forKey: .timeoutSeconds) ?? defaults.timeoutSeconds
        }
    }

    init() {}
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = ServerConfig()
        host = try c.decodeIfPresent(String.self, forKey: .host) ?? d.host
        port = try c.decodeIfPresent(Int.self, forKey: .port) ?? d.port
        useTLS = try c.decodeIfPresent(Bool.self, forKey: .useTLS) ?? d.useTLS
        allowedOrigins = try c.decodeIfPresent([String].self, forKey: .allowedOrigins) ?? d.allowedOrigins
        limits = try c.decodeIfPresent(Limits.self, forKey: .limits) ?? d.limits
    }
}

let samples = [
    "{}",
    #"{"port": 443, "useTLS": true}"#,
    """
    {"host": "api.example.org", "allowedOrigins": ["https://example.org"], "limits": {"timeoutSeconds": 5}}
    """,
]

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
for sample in samples {
    let config = try JSONDecoder().decode(ServerConfig.self, from: Data(sample.utf8))
    print("\(config.useTLS ? "https" : "http")://\(config.host):\(config.port) origins=\(config.allowedOrigins.count) max=\(config.limits.maxConnections) timeout=\(config.limits.timeoutSeconds)")
    print(config == ServerConfig())
}
print(String(decoding: try encoder.encode(ServerConfig()), as: UTF8.self))

// expect: http://localhost:8080 origins=0 max=100 timeout=30
// expect: true
// expect: https://localhost:443 origins=0 max=100 timeout=30
// expect: false
// expect: http://api.example.org:8080 origins=1 max=100 timeout=5
// expect: false
// expect: {"allowedOrigins":[],"host":"localhost","limits":{"maxConnections":100,"timeoutSeconds":30},"port":8080,"useTLS":false}
