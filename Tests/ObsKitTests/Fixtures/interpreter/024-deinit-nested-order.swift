// The owner's deinit body runs first, then its stored properties are released.
class Engine {
    deinit {
        print("engine deinit")
    }
}
class Car {
    let engine = Engine()
    deinit {
        print("car deinit")
    }
}
var car: Car? = Car()
print("driving")
car = nil
print("parked")
// expect: driving
// expect: car deinit
// expect: engine deinit
// expect: parked
