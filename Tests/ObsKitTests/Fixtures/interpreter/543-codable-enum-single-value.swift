// An enum with its own single-value coding: unknown raw values fall back to a case
// (`self = Kind(rawValue: raw) ?? .unknown`), and a type that codes itself as one string.
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
import Foundation

enum Status: String, Codable {
    case active, suspended, deleted
    case unknown

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        self = Status(rawValue: raw.lowercased()) ?? .unknown
    }
}

struct Account: Codable {
    let id: Int
    let status: Status
}

let accounts = try JSONDecoder().decode([Account].self, from: Data(#"""
[{"id": 1, "status": "active"}, {"id": 2, "status": "SUSPENDED"}, {"id": 3, "status": "archived"}]
"""#.utf8))
for account in accounts {
    print(account.id, account.status)
}
let sortedEncoder = JSONEncoder()
sortedEncoder.outputFormatting = .sortedKeys
print(String(decoding: try sortedEncoder.encode(accounts[1]), as: UTF8.self))

struct Version: Codable, CustomStringConvertible {
    var major: Int
    var minor: Int

    init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self.init(major: 0, minor: 0)
            return
        }
        let text = try container.decode(String.self)
        let parts = text.split(separator: ".").compactMap { Int($0) }
        guard parts.count == 2 else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Bad version '\(text)'")
        }
        self.init(major: parts[0], minor: parts[1])
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("\(major).\(minor)")
    }

    var description: String { "v\(major).\(minor)" }
}

struct Release: Codable {
    var name: String
    var version: Version
    var minimum: Version?
}

let releases = try JSONDecoder().decode([Release].self, from: Data(#"""
[{"name": "Spring", "version": "2.4", "minimum": "1.0"}, {"name": "Patch", "version": "2.5", "minimum": null}]
"""#.utf8))
for release in releases {
    print(release.name, release.version, release.minimum.map(\.description) ?? "none")
}
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(releases), as: UTF8.self))
print(String(decoding: try encoder.encode(Version(major: 3, minor: 1)), as: UTF8.self))
print(try JSONDecoder().decode(Version.self, from: Data("null".utf8)))

do {
    _ = try JSONDecoder().decode(Release.self, from: Data(#"{"name": "Broken", "version": "two"}"#.utf8))
} catch let DecodingError.dataCorrupted(context) {
    print(context.debugDescription, context.codingPath.map(\.stringValue))
}

// expect: 1 active
// expect: 2 suspended
// expect: 3 unknown
// expect: {"id":2,"status":"suspended"}
// expect: Spring v2.4 v1.0
// expect: Patch v2.5 none
// expect: [{"minimum":"1.0","name":"Spring","version":"2.4"},{"name":"Patch","version":"2.5"}]
// expect: "3.1"
// expect: v0.0
// expect: Bad version 'two' ["version"]
