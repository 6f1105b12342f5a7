// Apple docs style (AsyncSequence): transforming a stream of log events
struct LogEvent {
    let level: String
    let message: String
    let millis: Int
}

func events() -> AsyncStream<LogEvent> {
    AsyncStream { c in
        let raw: [(String, String, Int)] = [
            ("info", "server started", 5),
            ("debug", "config loaded", 12),
            ("warn", "slow query", 480),
            ("error", "db timeout", 3000),
            ("info", "request /home", 35),
            ("error", "disk full", 10),
            ("info", "request /cart", 41),
        ]
        for (level, message, ms) in raw {
            c.yield(LogEvent(level: level, message: message, millis: ms))
        }
        c.finish()
    }
}

// filter + map, in the style of the AsyncSequence overview.
print("errors:")
for await text in events().filter({ $0.level == "error" }).map({ $0.message.uppercased() }) {
    print(" ", text)
}

// compactMap drops nil results.
let slowRequests = events().compactMap { event -> String? in
    event.millis > 100 ? "\(event.message) (\(event.millis)ms)" : nil
}
for await line in slowRequests {
    print("slow:", line)
}

// prefix and dropFirst slice the sequence.
var firstThree: [String] = []
for await e in events().prefix(3) { firstThree.append(e.level) }
print("first three levels:", firstThree)

var afterFive: [String] = []
for await e in events().dropFirst(5) { afterFive.append(e.message) }
print("after five:", afterFive)

// prefix(while:) and drop(while:) use a predicate instead of a count.
var startup: [String] = []
for await e in events().prefix(while: { $0.level != "warn" }) { startup.append(e.message) }
print("startup phase:", startup)

var fromTrouble = 0
for await _ in events().drop(while: { $0.level != "error" }) { fromTrouble += 1 }
print("events from first error on:", fromTrouble)

// The closures can be async themselves.
func severity(_ level: String) async -> Int {
    ["debug": 0, "info": 1, "warn": 2, "error": 3][level] ?? -1
}
var scores: [Int] = []
for await s in events().map({ await severity($0.level) }) { scores.append(s) }
print("severities:", scores)

// flatMap expands each event into several values.
var words = 0
for await _ in events().flatMap({ e in
    AsyncStream { c in
        for w in e.message.split(separator: " ") { c.yield(String(w)) }
        c.finish()
    }
}) {
    words += 1
}
print("total words:", words)

// expect: errors:
// expect:   DB TIMEOUT
// expect:   DISK FULL
// expect: slow: slow query (480ms)
// expect: slow: db timeout (3000ms)
// expect: first three levels: ["info", "debug", "warn"]
// expect: after five: ["disk full", "request /cart"]
// expect: startup phase: ["server started", "config loaded"]
// expect: events from first error on: 4
// expect: severities: [1, 0, 2, 3, 1, 3, 1]
// expect: total words: 14
