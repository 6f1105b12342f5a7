// Apple docs style (OptionSet): shipping options as a bit set with static members and set algebra
struct ShippingOptions: OptionSet, CustomStringConvertible {
    let rawValue: Int

    static let nextDay    = ShippingOptions(rawValue: 1 << 0)
    static let secondDay  = ShippingOptions(rawValue: 1 << 1)
    static let priority   = ShippingOptions(rawValue: 1 << 2)
    static let standard   = ShippingOptions(rawValue: 1 << 3)

    static let express: ShippingOptions = [.nextDay, .secondDay]
    static let all: ShippingOptions = [.express, .priority, .standard]

    var description: String {
        let names: [(ShippingOptions, String)] = [
            (.nextDay, "nextDay"), (.secondDay, "secondDay"), (.priority, "priority"), (.standard, "standard"),
        ]
        let parts = names.filter { contains($0.0) }.map { $0.1 }
        return "[" + parts.joined(separator: ", ") + "] (raw \(rawValue))"
    }
}

let singleOption: ShippingOptions = .priority
let multipleOptions: ShippingOptions = [.nextDay, .secondDay, .priority]
let noOptions: ShippingOptions = []
print("single:", singleOption)
print("multiple:", multipleOptions)
print("none:", noOptions, "isEmpty:", noOptions.isEmpty)
print("express:", ShippingOptions.express)
print("all:", ShippingOptions.all)

let purchasePrice = 87.55
var freeOptions: ShippingOptions = []
if purchasePrice > 50 {
    freeOptions.insert(.priority)
}
if freeOptions.contains(.priority) {
    print("You've earned free priority shipping!")
} else {
    print("Add more to your cart for free priority shipping!")
}

var opts = multipleOptions
let removed = opts.remove(.secondDay)
print("removed:", removed as Any)
print("after remove:", opts)
print("remove missing:", opts.remove(.standard) as Any)
let (inserted, member) = opts.insert(.nextDay)
print("insert existing:", inserted, member)
print("union:", opts.union(.standard))
print("intersection:", ShippingOptions.all.intersection([.priority, .secondDay]))
print("symmetricDifference:", ShippingOptions.express.symmetricDifference([.secondDay, .standard]))
print("subtracting:", ShippingOptions.all.subtracting(.express))
print("isSubset:", ShippingOptions.express.isSubset(of: .all), "isDisjoint:", ShippingOptions.express.isDisjoint(with: [.standard]))
print("isSuperset:", multipleOptions.isSuperset(of: .express))
opts.formUnion([.standard, .secondDay])
print("formUnion:", opts)
opts.formIntersection(.express)
print("formIntersection:", opts)
print("equal to express:", opts == .express)

// expect: single: [priority] (raw 4)
// expect: multiple: [nextDay, secondDay, priority] (raw 7)
// expect: none: [] (raw 0) isEmpty: true
// expect: express: [nextDay, secondDay] (raw 3)
// expect: all: [nextDay, secondDay, priority, standard] (raw 15)
// expect: You've earned free priority shipping!
// expect: removed: Optional([secondDay] (raw 2))
// expect: after remove: [nextDay, priority] (raw 5)
// expect: remove missing: nil
// expect: insert existing: false [nextDay] (raw 1)
// expect: union: [nextDay, priority, standard] (raw 13)
// expect: intersection: [secondDay, priority] (raw 6)
// expect: symmetricDifference: [nextDay, standard] (raw 9)
// expect: subtracting: [priority, standard] (raw 12)
// expect: isSubset: true isDisjoint: true
// expect: isSuperset: true
// expect: formUnion: [nextDay, secondDay, priority, standard] (raw 15)
// expect: formIntersection: [nextDay, secondDay] (raw 3)
// expect: equal to express: true
