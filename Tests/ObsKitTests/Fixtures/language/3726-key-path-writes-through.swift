// Compiler test style: key-path writes through WritableKeyPath on nested structs
struct Engine { var hp: Int; var cylinders: Int }
struct Car { var name: String; var engine: Engine; var wheels: [Int] }

var car = Car(name: "Mini", engine: Engine(hp: 90, cylinders: 4), wheels: [15, 15, 15, 15])
let hpPath: WritableKeyPath<Car, Int> = \Car.engine.hp
car[keyPath: hpPath] = 120
car[keyPath: \.engine.cylinders] += 2
car[keyPath: \.name].append("!")
car[keyPath: \.wheels[0]] = 17
print(car.name, car.engine.hp, car.engine.cylinders, car.wheels)

let enginePath = \Car.engine
let cylPath = enginePath.appending(path: \Engine.cylinders)
car[keyPath: cylPath] *= 2
print(car[keyPath: cylPath], car.engine.cylinders)

func set<T, V>(_ obj: inout T, _ path: WritableKeyPath<T, V>, _ value: V) {
    obj[keyPath: path] = value
}
set(&car, \.engine.hp, 200)
set(&car, \.name, "Cooper")
print(car.name, car.engine.hp)

var cars = [car, car]
cars[1][keyPath: \.engine.hp] = 50
print(cars.map(\.engine.hp))

let paths: [WritableKeyPath<Engine, Int>] = [\.hp, \.cylinders]
var e = Engine(hp: 1, cylinders: 1)
for (i, p) in paths.enumerated() { e[keyPath: p] += (i + 1) * 10 }
print(e.hp, e.cylinders)

var tuple = (a: 1, b: (c: 2, d: 3))
tuple[keyPath: \.b.c] = 30
print(tuple.b.c)

let readOnly: KeyPath<Car, Int> = \Car.engine.hp
print(car[keyPath: readOnly], cars[1][keyPath: readOnly])
// expect: Mini! 120 6 [17, 15, 15, 15]
// expect: 12 12
// expect: Cooper 200
// expect: [200, 50]
// expect: 11 21
// expect: 30
// expect: 200 50
