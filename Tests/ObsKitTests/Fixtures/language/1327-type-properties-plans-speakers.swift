// Properties: static stored and computed type properties, class computed properties overridden, shared counters.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Theme {
    static var accentColor = "teal"
    static var cornerRadius: Int { 8 }
}
enum UploadLimits {
    static var label = "25 MB per file"
    static var maxAttachments: Int { 6 }
}
class Plan {
    static var planName = "free plan"
    class var storageGigabytes: Int { 5 }
}
class ProPlan: Plan {
    override class var storageGigabytes: Int { 200 }
}
print(Theme.accentColor)
Theme.accentColor = "coral"
print(Theme.accentColor)
print(UploadLimits.maxAttachments, Plan.storageGigabytes, ProPlan.storageGigabytes)
struct Speaker {
    static let volumeCap = 10
    static var adjustmentsEverywhere = 0
    var volume: Int = 0 {
        didSet {
            Speaker.adjustmentsEverywhere += 1
            if volume > Speaker.volumeCap {
                volume = Speaker.volumeCap
            }
        }
    }
}
var kitchenSpeaker = Speaker()
var patioSpeaker = Speaker()
kitchenSpeaker.volume = 6
print(kitchenSpeaker.volume, Speaker.adjustmentsEverywhere)
patioSpeaker.volume = 14
print(patioSpeaker.volume, Speaker.adjustmentsEverywhere)
final class Ticket {
    static private(set) var issued = 0
    static let prefix = "T-"
    let code: String
    init() {
        Ticket.issued += 1
        code = Self.prefix + String(Ticket.issued)
    }
    static var nextCode: String { prefix + String(issued + 1) }
}
print(Ticket.nextCode)
let tickets = [Ticket(), Ticket(), Ticket()]
print(tickets.map(\.code), Ticket.issued, Ticket.nextCode)
let metaType: Plan.Type = ProPlan.self
print(metaType.storageGigabytes)

// expect: teal
// expect: coral
// expect: 6 5 200
// expect: 6 1
// expect: 10 2
// expect: T-1
// expect: ["T-1", "T-2", "T-3"] 3 T-4
// expect: 200
