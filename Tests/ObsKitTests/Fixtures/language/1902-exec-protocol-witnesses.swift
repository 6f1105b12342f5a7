// Execution-test style: protocol requirements satisfied by properties, static members, defaulted inits and subscripts; each case printed on its own line.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol HasValue {
    var value: Int { get }
    static var kind: String { get }
    subscript(i: Int) -> Int { get }
    init(value: Int)
}
extension HasValue {
    static var kind: String { "default-kind" }
    subscript(i: Int) -> Int { value * i }
    func twice() -> Self { Self(value: value * 2) }
}
struct Stored: HasValue { let value: Int }
struct Computed: HasValue {
    var raw: Int
    var value: Int { raw + 100 }
    init(value: Int) { raw = value }
    static var kind: String { "computed" }
}
final class Boxed: HasValue {
    var value: Int
    init(value: Int) { self.value = value }
    subscript(i: Int) -> Int { -i }
}

func probe<T: HasValue>(_ t: T) -> String {
    "\(T.kind) value=\(t.value) [3]=\(t[3]) twice=\(t.twice().value)"
}
print(probe(Stored(value: 1)))
print(probe(Computed(value: 1)))
print(probe(Boxed(value: 1)))
let list: [any HasValue] = [Stored(value: 2), Computed(value: 2), Boxed(value: 2)]
for x in list { print(type(of: x).kind, x.value, x[2]) }
func make<T: HasValue>(_ t: T.Type, _ v: Int) -> T { T(value: v) }
print(make(Stored.self, 5).value, make(Computed.self, 5).value, make(Boxed.self, 5).value)

// expect: default-kind value=1 [3]=3 twice=2
// expect: computed value=101 [3]=303 twice=302
// expect: default-kind value=1 [3]=-3 twice=2
// expect: default-kind 2 4
// expect: computed 102 204
// expect: default-kind 2 -2
// expect: 5 105 5
