// Compiler test style (object lifetimes with closures and containers): capture lists with weak/unowned self, lazy closures, objects held in structs, dictionaries and optionals being released
class Res {
    let id: String
    init(_ id: String) { self.id = id; print("+", id) }
    deinit { print("-", id) }
}

class Controller {
    let name: String
    var onTap: (() -> Void)?
    lazy var greeter: () -> String = { [unowned self] in "hi from \(self.name)" }
    init(_ name: String) { self.name = name; print("+ controller", name) }
    deinit { print("- controller", name) }
    func wire() { onTap = { [weak self] in print("tapped", self?.name ?? "gone") } }
}

func controllers() {
    let c = Controller("main")
    c.wire()
    c.onTap?()
    print(c.greeter())
    let tap = c.onTap
    print("leaving")
    _ = tap
}
controllers()
print("after controllers")
var savedTap: (() -> Void)?
do {
    let c = Controller("temp")
    c.wire()
    savedTap = c.onTap
}
savedTap?()
savedTap = nil
print("---")

struct Bag { var things: [Res]; var extra: Res? }
func bags() {
    var bag = Bag(things: [Res("b1"), Res("b2")], extra: Res("e"))
    let copy = bag
    bag.things.removeAll()
    print("removed from bag, copy has", copy.things.count)
    bag.extra = nil
    print("cleared extra in bag only")
}
bags()
print("---")

func dictionary() {
    var d: [String: Res] = [:]
    d["x"] = Res("dx")
    d["y"] = Res("dy")
    d["x"] = nil
    print("removed x")
    d["y"] = Res("dy2")
    print("replaced y")
}
dictionary()
print("---")

func chain() -> Res {
    let keep = Res("keep")
    _ = Res("discard")
    print("discarded")
    return keep
}
let kept = chain()
print("kept", kept.id)
func runClosure() {
    let r = Res("captured-strong")
    let f = { print("using", r.id) }
    f()
    print("closure done")
}
runClosure()
print("end")

// expect: + controller main
// expect: tapped main
// expect: hi from main
// expect: leaving
// expect: - controller main
// expect: after controllers
// expect: + controller temp
// expect: - controller temp
// expect: tapped gone
// expect: ---
// expect: + b1
// expect: + b2
// expect: + e
// expect: removed from bag, copy has 2
// expect: cleared extra in bag only
// expect: - b1
// expect: - b2
// expect: - e
// expect: ---
// expect: + dx
// expect: + dy
// expect: - dx
// expect: removed x
// expect: + dy2
// expect: - dy
// expect: replaced y
// expect: - dy2
// expect: ---
// expect: + keep
// expect: + discard
// expect: - discard
// expect: discarded
// expect: kept keep
// expect: + captured-strong
// expect: using captured-strong
// expect: closure done
// expect: - captured-strong
// expect: end
