// Swift Evolution style: SE-0366 the consume operator ends a local binding's lifetime and forwards ownership
final class Resource {
    let name: String
    init(name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

func takeOwnership(_ r: consuming Resource) {
    print("took \(r.name)")
}

func demoForwarding() {
    let r = Resource(name: "A")
    takeOwnership(consume r)
    // r can no longer be used here
    print("after forwarding A")
}

func demoReassign() {
    var list = [1, 2, 3]
    let snapshot = consume list
    list = [9]
    print("snapshot \(snapshot), list \(list)")
}

struct Document: ~Copyable {
    var title: String
    deinit { print("closing document \(title)") }
}

func archive(_ doc: consuming Document) -> String {
    "archived(\(doc.title))"
}

func demoNoncopyable() {
    let doc = Document(title: "report")
    let label = archive(consume doc)
    print(label)
}

func demoParameter(_ names: consuming [String]) -> [String] {
    var owned = consume names
    owned.append("zed")
    return owned
}

demoForwarding()
print("--")
demoReassign()
print("--")
demoNoncopyable()
print("--")
print(demoParameter(["amy", "bob"]))

// expect: init A
// expect: took A
// expect: deinit A
// expect: after forwarding A
// expect: --
// expect: snapshot [1, 2, 3], list [9]
// expect: --
// expect: closing document report
// expect: archived(report)
// expect: --
// expect: ["amy", "bob", "zed"]
