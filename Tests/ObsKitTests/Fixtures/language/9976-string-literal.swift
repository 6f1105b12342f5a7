// Apple docs style (ExpressibleByStringLiteral / ExpressibleByStringInterpolation): typed identifiers from literals
struct Email: ExpressibleByStringLiteral, CustomStringConvertible {
    let user: String
    let domain: String

    init(stringLiteral value: String) {
        let parts = value.split(separator: "@", maxSplits: 1)
        user = String(parts.first ?? "")
        domain = parts.count > 1 ? String(parts[1]) : "localhost"
    }

    var description: String { "<\(user) at \(domain)>" }
}

let a: Email = "kim@example.com"
let b: Email = "root"
print(a, b)
print("domains:", [a, b].map(\.domain))

func send(to recipient: Email) { print("sending to", recipient) }
send(to: "ops@example.org")

// Unicode scalar and grapheme cluster literals come along for free via the default types.
struct Tag: ExpressibleByStringLiteral, Hashable {
    let name: String
    init(stringLiteral value: String) { name = value.lowercased() }
}
let tags: [Tag] = ["Swift", "SWIFT", "Docs"]
print("unique tags:", Set(tags).map(\.name).sorted())
print("Swift == swift:", Tag(stringLiteral: "Swift") == "swift")

// Custom interpolation: uppercase values marked with a label.
struct LogMessage: ExpressibleByStringInterpolation, CustomStringConvertible {
    struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var count = 0
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ literal: String) { output += literal }
        mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            count += 1
            output += "[\(value)]"
        }
        mutating func appendInterpolation(shout value: String) {
            count += 1
            output += value.uppercased() + "!"
        }
    }
    let text: String
    let pieces: Int
    init(stringLiteral value: String) { text = value; pieces = 0 }
    init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.output
        pieces = stringInterpolation.count
    }
    var description: String { "\(text) (\(pieces) values)" }
}

let user = "ana"
let n = 3
let m1: LogMessage = "user \(user) has \(n) new messages"
let m2: LogMessage = "plain text only"
let m3: LogMessage = "alert: \(shout: "disk full") on \(2.5) GB"
print(m1)
print(m2)
print(m3)

// expect: <kim at example.com> <root at localhost>
// expect: domains: ["example.com", "localhost"]
// expect: sending to <ops at example.org>
// expect: unique tags: ["docs", "swift"]
// expect: Swift == swift: true
// expect: user [ana] has [3] new messages (2 values)
// expect: plain text only (0 values)
// expect: alert: DISK FULL! on [2.5] GB (2 values)
