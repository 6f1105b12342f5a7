// Apple docs style (BinaryInteger.isMultiple(of:)): FizzBuzz, leap years and batches
var line: [String] = []
for i in 1...15 {
    switch (i.isMultiple(of: 3), i.isMultiple(of: 5)) {
    case (true, true): line.append("FizzBuzz")
    case (true, false): line.append("Fizz")
    case (false, true): line.append("Buzz")
    default: line.append(String(i))
    }
}
print(line.joined(separator: " "))

func isLeapYear(_ y: Int) -> Bool {
    y.isMultiple(of: 4) && (!y.isMultiple(of: 100) || y.isMultiple(of: 400))
}
let years = [1900, 2000, 2023, 2024, 2100, 2400]
print(years.map { "\($0):\(isLeapYear($0) ? "leap" : "common")" }.joined(separator: " "))

// Edge cases documented on the page
print("0.isMultiple(of: 0):", 0.isMultiple(of: 0))
print("5.isMultiple(of: 0):", 5.isMultiple(of: 0))
print("Int.min.isMultiple(of: -1):", Int.min.isMultiple(of: -1))
print("-12.isMultiple(of: 4):", (-12).isMultiple(of: 4))
print("12.isMultiple(of: -5):", 12.isMultiple(of: -5))

// Works for every integer width
print(UInt8(250).isMultiple(of: 25), Int16(-300).isMultiple(of: 7), UInt64.max.isMultiple(of: 3))

// Even and odd partition
let numbers = Array(1...12)
let evens = numbers.filter { $0.isMultiple(of: 2) }
let odds = numbers.filter { !$0.isMultiple(of: 2) }
print("evens \(evens)")
print("odds \(odds)")

// Packing items into boxes of 6
for items in [12, 13, 0, 5] {
    let full = items.isMultiple(of: 6)
    let boxes = items / 6 + (full ? 0 : 1)
    print("\(items) items -> \(boxes) boxes\(full ? " (all full)" : "")")
}

// Common multiples
let both = (1...60).filter { $0.isMultiple(of: 4) && $0.isMultiple(of: 6) }
print("multiples of 4 and 6 up to 60:", both)

// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: 1900:common 2000:leap 2023:common 2024:leap 2100:common 2400:leap
// expect: 0.isMultiple(of: 0): true
// expect: 5.isMultiple(of: 0): false
// expect: Int.min.isMultiple(of: -1): true
// expect: -12.isMultiple(of: 4): true
// expect: 12.isMultiple(of: -5): false
// expect: true false true
// expect: evens [2, 4, 6, 8, 10, 12]
// expect: odds [1, 3, 5, 7, 9, 11]
// expect: 12 items -> 2 boxes (all full)
// expect: 13 items -> 3 boxes
// expect: 0 items -> 0 boxes (all full)
// expect: 5 items -> 1 boxes
// expect: multiples of 4 and 6 up to 60: [12, 24, 36, 48, 60]
