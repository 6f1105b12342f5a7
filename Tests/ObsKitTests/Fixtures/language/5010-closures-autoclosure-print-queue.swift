// Closures: trailing closures, sorted/map/filter/reduce, shorthand args, autoclosures
// expected output: swiftc 6.3.1 (Linux), run on this machine
let cities = ["Quito", "Oslo", "Lagos", "Hanoi", "Melbourne"]
print(cities.sorted(by: { (a: String, b: String) -> Bool in return a > b }))
print(cities.sorted(by: { a, b in a < b }))
print(cities.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })
print(cities.sorted(by: >))

// Draw each digit of a meter reading as tally marks.
let tallies = [0: "-", 1: "|", 2: "||", 3: "|||", 4: "||||",
               5: "V", 6: "V|", 7: "V||", 8: "V|||", 9: "V||||"]
let readings = [24, 907, 31]
let drawn = readings.map { reading -> String in
    var rest = reading
    var marks = ""
    repeat {
        marks = tallies[rest % 10]! + (marks.isEmpty ? "" : " ") + marks
        rest /= 10
    } while rest > 0
    return marks
}
print(drawn)

let total = readings.reduce(0) { $0 + $1 }
print(total, readings.filter { $0 % 2 == 0 }, readings.compactMap { $0 > 100 ? nil : $0 })
print(readings.reduce(into: [String: Int]()) { $0["r\($1)"] = $1 }.count)

var printQueue = ["report.pdf", "photo.png", "memo.txt"]
print(printQueue.count)
let takeNext = { printQueue.remove(at: 0) }
print(printQueue.count)
print("Printing \(takeNext())")
print(printQueue.count)

func printJob(_ job: @autoclosure () -> String) {
    print("Sending \(job()) to the printer")
}
printJob(printQueue.remove(at: 0))

func logIf(_ flag: Bool, _ message: @autoclosure () -> String) {
    if flag { print("LOG: \(message())") }
}
var evaluations = 0
func expensive() -> String { evaluations += 1; return "computed" }
logIf(false, expensive())
logIf(true, expensive())
print("evaluations: \(evaluations)")

func animate(duration: Int, animations: () -> Void, completion: () -> Void) {
    print("start \(duration)")
    animations()
    completion()
}
animate(duration: 2) {
    print("moving")
} completion: {
    print("done")
}
// expect: ["Quito", "Oslo", "Melbourne", "Lagos", "Hanoi"]
// expect: ["Hanoi", "Lagos", "Melbourne", "Oslo", "Quito"]
// expect: ["Oslo", "Hanoi", "Lagos", "Quito", "Melbourne"]
// expect: ["Quito", "Oslo", "Melbourne", "Lagos", "Hanoi"]
// expect: ["|| ||||", "V|||| - V||", "||| |"]
// expect: 962 [24] [24, 31]
// expect: 3
// expect: 3
// expect: 3
// expect: Printing report.pdf
// expect: 2
// expect: Sending photo.png to the printer
// expect: LOG: computed
// expect: evaluations: 1
// expect: start 2
// expect: moving
// expect: done
