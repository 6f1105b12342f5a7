// subscripts-grid-generic: read-only, two-parameter and labeled subscripts, static, default-argument and generic subscripts
// expected output: swiftc 6.3.1 (Linux), run on this machine
// Around a hardware store: ladder rungs, a rain gauge log, seasons, and a warehouse stock sheet.
struct StepLadder {
    let rungSpacing: Int
    subscript(rung: Int) -> Int { rungSpacing * rung }
}
let ladder = StepLadder(rungSpacing: 30)
print("rung 5 is \(ladder[5]) cm off the ground")

struct RainfallLog {
    let weeks: Int, days: Int
    var millimetres: [Double]
    init(weeks: Int, days: Int) {
        self.weeks = weeks
        self.days = days
        millimetres = Array(repeating: 0.0, count: weeks * days)
    }
    func isRecorded(week: Int, day: Int) -> Bool {
        week >= 0 && week < weeks && day >= 0 && day < days
    }
    subscript(week: Int, day: Int) -> Double {
        get {
            precondition(isRecorded(week: week, day: day), "Outside the log")
            return millimetres[week * days + day]
        }
        set {
            precondition(isRecorded(week: week, day: day), "Outside the log")
            millimetres[week * days + day] = newValue
        }
    }
    subscript(week week: Int) -> [Double] {
        Array(millimetres[(week * days)..<((week + 1) * days)])
    }
}
var rain = RainfallLog(weeks: 3, days: 2)
rain[0, 0] = 4.5
rain[2, 1] = 12.0
rain[1, 1] += 0.75
rain[2, 1] -= 2
print(rain.millimetres)
print(rain[week: 2], rain[week: 1], rain.isRecorded(week: 3, day: 0))

enum Season: Int {
    case spring = 1, summer, autumn, winter
    static subscript(quarter: Int) -> Season {
        Season(rawValue: ((quarter - 1) % 4 + 4) % 4 + 1)!
    }
}
print(Season[2], Season[7], Season[0], Season[-3])

struct StockSheet {
    private var counts: [String: Int] = [:]
    subscript(sku: String, default fallback: Int = 0) -> Int {
        get { counts[sku] ?? fallback }
        set { counts[sku] = newValue }
    }
    subscript<S: Sequence>(skus: S) -> [Int] where S.Element == String {
        skus.map { self[$0] }
    }
}
var stock = StockSheet()
stock["hinge"] = 40
stock["bolt"] += 120
stock["hinge"] -= 15
print(stock["hinge"], stock["latch"], stock["latch", default: -99])
print(stock[["bolt", "latch", "hinge"]], stock[Set(["bolt"])])

extension Array {
    subscript(ifPresent index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
let aisles = ["paint", "timber", "garden"]
print(aisles[ifPresent: 2] ?? "-", aisles[ifPresent: -1] ?? "-", aisles[ifPresent: 3] ?? "-")
// expect: rung 5 is 150 cm off the ground
// expect: [4.5, 0.0, 0.0, 0.75, 0.0, 10.0]
// expect: [0.0, 10.0] [0.0, 0.75] false
// expect: summer autumn winter spring
// expect: 25 0 -99
// expect: [120, 0, 25] [120]
// expect: garden - -
