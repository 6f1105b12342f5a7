// App code style: a logger that collects lines into a TextOutputStream buffer

struct LogBuffer: TextOutputStream {
    var lines: [String] = []
    var pending = ""
    mutating func write(_ string: String) {
        for ch in string {
            if ch == "\n" {
                lines.append(pending)
                pending = ""
            } else {
                pending.append(ch)
            }
        }
    }
}

enum Level: String {
    case debug = "DEBUG"
    case info = "INFO"
    case warn = "WARN"
    case error = "ERROR"
}

struct Logger {
    var buffer = LogBuffer()
    var minLevel: Level = .info
    var counter = 0

    private func rank(_ l: Level) -> Int {
        switch l {
        case .debug: return 0
        case .info: return 1
        case .warn: return 2
        case .error: return 3
        }
    }

    mutating func log(_ level: Level, _ items: Any..., separator: String = " ") {
        guard rank(level) >= rank(minLevel) else { return }
        counter += 1
        let body = items.map { String(describing: $0) }.joined(separator: separator)
        print("#\(counter) [\(level.rawValue)]", body, to: &buffer)
    }
}

var logger = Logger()
logger.log(.debug, "hidden", 1)
logger.log(.info, "starting", "service", 3)
logger.log(.warn, "disk at", 91.5, "%")
logger.log(.error, "failed:", [1, 2], separator: "|")
logger.minLevel = .debug
logger.log(.debug, "now visible", Optional(4) as Any)
logger.log(.info, "tuple", (1, "x"))

print("captured \(logger.buffer.lines.count) lines")
for line in logger.buffer.lines {
    print(">", line)
}
print("pending is empty:", logger.buffer.pending.isEmpty)

var raw = ""
print("a", "b", separator: "+", terminator: "", to: &raw)
print("c", to: &raw)
debugPrint("quoted", to: &raw)
print(raw.count)
print(raw, terminator: "")

var dumped = ""
dump([10, 20], to: &dumped)
print(dumped, terminator: "")

// expect: captured 5 lines
// expect: > #1 [INFO] starting service 3
// expect: > #2 [WARN] disk at 91.5 %
// expect: > #3 [ERROR] failed:|[1, 2]
// expect: > #4 [DEBUG] now visible Optional(4)
// expect: > #5 [INFO] tuple (1, "x")
// expect: pending is empty: true
// expect: 14
// expect: a+bc
// expect: "quoted"
// expect: ▿ 2 elements
// expect:   - 10
// expect:   - 20
