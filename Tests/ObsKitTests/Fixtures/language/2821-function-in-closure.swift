// Compiler test style: #function and implicit self inside closures in methods
final class Service {
    var name = "svc"
    var hits = 0
    func where_() -> String {
        let c = { #function }
        return c()
    }
    func runExplicitSelf() -> () -> String {
        return { [self] in
            hits += 1
            return "\(name) hit \(hits)"
        }
    }
    func runGuardWeak() -> () -> String {
        return { [weak self] in
            guard let self else { return "gone" }
            hits += 10
            return "\(name) now \(hits)"
        }
    }
    deinit { print("Service deinit") }
}
func outer() -> String {
    let nested = { () -> String in
        let deeper = { #function }
        return deeper()
    }
    return nested()
}
print(outer())
var s: Service? = Service()
print(s!.where_())
let e = s!.runExplicitSelf()
print(e(), e())
let w = s!.runGuardWeak()
print(w())
s = nil
print("after nil")
print(e())
print(w())
// expect: outer()
// expect: where_()
// expect: svc hit 1 svc hit 2
// expect: svc now 12
// expect: after nil
// expect: svc hit 13
// expect: svc now 23
