// Hacking with Swift style: optionals, unwrapping and nil coalescing (checkpoint 9)

let opposites = [
    "Mario": "Wario",
    "Luigi": "Waluigi",
]

let peachOpposite = opposites["Peach"]
if let marioOpposite = opposites["Mario"] {
    print("Mario's opposite is \(marioOpposite)")
}
print("Peach's opposite: \(peachOpposite ?? "nobody")")

var username: String? = nil
if let unwrapped = username {
    print("We got a user: \(unwrapped)")
} else {
    print("The optional was empty.")
}
username = "taylor"
if let username {
    print("Welcome back, \(username)")
}

// Nil coalescing with default values
let captains = ["Enterprise": "Picard", "Voyager": "Janeway", "Defiant": "Sisko"]
let new = captains["Serenity"] ?? "N/A"
print("Serenity captain: \(new)")
let defaultCaptain = captains["Serenity", default: "Unknown"]
print("With default subscript: \(defaultCaptain)")

let tvShows = ["Archer", "Babylon 5", "Ted Lasso"]
let favorite = tvShows.randomElementIfDeterministic() ?? "None"
print("Favorite: \(favorite)")

struct Book {
    let title: String
    let author: String?
}
let book = Book(title: "Beowulf", author: nil)
let author = book.author ?? "Anonymous"
print("\(book.title) by \(author)")

let input = ""
let number = Int(input) ?? 0
print("Parsed number: \(number)")

// Checkpoint 9: a function that accepts an optional array of Int and returns one element,
// or a fallback if the array is nil or empty — written in a single line.
func pick(from numbers: [Int]?) -> Int { numbers?.first ?? 42 }
print(pick(from: nil), pick(from: []), pick(from: [7, 8, 9]))

// Chaining nil coalescing
let first: Int? = nil
let second: Int? = nil
let third: Int? = 3
print("first non-nil: \(first ?? second ?? third ?? 0)")

// Optional chaining with map
let names = ["Arya", "Bran", "Robb", "Sansa"]
let chosen = names.first?.uppercased() ?? "No one"
print("Next in line: \(chosen)")
let shortLength = names.first { $0.count > 10 }.map { $0.count } ?? -1
print("long name length: \(shortLength)")

extension Array {
    // deterministic stand-in for randomElement() so the output is stable
    func randomElementIfDeterministic() -> Element? { isEmpty ? nil : self[count / 2] }
}
// expect: Mario's opposite is Wario
// expect: Peach's opposite: nobody
// expect: The optional was empty.
// expect: Welcome back, taylor
// expect: Serenity captain: N/A
// expect: With default subscript: Unknown
// expect: Favorite: Babylon 5
// expect: Beowulf by Anonymous
// expect: Parsed number: 0
// expect: 42 42 7
// expect: first non-nil: 3
// expect: Next in line: ARYA
// expect: long name length: -1
