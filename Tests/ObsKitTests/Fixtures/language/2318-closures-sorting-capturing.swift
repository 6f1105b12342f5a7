// Swift book style: Closures: sorting, shorthand syntax, trailing closures, capturing values
let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
func backward(_ s1: String, _ s2: String) -> Bool { s1 > s2 }
print(names.sorted(by: backward))
print(names.sorted(by: { (s1: String, s2: String) -> Bool in return s1 < s2 }))
print(names.sorted(by: { s1, s2 in s1.count < s2.count || (s1.count == s2.count && s1 < s2) }))
print(names.sorted { $0 > $1 })
print(names.sorted(by: <))

let digitNames = [0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four",
                  5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"]
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

func makeIncrementer(forIncrement amount: Int) -> () -> Int {
    var runningTotal = 0
    func incrementer() -> Int {
        runningTotal += amount
        return runningTotal
    }
    return incrementer
}
let incrementByTen = makeIncrementer(forIncrement: 10)
print(incrementByTen(), incrementByTen(), incrementByTen())
let incrementBySeven = makeIncrementer(forIncrement: 7)
print(incrementBySeven())
print(incrementByTen())
let alsoIncrementByTen = incrementByTen
print(alsoIncrementByTen(), incrementByTen())

func loadPicture(from server: String, completion: (String) -> Void, onFailure: () -> Void) {
    if server.hasPrefix("img") { completion("picture@\(server)") } else { onFailure() }
}
loadPicture(from: "img.example") { picture in
    print("got \(picture)")
} onFailure: {
    print("Couldn't download the next picture.")
}
loadPicture(from: "ftp.example") { print("got \($0)") } onFailure: { print("Couldn't download the next picture.") }

var counters: [() -> Int] = []
for start in [100, 200] {
    var value = start
    counters.append { value += 1; return value }
}
print(counters[0](), counters[0](), counters[1]())
let reduced = numbers.reduce(into: [String: Int]()) { dict, n in dict[String(n).first!.description, default: 0] += n }
print(reduced.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
let composed = [{ (x: Int) in x + 1 }, { $0 * 3 }, { $0 - 2 }].reduce({ (x: Int) in x }) { f, g in { g(f($0)) } }
print(composed(4))

// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Alex", "Barry", "Chris", "Daniella", "Ewa"]
// expect: ["Ewa", "Alex", "Barry", "Chris", "Daniella"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Alex", "Barry", "Chris", "Daniella", "Ewa"]
// expect: ["OneSix", "FiveEight", "FiveOneZero"]
// expect: 10 20 30
// expect: 7
// expect: 40
// expect: 50 60
// expect: got picture@img.example
// expect: Couldn't download the next picture.
// expect: 101 102 201
// expect: ["1:16", "5:568"]
// expect: 13
