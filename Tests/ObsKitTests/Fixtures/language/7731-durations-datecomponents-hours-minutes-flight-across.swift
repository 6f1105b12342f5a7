// Tutorial style (durations): dateComponents(_:from:to:) with hours and minutes for a flight across zones
import Foundation

var paris = Calendar(identifier: .gregorian)
paris.timeZone = TimeZone(identifier: "Europe/Paris")!
var newYork = Calendar(identifier: .gregorian)
newYork.timeZone = TimeZone(identifier: "America/New_York")!

let departure = paris.date(from: DateComponents(year: 2024, month: 6, day: 10, hour: 10, minute: 35))!
let arrival = newYork.date(from: DateComponents(year: 2024, month: 6, day: 10, hour: 13, minute: 5))!

let d = paris.dateComponents([.hour, .minute], from: departure, to: arrival)
print("Flight time: \(d.hour!)h \(d.minute!)m")
print("Seconds: \(Int(arrival.timeIntervalSince(departure)))")

let local = newYork.dateComponents([.hour, .minute], from: arrival)
print(String(format: "Arrives local %02d:%02d", local.hour!, local.minute!))
let parisClock = paris.dateComponents([.hour, .minute], from: arrival)
print(String(format: "Paris clock at arrival %02d:%02d", parisClock.hour!, parisClock.minute!))

let back = newYork.dateComponents([.day, .hour], from: arrival, to: departure)
print("Reverse: \(back.day!) days \(back.hour!) hours")
// expect: Flight time: 8h 30m
// expect: Seconds: 30600
// expect: Arrives local 13:05
// expect: Paris clock at arrival 19:05
// expect: Reverse: 0 days -8 hours
