// Compiler test style: final methods and classes, super method chains across three levels, dynamic dispatch
class Animal {
    let name: String
    init(name: String) { self.name = name }
    func sound() -> String { return "..." }
    final func introduce() -> String {
        return "\(name) says \(sound())"
    }
    func traits() -> [String] { return ["alive"] }
}

class Dog: Animal {
    override func sound() -> String { return "Woof" }
    override func traits() -> [String] { return super.traits() + ["loyal"] }
}

final class Puppy: Dog {
    override func sound() -> String { return super.sound().lowercased() + "!" }
    override func traits() -> [String] { return super.traits() + ["small"] }
}

class Cat: Animal {
    override func sound() -> String { return "Meow" }
}

let pets: [Animal] = [Animal(name: "Generic"), Dog(name: "Rex"), Puppy(name: "Bit"), Cat(name: "Tom")]
for pet in pets {
    print(pet.introduce(), pet.traits())
}

func loudest(_ animals: [Animal]) -> String {
    return animals.map { $0.sound() }.max { $0.count < $1.count } ?? ""
}
print(loudest(pets))

let p: Dog = Puppy(name: "Chip")
print(p.sound(), p is Puppy, p.traits().count)
var count = 0
for pet in pets where pet is Dog { count += 1 }
print("dogs:", count)
// expect: Generic says ... ["alive"]
// expect: Rex says Woof ["alive", "loyal"]
// expect: Bit says woof! ["alive", "loyal", "small"]
// expect: Tom says Meow ["alive"]
// expect: woof!
// expect: woof! true 3
// expect: dogs: 2
