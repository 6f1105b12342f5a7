// Compiler test style: guard let and if let chains with optional values
func parsePair(_ s: String) -> (Int, Int)? {
    let parts = s.split(separator: ",")
    guard parts.count == 2,
          let a = Int(parts[0]),
          let b = Int(parts[1]),
          b != 0 else {
        return nil
    }
    return (a, b)
}

for input in ["10,3", "7,0", "x,2", "1,2,3", "-9,4"] {
    if let (a, b) = parsePair(input), a > 0 {
        print("\(input): \(a / b) r \(a % b)")
    } else if let pair = parsePair(input) {
        print("\(input): non-positive \(pair.0)")
    } else {
        print("\(input): invalid")
    }
}

let table: [String: Int] = ["one": 1, "two": 2, "three": 3]
func lookupSum(_ x: String, _ y: String) -> Int? {
    guard let a = table[x] else { return nil }
    guard let b = table[y] else { return -a }
    return a + b
}
print(lookupSum("one", "three") as Any)
print(lookupSum("two", "four") as Any)
print(lookupSum("five", "one") as Any)

var optionalNumber: Int? = 42
if var n = optionalNumber, n % 2 == 0 {
    n /= 2
    optionalNumber = nil
    print("halved to \(n), optional is \(String(describing: optionalNumber))")
}
// expect: 10,3: 3 r 1
// expect: 7,0: invalid
// expect: x,2: invalid
// expect: 1,2,3: invalid
// expect: -9,4: non-positive -9
// expect: Optional(4)
// expect: Optional(-2)
// expect: nil
// expect: halved to 21, optional is nil
