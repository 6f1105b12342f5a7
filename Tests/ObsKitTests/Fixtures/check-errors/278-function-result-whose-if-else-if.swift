// Check error: a function with a result whose if/else-if chain has no final return
func grade(for score: Int) -> String {
    if score >= 90 {
        return "A"
    } else if score >= 80 {
        return "B"
    } else if score >= 70 {
        return "C"
    }
}

print(grade(for: 85))
// expect-error: missing return in global function expected to return 'String'
