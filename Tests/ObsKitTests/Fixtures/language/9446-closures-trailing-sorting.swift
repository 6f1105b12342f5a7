// Closure expressions: full syntax to shorthand, trailing and multiple trailing closures (expected output from swiftc 6.3.1 on Linux)
let cities = ["Quito", "Baku", "Reykjavik", "Lagos", "Hanoi"]

func byLengthThenName(_ a: String, _ b: String) -> Bool {
    a.count != b.count ? a.count < b.count : a < b
}
print(cities.sorted(by: byLengthThenName))

let descending = cities.sorted(by: { (a: String, b: String) -> Bool in
    return a > b
})
print(descending)
print(cities.sorted(by: { a, b in a.count > b.count }).first!)
print(cities.sorted(by: { $0.last! < $1.last! }))
print(cities.sorted(by: <))

let lengths = cities.map { city in
    "\(city.prefix(3))…\(city.count)"
}
print(lengths)

let clockFaces = [45, 125, 3_725].map { (seconds) -> String in
    var parts: [Int] = []
    var rest = seconds
    repeat {
        parts.insert(rest % 60, at: 0)
        rest /= 60
    } while rest > 0
    if parts.count == 1 { parts.insert(0, at: 0) }
    let head = String(parts[0])
    let tail = parts.dropFirst().map { $0 < 10 ? "0\($0)" : "\($0)" }
    return ([head] + tail).joined(separator: ":")
}
print(clockFaces)

func fetchScore(for player: String, onSuccess: (Int) -> Void, onFailure: (String) -> Void) {
    if player.hasPrefix("A") {
        onSuccess(player.count * 100)
    } else {
        onFailure("\(player) not found")
    }
}
for player in ["Alma", "Zed"] {
    fetchScore(for: player) { score in
        print("score:", score)
    } onFailure: { message in
        print("error:", message)
    }
}

func repeatAction(times: Int, _ action: (Int) -> Void) {
    for i in 1...times { action(i) }
}
repeatAction(times: 3) { print("ping \($0)") }

let total = [2, 4, 6].reduce(0) { $0 + $1 }
let product = [2, 4, 6].reduce(1, *)
print(total, product)
let firstLong = cities.first { $0.count > 5 }
print(firstLong ?? "none")
let labeled = cities.enumerated().filter { $0.offset % 2 == 0 }.map { "\($0.offset)=\($0.element)" }
print(labeled)
let square: (Int) -> Int = { $0 * $0 }
print(square(12), { (a: Int, b: Int) in a - b }(10, 3))
let immediate: String = {
    let parts = ["built", "by", "closure"]
    return parts.joined(separator: " ")
}()
print(immediate)

// expect: ["Baku", "Hanoi", "Lagos", "Quito", "Reykjavik"]
// expect: ["Reykjavik", "Quito", "Lagos", "Hanoi", "Baku"]
// expect: Reykjavik
// expect: ["Hanoi", "Reykjavik", "Quito", "Lagos", "Baku"]
// expect: ["Baku", "Hanoi", "Lagos", "Quito", "Reykjavik"]
// expect: ["Qui…5", "Bak…4", "Rey…9", "Lag…5", "Han…5"]
// expect: ["0:45", "2:05", "1:02:05"]
// expect: score: 400
// expect: error: Zed not found
// expect: ping 1
// expect: ping 2
// expect: ping 3
// expect: 12 48
// expect: Reykjavik
// expect: ["0=Quito", "2=Reykjavik", "4=Hanoi"]
// expect: 144 7
// expect: built by closure
