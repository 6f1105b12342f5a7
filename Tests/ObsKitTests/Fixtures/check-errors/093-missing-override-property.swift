// Mistake: a subclass redeclares a computed property of its superclass without writing `override`.
// Expected message: swiftc 6.3.1 -typecheck on this machine
class Vehicle {
    let wheels: Int
    var currentSpeed = 0.0

    init(wheels: Int) {
        self.wheels = wheels
    }

    var description: String {
        "\(wheels) wheels, going \(currentSpeed) km/h"
    }
}

class Bicycle: Vehicle {
    var hasBasket = false

    init() {
        super.init(wheels: 2)
    }

    var description: String {
        let basket = hasBasket ? "with" : "without"
        return "Bicycle \(basket) basket, going \(currentSpeed) km/h"
    }
}

let bike = Bicycle()
bike.hasBasket = true
bike.currentSpeed = 18
let vehicles: [Vehicle] = [Vehicle(wheels: 4), bike]
for vehicle in vehicles {
    print(vehicle.description)
}
// expect-error: overriding declaration requires an 'override' keyword
