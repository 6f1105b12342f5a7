// Assigning a new object to a stored property releases the previous one immediately.
class Engine {
    let model: String
    init(_ model: String) { self.model = model }
    deinit { print("engine \(model) deinit") }
}
class Car {
    var engine: Engine
    init(engine: Engine) { self.engine = engine }
}
let car = Car(engine: Engine("V6"))
print("installed", car.engine.model)
car.engine = Engine("V8")
print("installed", car.engine.model)
var spare: Engine? = car.engine
car.engine = Engine("electric")
print("spare is", spare!.model)
spare = nil
print("done")

// expect: installed V6
// expect: engine V6 deinit
// expect: installed V8
// expect: spare is V8
// expect: engine V8 deinit
// expect: done
