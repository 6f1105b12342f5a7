// Compiler test style: conditional conformance and dynamic casts to conditionally conformed protocols
protocol Describe { func desc() -> String }
extension Int: Describe { func desc() -> String { "i\(self)" } }
extension String: Describe { func desc() -> String { "s:\(self)" } }
extension Array: Describe where Element: Describe {
    func desc() -> String { "[" + map { $0.desc() }.joined(separator: ",") + "]" }
}
extension Optional: Describe where Wrapped: Describe {
    func desc() -> String { self.map { "some(\($0.desc()))" } ?? "none" }
}
struct Wrap<T> { var v: T }
extension Wrap: Describe where T: Describe { func desc() -> String { "wrap(\(v.desc()))" } }
extension Wrap: Equatable where T: Equatable {}

print([1, 2, 3].desc())
print([[1], [2, 3]].desc())
print(Optional(5).desc())
print(Optional<Int>.none.desc())
print(Wrap(v: ["a", "b"]).desc())
print([Wrap(v: 1), Wrap(v: 2)].desc())

func show<T: Describe>(_ x: T) -> String { x.desc() }
print(show([Optional("x"), nil]))

let anys: [Any] = [1, "s", [1, 2], [1.5], Wrap(v: 3), Wrap(v: 3.0), Optional(4) as Any]
for a in anys {
    if let d = a as? Describe { print("yes", d.desc()) } else { print("no", type(of: a)) }
}
print(Wrap(v: 1) == Wrap(v: 1))
print(Wrap(v: "a") == Wrap(v: "b"))
print([Wrap(v: 1), Wrap(v: 2)].contains(Wrap(v: 2)))
print((anys[4] as? any Equatable) != nil)
// expect: [i1,i2,i3]
// expect: [[i1],[i2,i3]]
// expect: some(i5)
// expect: none
// expect: wrap([s:a,s:b])
// expect: [wrap(i1),wrap(i2)]
// expect: [some(s:x),none]
// expect: yes i1
// expect: yes s:s
// expect: yes [i1,i2]
// expect: no Array<Double>
// expect: yes wrap(i3)
// expect: no Wrap<Double>
// expect: yes some(i4)
// expect: true
// expect: false
// expect: true
// expect: true
