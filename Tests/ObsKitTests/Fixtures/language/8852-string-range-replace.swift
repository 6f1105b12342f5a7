// Apple docs style (String): searching with range(of:options:) and replacing text
import Foundation

let message = "Your Order #4521 has shipped. Track your order at the Orders page."

if let range = message.range(of: "order", options: .caseInsensitive) {
    print("first match: \(message[range]) at \(message.distance(from: message.startIndex, to: range.lowerBound))")
}
if let range = message.range(of: "order", options: [.caseInsensitive, .backwards]) {
    print("last match at \(message.distance(from: message.startIndex, to: range.lowerBound))")
}
print("exact lowercase: \(message.range(of: "order") != nil)")
print("anchored 'Your': \(message.range(of: "your", options: [.anchored, .caseInsensitive]) != nil)")
print("anchored 'Order': \(message.range(of: "Order", options: .anchored) != nil)")

if let hash = message.range(of: "#") {
    let digits = message[hash.upperBound...].prefix(while: { $0.isNumber })
    print("order number: \(digits)")
}

let count = message.components(separatedBy: "rder").count - 1
print("'rder' occurs \(count) times")

print(message.replacingOccurrences(of: "order", with: "package", options: .caseInsensitive))
print(message.replacingOccurrences(of: "shipped", with: "been delivered"))

var template = "Hi {name}, your {item} is ready. Thanks, {name}!"
let values = ["name": "Lee", "item": "prescription"]
for key in values.keys.sorted() {
    template = template.replacingOccurrences(of: "{\(key)}", with: values[key]!)
}
print(template)

let phone = "(555) 010-9999"
let digitsOnly = phone.components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
print("digits: \(digitsOnly)")

print("diacritics: \("Crème Brûlée".range(of: "creme brulee", options: [.caseInsensitive, .diacriticInsensitive]) != nil)")
print("contains: \(message.localizedCaseInsensitiveContains("TRACK"))")
print("hasPrefix: \(message.hasPrefix("Your")), hasSuffix: \(message.hasSuffix("page."))")

// expect: first match: Order at 5
// expect: last match at 54
// expect: exact lowercase: true
// expect: anchored 'Your': true
// expect: anchored 'Order': false
// expect: order number: 4521
// expect: 'rder' occurs 3 times
// expect: Your package #4521 has shipped. Track your package at the packages page.
// expect: Your Order #4521 has been delivered. Track your order at the Orders page.
// expect: Hi Lee, your prescription is ready. Thanks, Lee!
// expect: digits: 5550109999
// expect: diacritics: true
// expect: contains: true
// expect: hasPrefix: true, hasSuffix: true
