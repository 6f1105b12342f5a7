// Swift book style: Optional Chaining: optional dictionary values, chaining on optional return values and Void?
var testScores = ["Dave": [86, 82, 84], "Bev": [79, 94, 81]]
testScores["Dave"]?[0] = 91
testScores["Bev"]?[0] += 1
testScores["Brian"]?[0] = 72
for name in testScores.keys.sorted() {
    print("\(name): \(testScores[name]!)")
}
print("Brian present: \(testScores["Brian"] != nil)")

struct Engine {
    var horsepower: Int
    mutating func tune() { horsepower += 10 }
}

struct Car {
    var model: String
    var engine: Engine?
}

class Garage {
    var cars: [String: Car] = [:]
    var manager: String?
}

let garage = Garage()
garage.cars["sedan"] = Car(model: "Comet", engine: Engine(horsepower: 150))
garage.cars["cart"] = Car(model: "Buggy", engine: nil)

garage.cars["sedan"]?.engine?.tune()
let tuned: Void? = garage.cars["cart"]?.engine?.tune()
print("tuning the cart worked: \(tuned != nil)")
print("sedan hp: \(garage.cars["sedan"]?.engine?.horsepower ?? 0)")
print("cart hp: \(garage.cars["cart"]?.engine?.horsepower ?? -1)")
print("missing hp: \(garage.cars["truck"]?.engine?.horsepower ?? -1)")

let upper = garage.manager?.uppercased()
print("manager upper: \(upper ?? "nobody")")
garage.manager = "Maria"
print("manager length: \(garage.manager?.count ?? 0)")
print("manager first: \(garage.manager?.first.map { String($0) } ?? "?")")

func lookup(_ key: String) -> Car? {
    return garage.cars[key]
}
print("lookup model: \(lookup("sedan")?.model.uppercased() ?? "-")")
print("lookup chain count: \(lookup("cart")?.model.count ?? 0)")

let maybeNumbers: [Int]? = [3, 1, 2]
print("sorted first: \(maybeNumbers?.sorted().first ?? 0)")
let noNumbers: [Int]? = nil
print("sorted first of nil: \(String(describing: noNumbers?.sorted().first))")
// expect: Bev: [80, 94, 81]
// expect: Dave: [91, 82, 84]
// expect: Brian present: false
// expect: tuning the cart worked: false
// expect: sedan hp: 160
// expect: cart hp: -1
// expect: missing hp: -1
// expect: manager upper: nobody
// expect: manager length: 5
// expect: manager first: M
// expect: lookup model: COMET
// expect: lookup chain count: 5
// expect: sorted first: 1
// expect: sorted first of nil: nil
