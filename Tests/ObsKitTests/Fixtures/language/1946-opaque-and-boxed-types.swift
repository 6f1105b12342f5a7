// Swift book style (Opaque and Boxed Types): some return types vs any boxed protocol values
protocol Drawing {
    func render() -> String
}
struct Bar: Drawing {
    var width: Int
    func render() -> String { String(repeating: "#", count: width) }
}
struct Framed<D: Drawing>: Drawing {
    var inner: D
    func render() -> String { "[" + inner.render() + "]" }
}
struct Twice<A: Drawing, B: Drawing>: Drawing {
    var top: A, bottom: B
    func render() -> String { top.render() + "/" + bottom.render() }
}

func makeBadge(size: Int) -> some Drawing {
    Framed(inner: Twice(top: Bar(width: size), bottom: Bar(width: size + 1)))
}
let badge = makeBadge(size: 2)
print(badge.render())

func wrapped(_ d: some Drawing) -> some Drawing { Framed(inner: d) }
print(wrapped(wrapped(Bar(width: 1))).render())

struct Dot: Drawing { func render() -> String { "." } }
func pick(_ fancy: Bool) -> any Drawing {
    if fancy { return Framed(inner: Dot()) }
    return Dot()
}
let choices: [any Drawing] = [pick(true), pick(false), Bar(width: 3)]
for c in choices { print(c.render()) }

func sameKind(_ a: some Drawing, _ b: some Drawing) -> Bool {
    type(of: a) == type(of: b)
}
print(sameKind(Dot(), Dot()), sameKind(Dot(), Bar(width: 1)))

func collection() -> some Collection<Int> { [3, 1, 2] }
print(collection().sorted())

// expect: [##/###]
// expect: [[#]]
// expect: [.]
// expect: .
// expect: ###
// expect: true false
// expect: [1, 2, 3]
