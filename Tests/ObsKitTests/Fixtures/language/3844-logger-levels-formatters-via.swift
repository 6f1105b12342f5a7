// App code style: logger with levels and formatters via protocol default implementations
enum Level: Int, Comparable, CustomStringConvertible {
    case debug, info, warning, error
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    var description: String { ["DEBUG", "INFO", "WARN", "ERROR"][rawValue] }
}

struct Record { let level: Level; let message: String; let tick: Int; let category: String }

protocol Formatter { func format(_ r: Record) -> String }
extension Formatter {
    func format(_ r: Record) -> String { "[\(r.level)] \(r.message)" }
}
struct PlainFormatter: Formatter {}
struct DetailedFormatter: Formatter {
    func format(_ r: Record) -> String {
        let name = String(describing: r.level)
        let lvl = name + String(repeating: " ", count: max(0, 5 - name.count))
        return "t=\(r.tick) \(lvl) \(r.category): \(r.message)"
    }
}

protocol LogSink: AnyObject {
    var minimumLevel: Level { get }
    var formatter: Formatter { get }
    func write(_ line: String)
}
extension LogSink {
    var minimumLevel: Level { .info }
    var formatter: Formatter { PlainFormatter() }
    func receive(_ r: Record) { if r.level >= minimumLevel { write(formatter.format(r)) } }
}

final class ConsoleSink: LogSink {
    func write(_ line: String) { print("console| " + line) }
}
final class MemorySink: LogSink {
    var lines: [String] = []
    var minimumLevel: Level { .debug }
    var formatter: Formatter { DetailedFormatter() }
    func write(_ line: String) { lines.append(line) }
}

final class Logger {
    let category: String
    var sinks: [LogSink]
    private var tick = 0
    init(_ category: String, sinks: [LogSink]) { self.category = category; self.sinks = sinks }
    func log(_ level: Level, _ message: @autoclosure () -> String) {
        tick += 1
        let r = Record(level: level, message: message(), tick: tick, category: category)
        sinks.forEach { $0.receive(r) }
    }
    func debug(_ m: @autoclosure () -> String) { log(.debug, m()) }
    func error(_ m: @autoclosure () -> String) { log(.error, m()) }
}

let memory = MemorySink()
let log = Logger("net", sinks: [ConsoleSink(), memory])
log.debug("opening socket")
log.log(.info, "connected to \(["host", "8080"].joined(separator: ":"))")
log.log(.warning, "slow response")
log.error("connection reset")
print(memory.lines.joined(separator: "\n"))
print(Level.allLevels)
extension Level { static var allLevels: [Level] { [.debug, .info, .warning, .error].filter { $0 > .debug } } }
// expect: console| [INFO] connected to host:8080
// expect: console| [WARN] slow response
// expect: console| [ERROR] connection reset
// expect: t=1 DEBUG net: opening socket
// expect: t=2 INFO  net: connected to host:8080
// expect: t=3 WARN  net: slow response
// expect: t=4 ERROR net: connection reset
// expect: [INFO, WARN, ERROR]
