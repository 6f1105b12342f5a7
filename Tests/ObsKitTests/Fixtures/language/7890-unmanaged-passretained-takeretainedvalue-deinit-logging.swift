// WWDC style (Unmanaged): passRetained and takeRetainedValue with deinit logging
final class Resource {
    let id: Int
    init(id: Int) { self.id = id; print("open \(id)") }
    deinit { print("close \(id)") }
}

func makeOpaque() -> UnsafeMutableRawPointer {
    let r = Resource(id: 1)
    return Unmanaged.passRetained(r).toOpaque()
}

let opaque = makeOpaque()
print("resource still alive")
let peek = Unmanaged<Resource>.fromOpaque(opaque).takeUnretainedValue()
print("peek id", peek.id)
do {
    let owned = Unmanaged<Resource>.fromOpaque(opaque).takeRetainedValue()
    print("took back", owned.id)
}
print("between")
do {
    let u = Unmanaged.passUnretained(Resource(id: 2))
    _ = u
    print("unretained made")
}
print("end")
// expect: open 1
// expect: resource still alive
// expect: peek id 1
// expect: took back 1
// expect: between
// expect: open 2
// expect: close 2
// expect: unretained made
// expect: end
