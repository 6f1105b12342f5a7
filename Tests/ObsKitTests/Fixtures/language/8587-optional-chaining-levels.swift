// Swift book style (Optional Chaining): chains through several levels, methods, subscripts and assignment
class Street {
    var name: String
    var number: Int?
    init(name: String, number: Int? = nil) {
        self.name = name
        self.number = number
    }
    func label() -> String? {
        guard let number else { return nil }
        return "\(number) \(name)"
    }
}

class Building {
    var floors: [String] = []
    var street: Street?
    subscript(i: Int) -> String {
        get { floors[i] }
        set { floors[i] = newValue }
    }
    func printFloors() {
        print("floors: \(floors.count)")
    }
}

class Company {
    var office: Building?
}

let acme = Company()
if let n = acme.office?.floors.count {
    print("floors \(n)")
} else {
    print("no office")
}
let result: ()? = acme.office?.printFloors()
print("printFloors call succeeded: \(result != nil)")

acme.office?.street = Street(name: "Elm")
print("assignment through nil chain ignored:", acme.office?.street?.name ?? "nil")

let hq = Building()
hq.floors = ["Lobby", "Design", "Ops"]
acme.office = hq
acme.office?.printFloors()
print(acme.office?[1] ?? "none")
acme.office?[1] = "Research"
print(acme.office?.floors.joined(separator: ",") ?? "")

acme.office?.street = Street(name: "Pine Road")
print(acme.office?.street?.label() ?? "no label")
acme.office?.street?.number = 42
print(acme.office?.street?.label() ?? "no label")
if let first = acme.office?.street?.label()?.first {
    print("label starts with \(first)")
}
print(acme.office?.street?.label()?.uppercased().count as Any)

var scores: [String: [Int]] = ["ria": [7, 9], "tom": [4]]
scores["ria"]?[0] += 1
scores["tom"]?.append(6)
scores["zed"]?[0] = 1
for key in scores.keys.sorted() {
    print(key, scores[key]!)
}

// expect: no office
// expect: printFloors call succeeded: false
// expect: assignment through nil chain ignored: nil
// expect: floors: 3
// expect: Design
// expect: Lobby,Research,Ops
// expect: no label
// expect: 42 Pine Road
// expect: label starts with 4
// expect: Optional(12)
// expect: ria [8, 9]
// expect: tom [4, 6]
