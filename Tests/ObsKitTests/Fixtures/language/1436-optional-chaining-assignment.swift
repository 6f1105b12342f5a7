// Optional Chaining: assignment through a chain whose right side is NOT evaluated when the chain is nil; Void? results.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Address { var street: String? }
final class Residence { var address: Address?; var floors = 1 }
final class Person { var residence: Residence? }
func createAddress() -> Address {
    print("Function was called.")
    let someAddress = Address()
    someAddress.street = "Acacia Road"
    return someAddress
}
var calls = 0
func nextFloorCount() -> Int {
    calls += 1
    print("nextFloorCount called")
    return 3
}
let john = Person()
john.residence?.address = createAddress()
print("after first assignment, calls so far:", calls)
john.residence?.floors = nextFloorCount()
john.residence?.floors += nextFloorCount()
print("calls with nil residence:", calls)
if (john.residence?.floors = 2) == nil { print("It was not possible to set the floors.") }
john.residence = Residence()
john.residence?.address = createAddress()
print(john.residence?.address?.street as Any)
john.residence?.floors = nextFloorCount()
john.residence?.floors += nextFloorCount()
print("floors:", john.residence!.floors, "calls:", calls)
if (john.residence?.floors = 2) != nil { print("It was possible to set the floors.") }
let result: Void? = john.residence?.address?.street = "Elm Street"
print(result != nil, john.residence?.address?.street ?? "-")
var maybeCounter: [Int]? = nil
maybeCounter?.append(nextFloorCount())
print("append on nil array, calls:", calls)
maybeCounter = []
maybeCounter?.append(nextFloorCount())
print(maybeCounter as Any, calls)

// expect: after first assignment, calls so far: 0
// expect: calls with nil residence: 0
// expect: It was not possible to set the floors.
// expect: Function was called.
// expect: Optional("Acacia Road")
// expect: nextFloorCount called
// expect: nextFloorCount called
// expect: floors: 6 calls: 2
// expect: It was possible to set the floors.
// expect: true Elm Street
// expect: append on nil array, calls: 2
// expect: nextFloorCount called
// expect: Optional([3]) 3
