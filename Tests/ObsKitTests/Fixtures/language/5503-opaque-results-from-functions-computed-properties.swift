// Stack Overflow style (some return types): opaque results from functions and computed properties, checked with type(of:)
protocol Animal {
    func sound() -> String
}

struct Dog: Animal { func sound() -> String { "woof" } }
struct Cat: Animal { func sound() -> String { "meow" } }

func favorite() -> some Animal { Dog() }

func evens(upTo n: Int) -> some Sequence<Int> {
    stride(from: 0, through: n, by: 2)
}

func counter() -> some Collection { [1, 2, 3].lazy.map { $0 * 100 } }

struct Zoo {
    var star: some Animal { Cat() }
}

let f = favorite()
print(f.sound(), type(of: f))
print(Array(evens(upTo: 7)))
print(evens(upTo: 4).reduce(0, +))
print(counter().count)
print(Zoo().star.sound(), type(of: Zoo().star))
let animals: [any Animal] = [favorite(), Zoo().star]
print(animals.map { $0.sound() })

// expect: woof Dog
// expect: [0, 2, 4, 6]
// expect: 6
// expect: 3
// expect: meow Cat
// expect: ["woof", "meow"]
