// Compiler test style: overload selection by generic constraints — the most specialized overload wins statically, protocol dispatch does not
protocol Named { var name: String { get } }

func classify<T>(_ x: T) -> String { "any" }
func classify<T: Equatable>(_ x: T) -> String { "equatable" }
func classify<T: Comparable>(_ x: T) -> String { "comparable" }
func classify<T: BinaryInteger>(_ x: T) -> String { "integer" }
func classify(_ x: Int) -> String { "concrete Int" }

struct Plain {}
struct Tag: Equatable { var id: Int }

print(classify(5))
print(classify(UInt8(5)))
print(classify("str"))
print(classify(Tag(id: 1)))
print(classify(Plain()))
print(classify(2.5))

// Inside a generic context only the constraints of T are known.
func relay<T: Equatable>(_ x: T) -> String { classify(x) }
print(relay(5), relay("s"), relay(Tag(id: 2)))

// Collection-level specialization.
func summarize<C: Collection>(_ c: C) -> String { "collection of \(c.count)" }
func summarize<C: Collection>(_ c: C) -> String where C.Element: Numeric {
    "numeric collection of \(c.count)"
}
func summarize<C: RandomAccessCollection>(_ c: C) -> String where C.Element: Numeric {
    "random-access numeric of \(c.count)"
}
print(summarize(["a", "b"]))
print(summarize([1, 2, 3]))
print(summarize(Set([4, 5])))
print(summarize(1...10))

// Protocol extension defaults vs. constrained extension defaults.
protocol Greeter { func greet() -> String }
extension Greeter { func greet() -> String { "hello" } }
extension Greeter where Self: Named { func greet() -> String { "hello, \(name)" } }

struct Anonymous: Greeter {}
struct Person: Greeter, Named { var name: String }
print(Anonymous().greet(), "|", Person(name: "Ada").greet())

func greetGeneric<G: Greeter>(_ g: G) -> String { g.greet() }
print(greetGeneric(Person(name: "Bo")))

// Non-requirement extension methods are statically dispatched.
protocol Animal { func sound() -> String }
extension Animal {
    func sound() -> String { "..." }
    func intro() -> String { "I say \(sound())" }
    func kind() -> String { "animal" }
}
struct Dog: Animal {
    func sound() -> String { "woof" }
    func kind() -> String { "dog" }
}
let dog = Dog()
let animal: any Animal = dog
print(dog.intro(), dog.kind())
print(animal.intro(), animal.kind())

// expect: concrete Int
// expect: integer
// expect: comparable
// expect: equatable
// expect: any
// expect: comparable
// expect: equatable equatable equatable
// expect: collection of 2
// expect: random-access numeric of 3
// expect: numeric collection of 2
// expect: random-access numeric of 10
// expect: hello | hello, Ada
// expect: hello, Bo
// expect: I say woof dog
// expect: I say woof animal
