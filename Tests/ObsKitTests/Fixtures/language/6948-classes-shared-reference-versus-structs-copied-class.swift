// Swift book style (reference semantics): classes shared by reference versus structs copied, with a class property inside a struct
class Engine {
    var horsepower: Int
    init(horsepower: Int) { self.horsepower = horsepower }
}

struct Car {
    var model: String
    var engine: Engine
}

final class Garage {
    var cars: [Car] = []
    func tuneAll(by amount: Int) {
        for car in cars { car.engine.horsepower += amount }
    }
}

let v8 = Engine(horsepower: 300)
var carA = Car(model: "A", engine: v8)
var carB = carA
carB.model = "B"
carB.engine.horsepower = 350
print(carA.model, carA.engine.horsepower, carB.model, carB.engine.horsepower)
print(carA.engine === carB.engine)
carB.engine = Engine(horsepower: 150)
print(carA.engine.horsepower, carB.engine.horsepower, carA.engine === carB.engine)

let garage = Garage()
garage.cars = [carA, carB, Car(model: "C", engine: v8)]
garage.tuneAll(by: 10)
print(garage.cars.map { "\($0.model):\($0.engine.horsepower)" })
print(v8.horsepower)
let alias = garage
alias.cars.removeFirst()
print(garage.cars.count, alias === garage)
var copy = garage.cars
copy[0].model = "renamed"
print(garage.cars[0].model, copy[0].model)
let engines = garage.cars.map(\.engine)
print(engines.filter { $0 === v8 }.count)

// expect: A 350 B 350
// expect: true
// expect: 350 150 false
// expect: ["A:370", "B:160", "C:370"]
// expect: 370
// expect: 2 true
// expect: B renamed
// expect: 1
