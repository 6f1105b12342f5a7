// Compiler test style: final classes and final members with dispatch through base
class Logger {
    final var lines: [String] = []
    final func log(_ s: String) { lines.append(prefix() + s) }
    func prefix() -> String { return "[base] " }
}
final class TimestampLogger: Logger {
    var tick = 0
    override func prefix() -> String {
        tick += 1
        return "[t\(tick)] "
    }
}
class QuietLogger: Logger {
    override func prefix() -> String { return "" }
}

let loggers: [Logger] = [Logger(), TimestampLogger(), QuietLogger()]
for (i, l) in loggers.enumerated() {
    l.log("hello \(i)")
    l.log("bye \(i)")
}
for l in loggers {
    for line in l.lines { print(line) }
}
if let t = loggers[1] as? TimestampLogger {
    print("ticks:", t.tick)
}
print(loggers.filter { $0 is TimestampLogger }.count)
// expect: [base] hello 0
// expect: [base] bye 0
// expect: [t1] hello 1
// expect: [t2] bye 1
// expect: hello 2
// expect: bye 2
// expect: ticks: 2
// expect: 1
