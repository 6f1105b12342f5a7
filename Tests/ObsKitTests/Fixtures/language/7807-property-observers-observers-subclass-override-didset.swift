// Swift book style (property observers): observers in subclass override and didSet on a class property
class Vehicle {
    var speed: Int = 0 {
        willSet { print("Vehicle willSet \(newValue)") }
        didSet { print("Vehicle didSet from \(oldValue)") }
    }
}

class Car: Vehicle {
    override var speed: Int {
        willSet { print("Car willSet \(newValue)") }
        didSet { print("Car didSet from \(oldValue)") }
    }
}

let car = Car()
car.speed = 30
print("speed \(car.speed)")

class Watcher {
    var log: [String] = []
    var level = 1 {
        didSet {
            log.append("\(oldValue)->\(level)")
            if level > 5 { level = 5 }
        }
    }
}

let w = Watcher()
w.level = 3
w.level = 9
print(w.level)
print(w.log)
// expect: Car willSet 30
// expect: Vehicle willSet 30
// expect: Vehicle didSet from 0
// expect: Car didSet from 0
// expect: speed 30
// expect: 5
// expect: ["1->3", "3->9"]
