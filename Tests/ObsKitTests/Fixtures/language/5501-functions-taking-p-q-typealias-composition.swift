// Stack Overflow style (protocol composition): functions taking P & Q, typealias of a composition, and existential arrays
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
protocol Greets { func greet() -> String }

typealias Person = Named & Aged
struct Student: Named, Aged, Greets {
    let name: String
    let age: Int
    func greet() -> String { "hi, I'm \(name)" }
}

struct Robot: Named, Greets {
    let name: String
    func greet() -> String { "BEEP \(name)" }
}
func card(_ p: Named & Aged) -> String { "\(p.name) (\(p.age))" }
func genericCard<T: Named & Aged>(_ p: T) -> String { "<\(p.name):\(p.age)>" }
func intro(_ x: some Named & Greets) -> String { "\(x.name) says \(x.greet())" }
let s = Student(name: "Lia", age: 20)
print(card(s), genericCard(s))
print(intro(s))
print(intro(Robot(name: "R2")))
let folks: [any Person] = [s, Student(name: "Ola", age: 33)]
print(folks.map(card))
let greeters: [any Named & Greets] = [s, Robot(name: "K9")]
print(greeters.map { $0.greet() })
let anything: [Any] = [s, Robot(name: "X"), 5]
print(anything.compactMap { ($0 as? any Person)?.name })
print(anything.compactMap { ($0 as? Named)?.name })

// expect: Lia (20) <Lia:20>
// expect: Lia says hi, I'm Lia
// expect: R2 says BEEP R2
// expect: ["Lia (20)", "Ola (33)"]
// expect: ["hi, I\'m Lia", "BEEP K9"]
// expect: ["Lia"]
// expect: ["Lia", "X"]
