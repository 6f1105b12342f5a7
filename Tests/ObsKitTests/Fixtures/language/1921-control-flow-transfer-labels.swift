// Swift book style (Control Flow): continue, break, fallthrough, labeled statements and guard
let sentence = "quiet rooms make loud thoughts"
var consonantsOnly = ""
for ch in sentence {
    if "aeiou ".contains(ch) { continue }
    consonantsOnly.append(ch)
}
print(consonantsOnly)

let symbol = "三"
var value: Int?
switch symbol {
case "1", "一": value = 1
case "2", "二": value = 2
case "3", "三": value = 3
default: break
}
if let value { print("\(symbol) means \(value)") }

let number = 5
var description = "The number \(number) is"
switch number {
case 2, 3, 5, 7, 11:
    description += " prime, and also"
    fallthrough
default:
    description += " an integer."
}
print(description)

let matrix = [[1, 2, 3], [4, -5, 6], [7, 8, 9]]
outer: for (r, row) in matrix.enumerated() {
    for value in row {
        if value < 0 {
            print("negative found in row \(r), stopping")
            break outer
        }
        if value % 2 == 0 { continue outer }
        print("visiting \(value)")
    }
}

func greet(_ info: [String: String]) {
    guard let name = info["name"] else {
        print("no name given")
        return
    }
    guard let town = info["town"] else {
        print("hello \(name)")
        return
    }
    print("hello \(name) from \(town)")
}
greet([:])
greet(["name": "Ada"])
greet(["name": "Linus", "town": "Helsinki"])

// expect: qtrmsmkldthghts
// expect: 三 means 3
// expect: The number 5 is prime, and also an integer.
// expect: visiting 1
// expect: visiting 7
// expect: no name given
// expect: hello Ada
// expect: hello Linus from Helsinki
