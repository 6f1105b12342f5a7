// Swift book style: defining a base class, subclassing and a description computed property
class Vehicle {
    var currentSpeed = 0.0
    var description: String {
        return "traveling at \(currentSpeed) miles per hour"
    }
    func makeNoise() {
        // do nothing - an arbitrary vehicle doesn't necessarily make a noise
    }
}

class Bicycle: Vehicle {
    var hasBasket = false
}

class Tandem: Bicycle {
    var currentNumberOfPassengers = 0
}

let someVehicle = Vehicle()
print("Vehicle: \(someVehicle.description)")
someVehicle.makeNoise()

let bicycle = Bicycle()
bicycle.hasBasket = true
bicycle.currentSpeed = 15.0
print("Bicycle: \(bicycle.description)")

let tandem = Tandem()
tandem.hasBasket = true
tandem.currentNumberOfPassengers = 2
tandem.currentSpeed = 22.0
print("Tandem: \(tandem.description)")
print("tandem passengers: \(tandem.currentNumberOfPassengers), basket: \(tandem.hasBasket)")

let all: [Vehicle] = [someVehicle, bicycle, tandem]
for v in all {
    if let t = v as? Tandem {
        print("tandem with \(t.currentNumberOfPassengers) riders")
    } else if let b = v as? Bicycle {
        print("bicycle, basket=\(b.hasBasket)")
    } else {
        print("plain vehicle")
    }
}
print(all.filter { $0 is Bicycle }.count)
print(type(of: all[2]))
// expect: Vehicle: traveling at 0.0 miles per hour
// expect: Bicycle: traveling at 15.0 miles per hour
// expect: Tandem: traveling at 22.0 miles per hour
// expect: tandem passengers: 2, basket: true
// expect: plain vehicle
// expect: bicycle, basket=true
// expect: tandem with 2 riders
// expect: 2
// expect: Tandem
