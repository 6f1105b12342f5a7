// Small CLI style (bank statement): parsing amounts with NumberFormatter.number(from:), quoted CSV fields and a running balance
import Foundation

let statement = #"""
date,description,amount
2024-01-02,"Coffee, large",-4.50
2024-01-03,Salary,"2,500.00"
2024-01-05,"Rent ""January""",-1200
2024-01-09,Refund,15.25
2024-01-10,Broken row,abc
"""#

func splitCSV(_ line: String) -> [String] {
    var fields: [String] = []
    var current = ""
    var inQuotes = false
    var chars = Array(line)
    var i = 0
    while i < chars.count {
        let c = chars[i]
        if c == "\"" {
            if inQuotes && i + 1 < chars.count && chars[i + 1] == "\"" { current.append("\""); i += 1 }
            else { inQuotes.toggle() }
        } else if c == "," && !inQuotes {
            fields.append(current); current = ""
        } else {
            current.append(c)
        }
        i += 1
    }
    fields.append(current)
    chars.removeAll()
    return fields
}

let reader = NumberFormatter()
reader.locale = Locale(identifier: "en_US_POSIX")
reader.numberStyle = .decimal
reader.groupingSeparator = ","
reader.usesGroupingSeparator = true

let writer = NumberFormatter()
writer.locale = Locale(identifier: "en_US_POSIX")
writer.numberStyle = .decimal
writer.minimumFractionDigits = 2
writer.maximumFractionDigits = 2
writer.groupingSeparator = ","
writer.usesGroupingSeparator = true

var balance = 0.0
for line in statement.components(separatedBy: "\n").dropFirst() {
    let f = splitCSV(line)
    guard f.count == 3, let amount = reader.number(from: f[2])?.doubleValue else {
        print("skip:", f.joined(separator: " / "))
        continue
    }
    balance += amount
    let desc = f[1].padding(toLength: 18, withPad: " ", startingAt: 0)
    let amt = writer.string(from: NSNumber(value: amount))!
    let bal = writer.string(from: NSNumber(value: balance))!
    print("\(f[0]) \(desc) \(String(repeating: " ", count: max(0, 10 - amt.count)) + amt) \(String(repeating: " ", count: max(0, 10 - bal.count)) + bal)")
}
print("closing balance:", writer.string(from: NSNumber(value: balance))!)
print(reader.number(from: "1,234.5") ?? -1, reader.number(from: "12e") ?? -1)

// expect: 2024-01-02 Coffee, large           -4.50      -4.50
// expect: 2024-01-03 Salary               2,500.00   2,495.50
// expect: 2024-01-05 Rent "January"      -1,200.00   1,295.50
// expect: 2024-01-09 Refund                  15.25   1,310.75
// expect: skip: 2024-01-10 / Broken row / abc
// expect: closing balance: 1,310.75
// expect: 1234.5 12.0
