// Type casting: a heterogeneous [Any] inspected with `switch` and `case let x as T` patterns, including tuples, closures and where clauses.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct MapPin { var lat = 0.0, lon = 0.0 }

var junkDrawer: [Any] = []
junkDrawer.append(0)
junkDrawer.append(0.0)
junkDrawer.append(250)
junkDrawer.append(9.75)
junkDrawer.append("spare key")
junkDrawer.append((21.0, 4.5))
junkDrawer.append(MapPin(lat: 38.5, lon: -9.25))
junkDrawer.append({ (owner: String) -> String in "Returned to \(owner)" })
junkDrawer.append([4, 5, 6])
junkDrawer.append(Optional<Int>.none as Any)

for item in junkDrawer {
    switch item {
    case 0 as Int:
        print("an Int that is zero")
    case 0 as Double:
        print("a Double that is zero")
    case let count as Int:
        print("the Int \(count)")
    case let amount as Double where amount > 0:
        print("the positive Double \(amount)")
    case let note as String:
        print("the String \"\(note)\"")
    case let (width, height) as (Double, Double):
        print("a (width, height) pair of \(width) by \(height)")
    case let pin as MapPin:
        print("a MapPin at \(pin.lat), \(pin.lon)")
    case let giveBack as (String) -> String:
        print(giveBack("Oskar"))
    case let numbers as [Int]:
        print("an [Int] adding up to \(numbers.reduce(0, +))")
    default:
        print("something unexpected: \(item)")
    }
}

// expect: an Int that is zero
// expect: a Double that is zero
// expect: the Int 250
// expect: the positive Double 9.75
// expect: the String "spare key"
// expect: a (width, height) pair of 21.0 by 4.5
// expect: a MapPin at 38.5, -9.25
// expect: Returned to Oskar
// expect: an [Int] adding up to 15
// expect: something unexpected: nil
