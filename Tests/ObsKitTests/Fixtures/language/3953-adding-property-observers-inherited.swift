// Swift book style: adding property observers to inherited stored and computed properties
class Vehicle {
    var currentSpeed = 0.0
    var description: String {
        return "traveling at \(currentSpeed) miles per hour"
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

class LoggingCar: Vehicle {
    override var currentSpeed: Double {
        willSet {
            print("LoggingCar: speed will change from \(currentSpeed) to \(newValue)")
        }
        didSet {
            print("LoggingCar: speed changed from \(oldValue) to \(currentSpeed)")
        }
    }
}

let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")

let automatic = AutomaticCar()
automatic.currentSpeed = 35.0
print("AutomaticCar: \(automatic.description)")
automatic.currentSpeed = 72.0
print("AutomaticCar: \(automatic.description)")

let logging = LoggingCar()
logging.currentSpeed = 12.5
logging.currentSpeed += 2.5
print("LoggingCar: \(logging.description)")

let vehicles: [Vehicle] = [car, automatic, logging]
for v in vehicles {
    v.currentSpeed = 50.0
}
print("after setting all to 50:")
for v in vehicles {
    print(v.description)
}
// expect: Car: traveling at 25.0 miles per hour in gear 3
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
// expect: AutomaticCar: traveling at 72.0 miles per hour in gear 8
// expect: LoggingCar: speed will change from 0.0 to 12.5
// expect: LoggingCar: speed changed from 0.0 to 12.5
// expect: LoggingCar: speed will change from 12.5 to 15.0
// expect: LoggingCar: speed changed from 12.5 to 15.0
// expect: LoggingCar: traveling at 15.0 miles per hour
// expect: LoggingCar: speed will change from 15.0 to 50.0
// expect: LoggingCar: speed changed from 15.0 to 50.0
// expect: after setting all to 50:
// expect: traveling at 50.0 miles per hour in gear 3
// expect: traveling at 50.0 miles per hour in gear 6
// expect: traveling at 50.0 miles per hour
