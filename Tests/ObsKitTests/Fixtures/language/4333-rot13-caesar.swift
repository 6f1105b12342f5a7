// App code style: Caesar and ROT13 ciphers over unicodeScalars, preserving case and non-letters
func shift(_ s: String, by k: Int) -> String {
    var scalars = String.UnicodeScalarView()
    for u in s.unicodeScalars {
        let v = u.value
        var out = v
        if v >= 65 && v <= 90 {
            out = 65 + UInt32((Int(v) - 65 + k % 26 + 26) % 26)
        } else if v >= 97 && v <= 122 {
            out = 97 + UInt32((Int(v) - 97 + k % 26 + 26) % 26)
        }
        scalars.append(Unicode.Scalar(out)!)
    }
    return String(scalars)
}

func rot13(_ s: String) -> String { shift(s, by: 13) }

func vigenere(_ s: String, key: String, decrypt: Bool = false) -> String {
    let ks = key.lowercased().unicodeScalars.filter { $0.value >= 97 && $0.value <= 122 }.map { Int($0.value) - 97 }
    guard !ks.isEmpty else { return s }
    var i = 0
    var out = ""
    for ch in s {
        if ch.isASCII && ch.isLetter {
            let k = ks[i % ks.count]
            out += shift(String(ch), by: decrypt ? -k : k)
            i += 1
        } else {
            out.append(ch)
        }
    }
    return out
}

func letterFrequencies(_ s: String) -> [(Character, Int)] {
    var counts = Array(repeating: 0, count: 26)
    for u in s.lowercased().unicodeScalars where u.value >= 97 && u.value <= 122 {
        counts[Int(u.value - 97)] += 1
    }
    var result: [(Character, Int)] = []
    for (i, c) in counts.enumerated() where c > 0 {
        result.append((Character(Unicode.Scalar(UInt8(97 + i))), c))
    }
    return result.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
}

let messages = ["Hello, World!", "Why did the chicken cross the road?", "Zebra-123 ÄÖ ok", "abcxyz ABCXYZ"]
for m in messages {
    let r = rot13(m)
    print("\(m) | \(r) | back=\(rot13(r) == m)")
}
for k in [1, 3, -3, 25, 26, 52, -27] {
    print("shift \(k): \(shift("Attack at dawn", by: k))")
}
let secret = vigenere("Meet me at the café at noon!", key: "LEMON")
print(secret)
print(vigenere(secret, key: "LEMON", decrypt: true))
print(vigenere("unchanged", key: "123"))
let freq = letterFrequencies("The quick brown fox jumps over the lazy dog, then sleeps.")
print(freq.prefix(6).map { "\($0.0)=\($0.1)" }.joined(separator: " "))
let enc = shift("etaoin shrdlu", by: 7)
let top = letterFrequencies(enc).first!.0
let guess = (Int(top.asciiValue!) - 97 - 4 + 26) % 26
print("cipher: \(enc), most common '\(top)', guessed key \(guess), decoded: \(shift(enc, by: -guess))")
// expect: Hello, World! | Uryyb, Jbeyq! | back=true
// expect: Why did the chicken cross the road? | Jul qvq gur puvpxra pebff gur ebnq? | back=true
// expect: Zebra-123 ÄÖ ok | Mroen-123 ÄÖ bx | back=true
// expect: abcxyz ABCXYZ | nopklm NOPKLM | back=true
// expect: shift 1: Buubdl bu ebxo
// expect: shift 3: Dwwdfn dw gdzq
// expect: shift -3: Xqqxzh xq axtk
// expect: shift 25: Zsszbj zs czvm
// expect: shift 26: Attack at dawn
// expect: shift 52: Attack at dawn
// expect: shift -27: Zsszbj zs czvm
// expect: Xiqh zp ef hup gmté ne raca!
// expect: Meet me at the café at noon!
// expect: unchanged
// expect: e=6 o=4 h=3 s=3 t=3 l=2
// expect: cipher: lahvpu zoyksb, most common 'a', guessed key 22, decoded: pelzty dscowf
