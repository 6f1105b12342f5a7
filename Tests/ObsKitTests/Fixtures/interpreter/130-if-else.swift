// if / else if / else chains and compound conditions
func grade(_ score: Int) -> String {
    if score >= 90 {
        return "A"
    } else if score >= 80 {
        return "B"
    } else if score >= 70 && score < 80 {
        return "C"
    } else {
        return "F"
    }
}

for s in [95, 85, 72, 10] {
    print(s, grade(s))
}
let x = 7
if x > 5, x % 2 == 1 {
    print("big odd")
}
if !(x < 0) || x == 100 {
    print("non-negative")
}

// expect: 95 A
// expect: 85 B
// expect: 72 C
// expect: 10 F
// expect: big odd
// expect: non-negative
