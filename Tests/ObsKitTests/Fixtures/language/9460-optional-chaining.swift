// Optional chaining through properties, methods, subscripts and multiple levels (expected output from swiftc 6.3.1 on Linux)
final class Microchip {
    var code: String?
    var registeredTo: String?
    init(code: String? = nil, registeredTo: String? = nil) { self.code = code; self.registeredTo = registeredTo }
    func summary() -> String? {
        guard let code else { return nil }
        return registeredTo.map { "\(code) -> \($0)" } ?? code
    }
}
final class Cargo {
    var crates: [String] = []
    var chip: Microchip?
    var crateCount: Int { crates.count }
    subscript(slot: Int) -> String {
        get { crates[slot] }
        set { crates[slot] = newValue }
    }
    func manifest() { print("manifest:", crates) }
}
final class Ship {
    let name: String
    var cargo: Cargo?
    init(name: String) { self.name = name }
}

let kestrel = Ship(name: "Kestrel")
if let n = kestrel.cargo?.crateCount {
    print("\(kestrel.name) carries \(n) crates")
} else {
    print("\(kestrel.name) is empty")
}
print(kestrel.cargo?.chip?.code as Any)
let assigned: Void? = kestrel.cargo?.chip = Microchip(code: "X1")
print("assignment happened:", assigned != nil)
print("manifest printed:", kestrel.cargo?.manifest() != nil)

let hold = Cargo()
hold.crates = ["rice", "tea"]
kestrel.cargo = hold
print("crates now:", kestrel.cargo?.crateCount ?? 0)
print("manifest printed:", kestrel.cargo?.manifest() != nil)
print("slot 0:", kestrel.cargo?[0] ?? "?")
kestrel.cargo?[1] = "silk"
print(hold.crates)

kestrel.cargo?.chip = Microchip(code: "TX-88", registeredTo: "Port Vell")
print(kestrel.cargo?.chip?.summary() ?? "no chip")
print(kestrel.cargo?.chip?.summary()?.lowercased() ?? "-")
print(kestrel.cargo?.chip?.summary()?.hasSuffix("Vell") == true)
kestrel.cargo?.chip?.registeredTo = nil
print(kestrel.cargo?.chip?.summary() ?? "no chip")

var dockFees: [String: [Int]] = ["north": [40, 15], "east": [7]]
dockFees["north"]?[1] += 5
dockFees["east"]?.append(3)
dockFees["south"]?[0] = 99
print(dockFees.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

let fleet: [Ship?] = [kestrel, nil, Ship(name: "Osprey")]
let codes = fleet.map { $0?.cargo?.chip?.code ?? "n/a" }
print(codes)
let nameLengths = fleet.compactMap { $0?.name.count }
print(nameLengths)
let nested: Int?? = .some(nil)
print(nested as Any, (nested ?? 0) as Any)
let word: String? = "chain"
print(word?.count as Any, word?.first?.isUppercase as Any)

// expect: Kestrel is empty
// expect: nil
// expect: assignment happened: false
// expect: manifest printed: false
// expect: crates now: 2
// expect: manifest: ["rice", "tea"]
// expect: manifest printed: true
// expect: slot 0: rice
// expect: ["rice", "silk"]
// expect: TX-88 -> Port Vell
// expect: tx-88 -> port vell
// expect: true
// expect: TX-88
// expect: ["east=[7, 3]", "north=[40, 20]"]
// expect: ["TX-88", "n/a", "n/a"]
// expect: [7, 6]
// expect: Optional(nil) nil
// expect: Optional(5) Optional(false)
