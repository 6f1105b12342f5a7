// Check error: subclass calls super.init before setting its own stored property
class Vehicle {
    let wheels: Int

    init(wheels: Int) {
        self.wheels = wheels
    }
}

class Truck: Vehicle {
    var payload: Double

    init(payload: Double) {
        super.init(wheels: 6)
        self.payload = payload
    }
}

let truck = Truck(payload: 12.5)
print("A truck with \(truck.wheels) wheels carries \(truck.payload) tons")
// expect-error: property 'self.payload' not initialized at super.init call
