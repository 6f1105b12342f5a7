// The Basics: throwing functions, do/catch with patterns, try?, try!, rethrowing to the caller, errors as enums.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum RentalError: Error {
    case noBikesLeft
    case missingGear([String])
}

func rentBike(bikesFree: Int, gear: Set<String>) throws -> String {
    guard bikesFree > 0 else { throw RentalError.noBikesLeft }
    let needed = ["helmet", "lock", "lights"]
    let missing = needed.filter { !gear.contains($0) }
    if !missing.isEmpty { throw RentalError.missingGear(missing) }
    return "bike number \(bikesFree)"
}

func attempt(_ bikesFree: Int, _ gear: Set<String>) {
    do {
        let result = try rentBike(bikesFree: bikesFree, gear: gear)
        print("rode off on", result)
    } catch RentalError.noBikesLeft {
        print("come back later")
    } catch RentalError.missingGear(let items) where items.count == 1 {
        print("borrow a \(items[0])")
    } catch {
        print("unexpected:", error)
    }
}
attempt(0, [])
attempt(2, ["helmet", "lock"])
attempt(1, ["helmet"])
attempt(3, ["helmet", "lock", "lights"])

let quick = try? rentBike(bikesFree: 1, gear: ["helmet", "lock", "lights"])
let failed = try? rentBike(bikesFree: 0, gear: [])
print(quick as Any, failed as Any)
let sure = try! rentBike(bikesFree: 9, gear: ["helmet", "lock", "lights"])
print(sure)

func commute() throws -> Int {
    let bike = try rentBike(bikesFree: 1, gear: [])
    return bike.count
}
do {
    _ = try commute()
} catch let error as RentalError {
    print("commute failed:", error)
}

// expect: come back later
// expect: borrow a lights
// expect: unexpected: missingGear(["lock", "lights"])
// expect: rode off on bike number 3
// expect: Optional("bike number 1") nil
// expect: bike number 9
// expect: commute failed: missingGear(["helmet", "lock", "lights"])
