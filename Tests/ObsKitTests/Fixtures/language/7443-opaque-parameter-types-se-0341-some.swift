// Swift Evolution style (opaque parameter types): SE-0341 some in parameter position as sugar for generics, with SE-0328 structural opaque results
protocol Animal {
    var name: String { get }
    func sound() -> String
}

struct Dog: Animal {
    let name: String
    func sound() -> String { "woof" }
}

struct Cat: Animal {
    let name: String
    var grumpy = false
    func sound() -> String { grumpy ? "hiss" : "meow" }
}

func introduce(_ animal: some Animal) -> String {
    "\(animal.name) says \(animal.sound())"
}

func chorus(_ first: some Animal, _ second: some Animal, times: Int = 2) -> String {
    let a = Array(repeating: first.sound(), count: times)
    let b = Array(repeating: second.sound(), count: times)
    return zip(a, b).map { "\($0)-\($1)" }.joined(separator: " ")
}

func names(in list: [some Animal]) -> [String] {
    list.map(\.name)
}

func makePair() -> (some Animal, some Animal) {
    (Dog(name: "Rex"), Cat(name: "Tom", grumpy: true))
}

func sortedCopy(_ values: some Sequence<Int>) -> [Int] {
    values.sorted(by: >)
}

func apply(_ f: (Int) -> Int, to values: some Collection<Int>) -> [Int] {
    values.map(f)
}

print(introduce(Dog(name: "Fido")))
print(introduce(Cat(name: "Kit")))
print(chorus(Dog(name: "a"), Cat(name: "b"), times: 3))
print(names(in: [Cat(name: "Tom"), Cat(name: "Ann")]))
let (p, q) = makePair()
print(introduce(p), "/", introduce(q))
print(sortedCopy([3, 9, 1]), sortedCopy(Set([5])))
print(apply({ $0 * $0 }, to: 1...5))
// expect: Fido says woof
// expect: Kit says meow
// expect: woof-meow woof-meow woof-meow
// expect: ["Tom", "Ann"]
// expect: Rex says woof / Tom says hiss
// expect: [9, 3, 1] [5]
// expect: [1, 4, 9, 16, 25]
