// Blog style (inheritance chain): overriding methods on an @Observable base and tracking base properties
import Observation

@Observable
class Animal {
    var name: String
    var energy = 10
    init(name: String) { self.name = name }
    func speak() -> String { "..." }
    func play() { energy -= 2 }
}

final class Dog: Animal {
    var tricks: [String] = []
    override func speak() -> String { "Woof" }
    override func play() {
        super.play()
        tricks.append("fetch")
    }
}

final class Cat: Animal {
    override func speak() -> String { "Meow" }
}

let animals: [Animal] = [Dog(name: "Rex"), Cat(name: "Tom")]
for a in animals {
    withObservationTracking {
        _ = a.energy
    } onChange: {
        print("\(a.name) energy changing from \(a.energy)")
    }
}
for a in animals {
    a.play()
    a.play()
    print("\(a.name) says \(a.speak()), energy \(a.energy)")
}
if let d = animals.first as? Dog { print(d.tricks) }
print(animals.map { String(describing: type(of: $0)) })
// expect: Rex energy changing from 10
// expect: Rex says Woof, energy 6
// expect: Tom energy changing from 10
// expect: Tom says Meow, energy 6
// expect: ["fetch", "fetch"]
// expect: ["Dog", "Cat"]
