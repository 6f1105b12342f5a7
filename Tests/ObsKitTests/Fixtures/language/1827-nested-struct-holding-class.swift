// Compiler test style: value vs reference semantics — structs nested in structs copy, but a class stored inside is shared by every copy
final class Engine {
    var horsepower: Int
    init(horsepower: Int) { self.horsepower = horsepower }
}

struct Wheels { var count: Int; var size: Int }

struct Car {
    var model: String
    var wheels: Wheels
    var engine: Engine
}

struct Garage {
    var cars: [Car]
    var owner: String
}

var g1 = Garage(cars: [Car(model: "Roadster", wheels: Wheels(count: 4, size: 17), engine: Engine(horsepower: 200))], owner: "Ann")
var g2 = g1

g2.owner = "Bob"
g2.cars[0].model = "Racer"
g2.cars[0].wheels.size = 19
g2.cars[0].engine.horsepower = 450

print("g1: \(g1.owner) \(g1.cars[0].model) size \(g1.cars[0].wheels.size) hp \(g1.cars[0].engine.horsepower)")
print("g2: \(g2.owner) \(g2.cars[0].model) size \(g2.cars[0].wheels.size) hp \(g2.cars[0].engine.horsepower)")
print("same engine object: \(g1.cars[0].engine === g2.cars[0].engine)")

// Replacing the reference detaches the copies
g2.cars[0].engine = Engine(horsepower: 90)
g2.cars[0].engine.horsepower += 10
print("after replacement: g1 hp \(g1.cars[0].engine.horsepower), g2 hp \(g2.cars[0].engine.horsepower)")

// let struct still allows mutating the class it contains
let frozen = Car(model: "Frozen", wheels: Wheels(count: 3, size: 12), engine: Engine(horsepower: 5))
frozen.engine.horsepower = 6
print("frozen car engine: \(frozen.engine.horsepower)")

// Deep copy helper
extension Car {
    func deepCopy() -> Car {
        Car(model: model, wheels: wheels, engine: Engine(horsepower: engine.horsepower))
    }
}
let original = g1.cars[0]
var independent = original.deepCopy()
independent.engine.horsepower = 1
print("original hp \(original.engine.horsepower), independent hp \(independent.engine.horsepower)")

// Arrays of classes vs arrays of structs under map/forEach mutation
var structs = [Wheels(count: 4, size: 15), Wheels(count: 2, size: 21)]
var engines = [Engine(horsepower: 1), Engine(horsepower: 2)]
for var w in structs { w.size = 0 }
for e in engines { e.horsepower *= 100 }
print("struct sizes unchanged: \(structs.map(\.size))")
print("engines changed: \(engines.map(\.horsepower))")
for i in structs.indices { structs[i].size += 1 }
print("struct sizes via index: \(structs.map(\.size))")
engines.append(engines[0])
engines[2].horsepower = 7
print("aliasing in array: \(engines.map(\.horsepower))")

// expect: g1: Ann Roadster size 17 hp 450
// expect: g2: Bob Racer size 19 hp 450
// expect: same engine object: true
// expect: after replacement: g1 hp 450, g2 hp 100
// expect: frozen car engine: 6
// expect: original hp 450, independent hp 1
// expect: struct sizes unchanged: [15, 21]
// expect: engines changed: [100, 200]
// expect: struct sizes via index: [16, 22]
// expect: aliasing in array: [7, 200, 7]
