// Swift book style: zip, stride(from:to:by:) and stride(from:through:by:)
let minutes = 60
let minuteInterval = 5
var ticks: [Int] = []
for tickMark in stride(from: 0, to: minutes, by: minuteInterval) {
    ticks.append(tickMark)
}
print(ticks)
let hours = 12
let hourInterval = 3
for tickMark in stride(from: 3, through: hours, by: hourInterval) {
    print("tick \(tickMark)")
}
print(Array(stride(from: 10, to: 0, by: -3)))
print(Array(stride(from: 1.0, through: 2.0, by: 0.25)))

let names = ["Anna", "Bob", "Cara", "Dmitri"]
let ages = [31, 27, 45]
for (name, age) in zip(names, ages) {
    print("\(name) is \(age)")
}
let pairs = Array(zip(1...3, ["one", "two", "three"]))
print(pairs.map { "\($0.0)->\($0.1)" })
let dict = Dictionary(uniqueKeysWithValues: zip(names, ages))
print(dict.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ","))
let a = [1, 2, 3, 4], b = [10, 20, 30, 40]
let dot = zip(a, b).map(*).reduce(0, +)
print("dot: \(dot)")
let diffs = zip(a, a.dropFirst()).map { $1 - $0 }
print("diffs: \(diffs)")
let evens = stride(from: 0, through: 20, by: 4).filter { $0 % 8 == 0 }
print(evens)
// expect: [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]
// expect: tick 3
// expect: tick 6
// expect: tick 9
// expect: tick 12
// expect: [10, 7, 4, 1]
// expect: [1.0, 1.25, 1.5, 1.75, 2.0]
// expect: Anna is 31
// expect: Bob is 27
// expect: Cara is 45
// expect: ["1->one", "2->two", "3->three"]
// expect: Anna:31,Bob:27,Cara:45
// expect: dot: 300
// expect: diffs: [1, 1, 1]
// expect: [0, 8, 16]
