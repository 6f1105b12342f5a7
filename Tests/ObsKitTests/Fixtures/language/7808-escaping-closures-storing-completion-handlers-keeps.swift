// Swift book style (escaping closures): storing completion handlers keeps captured objects alive
final class Resource {
    let name: String
    init(_ name: String) { self.name = name; print("open \(name)") }
    deinit { print("close \(name)") }
}

var handlers: [() -> Void] = []

func register(_ handler: @escaping () -> Void) {
    handlers.append(handler)
}

func nonEscaping(_ body: () -> Void) {
    body()
}

do {
    let r = Resource("log")
    register { print("handler uses \(r.name)") }
    nonEscaping { print("immediate \(r.name)") }
}
print("scope ended, resource kept by handler")
for h in handlers { h() }
handlers.removeAll()
print("handlers cleared")

do {
    let r2 = Resource("cache")
    weak var weakR = r2
    register { print("weak handler sees \(weakR?.name ?? "nothing")") }
}
handlers[0]()
print("end")
// expect: open log
// expect: immediate log
// expect: scope ended, resource kept by handler
// expect: handler uses log
// expect: close log
// expect: handlers cleared
// expect: open cache
// expect: close cache
// expect: weak handler sees nothing
// expect: end
