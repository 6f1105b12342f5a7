// Memory safety: in-out access rules done safely — copies, local temporaries, non-overlapping struct fields (expected output from swiftc 6.3.1 on Linux)
var taxRatePercent = 20
func applyTax(_ price: inout Int) {
    price += price * taxRatePercent / 100
}
var lampPrice = 50
applyTax(&lampPrice)
print("lamp with tax:", lampPrice)

var rateCopy = taxRatePercent
applyTax(&rateCopy)
taxRatePercent = rateCopy
print("tax rate after taxing a copy of itself:", taxRatePercent)

func pourHalf(from source: inout Int, into target: inout Int) {
    let moved = source / 2
    source -= moved
    target += moved
}
var jugA = 900, jugB = 100
pourHalf(from: &jugA, into: &jugB)
print("jugs:", jugA, jugB)

struct Backpack {
    var owner: String
    var water: Int
    var snacks: Int
    mutating func refill() { water = 1000 }
    mutating func shareWater(with other: inout Backpack) {
        pourHalf(from: &water, into: &other.water)
    }
}
var hikerOne = Backpack(owner: "Lin", water: 800, snacks: 3)
var hikerTwo = Backpack(owner: "Sam", water: 0, snacks: 5)
hikerOne.shareWater(with: &hikerTwo)
print(hikerOne.water, hikerTwo.water)

func repack() {
    var pack = Backpack(owner: "Solo", water: 600, snacks: 4)
    pourHalf(from: &pack.water, into: &pack.snacks)
    print("local struct fields passed together:", pack.water, pack.snacks)
}
repack()

var group = [Backpack(owner: "A", water: 10, snacks: 0), Backpack(owner: "B", water: 70, snacks: 0)]
var giver = group[1]
var taker = group[0]
giver.shareWater(with: &taker)
group[0] = taker
group[1] = giver
print(group.map { "\($0.owner):\($0.water)" })
group.swapAt(0, 1)
for i in group.indices { group[i].refill() }
print(group.map { "\($0.owner):\($0.water)" })

var readings = [3, 1, 4, 1, 5]
let snapshot = readings
for (i, value) in snapshot.enumerated() {
    readings[i] = value + snapshot.count
}
print(readings, snapshot)

func scaleAll(_ values: inout [Int], by factor: Int, log: (String) -> Void) {
    for i in values.indices { values[i] *= factor }
    log("scaled \(values.count) values")
}
scaleAll(&readings, by: 2) { print($0) }
print(readings)
func flipLocalPair() {
    var pair = (left: 1, right: 2)
    swap(&pair.left, &pair.right)
    print("local tuple elements swapped:", pair)
}
flipLocalPair()
var label = "ab"
let copyOfLabel = label
label += copyOfLabel
print(label)

// expect: lamp with tax: 60
// expect: tax rate after taxing a copy of itself: 24
// expect: jugs: 450 550
// expect: 400 400
// expect: local struct fields passed together: 300 304
// expect: ["A:45", "B:35"]
// expect: ["B:1000", "A:1000"]
// expect: [8, 6, 9, 6, 10] [3, 1, 4, 1, 5]
// expect: scaled 5 values
// expect: [16, 12, 18, 12, 20]
// expect: local tuple elements swapped: (left: 2, right: 1)
// expect: abab
