// Hacking with Swift style (Morse code): encoding text to Morse and decoding with split on spaces and slashes
let morse: [Character: String] = [
    "a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.",
    "g": "--.", "h": "....", "i": "..", "j": ".---", "k": "-.-", "l": ".-..",
    "m": "--", "n": "-.", "o": "---", "p": ".--.", "q": "--.-", "r": ".-.",
    "s": "...", "t": "-", "u": "..-", "v": "...-", "w": ".--", "x": "-..-",
    "y": "-.--", "z": "--..", "1": ".----", "2": "..---", "0": "-----",
]
let reverse = Dictionary(uniqueKeysWithValues: morse.map { ($0.value, $0.key) })

func encode(_ text: String) -> String {
    text.lowercased()
        .split(separator: " ")
        .map { word in word.compactMap { morse[$0] }.joined(separator: " ") }
        .joined(separator: " / ")
}

func decode(_ code: String) -> String {
    code.split(separator: "/")
        .map { word in
            String(word.split(separator: " ").map { reverse[String($0)] ?? "?" })
        }
        .joined(separator: " ")
}

let messages = ["SOS", "Hello World", "swift 2 go", "Zebra 10"]
for m in messages {
    let e = encode(m)
    print(m, "=>", e)
    print("   back:", decode(e))
}
print(decode("... --- ... / ..--.. -"))
let dots = encode("the quick brown fox").filter { $0 == "." }.count
let dashes = encode("the quick brown fox").filter { $0 == "-" }.count
print("dots \(dots) dashes \(dashes)")
let longestCode = morse.max { a, b in
    a.value.count != b.value.count ? a.value.count < b.value.count : a.key > b.key
}!
print("longest:", longestCode.key, longestCode.value)
let byLength = Dictionary(grouping: morse.keys, by: { morse[$0]!.count })
for len in byLength.keys.sorted() {
    print(len, String(byLength[len]!.sorted()))
}

// expect: SOS => ... --- ...
// expect:    back: sos
// expect: Hello World => .... . .-.. .-.. --- / .-- --- .-. .-.. -..
// expect:    back: hello world
// expect: swift 2 go => ... .-- .. ..-. - / ..--- / --. ---
// expect:    back: swift 2 go
// expect: Zebra 10 => --.. . -... .-. .- / .---- -----
// expect:    back: zebra 10
// expect: sos ?t
// expect: dots 25 dashes 23
// expect: longest: 0 -----
// expect: 1 et
// expect: 2 aimn
// expect: 3 dgkorsuw
// expect: 4 bcfhjlpqvxyz
// expect: 5 012
