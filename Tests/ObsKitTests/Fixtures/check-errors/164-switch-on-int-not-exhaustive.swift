// Check error: a switch over an Int without a default case
func grade(for score: Int) -> String {
    switch score {
    case 90...100:
        return "A"
    case 80..<90:
        return "B"
    case 0..<80:
        return "C"
    }
}

print(grade(for: 85))
// expect-error: switch must be exhaustive
