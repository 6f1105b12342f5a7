// App code style: text layout with String(repeating:count:) and joined(separator:)
func boxed(_ lines: [String]) -> String {
    let width = lines.map { $0.count }.max() ?? 0
    let border = "+" + String(repeating: "-", count: width + 2) + "+"
    var out = [border]
    for line in lines {
        out.append("| " + line + String(repeating: " ", count: width - line.count) + " |")
    }
    out.append(border)
    return out.joined(separator: "\n")
}
print(boxed(["Swift", "is", "fun to learn"]))

func centered(_ s: String, width: Int, fill: Character = " ") -> String {
    let total = max(0, width - s.count)
    let left = total / 2
    return String(repeating: fill, count: left) + s + String(repeating: fill, count: total - left)
}
print("[" + centered("title", width: 11, fill: "=") + "]")
print("[" + centered("even", width: 9) + "]")

for i in 1...4 {
    print(String(repeating: " ", count: 4 - i) + String(repeating: "*", count: 2 * i - 1))
}

struct Row {
    let name: String
    let qty: Int
    let price: Int
}
let rows = [Row(name: "Apples", qty: 3, price: 120), Row(name: "Kiwi", qty: 12, price: 45), Row(name: "Melon", qty: 1, price: 399)]

func rightAlign(_ s: String, _ w: Int) -> String {
    String(repeating: " ", count: max(0, w - s.count)) + s
}
func leftAlign(_ s: String, _ w: Int) -> String {
    s + String(repeating: " ", count: max(0, w - s.count))
}
let header = [leftAlign("Item", 8), rightAlign("Qty", 4), rightAlign("Total", 7)].joined(separator: " | ")
print(header)
print(String(repeating: "-", count: header.count))
var grand = 0
for r in rows {
    let total = r.qty * r.price
    grand += total
    let money = "\(total / 100).\(total % 100 < 10 ? "0" : "")\(total % 100)"
    print([leftAlign(r.name, 8), rightAlign(String(r.qty), 4), rightAlign(money, 7)].joined(separator: " | "))
}
print(rightAlign("grand: \(grand)", header.count))

let bar = [3, 7, 1, 5].map { String(repeating: "#", count: $0) + String(repeating: ".", count: 7 - $0) }
print(bar.joined(separator: " "))

let csvLine = ["a", "b c", "d"].joined(separator: ",")
print(csvLine)
let nestedJoin = [["1", "2"], ["3"], []].map { $0.joined(separator: "+") }.joined(separator: " ; ")
print("<\(nestedJoin)>")
let joinedNoSep = ["x", "y", "z"].joined()
print(joinedNoSep)
let repeatedWord = String(repeating: "ab", count: 3)
print(repeatedWord, repeatedWord.count)
let emptyRepeat = String(repeating: "z", count: 0)
print("[\(emptyRepeat)]")

let checker = (0..<4).map { r in
    (0..<8).map { c in (r + c) % 2 == 0 ? "▓" : "░" }.joined()
}.joined(separator: "\n")
print(checker)

let list = ["milk", "eggs", "bread"]
func englishList(_ xs: [String]) -> String {
    switch xs.count {
    case 0: return ""
    case 1: return xs[0]
    case 2: return xs.joined(separator: " and ")
    default: return xs.dropLast().joined(separator: ", ") + ", and " + xs.last!
    }
}
print(englishList(list), "/", englishList(["a", "b"]), "/", englishList(["solo"]))

// expect: +--------------+
// expect: | Swift        |
// expect: | is           |
// expect: | fun to learn |
// expect: +--------------+
// expect: [===title===]
// expect: [  even   ]
// expect:    *
// expect:   ***
// expect:  *****
// expect: *******
// expect: Item     |  Qty |   Total
// expect: -------------------------
// expect: Apples   |    3 |    3.60
// expect: Kiwi     |   12 |    5.40
// expect: Melon    |    1 |    3.99
// expect:               grand: 1299
// expect: ###.... ####### #...... #####..
// expect: a,b c,d
// expect: <1+2 ; 3 ; >
// expect: xyz
// expect: ababab 6
// expect: []
// expect: ▓░▓░▓░▓░
// expect: ░▓░▓░▓░▓
// expect: ▓░▓░▓░▓░
// expect: ░▓░▓░▓░▓
// expect: milk, eggs, and bread / a and b / solo
