// Compiler test style (classes): deinit order of subclass and superclass, of owned objects, and at the end of scopes
var log: [String] = []

class Part {
    let id: String
    init(_ id: String) { self.id = id; log.append("init part \(id)") }
    deinit { log.append("deinit part \(id)") }
}

class Machine {
    let name: String
    let engine: Part
    init(_ name: String) {
        self.name = name
        engine = Part(name + ".engine")
        log.append("init machine \(name)")
    }
    deinit { log.append("deinit machine \(name)") }
}

class Robot: Machine {
    let arm: Part
    init(_ name: String, arm: String) {
        self.arm = Part(arm)
        super.init(name)
        log.append("init robot \(name)")
    }
    deinit { log.append("deinit robot \(name)") }
}

func scope() {
    let r = Robot("r1", arm: "left")
    log.append("using \(r.name)")
}
scope()
for line in log { print(line) }
log = []

var holder: Machine? = Machine("m1")
let extra = holder
holder = nil
log.append("holder cleared")
print(extra!.name)
log.append("end of list")
for line in log { print(line) }
log = []

do {
    let a = Part("a")
    let b = Part("b")
    log.append("made \(a.id) \(b.id)")
}
print(log)
log = []

var parts: [Part]? = [Part("x"), Part("y")]
parts?.removeFirst()
log.append("removed first")
parts = nil
print(log)

// expect: init part left
// expect: init part r1.engine
// expect: init machine r1
// expect: init robot r1
// expect: using r1
// expect: deinit robot r1
// expect: deinit machine r1
// expect: deinit part r1.engine
// expect: deinit part left
// expect: m1
// expect: init part m1.engine
// expect: init machine m1
// expect: holder cleared
// expect: end of list
// expect: ["init part a", "init part b", "made a b", "deinit part b", "deinit part a"]
// expect: ["init part x", "init part y", "deinit part x", "removed first", "deinit part y"]
