// Printing class instances shows the qualified type name main.ClassName
class Engine {
    var hp = 100
}
class Car {
    let engine = Engine()
}
final class Garage {}
let c = Car()
print(c)
print(c.engine)
print(Garage())
print([Engine()])
print("car: \(c)")
let maybe: Car? = c
print(maybe as Any)
struct Wrapper { let car: Car }
print(Wrapper(car: c))

// expect: main.Car
// expect: main.Engine
// expect: main.Garage
// expect: [main.Engine]
// expect: car: main.Car
// expect: Optional(main.Car)
// expect: Wrapper(car: main.Car)
