// Book style (Protocols): protocol composition and class-only protocols for a greenhouse crew
protocol Named {
    var name: String { get }
}
protocol Aged {
    var age: Int { get }
}
protocol Caretaker: AnyObject {
    var plantsWatered: Int { get set }
    func water(_ count: Int)
}

class Gardener: Named, Aged, Caretaker {
    let name: String
    let age: Int
    var plantsWatered = 0
    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }
    func water(_ count: Int) { plantsWatered += count }
}

final class Apprentice: Gardener {
    override func water(_ count: Int) {
        super.water(count / 2)
    }
}

struct Visitor: Named, Aged {
    var name: String
    var age: Int
}

func badge(for someone: Named & Aged) -> String {
    "\(someone.name) (\(someone.age))"
}

func shift(_ worker: Gardener & Caretaker, pots: Int) {
    worker.water(pots)
    print("\(worker.name) watered \(worker.plantsWatered)")
}

func helpOut(_ helper: Caretaker) {
    helper.plantsWatered += 1
}

let mia = Gardener(name: "Mia", age: 41)
let tom = Apprentice(name: "Tom", age: 17)
let guest = Visitor(name: "Lee", age: 8)
print(badge(for: mia), badge(for: tom), badge(for: guest))
shift(mia, pots: 12)
shift(tom, pots: 12)
helpOut(tom)
print(tom.plantsWatered)

let everyone: [Named & Aged] = [mia, tom, guest]
let sorted = everyone.sorted { $0.age < $1.age }
print(sorted.map(\.name))
for person in everyone {
    if let carer = person as? Caretaker {
        print(person.name, "is a caretaker with", carer.plantsWatered)
    } else {
        print(person.name, "is just visiting:", person)
    }
}
let crew: [Caretaker] = [mia, tom]
let same = crew[0] === mia
print(same, crew.count)
print(type(of: crew[1]), everyone[2] is Visitor)
let oldest = everyone.max { $0.age < $1.age }
print(oldest?.name as Any)
print(guest)

// expect: Mia (41) Tom (17) Lee (8)
// expect: Mia watered 12
// expect: Tom watered 6
// expect: 7
// expect: ["Lee", "Tom", "Mia"]
// expect: Mia is a caretaker with 12
// expect: Tom is a caretaker with 7
// expect: Lee is just visiting: Visitor(name: "Lee", age: 8)
// expect: true 2
// expect: Apprentice true
// expect: Optional("Mia")
// expect: Visitor(name: "Lee", age: 8)
