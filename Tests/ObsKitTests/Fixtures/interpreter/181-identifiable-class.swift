// Identifiable classes get a default ObjectIdentifier id (compared, never printed)
class Session: Identifiable {
    let user: String
    init(user: String) { self.user = user }
}

let a = Session(user: "ann")
let b = Session(user: "ann")
let a2 = a
print(a.id == a2.id)
print(a.id == b.id)
print(a.id == ObjectIdentifier(a))
let sessions = [a, b]
print(sessions.firstIndex { $0.id == b.id } ?? -1)
var seen: Set<ObjectIdentifier> = []
for s in [a, b, a2] { seen.insert(s.id) }
print(seen.count)

// expect: true
// expect: false
// expect: true
// expect: 1
// expect: 2
