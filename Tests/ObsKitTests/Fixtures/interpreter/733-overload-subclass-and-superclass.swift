// Overloads by class: a value of a subclass picks the overload for its own class, another subclass falls
// back to the superclass's. Expected output from swiftc 6.3.1 on Linux.
class Animal { var name: String { "animal" } }
class Dog: Animal { override var name: String { "dog" } }
class Puppy: Dog { override var name: String { "puppy" } }
class Cat: Animal { override var name: String { "cat" } }

func greet(_ animal: Animal) -> String { "Hello, \(animal.name)" }
func greet(_ dog: Dog) -> String { "Good boy, \(dog.name)" }

print(greet(Animal()))
print(greet(Dog()))
print(greet(Puppy()))
print(greet(Cat()))

// expect: Hello, animal
// expect: Good boy, dog
// expect: Good boy, puppy
// expect: Hello, cat
