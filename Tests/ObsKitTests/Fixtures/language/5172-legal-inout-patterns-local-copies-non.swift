// Book style (Memory Safety): legal inout patterns with local copies and non-overlapping struct access
struct Tank {
    var fuel: Int
    var oxygen: Int
}

func transfer(from source: inout Int, to target: inout Int, amount: Int) {
    let moved = min(source, amount)
    source -= moved
    target += moved
}

func balance(_ a: inout Int, _ b: inout Int) {
    let sum = a + b
    a = sum / 2
    b = sum - a
}

var left = Tank(fuel: 80, oxygen: 30)
var right = Tank(fuel: 10, oxygen: 50)
print(left, right)
transfer(from: &left.fuel, to: &right.fuel, amount: 25)
print(left, right)

var copyOfFuel = left.fuel
balance(&copyOfFuel, &right.fuel)
left.fuel = copyOfFuel
print(left, right)

func refill() {
    var local = Tank(fuel: 5, oxygen: 5)
    transfer(from: &local.fuel, to: &local.oxygen, amount: 3)
    print("local:", local)
}
refill()

var gauges = [4, 9, 1]
gauges.swapAt(0, 2)
print(gauges)
var first = gauges[0]
var last = gauges[2]
balance(&first, &last)
gauges[0] = first
gauges[2] = last
print(gauges)

extension Tank {
    mutating func share(with other: inout Tank) {
        balance(&fuel, &other.fuel)
        balance(&oxygen, &other.oxygen)
    }
}
left.share(with: &right)
print(left, right)
var step = 1
func increment(_ n: inout Int) { n += step }
increment(&gauges[1])
print(gauges)
var stepCopy = step
increment(&stepCopy)
step = stepCopy
print(step)
let reading: Int? = gauges.first(where: { $0 > 5 })
print(reading as Any)

// expect: Tank(fuel: 80, oxygen: 30) Tank(fuel: 10, oxygen: 50)
// expect: Tank(fuel: 55, oxygen: 30) Tank(fuel: 35, oxygen: 50)
// expect: Tank(fuel: 45, oxygen: 30) Tank(fuel: 45, oxygen: 50)
// expect: local: Tank(fuel: 2, oxygen: 8)
// expect: [1, 9, 4]
// expect: [2, 9, 3]
// expect: Tank(fuel: 45, oxygen: 40) Tank(fuel: 45, oxygen: 40)
// expect: [2, 10, 3]
// expect: 2
// expect: Optional(10)
