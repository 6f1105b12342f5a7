// Compiler test style: composing key paths with appending(path:) and chained components
struct Engine {
    var horsepower: Int
    var cylinders: Int
}

struct Car {
    var model: String
    var engine: Engine
}

struct Garage {
    var owner: String
    var car: Car
}

var garage = Garage(owner: "Sam", car: Car(model: "Roadster", engine: Engine(horsepower: 300, cylinders: 6)))

let toCar: WritableKeyPath<Garage, Car> = \Garage.car
let toEngine: WritableKeyPath<Car, Engine> = \Car.engine
let toHP: WritableKeyPath<Engine, Int> = \Engine.horsepower

let carEngine = toCar.appending(path: toEngine)
let garageHP = carEngine.appending(path: toHP)

print(garage[keyPath: garageHP])
garage[keyPath: garageHP] = 420
print(garage.car.engine.horsepower)

let cylPath = carEngine.appending(path: \Engine.cylinders)
garage[keyPath: cylPath] *= 2
print(garage.car.engine.cylinders)

let modelLen = (\Garage.car.model).appending(path: \String.count)
print(garage[keyPath: modelLen])

let direct = \Garage.car.engine.horsepower
print(direct == garageHP)

let readOnly: KeyPath<Garage, Int> = garageHP
print(garage[keyPath: readOnly] + 1)

// expect: 300
// expect: 420
// expect: 12
// expect: 8
// expect: true
// expect: 421
