// Exercism Swift track style (Bob): respond to remarks of a lackadaisical teenager
import Foundation

enum Bob {
  static func respond(_ input: String) -> String {
    let trimmed = input.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty { return "Fine. Be that way!" }
    let letters = trimmed.filter { $0.isLetter }
    let yelling = !letters.isEmpty && letters == letters.uppercased()
    let question = trimmed.hasSuffix("?")
    switch (yelling, question) {
    case (true, true): return "Calm down, I know what I'm doing!"
    case (true, false): return "Whoa, chill out!"
    case (false, true): return "Sure."
    default: return "Whatever."
    }
  }
}

let remarks = [
  "Let's grab lunch later.",
  "STOP TOUCHING MY STUFF!",
  "QWRTYPLKJ",
  "Did you finish the homework?",
  "Is it true you scored 98?",
  "zzzqqq?",
  "See you tomorrow!",
  "The BBC said it might rain.",
  "WHY IS THE OVEN ON?",
  "7, 8, 9 JUMP!",
  "7, 8, 9",
  "42?",
  "HEY @#%! LISTEN!!!1!",
  "I NEED THE CAR KEYS",
  "A ? in the middle is not a question.",
  ";-( ?",
  "",
  "        ",
  "\t\t\t\t",
  "Are we there yet?\nNope.",
  "      sigh...",
  "Could you pass   the salt?   ",
]

for (i, r) in remarks.enumerated() {
  let shown = r.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
  print("\(i + 1). \"\(shown)\" -> \(Bob.respond(r))")
}

var tally: [String: Int] = [:]
for r in remarks { tally[Bob.respond(r), default: 0] += 1 }
for key in tally.keys.sorted() {
  print(key, tally[key]!)
}
// expect: 1. "Let's grab lunch later." -> Whatever.
// expect: 2. "STOP TOUCHING MY STUFF!" -> Whoa, chill out!
// expect: 3. "QWRTYPLKJ" -> Whoa, chill out!
// expect: 4. "Did you finish the homework?" -> Sure.
// expect: 5. "Is it true you scored 98?" -> Sure.
// expect: 6. "zzzqqq?" -> Sure.
// expect: 7. "See you tomorrow!" -> Whatever.
// expect: 8. "The BBC said it might rain." -> Whatever.
// expect: 9. "WHY IS THE OVEN ON?" -> Calm down, I know what I'm doing!
// expect: 10. "7, 8, 9 JUMP!" -> Whoa, chill out!
// expect: 11. "7, 8, 9" -> Whatever.
// expect: 12. "42?" -> Sure.
// expect: 13. "HEY @#%! LISTEN!!!1!" -> Whoa, chill out!
// expect: 14. "I NEED THE CAR KEYS" -> Whoa, chill out!
// expect: 15. "A ? in the middle is not a question." -> Whatever.
// expect: 16. ";-( ?" -> Sure.
// expect: 17. "" -> Fine. Be that way!
// expect: 18. "        " -> Fine. Be that way!
// expect: 19. "\t\t\t\t" -> Fine. Be that way!
// expect: 20. "Are we there yet?\nNope." -> Whatever.
// expect: 21. "      sigh..." -> Whatever.
// expect: 22. "Could you pass   the salt?   " -> Sure.
// expect: Calm down, I know what I'm doing! 1
// expect: Fine. Be that way! 3
// expect: Sure. 6
// expect: Whatever. 7
// expect: Whoa, chill out! 5
