// Exercism style (Bob): a teenager's replies chosen from trimmed input, with a tiny PASS/FAIL harness
import Foundation

enum Bob {
    static func reply(_ input: String) -> String {
        let text = input.trimmingCharacters(in: .whitespacesAndNewlines)
        let hasLetters = text.contains { $0.isLetter }
        let yelling = hasLetters && text == text.uppercased()
        let question = text.hasSuffix("?")
        switch (text.isEmpty, yelling, question) {
        case (true, _, _): return "Fine. Be that way!"
        case (_, true, true): return "Calm down, I know what I'm doing!"
        case (_, true, false): return "Whoa, chill out!"
        case (_, false, true): return "Sure."
        default: return "Whatever."
        }
    }
}

var passed = 0, failed = 0
func expect(_ input: String, _ expected: String, line: Int = #line) {
    let got = Bob.reply(input)
    if got == expected {
        passed += 1
        print("PASS \(input.debugDescription)")
    } else {
        failed += 1
        print("FAIL line \(line): \(input.debugDescription) expected \(expected) got \(got)")
    }
}

expect("Tom-ay-to, tom-aaaah-to.", "Whatever.")
expect("WATCH OUT!", "Whoa, chill out!")
expect("FCECDFCAAB", "Whoa, chill out!")
expect("Does this cryogenic chamber make me look fat?", "Sure.")
expect("You are, what, like 15?", "Sure.")
expect("fffbbcbeab?", "Sure.")
expect("Let's go make out behind the gym!", "Whatever.")
expect("It's OK if you don't want to go work for NASA.", "Whatever.")
expect("WHAT'S GOING ON?", "Calm down, I know what I'm doing!")
expect("1, 2, 3 GO!", "Whoa, chill out!")
expect("1, 2, 3", "Whatever.")
expect("4?", "Sure.")
expect("ZOMBIES ARE COMING!!11!!1!", "Whoa, chill out!")
expect("ÜMLÄÜTS!", "Whoa, chill out!")
expect("   \t", "Fine. Be that way!")
expect("", "Fine. Be that way!")
expect("Okay if like my  spacebar  quite a bit?   ", "Sure.")
expect("\nDoes this cryogenic chamber make me look fat?\nNo.", "Whatever.")
print("\(passed) passed, \(failed) failed")

// expect: PASS "Tom-ay-to, tom-aaaah-to."
// expect: PASS "WATCH OUT!"
// expect: PASS "FCECDFCAAB"
// expect: PASS "Does this cryogenic chamber make me look fat?"
// expect: PASS "You are, what, like 15?"
// expect: PASS "fffbbcbeab?"
// expect: PASS "Let\'s go make out behind the gym!"
// expect: PASS "It\'s OK if you don\'t want to go work for NASA."
// expect: PASS "WHAT\'S GOING ON?"
// expect: PASS "1, 2, 3 GO!"
// expect: PASS "1, 2, 3"
// expect: PASS "4?"
// expect: PASS "ZOMBIES ARE COMING!!11!!1!"
// expect: PASS "ÜMLÄÜTS!"
// expect: PASS "   \t"
// expect: PASS ""
// expect: PASS "Okay if like my  spacebar  quite a bit?   "
// expect: PASS "\nDoes this cryogenic chamber make me look fat?\nNo."
// expect: 18 passed, 0 failed
