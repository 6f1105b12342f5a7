// Compiler test style: protocol init requirements, self reassignment in protocol extensions
// known-gap: line 5: expected "Session(guest) Session(ann) false", got "Session(ann) Session(ann) true"
protocol Resettable {
  init()
  var summary: String { get }
}

extension Resettable {
  mutating func reset() { self = Self() }
  static func fresh() -> Self { return Self() }
}

struct Score: Resettable {
  var points = 0
  var summary: String { return "Score(\(points))" }
}

class Session: Resettable {
  var user = "guest"
  required init() { print("Session.init") }
  var summary: String { return "Session(\(user))" }
}

final class AdminSession: Session {
  required init() {
    super.init()
    user = "admin"
  }
}

var s = Score(points: 7)
print(s.summary)
s.reset()
print(s.summary)

var sess = Session()
sess.user = "ann"
let alias = sess
sess.reset()
print(sess.summary, alias.summary, sess === alias)
let admin = AdminSession.fresh()
print(admin.summary)
func make<T: Resettable>(_: T.Type) -> String { return T().summary }
print(make(Score.self), make(AdminSession.self))
// expect: Score(7)
// expect: Score(0)
// expect: Session.init
// expect: Session.init
// expect: Session(guest) Session(ann) false
// expect: Session.init
// expect: Session(admin)
// expect: Session.init
// expect: Score(0) Session(admin)
