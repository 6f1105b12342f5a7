// Advanced Swift style (nested observers): didSet on an outer struct's property fires when an inner struct's observed property changes, showing the order of both
struct Engine {
    var rpm = 0 {
        willSet { print("  engine rpm will be \(newValue)") }
        didSet { print("  engine rpm was \(oldValue)") }
    }
    var temperature = 20
}

struct Car {
    var engine = Engine() {
        didSet { print(" car engine updated (rpm \(engine.rpm), temp \(engine.temperature))") }
    }
    var mileage = 0
}

struct Garage {
    var cars: [Car] = [Car(), Car()] {
        didSet { print("garage cars updated") }
    }
}

var car = Car()
print("set rpm")
car.engine.rpm = 1500
print("set temperature")
car.engine.temperature += 40
print("set mileage")
car.mileage = 10

var garage = Garage()
print("garage rpm")
garage.cars[1].engine.rpm = 3000
print("garage mileage")
garage.cars[0].mileage += 5
print("replace engine")
garage.cars[0].engine = Engine(rpm: 1, temperature: 2)

print("loop")
for i in garage.cars.indices {
    garage.cars[i].engine.temperature = 90
}
print(garage.cars.map(\.engine.rpm), garage.cars.map(\.engine.temperature), garage.cars.map(\.mileage))

// expect: set rpm
// expect:   engine rpm will be 1500
// expect:   engine rpm was 0
// expect:  car engine updated (rpm 1500, temp 20)
// expect: set temperature
// expect:  car engine updated (rpm 1500, temp 60)
// expect: set mileage
// expect: garage rpm
// expect:   engine rpm will be 3000
// expect:   engine rpm was 0
// expect:  car engine updated (rpm 3000, temp 20)
// expect: garage cars updated
// expect: garage mileage
// expect: garage cars updated
// expect: replace engine
// expect:  car engine updated (rpm 1, temp 2)
// expect: garage cars updated
// expect: loop
// expect:  car engine updated (rpm 1, temp 90)
// expect: garage cars updated
// expect:  car engine updated (rpm 3000, temp 90)
// expect: garage cars updated
// expect: [1, 3000] [90, 90] [5, 0]
