// Compiler test style (concurrency): actor and class lifetimes, deinit and weak references in async code
var lifecycle: [String] = []

actor Resource {
    let name: String
    init(name: String) {
        self.name = name
        lifecycle.append("init \(name)")
    }
    deinit { lifecycle.append("deinit \(name)") }
    func use() -> String { "using \(name)" }
}

final class Handle {
    let id: Int
    init(id: Int) { self.id = id }
    deinit { lifecycle.append("handle \(id) released") }
}

func scoped() async {
    let r = Resource(name: "temp")
    print(await r.use())
}

await scoped()
print("after scoped:", lifecycle)

lifecycle = []
weak var weakRef: Resource?
do {
    let strong = Resource(name: "shared")
    weakRef = strong
    print("weak alive:", weakRef != nil)
    print(await strong.use())
}
print("weak after scope:", weakRef == nil)
print("log:", lifecycle)

lifecycle = []
func makeHandles() async -> Int {
    var handles = (1...3).map { Handle(id: $0) }
    let total = handles.reduce(0) { $0 + $1.id }
    handles.removeFirst()
    lifecycle.append("removed first")
    handles = []
    lifecycle.append("cleared")
    return total
}
print("total ids:", await makeHandles())
lifecycle.forEach { print($0) }

lifecycle = []
var optionalResource: Resource? = Resource(name: "optional")
_ = await optionalResource?.use()
optionalResource = nil
lifecycle.append("set nil")
print("final:", lifecycle)

// expect: using temp
// expect: after scoped: ["init temp", "deinit temp"]
// expect: weak alive: true
// expect: using shared
// expect: weak after scope: true
// expect: log: ["init shared", "deinit shared"]
// expect: total ids: 6
// expect: handle 1 released
// expect: removed first
// expect: handle 2 released
// expect: handle 3 released
// expect: cleared
// expect: final: ["init optional", "deinit optional", "set nil"]
