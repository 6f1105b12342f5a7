// Compiler test style (lifetimes with closures): deinit timing of objects captured by closures, capture lists copying values, and objects freed through optional chaining and replacement
class Resource {
    let id: String
    init(_ id: String) { self.id = id; print("open", id) }
    deinit { print("close", id) }
    func use() -> String { "using \(id)" }
}

func makeUser() -> () -> String {
    let r = Resource("r1")
    return { r.use() }
}
var user: (() -> String)? = makeUser()
print(user!())
print(user!())
user = nil
print("after user = nil")

var counter = 1
let byValue = { [counter] in "captured \(counter)" }
let byRef = { "live \(counter)" }
counter = 99
print(byValue(), byRef())

var r2: Resource? = Resource("r2")
let weakUse = { [weak r2] in r2?.use() ?? "gone" }
print(weakUse())
r2 = nil
print(weakUse())

class Holder {
    var resource: Resource?
    var callbacks: [() -> Void] = []
    deinit { print("holder deinit") }
}
var holder: Holder? = Holder()
holder?.resource = Resource("r3")
holder?.resource = Resource("r4")
print(holder?.resource?.use() ?? "none")
holder?.resource = nil
let r5 = Resource("r5")
holder?.callbacks.append { print(r5.use()) }
holder?.callbacks.forEach { $0() }
holder = nil
print("holder gone, r5 still", r5.id)

func scoped() {
    let a = Resource("a")
    let work = { [a] in print("work with", a.id) }
    work()
    print("leaving scoped")
}
scoped()
var chain: [Resource?] = [Resource("c0"), nil, Resource("c2")]
print(chain.map { $0?.id ?? "-" })
chain[0] = nil
print("replaced first")
chain = []
print("end")

// expect: open r1
// expect: using r1
// expect: using r1
// expect: close r1
// expect: after user = nil
// expect: captured 1 live 99
// expect: open r2
// expect: using r2
// expect: close r2
// expect: gone
// expect: open r3
// expect: open r4
// expect: close r3
// expect: using r4
// expect: close r4
// expect: open r5
// expect: using r5
// expect: holder deinit
// expect: holder gone, r5 still r5
// expect: open a
// expect: work with a
// expect: leaving scoped
// expect: close a
// expect: open c0
// expect: open c2
// expect: ["c0", "-", "c2"]
// expect: close c0
// expect: replaced first
// expect: close c2
// expect: end
