// Book style (Closures): sorting with closure expressions, shorthand arguments, operator methods and multiple trailing closures
let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
func backward(_ s1: String, _ s2: String) -> Bool { return s1 > s2 }
var reversedNames = names.sorted(by: backward)
print(reversedNames)
reversedNames = names.sorted(by: { (s1: String, s2: String) -> Bool in
    return s1 > s2
})
reversedNames = names.sorted(by: { s1, s2 in s1 > s2 })
reversedNames = names.sorted(by: { $0 > $1 })
reversedNames = names.sorted(by: >)
print(reversedNames == names.sorted().reversed())
print(names.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })

let digitNames = [
    0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four",
    5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"
]
let numbers = [16, 58, 510]
let strings = numbers.map { (number) -> String in
    var number = number
    var output = ""
    repeat {
        output = digitNames[number % 10]! + output
        number /= 10
    } while number > 0
    return output
}
print(strings)

struct Picture { let name: String }
struct Server { let name: String }
func download(_ file: String, from server: Server) -> Picture? {
    server.name == "up" ? Picture(name: file) : nil
}
func loadPicture(from server: Server, completion: (Picture) -> Void, onFailure: () -> Void) {
    if let picture = download("photo.jpg", from: server) {
        completion(picture)
    } else {
        onFailure()
    }
}
for server in [Server(name: "up"), Server(name: "down")] {
    loadPicture(from: server) { picture in
        print("loaded \(picture.name) from \(server.name)")
    } onFailure: {
        print("Couldn't download the next picture from \(server.name).")
    }
}

var counters: [String: () -> Int] = [:]
for label in ["a", "b"] {
    var hits = 0
    counters[label] = { hits += 1; return hits }
}
_ = counters["a"]!()
_ = counters["a"]!()
print(counters["a"]!(), counters["b"]!())

var x = 10
let captureByValue = { [x] in x * 2 }
let captureByReference = { x * 2 }
x = 50
print(captureByValue(), captureByReference())

let composed = [{ (n: Int) in n + 1 }, { $0 * 3 }, { $0 - 2 }].reduce({ (n: Int) in n }) { f, g in { g(f($0)) } }
print(composed(4))
let sumOfOddSquares = (1...9).filter { $0 % 2 == 1 }.map { $0 * $0 }.reduce(0, +)
print(sumOfOddSquares, names.compactMap { $0.first?.isUppercase == true ? $0.lowercased().first : nil })

// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: true
// expect: ["Ewa", "Alex", "Barry", "Chris", "Daniella"]
// expect: ["OneSix", "FiveEight", "FiveOneZero"]
// expect: loaded photo.jpg from up
// expect: Couldn't download the next picture from down.
// expect: 3 1
// expect: 20 100
// expect: 13
// expect: 165 ["c", "a", "e", "b", "d"]
