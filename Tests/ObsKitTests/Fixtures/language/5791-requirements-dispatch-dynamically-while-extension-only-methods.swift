// Compiler test style (protocol extension dispatch): requirements dispatch dynamically while extension-only methods dispatch statically on the declared type
protocol Greeter {
    func greet() -> String
}
extension Greeter {
    func greet() -> String { "default greet" }
    func wave() -> String { "default wave" }
    func both() -> String { greet() + " / " + wave() }
}
struct English: Greeter {
    func greet() -> String { "hello" }
    func wave() -> String { "english wave" }
}
struct Silent: Greeter {}

let e = English()
print(e.greet(), "|", e.wave())
let g: any Greeter = e
print(g.greet(), "|", g.wave())
print(e.both())
print(Silent().both())

func generic<T: Greeter>(_ t: T) -> String { t.greet() + " & " + t.wave() }
print(generic(e))
print(generic(Silent()))

protocol Counter { var count: Int { get } }
extension Counter {
    var count: Int { 0 }
    var doubled: Int { count * 2 }
}
struct Five: Counter { var count: Int { 5 } }
struct Zero: Counter {}
let counters: [any Counter] = [Five(), Zero()]
print(counters.map { $0.doubled })

protocol Loud: Greeter {}
extension Loud {
    func greet() -> String { "LOUD" }
}
struct Shout: Loud {}
print(Shout().greet(), (Shout() as any Greeter).greet(), generic(Shout()))

extension Greeter where Self == English {
    func wave() -> String { "constrained english wave" }
}
print(English().wave())
print((English() as any Greeter).wave())

protocol Named { static var kind: String { get } }
extension Named { static var kind: String { "unnamed" }; static func describe() -> String { "kind=\(kind)" } }
struct A: Named { static var kind: String { "A" } }
struct B: Named {}
print(A.describe(), B.describe())
func kindOf<T: Named>(_: T.Type) -> String { T.kind }
print(kindOf(A.self), kindOf(B.self))

// expect: hello | english wave
// expect: hello | default wave
// expect: hello / default wave
// expect: default greet / default wave
// expect: hello & default wave
// expect: default greet & default wave
// expect: [10, 0]
// expect: LOUD LOUD LOUD & default wave
// expect: english wave
// expect: default wave
// expect: kind=A kind=unnamed
// expect: A unnamed
