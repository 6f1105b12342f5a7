// Check error: 'override' on a method whose name does not match the superclass's
class Animal {
    func makeSound() -> String {
        return "..."
    }
}

class Dog: Animal {
    override func makeSounds() -> String {
        return "Woof"
    }
}

let pets: [Animal] = [Animal(), Dog()]
for pet in pets {
    print(pet.makeSound())
}
// expect-error: method does not override any method from its superclass
