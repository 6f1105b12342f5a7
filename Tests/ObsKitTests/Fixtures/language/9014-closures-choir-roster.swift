// Closures in practice: trailing closures, custom sorting and filtering of a choir roster, closure parameters
// expected output: swiftc 6.3.1 (Linux), run on this machine
let choir = ["Odile", "Bram", "Maeve", "Bartek", "Ines"]

let soloistFirst = choir.sorted { a, b in
    if a == "Maeve" {
        return true
    } else if b == "Maeve" {
        return false
    }
    return a < b
}
print(soloistFirst)

let descending = choir.sorted { $0 > $1 }
print(descending)

let bNames = choir.filter { $0.hasPrefix("B") }
print(bNames)

let shouted = choir.map { $0.uppercased() }
print(shouted)

func makeList(count: Int, using next: () -> Int) -> [Int] {
    var values = [Int]()
    for _ in 0..<count {
        values.append(next())
    }
    return values
}

var seat = 100
let seatNumbers = makeList(count: 5) {
    seat += 3
    return seat
}
print(seatNumbers)

func rehearse(warmUp: () -> Void, practice: () -> Void, bow: () -> Void) {
    print("Warm-up begins")
    warmUp()
    print("Practice begins")
    practice()
    print("Curtain call")
    bow()
    print("Rehearsal over")
}

rehearse {
    print("Humming scales")
} practice: {
    print("Singing the second verse")
} bow: {
    print("Everyone bows")
}

// Ticket numbers drawn at the raffle; print the odd ones in order.
let raffle = [18, 5, 42, 27, 9, 36, 13, 50, 31, 22]
raffle
    .filter { !$0.isMultiple(of: 2) }
    .sorted()
    .map { "Ticket \($0) wins a programme" }
    .forEach { print($0) }
// expect: ["Maeve", "Bartek", "Bram", "Ines", "Odile"]
// expect: ["Odile", "Maeve", "Ines", "Bram", "Bartek"]
// expect: ["Bram", "Bartek"]
// expect: ["ODILE", "BRAM", "MAEVE", "BARTEK", "INES"]
// expect: [103, 106, 109, 112, 115]
// expect: Warm-up begins
// expect: Humming scales
// expect: Practice begins
// expect: Singing the second verse
// expect: Curtain call
// expect: Everyone bows
// expect: Rehearsal over
// expect: Ticket 5 wins a programme
// expect: Ticket 9 wins a programme
// expect: Ticket 13 wins a programme
// expect: Ticket 27 wins a programme
// expect: Ticket 31 wins a programme
