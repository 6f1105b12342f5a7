// Develop in Swift style (functions): a workout tracker with default, variadic and labelled parameters, inout and returning tuples
func caloriesBurned(minutes: Int, intensity: Double = 1.0, weightKg: Double = 70) -> Double {
    return Double(minutes) * intensity * weightKg * 0.0175 * 3.5
}

func totalMinutes(_ sessions: Int...) -> Int {
    var sum = 0
    for s in sessions { sum += s }
    return sum
}

func stats(of values: [Int]) -> (min: Int, max: Int, average: Double)? {
    guard let first = values.first else { return nil }
    var low = first, high = first
    for v in values.dropFirst() {
        if v < low { low = v }
        if v > high { high = v }
    }
    let avg = Double(values.reduce(0, +)) / Double(values.count)
    return (low, high, avg)
}

func logWorkout(named name: String, for minutes: Int, into log: inout [String]) {
    log.append("\(name): \(minutes) min")
}

func greet(_ person: String, from place: String = "the gym") -> String {
    "Welcome \(person) from \(place)!"
}

print(caloriesBurned(minutes: 30))
print(caloriesBurned(minutes: 30, intensity: 2.0))
print(caloriesBurned(minutes: 45, intensity: 1.5, weightKg: 60).rounded())
print(totalMinutes())
print(totalMinutes(20, 35, 15, 40))

var log: [String] = []
logWorkout(named: "Run", for: 25, into: &log)
logWorkout(named: "Swim", for: 40, into: &log)
logWorkout(named: "Yoga", for: 60, into: &log)
print(log)

let weekly = [25, 40, 60, 15, 30]
if let s = stats(of: weekly) {
    print("min \(s.min), max \(s.max), avg \(s.average)")
    let (lo, hi, _) = s
    print("range: \(hi - lo)")
}
print(stats(of: []) == nil)

print(greet("Sam"))
print(greet("Ana", from: "the pool"))

func applyTwice(_ f: (Int) -> Int, to x: Int) -> Int { f(f(x)) }
print(applyTwice({ $0 * 3 }, to: 2))
let workoutFunc: (Int, Double, Double) -> Double = caloriesBurned
print(workoutFunc(10, 1, 100))

// expect: 128.625
// expect: 257.25
// expect: 248.0
// expect: 0
// expect: 110
// expect: ["Run: 25 min", "Swim: 40 min", "Yoga: 60 min"]
// expect: min 15, max 60, avg 34.0
// expect: range: 45
// expect: true
// expect: Welcome Sam from the gym!
// expect: Welcome Ana from the pool!
// expect: 18
// expect: 61.25
