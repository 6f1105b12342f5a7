// Exercism "Anagram" and "Wordy": case-insensitive sorting of characters, Substring tokens, enum with throwing parse, hasPrefix/hasSuffix, dropFirst/dropLast
func anagrams(of word: String, in candidates: [String]) -> [String] {
    let lower = word.lowercased()
    let key = lower.sorted()
    return candidates.filter { candidate in
        let c = candidate.lowercased()
        return c != lower && c.sorted() == key
    }
}

enum WordyError: Error, Equatable {
    case unknownOperation(String)
    case syntax
}

func answer(_ question: String) throws -> Int {
    guard question.hasPrefix("What is"), question.hasSuffix("?") else { throw WordyError.syntax }
    let body = question.dropFirst("What is".count).dropLast()
        .replacingOccurrences("multiplied by", with: "multiplied_by")
        .replacingOccurrences("divided by", with: "divided_by")
    var tokens = body.split(separator: " ")[...]
    guard let first = tokens.popFirst(), var total = Int(first) else { throw WordyError.syntax }
    let known: Set<Substring> = ["plus", "minus", "multiplied_by", "divided_by"]
    while let op = tokens.popFirst() {
        guard known.contains(op) else {
            throw Int(op) == nil ? WordyError.unknownOperation(String(op)) : WordyError.syntax
        }
        guard let operandToken = tokens.popFirst(), let operand = Int(operandToken) else {
            throw WordyError.syntax
        }
        switch op {
        case "plus": total += operand
        case "minus": total -= operand
        case "multiplied_by": total *= operand
        case "divided_by": total /= operand
        default: throw WordyError.unknownOperation(String(op))
        }
    }
    return total
}

extension StringProtocol {
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

print(anagrams(of: "listen", in: ["enlists", "google", "inlets", "banana", "Silent", "LISTEN"]))
print(anagrams(of: "Orchestra", in: ["cashregister", "Carthorse", "radishes"]))
print(anagrams(of: "go", in: ["goGoGO"]))

let questions = [
    "What is 5?",
    "What is 1 plus 1?",
    "What is -3 plus 7 multiplied by -2?",
    "What is 25 divided by 5 minus 10?",
    "What is 52 cubed?",
    "What is 1 plus plus 2?",
    "Who is the President of the United States?",
    "What is 7 plus?",
]
for q in questions {
    do {
        print("\(q) -> \(try answer(q))")
    } catch let WordyError.unknownOperation(op) {
        print("\(q) -> unknown operation '\(op)'")
    } catch {
        print("\(q) -> \(error)")
    }
}
// expect: ["inlets", "Silent"]
// expect: ["Carthorse"]
// expect: []
// expect: What is 5? -> 5
// expect: What is 1 plus 1? -> 2
// expect: What is -3 plus 7 multiplied by -2? -> -8
// expect: What is 25 divided by 5 minus 10? -> -5
// expect: What is 52 cubed? -> unknown operation 'cubed'
// expect: What is 1 plus plus 2? -> syntax
// expect: Who is the President of the United States? -> syntax
// expect: What is 7 plus? -> syntax
