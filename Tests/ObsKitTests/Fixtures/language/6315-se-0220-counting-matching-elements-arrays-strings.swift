// What's new in Swift 6.0 style (count(where:), SE-0220): counting matching elements of arrays, strings, ranges and dictionaries
struct Exam {
    let student: String
    let score: Int
}

let exams = [
    Exam(student: "Ana", score: 91),
    Exam(student: "Bo", score: 47),
    Exam(student: "Cai", score: 78),
    Exam(student: "Dee", score: 55),
    Exam(student: "Eli", score: 100),
]

let passed = exams.count { $0.score >= 50 }
let perfect = exams.count(where: { $0.score == 100 })
print("passed \(passed) of \(exams.count), perfect \(perfect)")

let sentence = "The quick brown fox jumps over the lazy dog"
let vowels = sentence.count { "aeiouAEIOU".contains($0) }
let upper = sentence.count(where: \.isUppercase)
print("vowels \(vowels), uppercase \(upper)")

let words = sentence.split(separator: " ")
print("long words:", words.count { $0.count > 4 })

let multiplesOfSeven = (1...100).count { $0.isMultiple(of: 7) }
print("multiples of 7 up to 100:", multiplesOfSeven)

let stock = ["apples": 0, "pears": 12, "plums": 3, "figs": 0]
let outOfStock = stock.count { $0.value == 0 }
print("out of stock:", outOfStock)

let nested = [[1, 2], [], [3], [], [4, 5, 6]]
print("empty groups:", nested.count(where: \.isEmpty))

let none = [Int]().count { _ in true }
print("empty input:", none)

// expect: passed 4 of 5, perfect 1
// expect: vowels 11, uppercase 1
// expect: long words: 3
// expect: multiples of 7 up to 100: 14
// expect: out of stock: 2
// expect: empty groups: 2
// expect: empty input: 0
