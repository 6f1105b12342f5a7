// Compiler test style: structs holding class references are copied shallowly
class Engine {
    var hp: Int
    init(hp: Int) { self.hp = hp }
}
struct Car {
    var name: String
    var engine: Engine
    var tags: [String] = []
}

var car1 = Car(name: "one", engine: Engine(hp: 100))
var car2 = car1
car2.name = "two"
car2.engine.hp = 250
car2.tags.append("fast")
print(car1.name, car1.engine.hp, car1.tags)
print(car2.name, car2.engine.hp, car2.tags)
print(car1.engine === car2.engine)
car2.engine = Engine(hp: 50)
print(car1.engine.hp, car2.engine.hp)
print(car1.engine === car2.engine)

let fleet = [car1, car2, car1]
fleet[0].engine.hp += 1
print(fleet.map { $0.engine.hp })
print(car1.engine.hp)

class Garage {
    var cars: [Car] = []
}
let g = Garage()
g.cars = fleet
g.cars[1].name = "renamed"
g.cars[2].engine.hp = 7
print(g.cars.map { $0.name }, fleet.map { $0.name })
print(car1.engine.hp)
// expect: one 250 []
// expect: two 250 ["fast"]
// expect: true
// expect: 250 50
// expect: false
// expect: [251, 50, 251]
// expect: 251
// expect: ["one", "renamed", "one"] ["one", "two", "one"]
// expect: 7
