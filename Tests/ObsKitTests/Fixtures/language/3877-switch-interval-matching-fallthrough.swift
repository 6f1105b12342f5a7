// Swift book style: switch interval matching and fallthrough
func describeCount(_ count: Int) -> String {
    switch count {
    case 0:
        return "no"
    case 1..<5:
        return "a few"
    case 5..<12:
        return "several"
    case 12..<100:
        return "dozens of"
    case 100..<1000:
        return "hundreds of"
    default:
        return "many"
    }
}
for c in [0, 3, 11, 62, 999, 1000] {
    print("There are \(describeCount(c)) moons (\(c)).")
}

for integerToDescribe in [5, 4, 13] {
    var description = "The number \(integerToDescribe) is"
    switch integerToDescribe {
    case 2, 3, 5, 7, 11, 13, 17, 19:
        description += " a prime number, and also"
        fallthrough
    default:
        description += " an integer."
    }
    print(description)
}

func grade(_ score: Int) -> [String] {
    var notes: [String] = []
    switch score {
    case 90...:
        notes.append("excellent")
        fallthrough
    case 75..<90:
        notes.append("passed")
        fallthrough
    case ..<0:
        notes.append("recorded")
    default:
        notes.append("try again")
    }
    return notes
}
print(grade(95), grade(80), grade(40), grade(-1))
// expect: There are no moons (0).
// expect: There are a few moons (3).
// expect: There are several moons (11).
// expect: There are dozens of moons (62).
// expect: There are hundreds of moons (999).
// expect: There are many moons (1000).
// expect: The number 5 is a prime number, and also an integer.
// expect: The number 4 is an integer.
// expect: The number 13 is a prime number, and also an integer.
// expect: ["excellent", "passed", "recorded"] ["passed", "recorded"] ["try again"] ["recorded"]
