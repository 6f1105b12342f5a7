// `weak` applied to a property whose type is a struct
// Written by an outside author (stop 28 corpus, file 7057); the message and its place are swiftc's on this machine.
struct Engine {
    var horsepower: Int
}

class Car {
    let model: String
    weak var engine: Engine?

    init(model: String) {
        self.model = model
    }
}

let car = Car(model: "Roadster")
car.engine = Engine(horsepower: 300)
print(car.model, car.engine?.horsepower ?? 0)

// expect-error: 'weak' may only be applied to class and class-bound protocol types, not 'Engine'
// expect-location: 8:14
