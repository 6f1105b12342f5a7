// Access control: private, fileprivate, private(set), internal defaults, extensions access
// expected output: swiftc 6.3.1 (Linux), run on this machine
public struct AuditedValue<T> {
    public private(set) var history: [T] = []
    public var current: T {
        willSet { history.append(current) }
    }
    public init(_ v: T) { current = v }
}

var setting = AuditedValue("low")
setting.current = "medium"
setting.current = "high"
print(setting.current, setting.history, setting.history.count)

fileprivate func obfuscate(_ s: String) -> String { String(s.reversed()).uppercased() }

final class PasswordManager {
    private var secrets: [String: String] = [:]
    private(set) var events: [String] = []
    fileprivate var failedAttempts = 0
    let ownerName: String

    init(ownerName: String) { self.ownerName = ownerName }

    func save(_ site: String, _ password: String) {
        secrets[site] = password
        note("saved \(site)")
    }
    func reveal(_ site: String, pin: Int) -> String? {
        guard pin == 1234 else {
            failedAttempts += 1
            note("bad pin for \(site)")
            return nil
        }
        return secrets[site].map(obfuscate)
    }
    private func note(_ e: String) { events.append(e) }
}

extension PasswordManager {
    var siteCount: Int { secrets.count }
    func lock() { secrets.removeAll(); note("locked") }
}

let pm = PasswordManager(ownerName: "kai")
pm.save("mail", "hunter2")
pm.save("bank", "p4ss")
print(pm.reveal("mail", pin: 1234) ?? "-", pm.reveal("bank", pin: 1) ?? "-", pm.siteCount)
pm.failedAttempts += 10
pm.lock()
print(pm.events, pm.failedAttempts, pm.ownerName)

struct Ticket {
    private static var nextNumber = 100
    let number: Int
    private(set) var isUsed = false
    init() { number = Ticket.nextNumber; Ticket.nextNumber += 1 }
    mutating func punch() -> Bool { defer { isUsed = true }; return !isUsed }
}
var t1 = Ticket(), t2 = Ticket()
print(t1.number, t2.number, t1.punch(), t1.punch(), t1.isUsed, t2.isUsed)

private enum Speed { case slow, fast }
private struct Engine { var speed = Speed.slow; var sound: String { speed == .fast ? "vroom" : "putt" } }
print(Engine().sound, Engine(speed: .fast).sound)

open class View {
    open func body() -> String { "view" }
    public final func rendered() -> String { "<" + body() + ">" }
}
class Toggle: View { override func body() -> String { "toggle" } }
print(View().rendered(), Toggle().rendered())
// expect: high ["low", "medium"] 2
// expect: 2RETNUH - 2
// expect: ["saved mail", "saved bank", "bad pin for bank", "locked"] 11 kai
// expect: 100 101 true false true false
// expect: putt vroom
// expect: <view> <toggle>
