// Compiler test style: dictionary values released when keys are overwritten, removed, or set to nil
final class Session {
    let user: String
    init(user: String) { self.user = user }
    deinit { print("session for \(user) closed") }
}

func demo() {
    var sessions: [String: Session] = [:]
    sessions["alice"] = Session(user: "alice")
    sessions["bob"] = Session(user: "bob")
    sessions["carol"] = Session(user: "carol")
    print("open: \(sessions.keys.sorted())")

    sessions["alice"] = Session(user: "alice2")
    print("alice replaced")

    sessions["bob"] = nil
    print("bob removed via nil")

    if let old = sessions.removeValue(forKey: "carol") {
        print("removed \(old.user) explicitly")
    }
    print("after removeValue")

    let updated = sessions.updateValue(Session(user: "alice3"), forKey: "alice")
    print("updateValue returned \(updated?.user ?? "none")")
    print("remaining: \(sessions.values.map { $0.user }.sorted())")
}

demo()
print("demo finished")
// expect: open: ["alice", "bob", "carol"]
// expect: session for alice closed
// expect: alice replaced
// expect: session for bob closed
// expect: bob removed via nil
// expect: removed carol explicitly
// expect: session for carol closed
// expect: after removeValue
// expect: updateValue returned alice2
// expect: remaining: ["alice3"]
// expect: session for alice2 closed
// expect: session for alice3 closed
// expect: demo finished
