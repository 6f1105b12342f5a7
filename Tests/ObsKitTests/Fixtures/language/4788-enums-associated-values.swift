// Swift book style: associated values
// Checks: barcode-style enum with differently shaped payloads, extracting with
// let/var in switch, printing cases with payloads (including labels), equality
// for Equatable payloads, and enums with methods reading payloads.

enum Barcode {
    case upc(Int, Int, Int, Int)
    case qrCode(String)
}
var productBarcode = Barcode.upc(8, 85909, 51226, 3)
print(productBarcode)
productBarcode = .qrCode("ABCDEFGHIJKLMNOP")
print(productBarcode)

func describe(_ code: Barcode) -> String {
    switch code {
    case .upc(let numberSystem, let manufacturer, let product, let check):
        return "UPC: \(numberSystem), \(manufacturer), \(product), \(check)."
    case .qrCode(let productCode):
        return "QR code: \(productCode)."
    }
}
print(describe(.upc(8, 85909, 51226, 3)))
print(describe(productBarcode))

func shortDescribe(_ code: Barcode) -> String {
    switch code {
    case let .upc(numberSystem, manufacturer, product, check):
        return "UPC \(numberSystem)-\(manufacturer)-\(product)-\(check)"
    case let .qrCode(productCode):
        return "QR \(productCode.prefix(4))"
    }
}
print(shortDescribe(.upc(0, 1, 2, 3)), shortDescribe(productBarcode))

// Labeled associated values
enum Shape: Equatable {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)
    case point

    var area: Double {
        switch self {
        case .circle(let r): return 3.0 * r * r
        case let .rectangle(width: w, height: h): return w * h
        case .point: return 0
        }
    }
}
let shapes: [Shape] = [.circle(radius: 2), .rectangle(width: 3, height: 4.5), .point]
for shape in shapes {
    print(shape, "area", shape.area)
}
print(Shape.circle(radius: 1) == .circle(radius: 1))
print(Shape.circle(radius: 1) == .circle(radius: 2))
print(Shape.point == .point, shapes.contains(.point))
print(String(reflecting: Shape.rectangle(width: 1, height: 2)))

// Mixed payload with optional and array
enum Event {
    case login(user: String, admin: Bool)
    case upload(files: [String])
    case message(String, to: String?)
}
let events: [Event] = [
    .login(user: "kai", admin: false),
    .upload(files: ["a.txt", "b.png"]),
    .message("hi", to: nil),
    .message("yo", to: "sam"),
    .login(user: "root", admin: true),
]
for event in events {
    switch event {
    case .login(let user, true):
        print("admin login: \(user)")
    case .login(let user, _):
        print("login: \(user)")
    case .upload(let files) where files.count > 1:
        print("multi upload: \(files.joined(separator: ", "))")
    case .upload(let files):
        print("upload \(files)")
    case .message(let text, let recipient?):
        print("\(text) -> \(recipient)")
    case .message(let text, nil):
        print("\(text) -> everyone")
    }
}
print(events[0])
print(events[2])
print(events[3])

// Extracting with if case and guard case
if case .upload(let files) = events[1], let first = files.first {
    print("first upload \(first)")
}
func adminName(_ e: Event) -> String? {
    guard case .login(let user, admin: true) = e else { return nil }
    return user
}
print(events.compactMap(adminName))

// Mutating an associated value by rebuilding the case
enum Counter {
    case value(Int)
    mutating func bump() {
        if case .value(let n) = self { self = .value(n + 1) }
    }
}
var c = Counter.value(9)
c.bump()
c.bump()
print(c)

// Result is an enum with associated values too
let parsed: [Result<Int, ParseFailure>] = ["7", "x"].map { s in
    Int(s).map { .success($0) } ?? .failure(ParseFailure(text: s))
}
struct ParseFailure: Error { let text: String }
for r in parsed {
    switch r {
    case .success(let n): print("ok \(n)")
    case .failure(let f): print("failed on \(f.text)")
    }
}

// expect: upc(8, 85909, 51226, 3)
// expect: qrCode("ABCDEFGHIJKLMNOP")
// expect: UPC: 8, 85909, 51226, 3.
// expect: QR code: ABCDEFGHIJKLMNOP.
// expect: UPC 0-1-2-3 QR ABCD
// expect: circle(radius: 2.0) area 12.0
// expect: rectangle(width: 3.0, height: 4.5) area 13.5
// expect: point area 0.0
// expect: true
// expect: false
// expect: true true
// expect: main.Shape.rectangle(width: 1.0, height: 2.0)
// expect: login: kai
// expect: multi upload: a.txt, b.png
// expect: hi -> everyone
// expect: yo -> sam
// expect: admin login: root
// expect: login(user: "kai", admin: false)
// expect: message("hi", to: nil)
// expect: message("yo", to: Optional("sam"))
// expect: first upload a.txt
// expect: ["root"]
// expect: value(11)
// expect: ok 7
// expect: failed on x
