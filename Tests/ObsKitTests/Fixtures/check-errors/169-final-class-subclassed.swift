// Check error: inheriting from a class marked 'final'
final class Logger {
    func log(_ message: String) {
        print("[log] \(message)")
    }
}

class TimestampLogger: Logger {
    func logNow(_ message: String) {
        log("now: \(message)")
    }
}

TimestampLogger().logNow("hello")
// expect-error: inheritance from a final class 'Logger'
