// Compiler test style: key paths with nested members, subscripts, optionals, appending and mutation
struct Engine { var horsepower: Int; var cylinders: Int }
struct Car {
    var model: String
    var engine: Engine
    var owners: [String]
    var trim: Engine?
    var specs: [String: Int]
}
final class Garage {
    var cars: [Car] = []
    var name = "Main"
}

var car = Car(model: "Roadster", engine: Engine(horsepower: 300, cylinders: 6),
              owners: ["Ann", "Bo"], trim: nil, specs: ["doors": 2])
let hp = \Car.engine.horsepower
print(car[keyPath: hp])
car[keyPath: hp] += 50
print(car.engine.horsepower)

let firstOwner = \Car.owners[0]
car[keyPath: firstOwner] = "Zed"
print(car.owners)
print(car[keyPath: \.owners.count], car[keyPath: \Car.owners.last] as Any)

let trimCylinders = \Car.trim?.cylinders
print(car[keyPath: trimCylinders] as Any)
car.trim = Engine(horsepower: 200, cylinders: 4)
print(car[keyPath: trimCylinders] as Any)

let doors = \Car.specs["doors"]
print(car[keyPath: doors] as Any)
car[keyPath: \Car.specs["seats"]] = 4
print(car.specs.sorted { $0.key < $1.key })

let engineKP: WritableKeyPath<Car, Engine> = \.engine
let cylKP = engineKP.appending(path: \Engine.cylinders)
car[keyPath: cylKP] = 8
print(car.engine.cylinders, cylKP == \Car.engine.cylinders)

let garage = Garage()
garage.cars = [car]
let garageName: ReferenceWritableKeyPath<Garage, String> = \.name
garage[keyPath: garageName] = "North"
let firstCarModel = \Garage.cars[0].model
garage[keyPath: firstCarModel] = "Coupe"
print(garage.name, garage.cars[0].model, car.model)
print(car[keyPath: \.self].model, 5[keyPath: \Int.self])
// expect: 300
// expect: 350
// expect: ["Zed", "Bo"]
// expect: 2 Optional("Bo")
// expect: nil
// expect: Optional(4)
// expect: Optional(2)
// expect: [(key: "doors", value: 2), (key: "seats", value: 4)]
// expect: 8 true
// expect: North Coupe Roadster
// expect: Roadster 5
