// App code style: validating digit strings (Luhn, ISBN-10, ISBN-13)
func luhnValid(_ input: String) -> Bool {
    let stripped = input.filter { $0 != " " }
    guard stripped.count > 1, stripped.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
    var sum = 0
    for (i, c) in stripped.reversed().enumerated() {
        var d = c.wholeNumberValue!
        if i % 2 == 1 {
            d *= 2
            if d > 9 { d -= 9 }
        }
        sum += d
    }
    return sum % 10 == 0
}

let cards = ["4539 3195 0343 6467", "8273 1232 7352 0569", "059", "0", "055 444 285", "4111-1111"]
for c in cards {
    print("\"\(c)\"", luhnValid(c))
}

func luhnCheckDigit(_ partial: String) -> Character {
    for d in 0...9 {
        if luhnValid(partial + String(d)) {
            return Character(String(d))
        }
    }
    return "?"
}
print(luhnCheckDigit("7992739871"))

func isbn10Valid(_ s: String) -> Bool {
    let chars = s.filter { $0 != "-" }
    guard chars.count == 10 else { return false }
    var sum = 0
    for (i, c) in chars.enumerated() {
        let value: Int
        if let d = c.wholeNumberValue {
            value = d
        } else if c == "X" && i == 9 {
            value = 10
        } else {
            return false
        }
        sum += value * (10 - i)
    }
    return sum % 11 == 0
}
for s in ["3-598-21508-8", "3-598-21508-9", "3-598-21507-X", "3-598-2K507-0", "359821507X", "3-598-21507"] {
    print(s, isbn10Valid(s))
}

func isbn13(from isbn10: String) -> String {
    let digits = "978" + isbn10.filter { $0.isNumber }.prefix(9)
    let sum = digits.enumerated().reduce(0) { acc, pair in
        acc + pair.element.wholeNumberValue! * (pair.offset % 2 == 0 ? 1 : 3)
    }
    let check = (10 - sum % 10) % 10
    return digits + String(check)
}
print(isbn13(from: "3-598-21508-8"), isbn13(from: "0-306-40615-2"))

func formatGroups(_ s: String, sizes: [Int], sep: Character = "-") -> String {
    var out = ""
    var rest = Substring(s)
    for (i, n) in sizes.enumerated() {
        if i > 0 { out.append(sep) }
        out += rest.prefix(n)
        rest = rest.dropFirst(n)
    }
    return out + rest
}
print(formatGroups("9780306406157", sizes: [3, 1, 2, 6, 1]))
print(formatGroups("4539319503436467", sizes: [4, 4, 4, 4], sep: " "))

func digitalRoot(_ s: String) -> Int {
    var n = s.compactMap { $0.wholeNumberValue }.reduce(0, +)
    while n >= 10 {
        n = String(n).compactMap { $0.wholeNumberValue }.reduce(0, +)
    }
    return n
}
print(digitalRoot("942"), digitalRoot("132189"), digitalRoot("493193"))
let masked = String(repeating: "•", count: 12) + "6467"
print(masked, masked.count)

// expect: "4539 3195 0343 6467" true
// expect: "8273 1232 7352 0569" false
// expect: "059" true
// expect: "0" false
// expect: "055 444 285" true
// expect: "4111-1111" false
// expect: 3
// expect: 3-598-21508-8 true
// expect: 3-598-21508-9 false
// expect: 3-598-21507-X true
// expect: 3-598-2K507-0 false
// expect: 359821507X true
// expect: 3-598-21507 false
// expect: 9783598215087 9780306406157
// expect: 978-0-30-640615-7
// expect: 4539 3195 0343 6467
// expect: 6 6 2
// expect: ••••••••••••6467 16
