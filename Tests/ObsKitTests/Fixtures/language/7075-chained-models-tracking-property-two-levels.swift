// Blog style (chained models): tracking a property two levels down an object graph
import Observation

@Observable final class Engine { var rpm = 800 }
@Observable final class Car {
    var engine = Engine()
    var model = "Hatch"
}
@Observable final class Garage {
    var cars: [Car] = [Car(), Car()]
}

let garage = Garage()
garage.cars[1].model = "Wagon"

func watchRPM(_ i: Int) {
    withObservationTracking {
        print("car \(i) rpm \(garage.cars[i].engine.rpm)")
    } onChange: {
        print("car \(i): something on the path changed")
    }
}
watchRPM(0)
watchRPM(1)
garage.cars[0].engine.rpm = 3000
garage.cars[0].engine.rpm = 4000
garage.cars[1].model = "Van"
print("models: \(garage.cars.map(\.model))")
garage.cars[1].engine = Engine()
print("rpms: \(garage.cars.map { $0.engine.rpm })")
// expect: car 0 rpm 800
// expect: car 1 rpm 800
// expect: car 0: something on the path changed
// expect: models: ["Hatch", "Van"]
// expect: car 1: something on the path changed
// expect: rpms: [4000, 800]
