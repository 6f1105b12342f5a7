// Blog style (typed throws): functions declaring `throws(ParseError)` and exhaustive catch without casting
enum ParseError: Error, Equatable {
    case empty
    case badCharacter(Character, at: Int)
    case outOfRange(Int)
}

enum ConfigError: Error {
    case parse(ParseError, line: Int)
    case missing(String)
}

func parsePort(_ text: String) throws(ParseError) -> Int {
    guard !text.isEmpty else { throw .empty }
    var value = 0
    for (i, ch) in text.enumerated() {
        guard let d = ch.wholeNumberValue else { throw .badCharacter(ch, at: i) }
        value = value * 10 + d
    }
    guard (1...65535).contains(value) else { throw .outOfRange(value) }
    return value
}

func describe(_ e: ParseError) -> String {
    switch e {
    case .empty: "empty input"
    case .badCharacter(let c, let i): "bad character '\(c)' at \(i)"
    case .outOfRange(let v): "\(v) out of range"
    }
}

for input in ["8080", "", "80a0", "70000", "443"] {
    do {
        let port = try parsePort(input)
        print("'\(input)' -> \(port)")
    } catch {
        print("'\(input)' -> \(describe(error))")
    }
}

func loadConfig(_ lines: [String]) throws(ConfigError) -> [String: Int] {
    var result: [String: Int] = [:]
    for (n, line) in lines.enumerated() {
        let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw .missing("value on line \(n + 1)") }
        do {
            result[parts[0]] = try parsePort(parts[1])
        } catch {
            throw .parse(error, line: n + 1)
        }
    }
    return result
}

let attempts: [[String]] = [["http=80", "https=443"], ["http=80", "admin=9x"], ["debug"]]
for lines in attempts {
    do throws(ConfigError) {
        let cfg = try loadConfig(lines)
        print("loaded:", cfg.keys.sorted().map { "\($0)=\(cfg[$0]!)" })
    } catch .parse(let inner, let line) {
        print("parse error on line \(line): \(describe(inner))")
    } catch .missing(let what) {
        print("missing \(what)")
    }
}

let r = Result { () throws(ParseError) -> Int in try parsePort("0") }
if case .failure(let e) = r { print("Result captured:", e, e == .outOfRange(0)) }

func alwaysWorks() throws(Never) -> String { "no error possible" }
print(alwaysWorks())
let mapped = ["1", "22", "x"].map { s in (try? parsePort(s)) ?? -1 }
print(mapped)
// expect: '8080' -> 8080
// expect: '' -> empty input
// expect: '80a0' -> bad character 'a' at 2
// expect: '70000' -> 70000 out of range
// expect: '443' -> 443
// expect: loaded: ["http=80", "https=443"]
// expect: parse error on line 2: bad character 'x' at 1
// expect: missing value on line 1
// expect: Result captured: outOfRange(0) true
// expect: no error possible
// expect: [1, 22, -1]
