// App code style: logger with custom string interpolation for privacy redaction
enum Privacy { case `public`, `private`, hash }

struct LogMessage: ExpressibleByStringInterpolation, CustomStringConvertible {
    struct StringInterpolation: StringInterpolationProtocol {
        var parts: [String] = []
        var redactions = 0
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ s: String) { parts.append(s) }
        mutating func appendInterpolation<T>(_ v: T, privacy: Privacy = .private) {
            switch privacy {
            case .public: parts.append("\(v)")
            case .private: parts.append("<private>"); redactions += 1
            case .hash:
                let h = "\(v)".unicodeScalars.reduce(7) { ($0 * 31 + Int($1.value)) % 10007 }
                parts.append("#\(h)"); redactions += 1
            }
        }
        mutating func appendInterpolation(count v: Int) { parts.append(v == 1 ? "1 item" : "\(v) items") }
    }
    let text: String
    let redactions: Int
    init(stringLiteral s: String) { text = s; redactions = 0 }
    init(stringInterpolation i: StringInterpolation) { text = i.parts.joined(); redactions = i.redactions }
    var description: String { text }
}

struct OSLog {
    let subsystem: String
    var lines: [String] = []
    mutating func log(_ m: LogMessage, file: String = "App.swift", line: Int = 1) {
        lines.append("\(subsystem) \(file):\(line) \(m)" + (m.redactions > 0 ? " [r\(m.redactions)]" : ""))
    }
}

var logger = OSLog(subsystem: "com.shop")
let email = "pat@example.com"
let cardLast4 = 4242
logger.log("app started")
logger.log("user \(email) signed in", line: 10)
logger.log("user \(email, privacy: .hash) tapped buy", line: 11)
logger.log("charged card ending \(cardLast4, privacy: .public) for \(count: 3)", file: "Pay.swift", line: 42)
logger.log("cart has \(count: 1), session \(99, privacy: .private)")
logger.lines.forEach { print($0) }
let m: LogMessage = "same \(email, privacy: .hash) == \(email, privacy: .hash)"
print(m)
// expect: com.shop App.swift:1 app started
// expect: com.shop App.swift:10 user <private> signed in [r1]
// expect: com.shop App.swift:11 user #5162 tapped buy [r1]
// expect: com.shop Pay.swift:42 charged card ending 4242 for 3 items
// expect: com.shop App.swift:1 cart has 1 item, session <private> [r1]
// expect: same #5162 == #5162
