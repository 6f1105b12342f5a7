// Apple docs style (OptionSet / assert / precondition): bit-flag sets and runtime checks
struct ShippingOptions: OptionSet, CustomStringConvertible {
    let rawValue: Int
    static let nextDay = ShippingOptions(rawValue: 1 << 0)
    static let secondDay = ShippingOptions(rawValue: 1 << 1)
    static let priority = ShippingOptions(rawValue: 1 << 2)
    static let standard = ShippingOptions(rawValue: 1 << 3)
    static let express: ShippingOptions = [.nextDay, .secondDay]
    static let all: ShippingOptions = [.express, .priority, .standard]

    var description: String {
        let names: [(ShippingOptions, String)] = [(.nextDay, "nextDay"), (.secondDay, "secondDay"), (.priority, "priority"), (.standard, "standard")]
        return "[" + names.filter { contains($0.0) }.map(\.1).joined(separator: ", ") + "]"
    }
}

let singleOption: ShippingOptions = .priority
let multipleOptions: ShippingOptions = [.nextDay, .secondDay, .priority]
let noOptions: ShippingOptions = []
print(singleOption, multipleOptions, noOptions)
print("rawValues:", singleOption.rawValue, multipleOptions.rawValue, ShippingOptions.all.rawValue)

var freeOptions: ShippingOptions = []
let purchasePrice = 87.55
if purchasePrice > 50 {
    freeOptions.insert(.priority)
}
print("contains priority:", freeOptions.contains(.priority), "contains express:", freeOptions.contains(.express))
print("insert again:", freeOptions.insert(.priority).inserted)
freeOptions.formUnion(.express)
print("after formUnion:", freeOptions)
print("remove secondDay:", freeOptions.remove(.secondDay) as Any)
print("isSuperset of express:", freeOptions.isSuperset(of: .express), "isSubset of all:", freeOptions.isSubset(of: .all))
print("intersection:", multipleOptions.intersection([.priority, .standard]))
print("symmetricDifference:", multipleOptions.symmetricDifference(.all))
print("subtracting:", ShippingOptions.all.subtracting(.express))
print("from raw 10:", ShippingOptions(rawValue: 10), "isEmpty:", noOptions.isEmpty)

func averageScore(_ scores: [Int]) -> Int {
    precondition(!scores.isEmpty, "scores must not be empty")
    let total = scores.reduce(0, +)
    assert(total >= 0, "scores are non-negative")
    return total / scores.count
}
print("average:", averageScore([70, 85, 90]))

func percent(_ part: Int, of whole: Int) -> Int {
    precondition(whole > 0)
    assert(part <= whole, "part exceeds whole")
    return part * 100 / whole
}
print("percent:", percent(3, of: 8), percent(8, of: 8))

struct Stack<T> {
    private var items: [T] = []
    mutating func push(_ x: T) { items.append(x) }
    mutating func pop() -> T {
        precondition(!items.isEmpty, "pop from empty stack")
        return items.removeLast()
    }
    var count: Int { items.count }
}
var stack = Stack<ShippingOptions>()
stack.push(.standard)
stack.push(.express)
print("popped:", stack.pop(), "remaining:", stack.count)
let checks = [1, 2, 4, 8].map { ShippingOptions(rawValue: $0) }
assert(checks.allSatisfy { ShippingOptions.all.contains($0) })
print("all single flags are in .all:", checks.count)
// expect: [priority] [nextDay, secondDay, priority] []
// expect: rawValues: 4 7 15
// expect: contains priority: true contains express: false
// expect: insert again: false
// expect: after formUnion: [nextDay, secondDay, priority]
// expect: remove secondDay: Optional([secondDay])
// expect: isSuperset of express: false isSubset of all: true
// expect: intersection: [priority]
// expect: symmetricDifference: [standard]
// expect: subtracting: [priority, standard]
// expect: from raw 10: [secondDay, standard] isEmpty: true
// expect: average: 81
// expect: percent: 37 100
// expect: popped: [nextDay, secondDay] remaining: 1
// expect: all single flags are in .all: 4
