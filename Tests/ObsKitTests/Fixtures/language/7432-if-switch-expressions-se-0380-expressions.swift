// Swift Evolution style (if and switch expressions): SE-0380 expressions that pick values for grades, bonuses and labels
enum Tier {
    case bronze, silver, gold
}

func letter(for score: Int) -> String {
    if score >= 90 { "A" } else if score >= 80 { "B" } else if score >= 70 { "C" } else { "F" }
}

func tier(for points: Int) -> Tier {
    switch points {
    case ..<100: .bronze
    case 100..<500: .silver
    default: .gold
    }
}

let scores = [95, 83, 71, 40, 88]
for s in scores {
    let grade = letter(for: s)
    let remark = if grade == "A" {
        "excellent"
    } else if grade == "F" {
        "needs work"
    } else {
        "fine"
    }
    print("\(s): \(grade) (\(remark))")
}

let points = [20, 150, 499, 500, 1200]
for p in points {
    let t = tier(for: p)
    let bonus: Double = switch t {
    case .bronze: 0
    case .silver: 2.5
    case .gold: 10
    }
    let name = switch t {
    case .bronze: "bronze"
    case .silver: "silver"
    case .gold: "gold"
    }
    print("\(p) points -> \(name), bonus \(bonus)%")
}

var counter = 0
let parity = counter % 2 == 0 ? "even" : "odd"
counter += 3
let described = if counter > 2 { "big \(parity)" } else { "small \(parity)" }
print(described)
// expect: 95: A (excellent)
// expect: 83: B (fine)
// expect: 71: C (fine)
// expect: 40: F (needs work)
// expect: 88: B (fine)
// expect: 20 points -> bronze, bonus 0.0%
// expect: 150 points -> silver, bonus 2.5%
// expect: 499 points -> silver, bonus 2.5%
// expect: 500 points -> gold, bonus 10.0%
// expect: 1200 points -> gold, bonus 10.0%
// expect: big even
