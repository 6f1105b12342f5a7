// Hacking with Swift style: switch statements with ranges, tuples, where clauses and fallthrough

func grade(for score: Int) -> String {
    switch score {
    case 90...100:
        return "A"
    case 80..<90:
        return "B"
    case 70..<80:
        return "C"
    case 0..<70:
        return "F"
    default:
        return "invalid"
    }
}
for score in [100, 85, 79, 12, 101, -1] {
    print("\(score): \(grade(for: score))")
}

// fallthrough: the Twelve Days of Christmas
let day = 4
print("On day \(day) of Christmas my true love gave to me...")
switch day {
case 5:
    print("5 golden rings")
    fallthrough
case 4:
    print("4 calling birds")
    fallthrough
case 3:
    print("3 French hens")
    fallthrough
case 2:
    print("2 turtle doves")
    fallthrough
default:
    print("A partridge in a pear tree")
}

// One-sided ranges and where clauses
func describe(temperature t: Double) -> String {
    switch t {
    case ..<0: return "freezing"
    case 0..<15: return "cold"
    case 15..<25: return "pleasant"
    case let x where x >= 35: return "dangerously hot"
    default: return "hot"
    }
}
print([-5, 0, 14.9, 20, 30, 40].map(describe))

// Switching on tuples
let points = [(0, 0), (3, 0), (0, -2), (2, 2), (1, -2), (-1, 5)]
for point in points {
    switch point {
    case (0, 0):
        print("\(point) is the origin")
    case (_, 0):
        print("\(point) is on the x-axis")
    case (0, _):
        print("\(point) is on the y-axis")
    case let (x, y) where x == y:
        print("\(point) is on the diagonal")
    case (-2...2, -2...2):
        print("\(point) is near the origin")
    default:
        print("\(point) is somewhere else")
    }
}

// Characters and strings
func classify(_ c: Character) -> String {
    switch c {
    case "a", "e", "i", "o", "u": return "vowel"
    case "a"..."z": return "consonant"
    case "0"..."9": return "digit"
    default: return "other"
    }
}
print("swift 6!".map(classify).joined(separator: ","))
// expect: 100: A
// expect: 85: B
// expect: 79: C
// expect: 12: F
// expect: 101: invalid
// expect: -1: invalid
// expect: On day 4 of Christmas my true love gave to me...
// expect: 4 calling birds
// expect: 3 French hens
// expect: 2 turtle doves
// expect: A partridge in a pear tree
// expect: ["freezing", "cold", "cold", "pleasant", "hot", "dangerously hot"]
// expect: (0, 0) is the origin
// expect: (3, 0) is on the x-axis
// expect: (0, -2) is on the y-axis
// expect: (2, 2) is on the diagonal
// expect: (1, -2) is near the origin
// expect: (-1, 5) is somewhere else
// expect: consonant,consonant,vowel,consonant,consonant,other,digit,other
