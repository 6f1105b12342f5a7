// Compiler test style: WritableKeyPath and ReferenceWritableKeyPath mutation, appending key paths, generic key path helpers
struct Inner { var n: Int; var label: String }
struct Outer { var inner: Inner; var items: [Int] }
final class Ref { var count = 0; var inner = Inner(n: 1, label: "r") }

var o = Outer(inner: Inner(n: 1, label: "a"), items: [1, 2, 3])
let nKP: WritableKeyPath<Outer, Int> = \.inner.n
o[keyPath: nKP] = 42
o[keyPath: \.inner.label] += "bc"
o[keyPath: \.items[0]] = 100
o[keyPath: \Outer.items].append(4)
print(o.inner.n, o.inner.label, o.items)

let innerKP = \Outer.inner
let labelKP = \Inner.label
let composed = innerKP.appending(path: labelKP)
print(o[keyPath: composed])
o[keyPath: composed] = "zz"
print(o.inner.label)

let r = Ref()
let countKP: ReferenceWritableKeyPath<Ref, Int> = \.count
r[keyPath: countKP] += 5
let constRef = r
constRef[keyPath: \.inner.n] = 77
print(r.count, r.inner.n)

func setAll<Root, V>(_ xs: inout [Root], _ kp: WritableKeyPath<Root, V>, to v: V) {
  for i in xs.indices { xs[i][keyPath: kp] = v }
}
var inners = [Inner(n: 1, label: "x"), Inner(n: 2, label: "y")]
setAll(&inners, \.label, to: "same")
print(inners.map(\.label))

func increment<Root>(_ root: inout Root, _ kp: WritableKeyPath<Root, Int>, by d: Int) {
  root[keyPath: kp] += d
}
increment(&o, \.inner.n, by: 8)
increment(&o, \.items[1], by: 1000)
print(o.inner.n, o.items)

let partial: PartialKeyPath<Outer> = \.items
print(o[keyPath: partial])
let anyKP: AnyKeyPath = \Outer.inner.n
print(o[keyPath: anyKP] as? Int as Any)
print(anyKP == nKP, composed == \Outer.inner.label)
// expect: 42 abc [100, 2, 3, 4]
// expect: abc
// expect: zz
// expect: 5 77
// expect: ["same", "same"]
// expect: 50 [100, 1002, 3, 4]
// expect: [100, 1002, 3, 4]
// expect: Optional(50)
// expect: true true
