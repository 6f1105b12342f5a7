// Swift book style: early exit with guard
// Checks: guard let binding visible after the guard, guard with several
// conditions, guard inside loops with continue/break, guard returning values,
// and guard else paths that throw.

func greet(person: [String: String]) {
    guard let name = person["name"] else {
        print("No name given")
        return
    }
    print("Hello \(name)!")
    guard let location = person["location"] else {
        print("I hope the weather is nice near you.")
        return
    }
    print("I hope the weather is nice in \(location).")
}
greet(person: ["name": "John"])
greet(person: ["name": "Jane", "location": "Cupertino"])
greet(person: [:])

func parseDimensions(_ text: String) -> (Int, Int)? {
    let parts = text.split(separator: "x")
    guard parts.count == 2,
          let width = Int(parts[0]),
          let height = Int(parts[1]),
          width > 0, height > 0 else {
        return nil
    }
    return (width, height)
}
for input in ["3x4", "3x", "0x9", "ax2", "10x20", "1x2x3"] {
    if let (w, h) = parseDimensions(input) {
        print("\(input): area \(w * h)")
    } else {
        print("\(input): invalid")
    }
}

var processed: [Int] = []
for value in [4, -1, 6, 0, 9, 100, 7] {
    guard value >= 0 else { continue }
    guard value < 50 else { break }
    processed.append(value)
}
print(processed)

enum ValidationError: Error {
    case empty
    case tooShort(Int)
    case missingDigit
}

func validate(password: String) throws -> String {
    guard !password.isEmpty else { throw ValidationError.empty }
    guard password.count >= 6 else { throw ValidationError.tooShort(password.count) }
    guard password.contains(where: { $0.isNumber }) else { throw ValidationError.missingDigit }
    return "ok: \(password.count) chars"
}
for candidate in ["", "abc", "abcdefg", "abc1234"] {
    do {
        print(try validate(password: candidate))
    } catch ValidationError.tooShort(let n) {
        print("too short (\(n))")
    } catch {
        print("rejected: \(error)")
    }
}

// guard with case pattern
enum Shape { case circle(radius: Int), square(side: Int) }
func circleArea(_ s: Shape) -> Int {
    guard case .circle(let r) = s else { return -1 }
    return 3 * r * r
}
print(circleArea(.circle(radius: 2)), circleArea(.square(side: 2)))

// guard var and shadowing the same name
func normalise(_ raw: String?) -> String {
    guard var text = raw else { return "<nil>" }
    text = text.lowercased()
    guard let first = text.first, first.isLetter else { return "<bad>" }
    return "\(first.uppercased())\(text.dropFirst())"
}
print(normalise("hELLO"), normalise(nil), normalise("9lives"), normalise(""))

// guard in a closure
let safeDivide: (Int, Int) -> Int? = { a, b in
    guard b != 0 else { return nil }
    return a / b
}
print(safeDivide(10, 3) as Any, safeDivide(1, 0) as Any)

// guard with availability-free boolean conditions and fatal paths not taken
func firstEven(in numbers: [Int]) -> Int {
    for n in numbers {
        guard n % 2 == 0 else { continue }
        return n
    }
    return -1
}
print(firstEven(in: [3, 5, 8, 10]), firstEven(in: [1, 3]))

// expect: Hello John!
// expect: I hope the weather is nice near you.
// expect: Hello Jane!
// expect: I hope the weather is nice in Cupertino.
// expect: No name given
// expect: 3x4: area 12
// expect: 3x: invalid
// expect: 0x9: invalid
// expect: ax2: invalid
// expect: 10x20: area 200
// expect: 1x2x3: invalid
// expect: [4, 6, 0, 9]
// expect: rejected: empty
// expect: too short (3)
// expect: rejected: missingDigit
// expect: ok: 7 chars
// expect: 12 -1
// expect: Hello <nil> <bad> <bad>
// expect: Optional(3) nil
// expect: 8 -1
