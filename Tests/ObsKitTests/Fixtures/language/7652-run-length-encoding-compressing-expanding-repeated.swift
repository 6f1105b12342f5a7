// Blog style (run-length encoding): compressing and expanding repeated characters
func rle(_ s: String) -> String {
    var out = ""
    var current: Character? = nil
    var count = 0
    for ch in s {
        if ch == current {
            count += 1
        } else {
            if let c = current { out += "\(count)\(c)" }
            current = ch
            count = 1
        }
    }
    if let c = current { out += "\(count)\(c)" }
    return out
}
func unrle(_ s: String) -> String {
    var out = ""
    var number = 0
    for ch in s {
        if let d = ch.wholeNumberValue {
            number = number * 10 + d
        } else {
            out += String(repeating: ch, count: number)
            number = 0
        }
    }
    return out
}
let inputs = ["aaabccdddd", "WWWWWWWWWWWWBWW", "🙂🙂🙂x", ""]
for i in inputs {
    let e = rle(i)
    print("\"\(i)\" -> \"\(e)\" -> ok=\(unrle(e) == i)")
}
// expect: "aaabccdddd" -> "3a1b2c4d" -> ok=true
// expect: "WWWWWWWWWWWWBWW" -> "12W1B2W" -> ok=true
// expect: "🙂🙂🙂x" -> "3🙂1x" -> ok=true
// expect: "" -> "" -> ok=true
