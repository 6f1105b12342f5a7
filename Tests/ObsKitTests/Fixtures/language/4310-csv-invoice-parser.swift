// App code style: hand-written CSV parser with quoted fields feeding an invoice total in Int cents
struct LineItem {
    let name: String
    let qty: Int
    let cents: Int
}

func parseCSVLine(_ line: String) -> [String] {
    var fields: [String] = []
    var current = ""
    var inQuotes = false
    var iter = line.makeIterator()
    var pending: Character? = nil
    while true {
        let next: Character?
        if let p = pending { next = p; pending = nil } else { next = iter.next() }
        guard let ch = next else { break }
        if inQuotes {
            if ch == "\"" {
                if let after = iter.next() {
                    if after == "\"" { current.append("\"") }
                    else { inQuotes = false; pending = after }
                } else { inQuotes = false }
            } else {
                current.append(ch)
            }
        } else {
            switch ch {
            case ",": fields.append(current); current = ""
            case "\"": inQuotes = true
            default: current.append(ch)
            }
        }
    }
    fields.append(current)
    return fields
}

func parsePrice(_ s: String) -> Int? {
    var whole = 0
    var frac = 0
    var fracDigits = 0
    var seenDot = false
    for ch in s {
        if ch == "." { if seenDot { return nil }; seenDot = true; continue }
        guard let d = ch.wholeNumberValue else { return nil }
        if seenDot {
            if fracDigits == 2 { return nil }
            frac = frac * 10 + d
            fracDigits += 1
        } else {
            whole = whole * 10 + d
        }
    }
    if fracDigits == 1 { frac *= 10 }
    return whole * 100 + frac
}

func money(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let a = cents < 0 ? -cents : cents
    let frac = a % 100
    return "\(sign)$\(a / 100).\(frac < 10 ? "0" : "")\(frac)"
}

func pad(_ s: String, _ w: Int, right: Bool = false) -> String {
    let n = s.count
    if n >= w { return s }
    let fill = String(repeating: " ", count: w - n)
    return right ? fill + s : s + fill
}

let csv = """
name,qty,price
Widget,3,4.50
"Gadget, large",1,19.99
"Say ""hi"" mug",2,7.5
Bad row,x,1.00
Cable,10,0.99
Empty,,
"""

var items: [LineItem] = []
var lineNo = 0
for raw in csv.split(separator: "\n", omittingEmptySubsequences: false) {
    lineNo += 1
    if lineNo == 1 { continue }
    let f = parseCSVLine(String(raw))
    print("row \(lineNo): \(f.count) fields -> \(f)")
    guard f.count == 3, let q = Int(f[1]), let p = parsePrice(f[2]) else {
        print("  skipped")
        continue
    }
    items.append(LineItem(name: f[0], qty: q, cents: p))
}

print(String(repeating: "-", count: 36))
var total = 0
for item in items {
    let line = item.qty * item.cents
    total += line
    print(pad(item.name, 16) + pad(String(item.qty), 4, right: true) + pad(money(line), 12, right: true))
}
print(String(repeating: "-", count: 36))
print(pad("TOTAL", 20) + pad(money(total), 12, right: true))
let tax = (total * 825 + 5000) / 10000
print(pad("TAX 8.25%", 20) + pad(money(tax), 12, right: true))
print(pad("GRAND", 20) + pad(money(total + tax), 12, right: true))
print(money(-1234))
print(money(5))
// expect: row 2: 3 fields -> ["Widget", "3", "4.50"]
// expect: row 3: 3 fields -> ["Gadget, large", "1", "19.99"]
// expect: row 4: 3 fields -> ["Say \"hi\" mug", "2", "7.5"]
// expect: row 5: 3 fields -> ["Bad row", "x", "1.00"]
// expect:   skipped
// expect: row 6: 3 fields -> ["Cable", "10", "0.99"]
// expect: row 7: 3 fields -> ["Empty", "", ""]
// expect:   skipped
// expect: ------------------------------------
// expect: Widget             3      $13.50
// expect: Gadget, large      1      $19.99
// expect: Say "hi" mug       2      $15.00
// expect: Cable             10       $9.90
// expect: ------------------------------------
// expect: TOTAL                     $58.39
// expect: TAX 8.25%                  $4.82
// expect: GRAND                     $63.21
// expect: -$12.34
// expect: $0.05
