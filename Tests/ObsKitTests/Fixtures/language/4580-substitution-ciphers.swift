// Swift book style: mapping characters to strings with dictionaries and closures
let plain = Array("abcdefghijklmnopqrstuvwxyz")
let atbashKey = Dictionary(uniqueKeysWithValues: zip(plain, plain.reversed()))

func atbash(_ s: String) -> String {
    String(s.lowercased().map { atbashKey[$0] ?? $0 })
}
print(atbash("Hello World"), atbash(atbash("round trip")))

let natoWords = ["alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett",
                 "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango",
                 "uniform", "victor", "whiskey", "xray", "yankee", "zulu"]
let nato = Dictionary(uniqueKeysWithValues: zip(plain, natoWords))

func spell(_ s: String) -> String {
    s.lowercased().compactMap { c -> String? in
        if let w = nato[c] { return w.prefix(1).uppercased() + w.dropFirst() }
        if c.isNumber { return "<\(c)>" }
        return nil
    }.joined(separator: " ")
}
print(spell("SOS"))
print(spell("Swift 6"))

let digitNames: [Character: String] = [
    "0": "Zero", "1": "One", "2": "Two", "3": "Three", "4": "Four",
    "5": "Five", "6": "Six", "7": "Seven", "8": "Eight", "9": "Nine",
]
let numbers = [16, 58, 510]
let strings = numbers.map { number -> String in
    var number = number
    var output = ""
    repeat {
        output = digitNames[Character(String(number % 10))]! + output
        number /= 10
    } while number > 0
    return output
}
print(strings)

let keyword = "zebras"
var seen = Set<Character>()
var cipherAlphabet: [Character] = []
for c in keyword + String(plain) where seen.insert(c).inserted {
    cipherAlphabet.append(c)
}
print(String(cipherAlphabet))
let encodeMap = Dictionary(uniqueKeysWithValues: zip(plain, cipherAlphabet))
let decodeMap = Dictionary(uniqueKeysWithValues: zip(cipherAlphabet, plain))
let message = "flee at once. we are discovered!"
let enc = String(message.map { encodeMap[$0] ?? $0 })
print(enc)
print(String(enc.map { decodeMap[$0] ?? $0 }))

let leet: [Character: Character] = ["a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"]
print(String("leet speak is silly".map { leet[$0, default: $0] }))

let morse: [Character: String] = ["a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "h": "....",
                                  "l": ".-..", "o": "---", "r": ".-.", "w": ".--", " ": "/"]
let encoded = "hello world".map { morse[$0] ?? "?" }.joined(separator: " ")
print(encoded)
let reverseMorse = Dictionary(uniqueKeysWithValues: morse.map { ($1, $0) })
let decoded = String(encoded.split(separator: " ").compactMap { reverseMorse[String($0)] })
print(decoded)

let emoji: [Character: String] = ["h": "🏠", "c": "🐱", "d": "🐶"]
let pictures = "cat dog house".split(separator: " ").map { w in emoji[w.first!].map { $0 + String(w) } ?? String(w) }
print(pictures)
let charToCode = "AZ az".map { "\($0)=\($0.asciiValue ?? 0)" }
print(charToCode.joined(separator: ","))

// expect: svool dliow round trip
// expect: Sierra Oscar Sierra
// expect: Sierra Whiskey India Foxtrot Tango <6>
// expect: ["OneSix", "FiveEight", "FiveOneZero"]
// expect: zebrascdfghijklmnopqtuvwxy
// expect: siaa zq lkba. va zoa rfpbluaoar!
// expect: flee at once. we are discovered!
// expect: l337 5p34k 15 51lly
// expect: .... . .-.. .-.. --- / .-- --- .-. .-.. -..
// expect: hello world
// expect: ["🐱cat", "🐶dog", "🏠house"]
// expect: A=65,Z=90, =32,a=97,z=122
