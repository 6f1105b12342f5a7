// App code style: word frequency and CSV-ish line parsing with split, trimming and sorted output
let text = """
The quick brown fox. The lazy dog!
A quick, quick fox; jumps over the dog?
"""
let words = text.lowercased()
    .split(whereSeparator: { !$0.isLetter })
    .map(String.init)
var freq: [String: Int] = [:]
for w in words { freq[w, default: 0] += 1 }
let top = freq.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(4)
for (w, c) in top { print("\(w): \(c)") }
print("distinct \(freq.count) of \(words.count), longest \(words.max { $0.count < $1.count }!)")

let csv = """
name, qty ,price
widget,3,2.50
  gadget , 10 , 0.99
broken line
,1,1
sprocket,x,4
"""
extension Substring {
    var trimmed: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
struct Row { let name: String; let qty: Int; let price: Double }
var rows: [Row] = []
var problems: [String] = []
for (n, line) in csv.split(separator: "\n").enumerated().dropFirst() {
    let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        .map { $0.trimmed }
    guard fields.count == 3 else { problems.append("line \(n): \(fields.count) fields"); continue }
    guard !fields[0].isEmpty, let q = Int(fields[1]), let p = Double(fields[2]) else {
        problems.append("line \(n): bad values \(fields)"); continue
    }
    rows.append(Row(name: fields[0], qty: q, price: p))
}
for r in rows { print("\(r.name) x\(r.qty) = \(Double(r.qty) * r.price)") }
problems.forEach { print($0) }
// expect: quick: 3
// expect: the: 3
// expect: dog: 2
// expect: fox: 2
// expect: distinct 9 of 15, longest quick
// expect: widget x3 = 7.5
// expect: gadget x10 = 9.9
// expect: line 3: 1 fields
// expect: line 4: bad values ["", "1", "1"]
// expect: line 5: bad values ["sprocket", "x", "4"]
