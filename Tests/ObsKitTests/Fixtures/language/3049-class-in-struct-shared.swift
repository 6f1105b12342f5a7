// Compiler test style: struct containing a class reference copies the reference, not the object
final class Engine {
  var rpm = 0
}
struct Car {
  var name: String
  var engine: Engine
  var mileage = 0
}

var car1 = Car(name: "a", engine: Engine())
var car2 = car1
car2.name = "b"
car2.mileage = 100
car2.engine.rpm = 3000
print(car1.name, car1.mileage, car1.engine.rpm)
print(car2.name, car2.mileage, car2.engine.rpm)
print(car1.engine === car2.engine)

car2.engine = Engine()
car2.engine.rpm = 1
print(car1.engine.rpm, car2.engine.rpm, car1.engine === car2.engine)

let fleet = [car1, car2]
var fleetCopy = fleet
fleetCopy[0].engine.rpm += 5
fleetCopy[0].mileage += 5
print(fleet[0].engine.rpm, fleet[0].mileage)
print(fleetCopy[0].engine.rpm, fleetCopy[0].mileage)

func tune(_ c: Car) {
  c.engine.rpm = 7777
}
tune(car1)
print(car1.engine.rpm)
// expect: a 0 3000
// expect: b 100 3000
// expect: true
// expect: 3000 1 false
// expect: 3005 0
// expect: 3005 5
// expect: 7777
