// App code style: palindrome and anagram checks with normalization of case, accents and punctuation
func normalize(_ s: String) -> [Character] {
    var out: [Character] = []
    for ch in s.lowercased() where ch.isLetter || ch.isNumber {
        let base = ch.unicodeScalars.first!
        switch base {
        case "á", "à", "â", "ä": out.append("a")
        case "é", "è", "ê", "ë": out.append("e")
        case "í", "î", "ï": out.append("i")
        case "ó", "ô", "ö": out.append("o")
        case "ú", "ù", "û", "ü": out.append("u")
        case "ñ": out.append("n")
        default: out.append(Character(base))
        }
    }
    return out
}

func isPalindrome(_ s: String) -> Bool {
    let n = normalize(s)
    var i = 0, j = n.count - 1
    while i < j {
        if n[i] != n[j] { return false }
        i += 1; j -= 1
    }
    return true
}

func signature(_ s: String) -> String {
    String(normalize(s).sorted())
}

func longestPalindrome(_ s: String) -> String {
    let c = Array(s)
    guard !c.isEmpty else { return "" }
    var best = (0, 0)
    for center in 0..<(2 * c.count - 1) {
        var lo = center / 2, hi = lo + center % 2
        while lo >= 0 && hi < c.count && c[lo] == c[hi] {
            if hi - lo > best.1 - best.0 { best = (lo, hi) }
            lo -= 1; hi += 1
        }
    }
    return String(c[best.0...best.1])
}

let phrases = [
    "A man, a plan, a canal: Panamá!",
    "No 'x' in Nixon",
    "Was it a car or a cat I saw?",
    "Ésope reste ici et se repose",
    "hello",
    "",
    "😀a😀",
    "Step on no pets 123 321",
]
for p in phrases { print("\(isPalindrome(p) ? "yes" : "no ") | '\(p)'") }

let words = ["listen", "Silent", "enlist", "google", "inlets", "banana", "Tinsel", "élan", "lane", "Nael", "ab", "ba"]
var groups: [String: [String]] = [:]
for w in words { groups[signature(w), default: []].append(w) }
for key in groups.keys.sorted() {
    let g = groups[key]!
    if g.count > 1 { print("\(key): \(g.joined(separator: ", "))") }
}
print("singletons:", groups.values.filter { $0.count == 1 }.map { $0[0] }.sorted())
print(signature("Dormitory") == signature("dirty room!"), signature("café") == signature("face"))
for s in ["forgeeksskeegfor", "babad", "abacdfgdcaba", "x", "ééaéé"] {
    print("longest in \(s): \(longestPalindrome(s))")
}
// expect: yes | 'A man, a plan, a canal: Panamá!'
// expect: yes | 'No 'x' in Nixon'
// expect: yes | 'Was it a car or a cat I saw?'
// expect: yes | 'Ésope reste ici et se repose'
// expect: no  | 'hello'
// expect: yes | ''
// expect: yes | '😀a😀'
// expect: no  | 'Step on no pets 123 321'
// expect: ab: ab, ba
// expect: aeln: élan, lane, Nael
// expect: eilnst: listen, Silent, enlist, inlets, Tinsel
// expect: singletons: ["banana", "google"]
// expect: true true
// expect: longest in forgeeksskeegfor: geeksskeeg
// expect: longest in babad: bab
// expect: longest in abacdfgdcaba: aba
// expect: longest in x: x
// expect: longest in ééaéé: ééaéé
