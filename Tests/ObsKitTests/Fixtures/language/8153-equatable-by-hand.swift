// Course exercise: Equatable synthesized versus written by hand
struct Point: Equatable {
    var x: Int
    var y: Int
}

struct Student: Equatable {
    let studentID: Int
    var name: String
    var nickname: String?

    // Two students are the same if their IDs match, regardless of names.
    static func == (lhs: Student, rhs: Student) -> Bool {
        lhs.studentID == rhs.studentID
    }
}

enum Suit: Equatable {
    case hearts, spades
    case joker(color: String)
}

class Account: Equatable {
    let number: String
    var balance: Int
    init(number: String, balance: Int) {
        self.number = number
        self.balance = balance
    }
    static func == (lhs: Account, rhs: Account) -> Bool {
        lhs.number == rhs.number && lhs.balance == rhs.balance
    }
}

print(Point(x: 1, y: 2) == Point(x: 1, y: 2))
print(Point(x: 1, y: 2) != Point(x: 2, y: 1))

let s1 = Student(studentID: 7, name: "Ana", nickname: nil)
let s2 = Student(studentID: 7, name: "Anna", nickname: "Annie")
let s3 = Student(studentID: 8, name: "Ana")
print("s1 == s2: \(s1 == s2)")
print("s1 == s3: \(s1 == s3)")
let roster = [s2, s3]
print("roster contains s1: \(roster.contains(s1))")
print("index of s3: \(roster.firstIndex(of: s3) ?? -1)")

print(Suit.joker(color: "red") == .joker(color: "red"))
print(Suit.joker(color: "red") == .joker(color: "black"))
print(Suit.hearts == .spades)

let acct1 = Account(number: "A1", balance: 100)
let acct2 = Account(number: "A1", balance: 100)
print("equal: \(acct1 == acct2), identical: \(acct1 === acct2)")
acct2.balance += 1
print("after deposit equal: \(acct1 == acct2)")

// expect: true
// expect: true
// expect: s1 == s2: true
// expect: s1 == s3: false
// expect: roster contains s1: true
// expect: index of s3: 1
// expect: true
// expect: false
// expect: false
// expect: equal: true, identical: false
// expect: after deposit equal: false
