// Compiler test style: labeled if and do statements with break
func check(_ n: Int) -> String {
    var result = "start"
    validation: if n > 0 {
        result += ",positive"
        if n % 2 == 0 {
            result += ",even"
            break validation
        }
        result += ",odd"
        if n > 100 { break validation }
        result += ",small"
    } else {
        result += ",non-positive"
    }
    result += ",end"
    return result
}
for n in [4, 7, 101, -1] { print(check(n)) }

var messages: [String] = []
block: do {
    messages.append("one")
    defer { messages.append("deferred") }
    if messages.count == 1 { break block }
    messages.append("never")
}
messages.append("after")
print(messages)

let words = ["alpha", "beta", "gamma", "delta"]
var chosen = ""
pick: switch words.count {
case 4:
    for w in words {
        if w.hasPrefix("g") {
            chosen = w
            break pick
        }
    }
    chosen = "none"
default:
    chosen = "wrong count"
}
print("chosen: \(chosen)")
// expect: start,positive,even,end
// expect: start,positive,odd,small,end
// expect: start,positive,odd,end
// expect: start,non-positive,end
// expect: ["one", "deferred", "after"]
// expect: chosen: gamma
