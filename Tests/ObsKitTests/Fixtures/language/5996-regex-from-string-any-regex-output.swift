// A regex made from a string at run time (Regex<AnyRegexOutput>): a match's output is an AnyRegexOutput, read by position or capture name, with substring, name and count
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
let prices = "apple $3, pear $12, plum 7, fig $45"
let dollarAmounts = try! Regex(#"\$(\d+)"#)
let amounts = prices.matches(of: dollarAmounts).compactMap { $0.output[1].substring.map(String.init) }
print(amounts)
let named = try! Regex(#"(?<word>[a-z]+) \$(?<n>\d+)"#)
if let m = prices.firstMatch(of: named) {
    print(m.output.count, m.output["word"]?.substring ?? "-", m.output[2].substring ?? "-", m.output[0].substring ?? "-")
    for part in m.output { print(part.name ?? "whole", part.substring ?? "") }
}
let lit = #/(\w+) \$(\d+)/#
if let m = prices.firstMatch(of: lit) { print(m.1, m.output.2) }

// expect: ["3", "12", "45"]
// expect: 3 apple 3 apple $3
// expect: whole apple $3
// expect: word apple
// expect: n 3
// expect: apple 3
