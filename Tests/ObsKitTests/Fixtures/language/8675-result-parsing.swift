// Swift book style (Error Handling): error enums with associated values, throwing parsers and Result
enum ConfigError: Error, CustomStringConvertible {
    case missingSeparator(line: Int)
    case emptyKey(line: Int)
    case badNumber(key: String, text: String)
    case outOfRange(key: String, value: Int, allowed: ClosedRange<Int>)

    var description: String {
        switch self {
        case .missingSeparator(let line): return "line \(line): expected key=value"
        case .emptyKey(let line): return "line \(line): empty key"
        case let .badNumber(key, text): return "\(key): '\(text)' is not a number"
        case let .outOfRange(key, value, allowed):
            return "\(key): \(value) not in \(allowed.lowerBound)...\(allowed.upperBound)"
        }
    }
}

func parsePairs(_ text: String) throws -> [(String, String)] {
    var pairs: [(String, String)] = []
    for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = raw.drop(while: { $0 == " " })
        if line.isEmpty || line.hasPrefix("#") { continue }
        guard let eq = line.firstIndex(of: "=") else { throw ConfigError.missingSeparator(line: i + 1) }
        let key = String(line[..<eq])
        guard !key.isEmpty else { throw ConfigError.emptyKey(line: i + 1) }
        pairs.append((key, String(line[line.index(after: eq)...])))
    }
    return pairs
}

let limits: [String: ClosedRange<Int>] = ["port": 1...65535, "workers": 1...64, "retries": 0...10]

func loadConfig(_ text: String) -> Result<[String: Int], ConfigError> {
    do {
        var config: [String: Int] = [:]
        for (key, value) in try parsePairs(text) {
            guard let number = Int(value) else { throw ConfigError.badNumber(key: key, text: value) }
            if let range = limits[key], !range.contains(number) {
                throw ConfigError.outOfRange(key: key, value: number, allowed: range)
            }
            config[key] = number
        }
        return .success(config)
    } catch let error as ConfigError {
        return .failure(error)
    } catch {
        fatalError("unexpected \(error)")
    }
}

let samples = [
    "# server\nport=8080\nworkers=4\n  retries=3",
    "port=8080\nworkers",
    "port=80\n=5",
    "workers=four",
    "port=8080\nworkers=128",
]
for (n, sample) in samples.enumerated() {
    switch loadConfig(sample) {
    case .success(let config):
        let listing = config.keys.sorted().map { "\($0)=\(config[$0]!)" }.joined(separator: ", ")
        print("sample \(n + 1): ok {\(listing)}")
    case .failure(let error):
        print("sample \(n + 1): error \(error)")
    }
}
let ports = samples.compactMap { try? loadConfig($0).get()["port"] }
print("Ports from valid samples: \(ports)")
let outcome = Result { try parsePairs("a=1\nb") }.map { $0.count }
if case .failure(let e) = outcome { print("Result(catching:) failure: \(e)") }

// expect: sample 1: ok {port=8080, retries=3, workers=4}
// expect: sample 2: error line 2: expected key=value
// expect: sample 3: error line 2: empty key
// expect: sample 4: error workers: 'four' is not a number
// expect: sample 5: error workers: 128 not in 1...64
// expect: Ports from valid samples: [8080]
// expect: Result(catching:) failure: line 2: expected key=value
