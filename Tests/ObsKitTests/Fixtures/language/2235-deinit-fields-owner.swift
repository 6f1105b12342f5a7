// Compiler test style: field deinit after owner's deinit body, nested ownership and array of objects
class Part {
    let label: String
    init(_ label: String) { self.label = label }
    deinit { print("  part \(label) gone") }
}

class Engine {
    let pistons: [Part]
    init(count: Int) { pistons = (1...count).map { Part("piston\($0)") } }
    deinit { print("  engine deinit body (\(pistons.count) pistons)") }
}

class Machine {
    let name: String
    var engine: Engine?
    let badge: Part
    init(name: String) {
        self.name = name
        self.engine = Engine(count: 2)
        self.badge = Part("badge-\(name)")
    }
    deinit { print("  machine \(name) deinit body, engine present: \(engine != nil)") }
}

print("create m1")
var m1: Machine? = Machine(name: "m1")
print("remove engine")
m1?.engine = nil
print("drop m1")
m1 = nil

print("create m2")
var m2: Machine? = Machine(name: "m2")
let shared = m2!.engine
print("drop m2 while engine shared")
m2 = nil
print("shared engine pistons: \(shared!.pistons.map { $0.label })")
// expect: create m1
// expect: remove engine
// expect:   engine deinit body (2 pistons)
// expect:   part piston1 gone
// expect:   part piston2 gone
// expect: drop m1
// expect:   machine m1 deinit body, engine present: false
// expect:   part badge-m1 gone
// expect: create m2
// expect: drop m2 while engine shared
// expect:   machine m2 deinit body, engine present: true
// expect:   part badge-m2 gone
// expect: shared engine pistons: ["piston1", "piston2"]
