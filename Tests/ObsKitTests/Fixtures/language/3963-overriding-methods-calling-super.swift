// Swift book style: overriding methods and calling super implementations
class Vehicle {
    var currentSpeed = 0.0
    func makeNoise() -> String {
        return ""
    }
    func start() {
        print("Vehicle.start")
        currentSpeed = 5
    }
    func summary() -> String {
        let noise = makeNoise()
        return "speed \(currentSpeed), noise '\(noise)'"
    }
}

class Train: Vehicle {
    override func makeNoise() -> String {
        return "Choo Choo"
    }
}

class SteamTrain: Train {
    override func makeNoise() -> String {
        return super.makeNoise() + " (whistle)"
    }
    override func start() {
        print("SteamTrain: building steam")
        super.start()
        currentSpeed *= 2
        print("SteamTrain: started at \(currentSpeed)")
    }
}

class Car: Vehicle {
    override func start() {
        super.start()
        print("Car.start adds speed")
        currentSpeed += 20
    }
    override func summary() -> String {
        return "Car[" + super.summary() + "]"
    }
}

let train = Train()
print(train.makeNoise())
let steam = SteamTrain()
steam.start()
print(steam.summary())
let car = Car()
car.start()
print(car.summary())
let list: [Vehicle] = [Vehicle(), train, steam, car]
print(list.map { $0.makeNoise() })
// expect: Choo Choo
// expect: SteamTrain: building steam
// expect: Vehicle.start
// expect: SteamTrain: started at 10.0
// expect: speed 10.0, noise 'Choo Choo (whistle)'
// expect: Vehicle.start
// expect: Car.start adds speed
// expect: Car[speed 25.0, noise '']
// expect: ["", "Choo Choo", "Choo Choo (whistle)", ""]
