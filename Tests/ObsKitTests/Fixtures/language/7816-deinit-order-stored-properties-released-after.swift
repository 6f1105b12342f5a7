// Swift book style (deinit order): stored properties released after the owner's deinit body
class Part {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("part \(name) released") }
}

class Machine {
    let engine = Part("engine")
    let wheels = [Part("wheel1"), Part("wheel2")]
    var optionalPart: Part? = Part("spare")
    deinit { print("machine deinit body, engine \(engine.name)") }
}

var m: Machine? = Machine()
m!.optionalPart = nil
print("spare removed")
m = nil
print("machine gone")

func nested() {
    let outer = Part("outer")
    do {
        let inner = Part("inner")
        print("inner scope with \(inner.name) and \(outer.name)")
    }
    print("back in function")
}
nested()
print("end")
// expect: part spare released
// expect: spare removed
// expect: machine deinit body, engine engine
// expect: part engine released
// expect: part wheel1 released
// expect: part wheel2 released
// expect: machine gone
// expect: inner scope with inner and outer
// expect: part inner released
// expect: back in function
// expect: part outer released
// expect: end
