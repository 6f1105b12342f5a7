// Swift book style (Automatic Reference Counting): deinit order across class hierarchies and collections
class Resource {
    let id: String
    init(_ id: String) { self.id = id; print("init \(id)") }
    deinit { print("deinit \(id)") }
}
class Special: Resource {
    let extra: Resource
    init(_ id: String, extra: String) {
        self.extra = Resource(extra)
        super.init(id)
    }
    deinit { print("deinit Special \(id) (subclass first)") }
}
var s: Special? = Special("main", extra: "helper")
print("created special")
s = nil
print("---")
class Pool {
    var members: [Resource] = []
    deinit { print("pool deinit with \(members.count) members") }
}
var pool: Pool? = Pool()
pool!.members.append(Resource("r1"))
pool!.members.append(Resource("r2"))
pool = nil
print("---")
var dict: [String: Resource] = ["a": Resource("ka")]
dict["a"] = Resource("kb")
print("replaced key")
dict.removeValue(forKey: "a")
print("removed key")
func scopeDemo() -> Resource {
    let keep = Resource("keep")
    _ = Resource("discard")
    print("in scope")
    return keep
}
let kept = scopeDemo()
print("kept \(kept.id)")
var maybe: Resource? = Resource("opt")
maybe = maybe.map { _ in Resource("mapped") }
print("after map")
// expect: init helper
// expect: init main
// expect: created special
// expect: deinit Special main (subclass first)
// expect: deinit main
// expect: deinit helper
// expect: ---
// expect: init r1
// expect: init r2
// expect: pool deinit with 2 members
// expect: deinit r1
// expect: deinit r2
// expect: ---
// expect: init ka
// expect: init kb
// expect: deinit ka
// expect: replaced key
// expect: deinit kb
// expect: removed key
// expect: init keep
// expect: init discard
// expect: deinit discard
// expect: in scope
// expect: kept keep
// expect: init opt
// expect: init mapped
// expect: deinit opt
// expect: after map
