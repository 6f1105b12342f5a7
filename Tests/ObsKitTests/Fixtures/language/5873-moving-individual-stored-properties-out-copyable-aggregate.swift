// Swift Evolution style (SE-0429 partial consumption of noncopyable values): moving individual stored properties out of a ~Copyable aggregate that has no deinit
// known-gap: line 2: expected "part v8 dropped", got "got v8"
struct Part: ~Copyable {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("part \(name) dropped") }
}

struct Machine: ~Copyable {
    var engine: Part
    var wheel: Part
    var serial: Int
}

func takePart(_ p: consuming Part) -> String {
    "got \(p.name)"
}

func dismantle(_ m: consuming Machine) {
    print("serial", m.serial)
    let e = m.engine
    print(takePart(e))
    print("engine gone, wheel still", m.wheel.name)
    let w = m.wheel
    print("holding", w.name)
}

dismantle(Machine(engine: Part("v8"), wheel: Part("alloy"), serial: 11))
print("--")

func salvageEngine(_ m: consuming Machine) -> Part {
    return m.engine
}
let saved = salvageEngine(Machine(engine: Part("diesel"), wheel: Part("steel"), serial: 12))
print("saved", saved.name)
print("--")

struct Pair: ~Copyable {
    var left: Part
    var right: Part
}

func split(_ p: consuming Pair) -> (String, String) {
    let l = p.left
    let r = p.right
    return (takePart(r), takePart(l))
}
let result = split(Pair(left: Part("L"), right: Part("R")))
print(result.0, result.1)
print("--")

struct Wrapper: ~Copyable {
    var inner: Pair
    var tag: String
}
func deep(_ w: consuming Wrapper) {
    print("tag", w.tag)
    let r = w.inner.right
    print("moved", r.name)
}
deep(Wrapper(inner: Pair(left: Part("x"), right: Part("y")), tag: "outer"))
print("end")

// expect: serial 11
// expect: part v8 dropped
// expect: got v8
// expect: engine gone, wheel still alloy
// expect: holding alloy
// expect: part alloy dropped
// expect: --
// expect: part steel dropped
// expect: saved diesel
// expect: --
// expect: part R dropped
// expect: part L dropped
// expect: got R got L
// expect: --
// expect: tag outer
// expect: moved y
// expect: part y dropped
// expect: part x dropped
// expect: end
