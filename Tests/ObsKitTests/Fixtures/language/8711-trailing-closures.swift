// Tutorial style (Swift in Sixty Seconds, trailing closures): single and multiple trailing closure syntax
func animate(duration: Double, animations: () -> Void, completion: (Bool) -> Void) {
    print("Animating for \(duration)s")
    animations()
    completion(true)
}

animate(duration: 0.3) {
    print("  fading in")
} completion: { finished in
    print("  finished: \(finished)")
}

func fetchProfile(id: Int, onSuccess: (String) -> Void, onFailure: (String) -> Void) {
    if id > 0 {
        onSuccess("user-\(id)")
    } else {
        onFailure("invalid id \(id)")
    }
}

for id in [42, -1] {
    fetchProfile(id: id) { name in
        print("Loaded \(name)")
    } onFailure: { error in
        print("Error: \(error)")
    }
}

let temps = [18, 25, 31, 12, 22]
let warm = temps.filter { $0 > 20 }
print("Warm days: \(warm)")
let labels = temps.map { t -> String in
    t >= 25 ? "hot" : "mild"
}
print(labels)
let sortedDesc = temps.sorted { $0 > $1 }
print(sortedDesc)
let sum = temps.reduce(0) { partial, next in partial + next }
print("Sum: \(sum)")

func measure(_ label: String, _ body: () -> Int) {
    let result = body()
    print("\(label) -> \(result)")
}
measure("squares") { (1...5).map { $0 * $0 }.reduce(0, +) }

func transform(_ value: Int, first: (Int) -> Int, then second: (Int) -> Int) -> Int {
    second(first(value))
}
let out = transform(7) { $0 * 2 } then: { $0 - 1 }
print("transform: \(out)")

// expect: Animating for 0.3s
// expect:   fading in
// expect:   finished: true
// expect: Loaded user-42
// expect: Error: invalid id -1
// expect: Warm days: [25, 31, 22]
// expect: ["mild", "hot", "hot", "mild", "mild"]
// expect: [31, 25, 22, 18, 12]
// expect: Sum: 108
// expect: squares -> 55
// expect: transform: 13
