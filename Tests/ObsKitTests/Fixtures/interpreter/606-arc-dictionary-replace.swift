// Replacing or removing a dictionary value releases the object that was stored there.
class Session {
    let user: String
    init(user: String) { self.user = user }
    deinit { print("session \(user) deinit") }
}
var sessions: [String: Session] = [:]
sessions["main"] = Session(user: "alice")
print("stored", sessions["main"]!.user)
sessions["main"] = Session(user: "bob")
print("replaced with", sessions["main"]!.user)
sessions["main"] = nil
print("removed, count", sessions.count)

// expect: stored alice
// expect: session alice deinit
// expect: replaced with bob
// expect: session bob deinit
// expect: removed, count 0
