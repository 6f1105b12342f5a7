// Develop in Swift style (constants and formatting): a trip cost calculator with type inference, String(format:) and rounded()
import Foundation

let tripName = "Lake Weekend"
let milesEachWay = 148.5
let milesPerGallon = 31.2
let pricePerGallon = 3.89
var travelers = 3

let totalMiles = milesEachWay * 2
let gallons = totalMiles / milesPerGallon
let fuelCost = gallons * pricePerGallon
let perPerson = fuelCost / Double(travelers)

print("Trip: \(tripName)")
print("Total miles: \(totalMiles)")
print("Gallons needed: " + String(format: "%.2f", gallons))
print("Fuel cost: $" + String(format: "%.2f", fuelCost))
print("Each of \(travelers) pays $\(String(format: "%.2f", perPerson))")

travelers += 1
let newShare = fuelCost / Double(travelers)
print("With \(travelers) travelers: $\(String(format: "%.2f", newShare))")
print("Rounded share: \(newShare.rounded())")
print("Rounded to cents: \((newShare * 100).rounded() / 100)")
print("Rounded down: \(newShare.rounded(.down)), up: \(newShare.rounded(.up))")

let snacks: [Double] = [4.99, 12.5, 3.25]
let snackTotal = snacks.reduce(0, +)
print(String(format: "Snacks: %.1f over %d items", snackTotal, snacks.count))
let grand = fuelCost + snackTotal
print(String(format: "Grand total: %8.2f|", grand))
print(String(format: "Percent fuel: %.0f%%", fuelCost / grand * 100))
let isCheap = grand < 100
print("Cheap trip? \(isCheap)")
print("Integer miles: \(Int(totalMiles)), as text: \(String(Int(totalMiles)).count) digits")

// expect: Trip: Lake Weekend
// expect: Total miles: 297.0
// expect: Gallons needed: 9.52
// expect: Fuel cost: $37.03
// expect: Each of 3 pays $12.34
// expect: With 4 travelers: $9.26
// expect: Rounded share: 9.0
// expect: Rounded to cents: 9.26
// expect: Rounded down: 9.0, up: 10.0
// expect: Snacks: 20.7 over 3 items
// expect: Grand total:    57.77|
// expect: Percent fuel: 64%
// expect: Cheap trip? true
// expect: Integer miles: 297, as text: 3 digits
