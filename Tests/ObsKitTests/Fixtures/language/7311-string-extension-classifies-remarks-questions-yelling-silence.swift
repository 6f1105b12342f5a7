// Exercism style (Bob): a String extension classifies remarks as questions, yelling, silence or other
extension String {
    var trimmedRemark: String {
        String(self.drop(while: { $0.isWhitespace }).reversed().drop(while: { $0.isWhitespace }).reversed())
    }
    var isYelled: Bool {
        let letters = self.filter { $0.isLetter }
        return !letters.isEmpty && letters.allSatisfy { $0.isUppercase }
    }
    var isQuestion: Bool { trimmedRemark.hasSuffix("?") }
    var isSilence: Bool { trimmedRemark.isEmpty }
}

struct Teenager {
    static func respond(to remark: String) -> String {
        switch (remark.isSilence, remark.isYelled, remark.isQuestion) {
        case (true, _, _): return "Fine. Be that way!"
        case (_, true, true): return "Calm down, I know what I'm doing!"
        case (_, true, false): return "Whoa, chill out!"
        case (_, false, true): return "Sure."
        default: return "Whatever."
        }
    }
}

let remarks = [
    "Tom-ay-to, tom-aaaah-to.",
    "WATCH OUT!",
    "Does this cryogenic chamber make me look fat?",
    "WHAT'S GOING ON?",
    "   \t  ",
    "1, 2, 3",
    "4?",
    "ZOMG THE %^*@#$(*^ ZOMBIES ARE COMING!!11!!1!",
    "Okay if like my  spacebar  quite a bit?   ",
    "",
]
for (index, remark) in remarks.enumerated() {
    print("\(index + 1): \(Teenager.respond(to: remark))")
}

// expect: 1: Whatever.
// expect: 2: Whoa, chill out!
// expect: 3: Sure.
// expect: 4: Calm down, I know what I'm doing!
// expect: 5: Fine. Be that way!
// expect: 6: Whatever.
// expect: 7: Sure.
// expect: 8: Whoa, chill out!
// expect: 9: Sure.
// expect: 10: Fine. Be that way!
