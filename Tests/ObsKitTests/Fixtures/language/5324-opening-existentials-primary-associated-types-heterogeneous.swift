// Swift Forums style (any vs some, existentials): opening existentials, primary associated types and heterogeneous collections
protocol Animal {
    associatedtype Food: CustomStringConvertible
    var name: String { get }
    func eat(_ food: Food) -> String
    static var favoriteFood: Food { get }
}

struct Grass: CustomStringConvertible { var description: String { "grass" } }
struct Meat: CustomStringConvertible { let kg: Int; var description: String { "\(kg)kg meat" } }

struct Cow: Animal {
    let name: String
    func eat(_ food: Grass) -> String { "\(name) munches \(food)" }
    static var favoriteFood: Grass { Grass() }
}

struct Lion: Animal {
    let name: String
    func eat(_ food: Meat) -> String { "\(name) devours \(food)" }
    static var favoriteFood: Meat { Meat(kg: 5) }
}

func feed<A: Animal>(_ animal: A) -> String { animal.eat(A.favoriteFood) }
func feedAny(_ animal: any Animal) -> String { feed(animal) }
func foodName(_ animal: some Animal) -> String { String(describing: type(of: animal).favoriteFood) }

let zoo: [any Animal] = [Cow(name: "Bessie"), Lion(name: "Leo"), Cow(name: "Daisy")]
for a in zoo { print(feedAny(a)) }
print(zoo.map { foodName($0) })
print(zoo.map { String(describing: type(of: $0)) })

protocol Pipe<Input, Output> {
    associatedtype Input
    associatedtype Output
    func process(_ x: Input) -> Output
}
struct Doubler: Pipe { func process(_ x: Int) -> Int { x * 2 } }
struct Stringify: Pipe { func process(_ x: Int) -> String { "#\(x)" } }
struct Closure<I, O>: Pipe {
    let f: (I) -> O
    func process(_ x: I) -> O { f(x) }
}

let intPipes: [any Pipe<Int, Int>] = [Doubler(), Closure { $0 + 1 }, Doubler()]
print(intPipes.reduce(5) { $1.process($0) })
func runPipe(_ p: some Pipe<Int, String>, _ x: Int) -> String { p.process(x) }
print(runPipe(Stringify(), 7), runPipe(Closure { String(repeating: "*", count: $0) }, 3))
func makePipe(verbose: Bool) -> any Pipe<Int, String> {
    verbose ? Closure { "value is \($0)" } : Stringify()
}
print(makePipe(verbose: true).process(1), makePipe(verbose: false).process(2))
let boxed: Any = Lion(name: "Nala")
if let animal = boxed as? any Animal { print("opened:", feed(animal)) }
print(zoo.filter { $0 is Cow }.count, (zoo[1] as? Lion)?.name ?? "none")

// expect: Bessie munches grass
// expect: Leo devours 5kg meat
// expect: Daisy munches grass
// expect: ["grass", "5kg meat", "grass"]
// expect: ["Cow", "Lion", "Cow"]
// expect: 22
// expect: #7 ***
// expect: value is 1 #2
// expect: opened: Nala devours 5kg meat
// expect: 2 Leo
