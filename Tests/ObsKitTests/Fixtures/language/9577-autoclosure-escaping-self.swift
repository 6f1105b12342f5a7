// @autoclosure evaluation laziness, @escaping closures capturing self in structs vs classes
var log: [String] = []
func trace(_ s: String) -> Bool { log.append(s); return true }

func check(_ cond: @autoclosure () -> Bool, _ msg: @autoclosure () -> String) {
    if !cond() { print("failed:", msg()) } else { print("ok") }
}
func firstNonNil<T>(_ a: T?, _ b: @autoclosure () -> T) -> T { a ?? b() }
func deferred(_ v: @autoclosure @escaping () -> Int) -> () -> Int { v }

check(1 < 2, "never built \(trace("msg1"))")
check(2 < 1, "built \(trace("msg2"))")
print(log)
var hits = 0
func expensive() -> Int { hits += 1; return 99 }
print(firstNonNil(5, expensive()), hits)
print(firstNonNil(nil, expensive()), hits)
let later = deferred(expensive() + 1)
print(hits)
print(later(), later(), hits)

struct ValueCounter {
    var n = 0
    func snapshotter() -> () -> Int { { self.n } }
    mutating func bump() { n += 1 }
}
final class RefCounter {
    var n = 0
    var handlers: [() -> Void] = []
    func snapshotter() -> () -> Int { { self.n } }
    func register() { handlers.append { [unowned self] in self.n += 100 } }
    func registerWeak() -> () -> Int? { { [weak self] in self?.n } }
}

var vc = ValueCounter()
let vs = vc.snapshotter()
vc.bump(); vc.bump()
print("struct:", vc.n, vs())
let rc = RefCounter()
let rs = rc.snapshotter()
rc.n = 2
print("class:", rc.n, rs())
rc.register(); rc.register()
rc.handlers.forEach { $0() }
print(rc.n, rs())
var maybe: RefCounter? = RefCounter()
let weakRead = maybe!.registerWeak()
maybe!.n = 7
print(weakRead() as Any)
maybe = nil
print(weakRead() as Any)
var captured = 1
let byRef = { captured * 10 }
let byValue = { [captured] in captured * 10 }
captured = 5
print(byRef(), byValue())
func both(_ a: Bool, _ b: @autoclosure () -> Bool) -> Bool { a ? b() : false }
print(both(false, trace("rhs1")), both(true, trace("rhs2")), log.count)

// expect: ok
// expect: failed: built true
// expect: ["msg2"]
// expect: 5 0
// expect: 99 1
// expect: 1
// expect: 100 100 3
// expect: struct: 2 0
// expect: class: 2 2
// expect: 202 202
// expect: Optional(7)
// expect: nil
// expect: 50 10
// expect: false true 2
