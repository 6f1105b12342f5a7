// Sundell style (appending key paths): composing key paths with appending(path:)
struct Engine {
    var horsepower: Int
    var cylinders: Int
}

struct Car {
    var model: String
    var engine: Engine
}

struct Garage {
    var main: Car
    var spare: Car
}

let toEngine = \Garage.main.engine
let hp = \Engine.horsepower
let full = toEngine.appending(path: hp)

var g = Garage(main: Car(model: "Roadster", engine: Engine(horsepower: 300, cylinders: 6)),
               spare: Car(model: "Hatch", engine: Engine(horsepower: 90, cylinders: 4)))
print(g[keyPath: full])
g[keyPath: full] = 350
print(g.main.engine.horsepower)

let carToCyl = (\Car.engine).appending(path: \Engine.cylinders)
print(g.spare[keyPath: carToCyl])
let spareCyl = (\Garage.spare).appending(path: carToCyl)
print(g[keyPath: spareCyl])
print(full == \Garage.main.engine.horsepower)
print(spareCyl == \Garage.spare.engine.cylinders)
print(spareCyl == \Garage.main.engine.cylinders)

let modelLen = (\Car.model).appending(path: \String.count)
print(g.main[keyPath: modelLen], g.spare[keyPath: modelLen])
// expect: 300
// expect: 350
// expect: 4
// expect: 4
// expect: true
// expect: true
// expect: false
// expect: 8 5
