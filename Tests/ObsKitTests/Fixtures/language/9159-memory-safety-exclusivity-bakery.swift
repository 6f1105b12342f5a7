// Memory safety: in-out access that must not overlap (copying a global first), in-out on two different properties, mutating methods passing stored properties in-out
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A bakery: batch sizes, sharing loaves between shelves, and evening out oven temperatures.
var batchSize = 12

func bake(_ loaves: inout Int) {
    loaves += batchSize
}

var shelf = 7
bake(&shelf)
print(shelf)

// Copy first so the read of batchSize does not overlap the write.
var doubledBatch = batchSize
bake(&doubledBatch)
batchSize = doubledBatch
print(batchSize)

func share(_ a: inout Int, _ b: inout Int) {
    let total = a + b
    a = total / 2
    b = total - a
}
var frontShelf = 25
var backShelf = 8
share(&frontShelf, &backShelf)
print(frontShelf, backShelf)

struct Oven {
    var name: String
    var temperature: Int
    var logs: Int
    static let hottest = 250
    mutating func preheat() {
        temperature = Oven.hottest
    }
}

extension Oven {
    mutating func evenOut(with neighbour: inout Oven) {
        share(&neighbour.temperature, &temperature)
    }
}

var rye = Oven(name: "Rye", temperature: 240, logs: 6)
var bun = Oven(name: "Bun", temperature: 180, logs: 6)
rye.evenOut(with: &bun)
print(rye.temperature, bun.temperature)

func nightShift() {
    var spare = Oven(name: "Spare", temperature: 11, logs: 4)
    share(&spare.temperature, &spare.logs)
    print(spare.temperature, spare.logs)
}
nightShift()

var numbers = [10, 20, 30, 40]
numbers.swapAt(0, 3)
print(numbers)
var a = numbers[1], b = numbers[2]
swap(&a, &b)
numbers[1] = a
numbers[2] = b
print(numbers)

func modifyAll(_ values: inout [Int], by f: (Int) -> Int) {
    for i in values.indices { values[i] = f(values[i]) }
}
let offset = numbers.count
modifyAll(&numbers) { $0 + offset }
print(numbers)
rye.preheat()
print(rye)
// expect: 19
// expect: 24
// expect: 16 17
// expect: 210 210
// expect: 7 8
// expect: [40, 20, 30, 10]
// expect: [40, 30, 20, 10]
// expect: [44, 34, 24, 14]
// expect: Oven(name: "Rye", temperature: 250, logs: 6)
