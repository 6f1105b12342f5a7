// Apple docs style (Scanner): parsing a simple key-value settings string
// known-gap: error: 8856-scanner.swift:6:15: error: not supported yet: Foundation's 'Scanner' is not available in ObsREPL
import Foundation

let input = "width=1280; height=720; scale=1.5; title=Main Window; fullscreen=no"
let scanner = Scanner(string: input)
scanner.charactersToBeSkipped = .whitespaces

var settings: [String: String] = [:]
while !scanner.isAtEnd {
    guard let key = scanner.scanUpToString("=") else { break }
    _ = scanner.scanString("=")
    let value = scanner.scanUpToString(";") ?? ""
    settings[key] = value
    _ = scanner.scanString(";")
}
for key in settings.keys.sorted() {
    print("\(key) -> \(settings[key]!)")
}

// numbers come out typed
let dims = Scanner(string: "1280x720 @ 1.5x")
let w = dims.scanInt()
_ = dims.scanString("x")
let h = dims.scanInt()
_ = dims.scanString("@")
let scale = dims.scanDouble()
print("w \(w!) h \(h!) scale \(scale!)")
print("pixels: \(Double(w! * h!) * scale! * scale!)")
print("rest: \(dims.string[dims.currentIndex...])")

// failing scans leave the position unchanged
let mixed = Scanner(string: "abc123")
print("int first: \(mixed.scanInt() == nil)")
let letters = mixed.scanCharacters(from: .letters)
let number = mixed.scanInt()
print("letters \(letters!), number \(number!), at end \(mixed.isAtEnd)")

let hex = Scanner(string: "0xFF 1A")
var first: UInt64 = 0
var second: UInt64 = 0
if hex.scanHexInt64(&first), hex.scanHexInt64(&second) {
    print("hex values: \(first) \(second)")
}

// expect: fullscreen -> no
// expect: height -> 720
// expect: scale -> 1.5
// expect: title -> Main Window
// expect: width -> 1280
// expect: w 1280 h 720 scale 1.5
// expect: pixels: 2073600.0
// expect: rest: x
// expect: int first: true
// expect: letters abc, number 123, at end true
// expect: hex values: 255 26
