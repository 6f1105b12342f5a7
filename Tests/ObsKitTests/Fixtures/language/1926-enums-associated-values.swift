// Swift book style (Enumerations): cases, CaseIterable, switching and associated values
enum Heading: CaseIterable {
    case north, east, south, west
}
var facing = Heading.west
facing = .north
switch facing {
case .north: print("cold winds")
case .south: print("warm winds")
case .east, .west: print("sunrise or sunset")
}
print("there are \(Heading.allCases.count) headings")
for h in Heading.allCases { print(h) }

enum Label {
    case barcode(Int, Int, Int, Int)
    case qr(String)
}
var tag = Label.barcode(8, 85909, 51226, 3)
func show(_ l: Label) {
    switch l {
    case let .barcode(system, maker, product, check):
        print("UPC: \(system), \(maker), \(product), \(check)")
    case .qr(let payload):
        print("QR: \(payload)")
    }
}
show(tag)
tag = .qr("HELLOWORLD")
show(tag)

enum Shape {
    case circle(radius: Int)
    case rect(width: Int, height: Int)
}
let shapes: [Shape] = [.circle(radius: 2), .rect(width: 3, height: 4), .rect(width: 5, height: 5)]
for s in shapes {
    if case .rect(let w, let h) = s, w == h {
        print("a square of side \(w)")
    } else if case .circle(let r) = s {
        print("circle with r=\(r)")
    } else {
        print("plain rectangle")
    }
}

// expect: cold winds
// expect: there are 4 headings
// expect: north
// expect: east
// expect: south
// expect: west
// expect: UPC: 8, 85909, 51226, 3
// expect: QR: HELLOWORLD
// expect: circle with r=2
// expect: plain rectangle
// expect: a square of side 5
