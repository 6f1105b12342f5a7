// 100 Days of Swift style checkpoint: closures, trailing closures, sorting and filtering a roster
// expected output: swiftc 6.3.1 (Linux), run on this machine
let team = ["Gloria", "Suzanne", "Piper", "Tiffany", "Tasha"]

let captainFirstTeam = team.sorted { name1, name2 in
    if name1 == "Suzanne" {
        return true
    } else if name2 == "Suzanne" {
        return false
    }
    return name1 < name2
}
print(captainFirstTeam)

let reverseTeam = team.sorted { $0 > $1 }
print(reverseTeam)

let tOnly = team.filter { $0.hasPrefix("T") }
print(tOnly)

let uppercaseTeam = team.map { $0.uppercased() }
print(uppercaseTeam)

func makeArray(size: Int, using generator: () -> Int) -> [Int] {
    var numbers = [Int]()
    for _ in 0..<size {
        numbers.append(generator())
    }
    return numbers
}

var counter = 0
let evens = makeArray(size: 5) {
    counter += 2
    return counter
}
print(evens)

func doImportantWork(first: () -> Void, second: () -> Void, third: () -> Void) {
    print("About to start first work")
    first()
    print("About to start second work")
    second()
    print("About to start third work")
    third()
    print("Done!")
}

doImportantWork {
    print("This is the first work")
} second: {
    print("This is the second work")
} third: {
    print("This is the third work")
}

// Checkpoint 5
let luckyNumbers = [7, 4, 38, 21, 16, 15, 12, 33, 31, 49]
luckyNumbers
    .filter { !$0.isMultiple(of: 2) }
    .sorted()
    .map { "\($0) is a lucky number" }
    .forEach { print($0) }
// expect: ["Suzanne", "Gloria", "Piper", "Tasha", "Tiffany"]
// expect: ["Tiffany", "Tasha", "Suzanne", "Piper", "Gloria"]
// expect: ["Tiffany", "Tasha"]
// expect: ["GLORIA", "SUZANNE", "PIPER", "TIFFANY", "TASHA"]
// expect: [2, 4, 6, 8, 10]
// expect: About to start first work
// expect: This is the first work
// expect: About to start second work
// expect: This is the second work
// expect: About to start third work
// expect: This is the third work
// expect: Done!
// expect: 7 is a lucky number
// expect: 15 is a lucky number
// expect: 21 is a lucky number
// expect: 31 is a lucky number
// expect: 33 is a lucky number
// expect: 49 is a lucky number
