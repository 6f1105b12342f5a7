// Compiler test style: subclassing with overridden methods, property getters, observers, and super calls
class Vehicle {
    var currentSpeed = 0.0
    var description: String {
        return "traveling at \(currentSpeed) miles per hour"
    }
    func makeNoise() {
        print("(silence)")
    }
}

class Bicycle: Vehicle {
    var hasBasket = false
}

class Train: Vehicle {
    override func makeNoise() {
        print("Choo Choo")
    }
}

class Car: Vehicle {
    var gear = 1
    override var description: String {
        return super.description + " in gear \(gear)"
    }
}
class AutomaticCar: Car {
    override var currentSpeed: Double {
        didSet {
            gear = Int(currentSpeed / 10.0) + 1
        }
    }
}
let bicycle = Bicycle()
bicycle.hasBasket = true
bicycle.currentSpeed = 15.0
print("Bicycle: \(bicycle.description)")
let train = Train()
train.makeNoise()
bicycle.makeNoise()
let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")
let automatic = AutomaticCar()
automatic.currentSpeed = 35.0
print("AutomaticCar: \(automatic.description)")
let all: [Vehicle] = [bicycle, train, car, automatic]
for v in all { print(type(of: v), v.currentSpeed) }
// expect: Bicycle: traveling at 15.0 miles per hour
// expect: Choo Choo
// expect: (silence)
// expect: Car: traveling at 25.0 miles per hour in gear 3
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
// expect: Bicycle 15.0
// expect: Train 0.0
// expect: Car 25.0
// expect: AutomaticCar 35.0
