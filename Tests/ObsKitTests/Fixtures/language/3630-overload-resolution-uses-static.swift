// Compiler test style: overload resolution uses the static type of the argument, not its runtime class
class Animal { var name: String { "animal" } }
class Dog: Animal { override var name: String { "dog" } }
class Puppy: Dog { override var name: String { "puppy" } }

func describe(_ a: Animal) -> String { "Animal overload (\(a.name))" }
func describe(_ d: Dog) -> String { "Dog overload (\(d.name))" }

let a: Animal = Dog()
let d = Dog()
let p: Dog = Puppy()
let pa: Animal = Puppy()

print(describe(a))
print(describe(d))
print(describe(p))
print(describe(pa))
print(describe(Puppy()))

let zoo: [Animal] = [Animal(), Dog(), Puppy()]
for z in zoo {
    print(describe(z))
}
for z in zoo {
    if let dog = z as? Dog {
        print("cast:", describe(dog))
    } else {
        print("not a dog:", describe(z))
    }
}

func generic<T: Animal>(_ t: T) -> String { describe(t) }
print(generic(Dog()))
print(generic(pa))
// expect: Animal overload (dog)
// expect: Dog overload (dog)
// expect: Dog overload (puppy)
// expect: Animal overload (puppy)
// expect: Dog overload (puppy)
// expect: Animal overload (animal)
// expect: Animal overload (dog)
// expect: Animal overload (puppy)
// expect: not a dog: Animal overload (animal)
// expect: cast: Dog overload (dog)
// expect: cast: Dog overload (puppy)
// expect: Animal overload (dog)
// expect: Animal overload (puppy)
