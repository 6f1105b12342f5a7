// Compiler test style: static stored properties mutated from instances, with observers and lazy initialization
struct Ticket {
  static var issued = 0
  static var prefix = "T" {
    didSet { print("  prefix changed from \(oldValue) to \(prefix)") }
  }
  static var registry: [String] = {
    print("  registry initialized")
    return []
  }()

  let id: String

  init() {
    Ticket.issued += 1
    id = "\(Self.prefix)\(Ticket.issued)"
  }

  func register() {
    Self.registry.append(id)
  }

  mutating func reissue() {
    Self.issued += 100
    self = Ticket()
  }
}

class Session {
  static var active = 0
  class var describe: String { return "Session(\(active))" }
  init() { Session.active += 1 }
  deinit { Session.active -= 1 }
}

let t1 = Ticket()
let t2 = Ticket()
print(t1.id, t2.id, Ticket.issued)
Ticket.prefix = "VIP-"
var t3 = Ticket()
print(t3.id)
print("before register")
t1.register()
t3.register()
t3.reissue()
t3.register()
print(Ticket.registry)

func bumpStatic(_ n: inout Int) { n *= 2 }
bumpStatic(&Ticket.issued)
print("issued:", Ticket.issued)

do {
  let a = Session()
  let b = Session()
  print(Session.describe, a !== b)
}
print(Session.describe)
// expect: T1 T2 2
// expect:   prefix changed from T to VIP-
// expect: VIP-3
// expect: before register
// expect:   registry initialized
// expect: ["T1", "VIP-3", "VIP-104"]
// expect: issued: 208
// expect: Session(2) true
// expect: Session(0)
