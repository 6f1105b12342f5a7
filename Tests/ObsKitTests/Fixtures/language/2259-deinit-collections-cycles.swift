// Compiler test style: deinit of objects held in arrays/dictionaries, closure-held objects, and broken reference cycles
class Resource {
    let name: String
    var onRelease: (() -> Void)?
    var peer: Resource?
    init(_ name: String) { self.name = name }
    deinit { print("release \(name)") }
}

var pool = [Resource("r1"), Resource("r2"), Resource("r3")]
print("remove at 1")
pool.remove(at: 1)
print("replace index 0")
pool[0] = Resource("r4")
print("removeAll")
pool.removeAll()

print("closure holds object")
var action: (() -> String)? = nil
do {
    let held = Resource("captured")
    action = { held.name }
}
print("action result", action!())
action = nil

print("cycle")
var left: Resource? = Resource("left")
var right: Resource? = Resource("right")
left!.peer = right
right!.peer = left
left = nil
print("left var cleared (still cycled)")
right!.peer = nil
print("broke cycle")
right = nil

print("self capture cycle broken by weak")
var owner: Resource? = Resource("owner")
owner!.onRelease = { [weak owner] in print("owner is", owner?.name ?? "gone") }
owner!.onRelease!()
owner = nil
print("end")
// expect: remove at 1
// expect: release r2
// expect: replace index 0
// expect: release r1
// expect: removeAll
// expect: release r4
// expect: release r3
// expect: closure holds object
// expect: action result captured
// expect: release captured
// expect: cycle
// expect: left var cleared (still cycled)
// expect: release left
// expect: broke cycle
// expect: release right
// expect: self capture cycle broken by weak
// expect: owner is owner
// expect: release owner
// expect: end
