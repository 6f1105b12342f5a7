// App code style: Levenshtein edit distance powering "did you mean" spelling suggestions
func editDistance(_ a: String, _ b: String) -> Int {
    let s = Array(a.lowercased()), t = Array(b.lowercased())
    if s.isEmpty { return t.count }
    if t.isEmpty { return s.count }
    var previous = Array(0...t.count)
    var current = Array(repeating: 0, count: t.count + 1)
    for i in 1...s.count {
        current[0] = i
        for j in 1...t.count {
            let cost = s[i - 1] == t[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[t.count]
}

struct SpellChecker {
    let dictionary: [String]
    let maxDistance: Int

    func suggestions(for word: String, limit: Int = 3) -> [(word: String, distance: Int)] {
        dictionary
            .map { ($0, editDistance(word, $0)) }
            .filter { $0.1 <= maxDistance }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            .prefix(limit)
            .map { (word: $0.0, distance: $0.1) }
    }

    func correct(_ sentence: String) -> (text: String, fixes: Int) {
        var fixes = 0
        let words = sentence.split(separator: " ").map { raw -> String in
            let word = String(raw)
            let trailing = word.last.map { $0.isPunctuation } == true ? String(word.last!) : ""
            let core = trailing.isEmpty ? word : String(word.dropLast())
            if dictionary.contains(core.lowercased()) || core.isEmpty { return word }
            guard let best = suggestions(for: core, limit: 1).first else { return word }
            fixes += 1
            let replacement = core.first!.isUppercase ? best.word.prefix(1).uppercased() + best.word.dropFirst() : best.word
            return replacement + trailing
        }
        return (words.joined(separator: " "), fixes)
    }
}

let commands = ["build", "clean", "test", "archive", "deploy", "install", "lint", "format", "profile", "run"]
let cli = SpellChecker(dictionary: commands, maxDistance: 2)
for typo in ["buld", "tset", "deplyo", "instal", "fromat", "xyzzy", "rnu", "arcive"] {
    let list = cli.suggestions(for: typo)
    if list.isEmpty {
        print("\(typo): unknown command")
    } else {
        print("\(typo): did you mean \(list.map { "\($0.word)(\($0.distance))" }.joined(separator: ", "))?")
    }
}

let pairs = [("kitten", "sitting"), ("flaw", "lawn"), ("Swift", "swift"), ("", "abc"), ("intention", "execution")]
for (a, b) in pairs {
    print("distance(\(a.isEmpty ? "\"\"" : a), \(b)) = \(editDistance(a, b))")
}

let english = SpellChecker(dictionary: ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "today"], maxDistance: 2)
for sentence in ["Teh quikc brwn fox jumsp over the lazzy dgo.", "The fox is tday!"] {
    let result = english.correct(sentence)
    print("\(result.text) [\(result.fixes) fixes]")
}

// expect: buld: did you mean build(1)?
// expect: tset: did you mean test(2)?
// expect: deplyo: did you mean deploy(2)?
// expect: instal: did you mean install(1)?
// expect: fromat: did you mean format(2)?
// expect: xyzzy: unknown command
// expect: rnu: did you mean run(2)?
// expect: arcive: did you mean archive(1)?
// expect: distance(kitten, sitting) = 3
// expect: distance(flaw, lawn) = 2
// expect: distance(Swift, swift) = 0
// expect: distance("", abc) = 3
// expect: distance(intention, execution) = 5
// expect: The quick brown fox jumps over the lazy dog. [6 fixes]
// expect: The fox is today! [1 fixes]
