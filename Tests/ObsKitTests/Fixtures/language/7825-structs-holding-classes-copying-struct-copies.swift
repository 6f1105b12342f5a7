// Swift book style (structs holding classes): copying a struct copies the reference, not the object
final class Engine {
    var horsepower: Int
    init(horsepower: Int) { self.horsepower = horsepower }
    deinit { print("engine \(horsepower) scrapped") }
}

struct Car {
    var model: String
    var engine: Engine
}

var car1 = Car(model: "A", engine: Engine(horsepower: 100))
var car2 = car1
car2.model = "B"
car2.engine.horsepower = 150
print(car1.model, car1.engine.horsepower)
print(car2.model, car2.engine.horsepower)
print("share engine: \(car1.engine === car2.engine)")

car2.engine = Engine(horsepower: 300)
print("share engine now: \(car1.engine === car2.engine)")
car1.engine = car2.engine
print("car1 took car2's engine")
print(car1.engine.horsepower)

struct Garage {
    var cars: [Car]
}
var g = Garage(cars: [car1])
var g2 = g
g2.cars[0].model = "Z"
print(g.cars[0].model, g2.cars[0].model)
// expect: A 150
// expect: B 150
// expect: share engine: true
// expect: share engine now: false
// expect: engine 150 scrapped
// expect: car1 took car2's engine
// expect: 300
// expect: A Z
