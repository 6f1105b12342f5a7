// Swift book style: deinitializer chain runs subclass deinit before superclass deinit
class Vehicle {
    let id: String
    init(id: String) {
        self.id = id
        print("Vehicle.init \(id)")
    }
    deinit { print("Vehicle.deinit \(id)") }
}

class Car: Vehicle {
    let seats: Int
    init(id: String, seats: Int) {
        self.seats = seats
        print("Car.init phase 1 \(id)")
        super.init(id: id)
        print("Car.init phase 2 seats=\(seats)")
    }
    deinit { print("Car.deinit \(id) seats=\(seats)") }
}

class SportsCar: Car {
    init(id: String) {
        super.init(id: id, seats: 2)
        print("SportsCar.init \(id)")
    }
    deinit { print("SportsCar.deinit \(id)") }
}

var v: Vehicle? = SportsCar(id: "S1")
print("type: \(type(of: v!))")
v = nil
print("---")
var c: Car? = Car(id: "C1", seats: 5)
c = nil
print("---")
do {
    let local = SportsCar(id: "S2")
    print("local seats \(local.seats)")
}
print("end")
// expect: Car.init phase 1 S1
// expect: Vehicle.init S1
// expect: Car.init phase 2 seats=2
// expect: SportsCar.init S1
// expect: type: SportsCar
// expect: SportsCar.deinit S1
// expect: Car.deinit S1 seats=2
// expect: Vehicle.deinit S1
// expect: ---
// expect: Car.init phase 1 C1
// expect: Vehicle.init C1
// expect: Car.init phase 2 seats=5
// expect: Car.deinit C1 seats=5
// expect: Vehicle.deinit C1
// expect: ---
// expect: Car.init phase 1 S2
// expect: Vehicle.init S2
// expect: Car.init phase 2 seats=2
// expect: SportsCar.init S2
// expect: local seats 2
// expect: SportsCar.deinit S2
// expect: Car.deinit S2 seats=2
// expect: Vehicle.deinit S2
// expect: end
