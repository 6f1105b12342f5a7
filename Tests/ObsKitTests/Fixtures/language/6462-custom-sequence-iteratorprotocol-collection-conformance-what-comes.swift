// Swift Apprentice style (collection protocols): a custom Sequence with its IteratorProtocol, a Collection conformance, and what comes for free
struct Countdown: Sequence {
    let start: Int
    func makeIterator() -> CountdownIterator { CountdownIterator(current: start) }
}
struct CountdownIterator: IteratorProtocol {
    var current: Int
    mutating func next() -> Int? {
        guard current >= 0 else { return nil }
        defer { current -= 1 }
        return current
    }
}
for n in Countdown(start: 3) { print(n, terminator: " ") }
print()
let countdown = Countdown(start: 5)
print(countdown.map { $0 * 2 }, countdown.filter { $0.isMultiple(of: 2) }, countdown.contains(4))
print(Array(countdown.prefix(2)), countdown.reduce(0, +), countdown.sorted())

struct Fibonacci: Sequence, IteratorProtocol {
    var a = 0, b = 1
    mutating func next() -> Int? {
        defer { (a, b) = (b, a + b) }
        return a
    }
}
print(Array(Fibonacci().prefix(10)))
print(Fibonacci().first { $0 > 100 }!, Fibonacci().prefix { $0 < 30 }.count)

struct WeekPlan: Collection {
    private var tasks: [String] = Array(repeating: "", count: 7)
    let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    var startIndex: Int { 0 }
    var endIndex: Int { 7 }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> String {
        get { tasks[position].isEmpty ? "\(days[position]): free" : "\(days[position]): \(tasks[position])" }
    }
    mutating func plan(_ task: String, on day: String) {
        if let i = days.firstIndex(of: day) { tasks[i] = task }
    }
}
var week = WeekPlan()
week.plan("gym", on: "Tue")
week.plan("swift", on: "Sat")
print(week.count, week.first!, week[1])
print(week.filter { !$0.hasSuffix("free") })
print(week.dropFirst(5).map { $0 }, Array(week.indices).last!)
if let idx = week.firstIndex(where: { $0.contains("swift") }) { print("swift on index \(idx)") }
let zipped = zip(Countdown(start: 2), ["a", "b", "c", "d"]).map { "\($1)\($0)" }
print(zipped)
var iterator = [10, 20].makeIterator()
while let v = iterator.next() { print("v", v) }
let seq = sequence(first: 1) { $0 < 50 ? $0 * 3 : nil }
print(Array(seq))
let strideSeq = AnySequence(stride(from: 10, to: 0, by: -4))
print(Array(strideSeq), Array(countdown.enumerated().map { $0.offset * $0.element }))

// expect: 3 2 1 0 
// expect: [10, 8, 6, 4, 2, 0] [4, 2, 0] true
// expect: [5, 4] 15 [0, 1, 2, 3, 4, 5]
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 144 9
// expect: 7 Mon: free Tue: gym
// expect: ["Tue: gym", "Sat: swift"]
// expect: ["Sat: swift", "Sun: free"] 6
// expect: swift on index 5
// expect: ["a2", "b1", "c0"]
// expect: v 10
// expect: v 20
// expect: [1, 3, 9, 27, 81]
// expect: [10, 6, 2] [0, 4, 6, 6, 4, 0]
