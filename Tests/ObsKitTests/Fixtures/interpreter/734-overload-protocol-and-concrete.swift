// A concrete overload beats one taking a protocol; a value declared with the protocol type picks the
// protocol's overload, as Swift chooses by declared types. Expected output from swiftc 6.3.1 on Linux.
protocol Shape { var area: Double { get } }
struct Square: Shape { var side: Double; var area: Double { side * side } }
struct Circle: Shape { var r: Double; var area: Double { 3 * r * r } }

func info(_ shape: any Shape) -> String { "a shape of area \(shape.area)" }
func info(_ square: Square) -> String { "a square of side \(square.side)" }

let square = Square(side: 2)
let shape: any Shape = square
print(info(square))
print(info(shape))
print(info(Circle(r: 1)))

// expect: a square of side 2.0
// expect: a shape of area 4.0
// expect: a shape of area 3.0
