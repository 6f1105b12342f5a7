// A subclass adds an overload of a superclass method with other labels; both stay callable, and an
// override still replaces the superclass's version. Expected output from swiftc 6.3.1 on Linux.
class Logger {
    func log(_ message: String) { print("[log] \(message)") }
    func log(_ message: String, level: Int) { print("[log \(level)] \(message)") }
}
class TimedLogger: Logger {
    override func log(_ message: String) { print("[12:00] \(message)") }
    func log(count: Int) { print("[12:00] \(count) events") }
}
let logger: Logger = TimedLogger()
logger.log("started")
logger.log("disk full", level: 2)
let timed = TimedLogger()
timed.log(count: 3)
timed.log("done", level: 1)

// expect: [12:00] started
// expect: [log 2] disk full
// expect: [12:00] 3 events
// expect: [log 1] done
