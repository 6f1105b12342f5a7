// Compiler test style: protocol requirements dispatch dynamically, extension-only methods dispatch statically
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { return "default greet" }
    func wave() -> String { return "default wave" }
}
struct Friendly: Greeter {
    func greet() -> String { return "friendly greet" }
    func wave() -> String { return "friendly wave" }
}
let concrete = Friendly()
print(concrete.greet())
print(concrete.wave())
let existential: any Greeter = concrete
print(existential.greet())
print(existential.wave())
func viaGeneric<T: Greeter>(_ t: T) -> String {
    return t.greet() + " / " + t.wave()
}
print(viaGeneric(concrete))
struct Plain: Greeter {}
print(Plain().greet(), Plain().wave())
// expect: friendly greet
// expect: friendly wave
// expect: friendly greet
// expect: default wave
// expect: friendly greet / default wave
// expect: default greet default wave
