// Foundation in app code: converting between String and Data with utf8, byte counts and invalid data
import Foundation

let text = "Café ☕️"
let data = Data(text.utf8)
print("Characters: \(text.count), bytes: \(data.count)")

let viaMethod = text.data(using: .utf8)!
print("Same data: \(data == viaMethod)")

if let back = String(data: data, encoding: .utf8) {
    print("Round trip: \(back)")
}

let firstBytes = Array(data.prefix(5))
print("First bytes: \(firstBytes)")

let invalid = Data([0xFF, 0xFE, 0x41])
print(String(data: invalid, encoding: .utf8) == nil ? "Invalid UTF-8 -> nil" : "decoded")
print("Lossy: \(String(decoding: Data([0x48, 0x69]), as: UTF8.self))")

var buffer = Data()
buffer.append(contentsOf: "Hello".utf8)
buffer.append(Data(", World".utf8))
buffer.append(0x21)
print(String(data: buffer, encoding: .utf8)!)
print("Buffer size: \(buffer.count), first: \(buffer.first!), last: \(buffer.last!)")
print("Sub: \(String(data: buffer.subdata(in: 7..<12), encoding: .utf8)!)")

// expect: Characters: 6, bytes: 12
// expect: Same data: true
// expect: Round trip: Café ☕️
// expect: First bytes: [67, 97, 102, 195, 169]
// expect: Invalid UTF-8 -> nil
// expect: Lossy: Hi
// expect: Hello, World!
// expect: Buffer size: 13, first: 72, last: 33
// expect: Sub: World
