// Compiler test style: strong self capture creates a cycle; breaking it triggers deinit
final class Timer {
    let label: String
    var handler: (() -> Void)?
    var fired = 0
    init(_ label: String) { self.label = label }
    deinit { print("deinit Timer(\(label)) fired=\(fired)") }
    func startStrong() { handler = { self.fired += 1 } }
    func startWeak() { handler = { [weak self] in self?.fired += 1 } }
    func fire() { handler?() }
}

do {
    let a = Timer("strong")
    a.startStrong()
    a.fire(); a.fire()
    print("leaving strong scope")
}
print("after strong scope (no deinit yet)")

do {
    let b = Timer("weak")
    b.startWeak()
    b.fire()
    print("leaving weak scope")
}
print("after weak scope")

do {
    let c = Timer("broken")
    c.startStrong()
    c.fire()
    c.handler = nil
    print("leaving broken scope")
}
print("after broken scope")

var holder: (() -> Void)? = nil
do {
    let d = Timer("captured")
    holder = { print("holder sees", d.label) }
}
holder?()
print("releasing holder")
holder = nil
print("end")
// expect: leaving strong scope
// expect: after strong scope (no deinit yet)
// expect: leaving weak scope
// expect: deinit Timer(weak) fired=1
// expect: after weak scope
// expect: leaving broken scope
// expect: deinit Timer(broken) fired=1
// expect: after broken scope
// expect: holder sees captured
// expect: releasing holder
// expect: deinit Timer(captured) fired=0
// expect: end
