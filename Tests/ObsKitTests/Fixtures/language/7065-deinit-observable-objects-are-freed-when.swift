// Blog style (deinit): observable objects are freed when the last reference goes away
import Observation

@Observable
final class Resource {
    let name: String
    var uses = 0
    init(name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}

do {
    let r = Resource(name: "temp")
    r.uses += 1
    print("using \(r.name) \(r.uses)")
}
print("after scope")

var holder: Resource? = Resource(name: "held")
weak var weakRef = holder
withObservationTracking {
    _ = holder?.uses
} onChange: {
    print("uses changing")
}
holder?.uses = 4
print("weak alive: \(weakRef != nil)")
holder = nil
print("weak alive: \(weakRef != nil)")

var pool = [Resource(name: "a"), Resource(name: "b")]
pool.removeFirst()
print("pool: \(pool.map(\.name))")
pool = []
print("done")
// expect: init temp
// expect: using temp 1
// expect: deinit temp
// expect: after scope
// expect: init held
// expect: uses changing
// expect: weak alive: true
// expect: deinit held
// expect: weak alive: false
// expect: init a
// expect: init b
// expect: deinit a
// expect: pool: ["b"]
// expect: deinit b
// expect: done
