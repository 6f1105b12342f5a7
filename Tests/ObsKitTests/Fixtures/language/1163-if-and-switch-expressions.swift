// Control Flow: if and switch used as expressions: in let initializers, returns, assignments and closures, with throwing branches.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Level { case debug, info, warning, error }
let temperature = 28
let feeling = if temperature > 25 { "hot" } else if temperature < 10 { "cold" } else { "fine" }
print(feeling)
let level = Level.warning
let prefix = switch level {
case .debug: "[D]"
case .info: "[I]"
case .warning, .error: "[!]"
}
print(prefix, "disk almost full")
func icon(for level: Level) -> String {
    switch level {
    case .debug: "🐞"
    case .info: "ℹ️"
    case .warning: "⚠️"
    case .error: "⛔️"
    }
}
print([Level.debug, .error].map(icon(for:)))
var status: String
let code = 404
status = if code < 300 { "ok" } else if code < 500 { "client error" } else { "server error" }
print(status)
let score = 83
let grade: Character = switch score {
case 90...: "A"
case 80..<90: "B"
case 70..<80: "C"
default: "F"
}
print(grade)
enum ParseFailure: Error { case bad(String) }
func parse(_ text: String) throws -> Int {
    let value = if let n = Int(text) { n } else { throw ParseFailure.bad(text) }
    return value
}
print(try parse("12"), (try? parse("x")) as Any)
let sizes = [3, 15, 40].map { n in
    if n < 10 { "small" } else if n < 30 { "medium" } else { "large" }
}
print(sizes)
let optionalName: String? = nil
let display = switch optionalName {
case .some(let name) where !name.isEmpty: name
default: "Guest"
}
print(display)
let half: Double = if temperature.isMultiple(of: 2) { Double(temperature) / 2 } else { 0 }
print(half)

// expect: hot
// expect: [!] disk almost full
// expect: ["🐞", "⛔️"]
// expect: client error
// expect: B
// expect: 12 nil
// expect: ["small", "medium", "large"]
// expect: Guest
// expect: 14.0
