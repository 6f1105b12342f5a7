// Memory safety: exclusive access with inout, copying to avoid overlap, swapAt, nested mutation
// expected output: swiftc 6.3.1 (Linux), run on this machine
var bonus = 5

func reward(_ points: inout Int) {
    points += bonus
}

var score = 10
reward(&score)
print("score \(score)")

var bonusCopy = bonus
reward(&bonusCopy)
bonus = bonusCopy
print("bonus doubled to \(bonus)")

func equalize(_ a: inout Int, _ b: inout Int) {
    let total = a + b
    a = total / 2
    b = total - a
}
var left = 17, right = 4
equalize(&left, &right)
print(left, right)

struct Tank {
    var label: String
    var fuel: Int
    var water: Int
    mutating func refill(from donor: inout Tank) {
        equalize(&fuel, &donor.fuel)
    }
    mutating func balanceSelf() { equalize(&fuel, &water) }
}
var rover = Tank(label: "rover", fuel: 3, water: 9)
var depot = Tank(label: "depot", fuel: 40, water: 0)
rover.refill(from: &depot)
print(rover.fuel, depot.fuel)
rover.balanceSelf()
print("rover fuel/water \(rover.fuel)/\(rover.water)")

func localTank() {
    var t = Tank(label: "local", fuel: 1, water: 8)
    equalize(&t.fuel, &t.water)
    print("local \(t.fuel)/\(t.water)")
}
localTank()

var lineup = ["d", "b", "a", "c"]
lineup.swapAt(0, 2)
let hold = lineup[1]
lineup[1] = lineup[3]
lineup[3] = hold
print(lineup)

func transform(_ values: inout [Int], using f: (Int, Int) -> Int) {
    for i in values.indices { values[i] = f(i, values[i]) }
}
var data = [10, 20, 30, 40]
transform(&data) { index, v in v + index * 100 }
print(data)

var log = "start"
func appendCopies(of src: String, into dest: inout String, times: Int) {
    for _ in 0..<times { dest += "|" + src }
}
let snapshot = log
appendCopies(of: snapshot, into: &log, times: 2)
print(log)
var matrix = [[1, 2], [3, 4]]
reward(&matrix[1][1])
matrix[0] += matrix[1]
print(matrix, matrix.count)
// expect: score 15
// expect: bonus doubled to 10
// expect: 10 11
// expect: 21 22
// expect: rover fuel/water 15/15
// expect: local 4/5
// expect: ["a", "c", "d", "b"]
// expect: [10, 120, 230, 340]
// expect: start|start|start
// expect: [[1, 2, 3, 14], [3, 14]] 2
